import type { BillingCycle, RevenueSubscription } from '@liquify/contracts';
import { ENDED_STATUSES, ENTITLED_STATUSES } from '../subscriptions/subscription-rules.util';
import type { RevenueHistoryRow } from '../subscriptions/subscriptions.repository';

/** A plan's price as the revenue figures read it when a subscription predates its stored price: cents. */
export interface PlanPrice {
  amount: number;
  currency: string;
  billingCycle: BillingCycle;
}

/**
 * A stored subscription as a paid subscription's life, or null when it never ran (it stayed incomplete)
 * or its price is unknown. Subscriptions stored before billing kept `activatedAt`/`endedAt` start at their
 * creation and, when ended, end at their last change.
 */
export function revenueSubscriptionOf(row: RevenueHistoryRow, planPrice: PlanPrice | null): RevenueSubscription | null {
  const ended = ENDED_STATUSES.includes(row.status);
  const startedAt = row.activatedAt ?? (ENTITLED_STATUSES.includes(row.status) || row.status === 'canceled' ? row.createdAt : null);
  if (!startedAt) return null;
  const price = row.amount != null && row.currency && row.billingCycle ? { amount: row.amount, currency: row.currency, billingCycle: row.billingCycle } : planPrice;
  if (!price) return null;
  const endedAt = ended ? (row.endedAt ?? row.updatedAt) : null;
  return { startedAt: new Date(startedAt), endedAt: endedAt ? new Date(endedAt) : null, ...price };
}
