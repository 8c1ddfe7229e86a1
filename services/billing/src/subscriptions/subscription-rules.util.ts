import type { ProviderSubscriptionStatus } from '@liquify/contracts';

/**
 * Ordering rules for provider facts about one subscription. Stripe does not guarantee delivery order,
 * and its `created` timestamps have one-second resolution, so:
 *  - a fact older than the newest one applied is ignored;
 *  - on a tie, a fact never moves the subscription back in its lifecycle (incomplete -> live -> ended);
 *  - an ended subscription (canceled, incomplete_expired) stays ended: Stripe never revives one.
 */
export const LIVE_STATUSES: readonly ProviderSubscriptionStatus[] = ['active', 'trialing'];
/** Statuses that still grant the plan (past_due: Stripe retries the payment; access continues meanwhile). */
export const ENTITLED_STATUSES: readonly ProviderSubscriptionStatus[] = ['active', 'trialing', 'past_due'];
export const ENDED_STATUSES: readonly ProviderSubscriptionStatus[] = ['canceled', 'incomplete_expired'];

export function lifecycleRank(status: ProviderSubscriptionStatus): number {
  if (status === 'incomplete') return 0;
  if (ENDED_STATUSES.includes(status)) return 2;
  return 1;
}

export interface SubscriptionState {
  status: ProviderSubscriptionStatus;
  planId: string;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  /** unix seconds of the provider fact */
  at: number;
}

export type SubscriptionEventKind = 'activated' | 'updated' | 'canceled';

export type SubscriptionDecision = { apply: false; reason: 'stale' | 'ended' | 'regression' } | { apply: true; event: SubscriptionEventKind | null };

const sameTime = (a: Date | null, b: Date | null) => (a?.getTime() ?? null) === (b?.getTime() ?? null);

/** What an incoming fact does to the stored state, and which billing event (if any) it produces. */
export function decideSubscriptionChange(current: SubscriptionState | null, incoming: SubscriptionState): SubscriptionDecision {
  if (current) {
    if (ENDED_STATUSES.includes(current.status)) return { apply: false, reason: 'ended' };
    if (incoming.at < current.at) return { apply: false, reason: 'stale' };
    if (incoming.at === current.at && lifecycleRank(incoming.status) < lifecycleRank(current.status)) return { apply: false, reason: 'regression' };
  }
  if (ENDED_STATUSES.includes(incoming.status)) return { apply: true, event: current ? 'canceled' : null };
  const wasLive = current ? LIVE_STATUSES.includes(current.status) || current.status === 'past_due' || current.status === 'unpaid' || current.status === 'paused' : false;
  if (LIVE_STATUSES.includes(incoming.status) && !wasLive) return { apply: true, event: 'activated' };
  if (!current) return { apply: true, event: null };
  const changed =
    current.status !== incoming.status ||
    current.planId !== incoming.planId ||
    current.cancelAtPeriodEnd !== incoming.cancelAtPeriodEnd ||
    !sameTime(current.currentPeriodStart, incoming.currentPeriodStart) ||
    !sameTime(current.currentPeriodEnd, incoming.currentPeriodEnd);
  return { apply: true, event: changed ? 'updated' : null };
}
