import { PROVIDER_SUBSCRIPTION_STATUSES, ProviderSubscriptionStatus } from '@liquify/contracts';
import type { ProviderCheckoutSession, SubscriptionSnapshot } from '../payment-provider';

/**
 * Reading Stripe objects defensively: ids may be expanded objects, and the API moved fields between
 * versions (subscription periods now live on subscription items; an invoice's subscription under
 * `parent.subscription_details`). Both shapes are read, so the adapter and webhooks survive an API upgrade.
 */
type Obj = Record<string, unknown>;

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** `"cus_1"` or `{ id: "cus_1", ... }` -> "cus_1" */
export function idOf(value: unknown): string | null {
  if (typeof value === 'string' && value) return value;
  if (isObj(value) && typeof value.id === 'string') return value.id;
  return null;
}

export function dateOf(seconds: unknown): Date | null {
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? new Date(seconds * 1000) : null;
}

export function metadataOf(value: unknown): Record<string, string> {
  if (!isObj(value)) return {};
  return Object.fromEntries(Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string'));
}

export function subscriptionStatusOf(value: unknown): ProviderSubscriptionStatus {
  return (PROVIDER_SUBSCRIPTION_STATUSES as readonly string[]).includes(String(value)) ? (value as ProviderSubscriptionStatus) : 'incomplete';
}

function firstItem(sub: Obj): Obj | null {
  const items = sub.items;
  if (isObj(items) && Array.isArray(items.data) && isObj(items.data[0])) return items.data[0];
  return null;
}

export function subscriptionSnapshotOf(sub: Obj): SubscriptionSnapshot {
  const item = firstItem(sub);
  const start = dateOf(sub.current_period_start) ?? dateOf(item?.current_period_start);
  const end = dateOf(sub.current_period_end) ?? dateOf(item?.current_period_end);
  return {
    id: String(sub.id),
    customerId: idOf(sub.customer),
    status: subscriptionStatusOf(sub.status),
    currentPeriodStart: start,
    currentPeriodEnd: end,
    cancelAtPeriodEnd: sub.cancel_at_period_end === true || (typeof sub.cancel_at === 'number' && sub.status !== 'canceled'),
    metadata: metadataOf(sub.metadata),
    priceId: idOf(item?.price),
  };
}

export function checkoutSessionOf(session: Obj): ProviderCheckoutSession {
  const details = isObj(session.customer_details) ? session.customer_details : {};
  const status = session.status === 'complete' || session.status === 'expired' ? session.status : 'open';
  const paymentStatus = session.payment_status === 'paid' || session.payment_status === 'no_payment_required' ? session.payment_status : 'unpaid';
  return {
    id: String(session.id),
    mode: session.mode === 'payment' ? 'payment' : 'subscription',
    status,
    paymentStatus,
    customerId: idOf(session.customer),
    subscriptionId: idOf(session.subscription),
    email: typeof details.email === 'string' ? details.email : typeof session.customer_email === 'string' ? session.customer_email : null,
    metadata: metadataOf(session.metadata),
  };
}

export interface InvoiceFacts {
  subscriptionId: string | null;
  periodStart: Date | null;
  periodEnd: Date | null;
}

export function invoiceFactsOf(invoice: Obj): InvoiceFacts {
  const parent = isObj(invoice.parent) ? invoice.parent : {};
  const details = isObj(parent.subscription_details) ? parent.subscription_details : {};
  const subscriptionId = idOf(details.subscription) ?? idOf(invoice.subscription);
  let periodStart: Date | null = null;
  let periodEnd: Date | null = null;
  const lines = isObj(invoice.lines) && Array.isArray(invoice.lines.data) ? invoice.lines.data : [];
  for (const line of lines) {
    if (!isObj(line) || !isObj(line.period)) continue;
    const s = dateOf(line.period.start);
    const e = dateOf(line.period.end);
    if (e && (!periodEnd || e > periodEnd)) {
      periodEnd = e;
      periodStart = s;
    }
  }
  return { subscriptionId, periodStart, periodEnd };
}
