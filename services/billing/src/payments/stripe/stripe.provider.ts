import { createHash } from 'node:crypto';
import { Logger, OnApplicationShutdown } from '@nestjs/common';
import type Stripe from 'stripe';
import type { StoredPaymentMethod } from '@liquify/contracts';
import {
  CheckoutRequest,
  intervalOf,
  PaymentProvider,
  priceKeyOf,
  ProviderCheckoutSession,
  ProviderError,
  ProviderPlan,
  ProviderPriceIds,
  SubscriptionSnapshot,
  unitAmount,
} from '../payment-provider';
import type { StripeClient } from './stripe-client';
import { checkoutSessionOf, subscriptionSnapshotOf } from './stripe-objects.util';

type Obj = Record<string, unknown>;

/** Real Stripe (or stripe-mock): hosted Checkout, products/prices, subscriptions. */
export class StripeProvider implements PaymentProvider, OnApplicationShutdown {
  readonly name = 'stripe' as const;
  private readonly logger = new Logger(StripeProvider.name);
  private readonly stripe: Stripe;

  constructor(private readonly client: StripeClient) {
    this.stripe = client.stripe;
  }

  onApplicationShutdown() {
    this.client.close();
  }

  async syncPlan(plan: ProviderPlan): Promise<ProviderPriceIds> {
    const key = priceKeyOf(plan);
    return this.call('sync the plan', async () => {
      const productFields = { name: plan.name, description: plan.description || undefined, metadata: { planId: plan.id, slug: plan.slug } };
      const known = plan.stripeProductId && !plan.stripeProductId.startsWith('prod_local_') ? plan.stripeProductId : null;
      const product = known
        ? await this.stripe.products.update(known, { ...productFields, active: true })
        : await this.stripe.products.create(productFields, { idempotencyKey: `product:${plan.id}:${fingerprint(productFields)}` });
      if (plan.stripePriceId && !plan.stripePriceId.startsWith('price_local_') && plan.stripePriceKey === key && known === product.id) {
        return { productId: product.id, priceId: plan.stripePriceId, priceKey: key };
      }
      const interval = intervalOf(plan.billingCycle);
      const priceParams: Stripe.PriceCreateParams = {
        product: product.id,
        unit_amount: unitAmount(plan.price),
        currency: plan.currency.toLowerCase(),
        ...(interval ? { recurring: { interval } } : {}),
        metadata: { planId: plan.id, slug: plan.slug },
      };
      const price = await this.stripe.prices.create(priceParams, { idempotencyKey: `price:${plan.id}:${fingerprint(priceParams)}` });
      if (plan.stripePriceId && plan.stripePriceId !== price.id) {
        // Old price: kept for existing subscriptions, no longer offered.
        if (!plan.stripePriceId.startsWith('price_local_')) {
          await this.stripe.prices
            .update(plan.stripePriceId, { active: false })
            .catch((err: Error) => this.logger.warn(`could not archive price ${plan.stripePriceId}: ${err.message}`));
        }
      }
      return { productId: product.id, priceId: price.id, priceKey: key };
    });
  }

  async createCheckoutSession(request: CheckoutRequest): Promise<{ id: string; url: string }> {
    const coupon = request.discountPercent ? await this.ensureReferralCoupon(request.discountPercent) : null;
    const params: Stripe.Checkout.SessionCreateParams = {
      mode: request.mode,
      line_items: [{ price: request.priceId, quantity: 1 }],
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
      ...(request.metadata.userId ? { client_reference_id: request.metadata.userId } : {}),
      metadata: request.metadata,
      ...(coupon ? { discounts: [{ coupon }] } : {}),
      ...(request.customerId ? { customer: request.customerId } : { customer_email: request.email }),
      ...(request.mode === 'subscription'
        ? { subscription_data: { metadata: request.metadata } }
        : { payment_intent_data: { metadata: request.metadata }, ...(request.customerId ? {} : { customer_creation: 'always' as const }) }),
    };
    const session = await this.call('create the checkout session', () => this.stripe.checkout.sessions.create(params));
    if (!session.url) throw new ProviderError('Stripe returned a checkout session without a URL');
    return { id: session.id, url: session.url };
  }

  /**
   * The referral coupon: percent off, on the first payment only (duration once), created once under a fixed id
   * (a coupon already there is reused; two creations racing both end with the same coupon).
   */
  private async ensureReferralCoupon(percent: number): Promise<string> {
    const id = referralCouponId(percent);
    return this.call('prepare the referral coupon', async () => {
      try {
        await this.stripe.coupons.retrieve(id);
        return id;
      } catch (err) {
        if ((err as { statusCode?: number }).statusCode !== 404) throw err;
      }
      try {
        await this.stripe.coupons.create({ id, percent_off: percent, duration: 'once', name: `Referral ${percent}% off` });
        return id;
      } catch (err) {
        if ((err as { code?: string }).code === 'resource_already_exists') return id;
        throw err;
      }
    });
  }

  async retrieveCheckoutSession(id: string): Promise<ProviderCheckoutSession | null> {
    try {
      const session = await this.stripe.checkout.sessions.retrieve(id);
      return checkoutSessionOf(session as unknown as Obj);
    } catch (err) {
      if ((err as { statusCode?: number }).statusCode === 404) return null;
      throw new ProviderError(`Stripe could not retrieve the checkout session: ${(err as Error).message}`, err);
    }
  }

  async retrieveSubscription(id: string): Promise<SubscriptionSnapshot | null> {
    try {
      const sub = await this.stripe.subscriptions.retrieve(id);
      return subscriptionSnapshotOf(sub as unknown as Obj);
    } catch (err) {
      if ((err as { statusCode?: number }).statusCode === 404) return null;
      throw new ProviderError(`Stripe could not retrieve the subscription: ${(err as Error).message}`, err);
    }
  }

  async changeSubscriptionPrice(subscriptionId: string, priceId: string, metadata: Record<string, string>): Promise<SubscriptionSnapshot> {
    return this.call('change the subscription', async () => {
      const current = await this.stripe.subscriptions.retrieve(subscriptionId);
      const item = current.items.data[0];
      if (!item) throw new ProviderError('The subscription has no item to change');
      const updated = await this.stripe.subscriptions.update(subscriptionId, {
        items: [{ id: item.id, price: priceId }],
        proration_behavior: 'create_prorations',
        cancel_at_period_end: false,
        metadata,
      });
      return subscriptionSnapshotOf(updated as unknown as Obj);
    });
  }

  async cancelSubscription(subscriptionId: string): Promise<void> {
    await this.call('cancel the subscription', () => this.stripe.subscriptions.cancel(subscriptionId, { prorate: false }));
  }

  async setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<SubscriptionSnapshot> {
    return this.call(cancel ? 'schedule the cancellation' : 'resume the subscription', async () => {
      const updated = await this.stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel });
      return subscriptionSnapshotOf(updated as unknown as Obj);
    });
  }

  async paymentMethodOf(customerId: string): Promise<StoredPaymentMethod | null> {
    return this.call('read the payment method', async () => {
      const list = await this.stripe.paymentMethods.list({ customer: customerId, type: 'card', limit: 1 });
      const card = list.data[0]?.card;
      return card ? { brand: card.brand, last4: card.last4, expMonth: card.exp_month ?? null, expYear: card.exp_year ?? null } : null;
    });
  }

  private async call<T>(what: string, fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (err) {
      if (err instanceof ProviderError) throw err;
      const e = err as { message?: string; type?: string; code?: string };
      this.logger.error(`Stripe failed to ${what}: ${e.type ?? ''} ${e.code ?? ''} ${e.message ?? ''}`);
      throw new ProviderError(`Stripe failed to ${what}: ${e.message ?? 'unknown error'}`, err);
    }
  }
}

/** The coupon id of a referral discount: one coupon per percentage. */
export const referralCouponId = (percent: number) => `liquify-referral-${percent}-once`;

/** Stripe refuses an idempotency key reused with other parameters: the key includes what was sent. */
const fingerprint = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 16);
