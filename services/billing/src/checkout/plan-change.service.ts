import { Inject, Injectable, Logger } from '@nestjs/common';
import type { AuthUser } from '@liquify/auth';
import type { BillingDetails, DowngradeResult } from '@liquify/contracts';
import { AccountsService } from '../accounts/accounts.service';
import { BillingErrors } from '../billing.errors';
import { PAYMENT_PROVIDER, PaymentProvider, ProviderError } from '../payments/payment-provider';
import { SubscriptionsService } from '../subscriptions/subscriptions.service';
import { CheckoutSessionsService } from './checkout-sessions.service';

export const NO_PAID_SUBSCRIPTION_MESSAGE = 'You have no paid subscription to end: you are already on the Free plan or on a lifetime plan.';

/**
 * What an existing customer does with their plan besides upgrading (CheckoutService.createForUser):
 * a soft downgrade to the free plan, and reading their stored card and payments for Settings > Billing.
 */
@Injectable()
export class PlanChangeService {
  private readonly logger = new Logger(PlanChangeService.name);

  constructor(
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly accounts: AccountsService,
    private readonly subscriptions: SubscriptionsService,
    private readonly sessions: CheckoutSessionsService,
  ) {}

  /**
   * Ends every subscription that still grants the user a paid plan. Identity keeps the paid plan until the
   * period already paid for ends, then moves the user to the free plan; nothing the user owns is deleted.
   */
  async downgradeToFree(user: AuthUser): Promise<DowngradeResult & { message: string }> {
    const email = await this.emailOf(user);
    const paid = (await this.subscriptions.findEntitled({ userId: user.id, email })).filter((s) => s.provider === this.provider.name);
    if (paid.length === 0) throw BillingErrors.noPaidSubscription(NO_PAID_SUBSCRIPTION_MESSAGE);
    let effectiveAt: Date | null = null;
    for (const subscription of paid) {
      await this.providerCall(() => this.provider.cancelSubscription(subscription._id));
      // Apply the provider's answer now (Stripe's webhook may come later; the local provider already reported it).
      const snapshot = await this.providerCall(() => this.provider.retrieveSubscription(subscription._id));
      if (snapshot) await this.subscriptions.apply(snapshot, Math.floor(Date.now() / 1000), { email, userId: user.id, planId: subscription.planId });
      const end = snapshot?.currentPeriodEnd ?? subscription.currentPeriodEnd;
      if (end && end.getTime() > Date.now() && (!effectiveAt || end > effectiveAt)) effectiveAt = end;
    }
    this.logger.log(`user ${user.id}: ${paid.length} subscription(s) ended, free plan from ${effectiveAt?.toISOString() ?? 'now'}`);
    const message = effectiveAt
      ? `Your subscription has been canceled. You keep your current plan until ${effectiveAt.toISOString().slice(0, 10)}, then move to the Free plan. Your modules, sections and stores are kept.`
      : 'Your subscription has been canceled and you are now on the Free plan. Your modules, sections and stores are kept.';
    return { effectiveAt: effectiveAt?.toISOString() ?? null, canceledSubscriptions: paid.length, message };
  }

  /** The card the provider stores for the user (null when none) and the payments billing recorded. */
  async billingDetails(user: AuthUser): Promise<BillingDetails> {
    const email = await this.emailOf(user);
    const [entitled, paidSessions] = await Promise.all([
      this.subscriptions.findEntitled({ userId: user.id, email }),
      this.sessions.findPaidBy({ userId: user.id, email }),
    ]);
    const customerId =
      entitled.find((s) => s.provider === this.provider.name && s.customerId)?.customerId ??
      paidSessions.find((s) => s.provider === this.provider.name && s.customerId)?.customerId ??
      null;
    const paymentMethod = customerId ? await this.providerCall(() => this.provider.paymentMethodOf(customerId)) : null;
    return {
      paymentMethod,
      payments: paidSessions.map((s) => ({
        id: s._id,
        paidAt: (s.completedAt ?? s.updatedAt).toISOString(),
        planName: s.planName,
        amount: s.amount / 100,
        currency: s.currency.toUpperCase(),
      })),
    };
  }

  private async emailOf(user: AuthUser): Promise<string> {
    const account = await this.accounts.findLive(user.id);
    return (account?.email ?? user.email).toLowerCase();
  }

  private async providerCall<T>(fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (err) {
      if (err instanceof ProviderError) throw BillingErrors.providerError();
      throw err;
    }
  }
}
