import { Inject, Injectable } from '@nestjs/common';
import type { AuthUser } from '@liquify/auth';
import type { BillingDetails } from '@liquify/contracts';
import { AccountsService } from '../accounts/accounts.service';
import { PAYMENT_PROVIDER, PaymentProvider } from '../payments/payment-provider';
import { SubscriptionsService } from '../subscriptions/subscriptions.service';
import { CheckoutSessionsService } from './checkout-sessions.service';
import { billingEmailOf, providerCall } from './provider-call';

/**
 * An existing customer's stored card and payments for Settings > Billing (the end of a subscription is
 * SubscriptionEndService; upgrades are CheckoutService.createForUser).
 */
@Injectable()
export class PlanChangeService {
  constructor(
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly accounts: AccountsService,
    private readonly subscriptions: SubscriptionsService,
    private readonly sessions: CheckoutSessionsService,
  ) {}

  /** The card the provider stores for the user (null when none) and the payments billing recorded. */
  async billingDetails(user: AuthUser): Promise<BillingDetails> {
    const email = await billingEmailOf(this.accounts, user);
    const [entitled, paidSessions] = await Promise.all([
      this.subscriptions.findEntitled({ userId: user.id, email }),
      this.sessions.findPaidBy({ userId: user.id, email }),
    ]);
    const customerId =
      entitled.find((s) => s.provider === this.provider.name && s.customerId)?.customerId ??
      paidSessions.find((s) => s.provider === this.provider.name && s.customerId)?.customerId ??
      null;
    const paymentMethod = customerId ? await providerCall(() => this.provider.paymentMethodOf(customerId)) : null;
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
}
