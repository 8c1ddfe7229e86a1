import type { BillingCycle, ProviderSubscriptionStatus, StoredPaymentMethod } from '@liquify/contracts';

/**
 * The payment provider behind billing: real Stripe, or the built-in local checkout (offline, test cards).
 * Billing's rules never depend on which one runs; the provider's asynchronous facts (paid, renewed,
 * failed, canceled) reach billing as Stripe-shaped events through ONE handler (PaymentEventsService):
 * Stripe's via the signed webhook, the local provider's via ProviderEventBus.
 */
export const PAYMENT_PROVIDER = Symbol('PAYMENT_PROVIDER');

export type CheckoutMode = 'subscription' | 'payment';

/** What the provider needs to know about a plan to sell it. */
export interface ProviderPlan {
  id: string;
  slug: string;
  name: string;
  description: string;
  price: number;
  currency: string;
  billingCycle: BillingCycle;
  stripeProductId: string | null;
  stripePriceId: string | null;
  stripePriceKey: string | null;
}

export interface ProviderPriceIds {
  productId: string;
  priceId: string;
  /** amount:currency:interval the price stands for (see priceKeyOf). */
  priceKey: string;
}

export interface CheckoutRequest {
  plan: ProviderPlan;
  priceId: string;
  mode: CheckoutMode;
  email: string;
  /** An existing provider customer to reuse (upgrades). */
  customerId: string | null;
  /** Copied to the session and, in subscription mode, to the subscription: lets late webhooks be attributed. */
  metadata: Record<string, string>;
  /** A percent-off discount on the first payment only (a friend's referral), or null. */
  discountPercent?: number | null;
  successUrl: string;
  cancelUrl: string;
}

export interface ProviderCheckoutSession {
  id: string;
  mode: CheckoutMode;
  status: 'open' | 'complete' | 'expired';
  paymentStatus: 'paid' | 'unpaid' | 'no_payment_required';
  customerId: string | null;
  subscriptionId: string | null;
  email: string | null;
  metadata: Record<string, string>;
}

export interface SubscriptionSnapshot {
  id: string;
  customerId: string | null;
  status: ProviderSubscriptionStatus;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  metadata: Record<string, string>;
  priceId: string | null;
}

export interface PaymentProvider {
  readonly name: 'stripe' | 'local';
  /** Creates or updates the plan's product and (when the amount/currency/interval changed) its price. */
  syncPlan(plan: ProviderPlan): Promise<ProviderPriceIds>;
  createCheckoutSession(request: CheckoutRequest): Promise<{ id: string; url: string }>;
  /** null when the provider does not know the session. */
  retrieveCheckoutSession(id: string): Promise<ProviderCheckoutSession | null>;
  retrieveSubscription(id: string): Promise<SubscriptionSnapshot | null>;
  /** Switches an existing subscription to another price (prorated): an upgrade without a second subscription. */
  changeSubscriptionPrice(subscriptionId: string, priceId: string, metadata: Record<string, string>): Promise<SubscriptionSnapshot>;
  /** Ends a subscription now (e.g. replaced by a lifetime purchase). */
  cancelSubscription(subscriptionId: string): Promise<void>;
  /**
   * Schedules the end of a subscription at the end of its paid period (true), or takes that back (false):
   * the soft downgrade and its Resume. The subscription stays live meanwhile (Stripe's cancel_at_period_end).
   */
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<SubscriptionSnapshot>;
  /** The card the provider holds for a customer (brand, last 4, expiry), or null when it holds none. */
  paymentMethodOf(customerId: string): Promise<StoredPaymentMethod | null>;
}

/** Thrown by providers for failures of the provider itself (network, API errors): answered 502. */
export class ProviderError extends Error {
  constructor(message: string, cause?: unknown) {
    super(message, { cause });
    this.name = 'ProviderError';
  }
}

/** Smallest currency unit (cents): 29 -> 2900. */
export const unitAmount = (price: number) => Math.round(price * 100);
export const intervalOf = (cycle: BillingCycle): 'month' | 'year' | null => (cycle === 'monthly' ? 'month' : cycle === 'yearly' ? 'year' : null);
export const checkoutModeOf = (cycle: BillingCycle): CheckoutMode => (cycle === 'lifetime' ? 'payment' : 'subscription');
/** Identifies what a provider price stands for: a plan whose key changed needs a new price (prices are immutable). */
export const priceKeyOf = (plan: Pick<ProviderPlan, 'price' | 'currency' | 'billingCycle'>) =>
  `${unitAmount(plan.price)}:${plan.currency.toLowerCase()}:${intervalOf(plan.billingCycle) ?? 'once'}`;
