import { Inject, Injectable } from '@nestjs/common';
import { PlanPriceSyncDto, priceSyncState } from '@liquify/contracts';
import { BillingErrors } from '../billing.errors';
import { PAYMENT_PROVIDER, PaymentProvider, priceKeyOf, ProviderError, ProviderPlan } from '../payments/payment-provider';
import { PlansRepository } from './plans.repository';
import { PlanDoc } from './plans.schema';

export function providerPlanOf(plan: PlanDoc): ProviderPlan {
  return {
    id: plan._id.toHexString(),
    slug: plan.slug,
    name: plan.name,
    description: plan.description,
    price: plan.price,
    currency: plan.currency,
    billingCycle: plan.billingCycle,
    stripeProductId: plan.stripeProductId,
    stripePriceId: plan.stripePriceId,
    stripePriceKey: plan.stripePriceKey,
  };
}

/** Each priced plan's product and price at the payment provider (Stripe or the local checkout). */
@Injectable()
export class PlanPricesService {
  constructor(
    private readonly plans: PlansRepository,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {}

  /** Creates or updates each priced plan's provider product and price; stores the price id on the plan. */
  async syncAll() {
    const synced: { _id: string; slug: string; stripeProductId: string; stripePriceId: string }[] = [];
    const skipped: { _id: string; slug: string; reason: string }[] = [];
    for (const plan of await this.plans.findLive()) {
      if (plan.price <= 0) {
        skipped.push({ _id: plan._id.toHexString(), slug: plan.slug, reason: 'free plan: nothing to sell' });
        continue;
      }
      const ids = await this.ensurePrice(plan, { force: true });
      synced.push({ _id: plan._id.toHexString(), slug: plan.slug, stripeProductId: ids.productId, stripePriceId: ids.priceId });
    }
    return { provider: this.provider.name, synced, skipped };
  }

  /** Where each live plan's price stands at the current provider (the admin's plan cards, issue #25 item 6). */
  async syncStates(): Promise<PlanPriceSyncDto> {
    const provider = this.provider.name;
    const plans = (await this.plans.findLive()).map((plan) => ({
      _id: plan._id.toHexString(),
      slug: plan.slug,
      stripePriceId: plan.stripePriceId ?? null,
      state: priceSyncState({ price: plan.price, priceId: plan.stripePriceId ?? null, priceKey: plan.stripePriceKey ?? null }, priceKeyOf(plan), provider),
    }));
    return { provider, plans };
  }

  /**
   * The provider price to sell `plan` with: the stored one while it still stands for the plan's amount,
   * currency and cycle; otherwise (or with `force`, the admin's sync) the provider's product is updated and a
   * price created as needed.
   */
  async ensurePrice(plan: PlanDoc, options: { force?: boolean } = {}): Promise<{ productId: string; priceId: string }> {
    // (a price made by the other provider, e.g. local ids after a Stripe key was configured, is never reused)
    const ownPrice = plan.stripePriceId && plan.stripePriceId.startsWith('price_local_') === (this.provider.name === 'local');
    if (!options.force && ownPrice && plan.stripeProductId && plan.stripePriceId && plan.stripePriceKey === priceKeyOf(plan)) {
      return { productId: plan.stripeProductId, priceId: plan.stripePriceId };
    }
    let ids;
    try {
      ids = await this.provider.syncPlan(providerPlanOf(plan));
    } catch (err) {
      if (err instanceof ProviderError) throw BillingErrors.providerError(`Failed to sync with Stripe: ${err.message}`);
      throw err;
    }
    if (ids.priceId !== plan.stripePriceId || ids.productId !== plan.stripeProductId || ids.priceKey !== plan.stripePriceKey) {
      await this.plans.setProviderIds(plan._id, plan, { stripeProductId: ids.productId, stripePriceId: ids.priceId, stripePriceKey: ids.priceKey });
    }
    return { productId: ids.productId, priceId: ids.priceId };
  }
}
