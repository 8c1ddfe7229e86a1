import type { ProviderCheckoutSession, SubscriptionSnapshot } from '../payments/payment-provider';
import type { ProviderEvent } from '../payments/provider-event-bus';
import { checkoutSessionOf, InvoiceFacts, invoiceFactsOf, subscriptionSnapshotOf } from '../payments/stripe/stripe-objects.util';

/**
 * Stripe event -> the facts billing acts on. The same function reads real Stripe webhooks and the local
 * provider's events, so both providers share every rule after this point.
 */
export type NormalizedEvent =
  | { kind: 'checkout.completed'; session: ProviderCheckoutSession }
  | { kind: 'subscription'; subscription: SubscriptionSnapshot }
  | { kind: 'invoice'; paid: boolean; invoice: InvoiceFacts }
  | { kind: 'ignored' };

export interface NormalizedProviderEvent {
  id: string;
  type: string;
  /** unix seconds */
  created: number;
  fact: NormalizedEvent;
}

export const HANDLED_EVENT_TYPES = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_succeeded',
  'invoice.payment_failed',
] as const;

export function normalizeProviderEvent(event: ProviderEvent): NormalizedProviderEvent {
  const object = (event.data?.object ?? {}) as Record<string, unknown>;
  const base = { id: String(event.id), type: String(event.type), created: Number(event.created) || Math.floor(Date.now() / 1000) };
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return { ...base, fact: { kind: 'checkout.completed', session: checkoutSessionOf(object) } };
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
      return { ...base, fact: { kind: 'subscription', subscription: subscriptionSnapshotOf(object) } };
    case 'customer.subscription.deleted': {
      const subscription = subscriptionSnapshotOf(object);
      // A deleted subscription is over whatever its payload's status says.
      return { ...base, fact: { kind: 'subscription', subscription: { ...subscription, status: subscription.status === 'incomplete_expired' ? 'incomplete_expired' : 'canceled' } } };
    }
    case 'invoice.paid':
    case 'invoice.payment_succeeded':
      return { ...base, fact: { kind: 'invoice', paid: true, invoice: invoiceFactsOf(object) } };
    case 'invoice.payment_failed':
      return { ...base, fact: { kind: 'invoice', paid: false, invoice: invoiceFactsOf(object) } };
    default:
      return { ...base, fact: { kind: 'ignored' } };
  }
}
