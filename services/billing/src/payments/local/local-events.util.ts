import type { ProviderEvent } from '../provider-event-bus';
import type { LocalSessionDoc, LocalSubscriptionDoc } from './local-checkout.schema';

/**
 * Stripe-shaped events the local provider "sends": the same types and fields Stripe's webhooks carry, so
 * billing handles both through one code path. Event ids are deterministic: a re-delivery is a replay.
 */
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

function event(id: string, type: string, created: Date, object: Record<string, unknown>): ProviderEvent & Record<string, unknown> {
  return { id, object: 'event', type, created: seconds(created), livemode: false, api_version: 'local', data: { object } };
}

export function subscriptionObject(sub: LocalSubscriptionDoc): Record<string, unknown> {
  return {
    id: sub._id,
    object: 'subscription',
    customer: sub.customerId,
    status: sub.status,
    cancel_at_period_end: sub.cancelAtPeriodEnd,
    canceled_at: sub.canceledAt ? seconds(sub.canceledAt) : null,
    created: seconds(sub.createdAt),
    metadata: sub.metadata,
    items: {
      object: 'list',
      data: [
        {
          id: `si_${sub._id.replace(/^sub_/, '')}`,
          object: 'subscription_item',
          price: { id: sub.priceId, object: 'price' },
          current_period_start: seconds(sub.currentPeriodStart),
          current_period_end: seconds(sub.currentPeriodEnd),
        },
      ],
    },
  };
}

export function checkoutCompletedEvent(session: LocalSessionDoc): ProviderEvent {
  return event(`evt_local_${session._id}_completed`, 'checkout.session.completed', session.completedAt ?? new Date(), {
    id: session._id,
    object: 'checkout.session',
    mode: session.mode,
    status: 'complete',
    payment_status: 'paid',
    customer: session.customerId,
    subscription: session.subscriptionId,
    customer_email: session.email,
    customer_details: { email: session.email },
    amount_total: session.amount,
    currency: session.currency,
    metadata: session.metadata,
  });
}

export function invoicePaidEvent(sub: LocalSubscriptionDoc): ProviderEvent {
  const periodKey = seconds(sub.currentPeriodStart);
  return event(`evt_local_${sub._id}_invoice_${periodKey}`, 'invoice.paid', sub.updatedAt, {
    id: `in_local_${sub._id.replace(/^sub_local_/, '')}_${periodKey}`,
    object: 'invoice',
    customer: sub.customerId,
    status: 'paid',
    parent: { type: 'subscription_details', subscription_details: { subscription: sub._id, metadata: sub.metadata } },
    lines: { object: 'list', data: [{ period: { start: seconds(sub.currentPeriodStart), end: seconds(sub.currentPeriodEnd) } }] },
  });
}

export function subscriptionChangedEvent(sub: LocalSubscriptionDoc, type: 'customer.subscription.updated' | 'customer.subscription.deleted'): ProviderEvent {
  return event(`evt_local_${sub._id}_${type.split('.').pop()}_${sub.updatedAt.getTime()}`, type, sub.updatedAt, subscriptionObject(sub));
}
