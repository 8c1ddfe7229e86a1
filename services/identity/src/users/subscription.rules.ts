import {
  AdminSubscriptionPatch,
  DEFAULT_SUBSCRIPTION_FEATURES,
  ProviderSubscriptionStatus,
  subscriptionFeaturesSchema,
  SubscriptionFeatures,
} from '@liquify/contracts';
import { FALLBACK_PLAN_SLUG, FREE_PLAN_SLUGS, isFreePlan as costsNothing } from '@liquify/contracts';

/**
 * The rules of a user's subscription snapshot, as plain functions: which plan a new user starts on, how
 * billing's facts (checkout completed, subscription activated/updated/canceled, plan changed) and an admin's
 * edits change it, and how per-user feature overrides survive plan changes. Every function returns the new
 * state, or null when nothing would change (so callers write and emit nothing).
 */

export type FeatureKey = keyof SubscriptionFeatures;
export const FEATURE_KEYS = Object.keys(subscriptionFeaturesSchema.shape) as FeatureKey[];
export type SubscriptionStatus = 'active' | 'inactive' | 'cancelled';

/** Plan slugs that are free when the plan read model does not know the plan yet (the contracts' rule). */
export { FREE_PLAN_SLUGS };
/** The plan a user without one is on (libs/contracts decides which plan is free). */
export const FREE_PLAN_FALLBACK_SLUG = FALLBACK_PLAN_SLUG;

export interface SubscriptionState {
  plan: string;
  planId: string | null;
  status: SubscriptionStatus;
  features: SubscriptionFeatures;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  /** Feature keys an admin set for this user; plan changes leave them alone. */
  overrides: FeatureKey[];
  /** Provider time of the last billing subscription event applied: older events are ignored. */
  syncedAt: Date | null;
  /** Checkout session already applied (a replayed or re-sent checkout changes nothing). */
  checkoutSessionId: string | null;
  customerId: string | null;
  providerSubscriptionId: string | null;
}

/** A plan as identity knows it from billing's plan events (collection plans_view). */
export interface PlanView {
  planId: string;
  slug: string;
  name: string;
  price: number;
  isActive: boolean;
  features: SubscriptionFeatures;
}

export class InvalidBillingFactError extends Error {}

/** The plan's features, except the keys the user has overrides for, which keep their current value. */
export function mergeFeatures(planFeatures: SubscriptionFeatures, current: SubscriptionFeatures, overrides: readonly FeatureKey[]): SubscriptionFeatures {
  const merged = { ...planFeatures };
  for (const key of overrides) {
    if (key in current) (merged as Record<FeatureKey, unknown>)[key] = current[key];
  }
  return merged;
}

export function isFreePlan(slug: string, view: PlanView | null): boolean {
  if (view) return costsNothing(view);
  return (FREE_PLAN_SLUGS as readonly string[]).includes(slug);
}

/** The free plan a user falls back to: the read model's when known, else 'free' with the default features. */
export function freePlanSnapshot(freePlan: PlanView | null): { plan: string; planId: string | null; features: SubscriptionFeatures } {
  return freePlan
    ? { plan: freePlan.slug, planId: freePlan.planId, features: { ...freePlan.features } }
    : { plan: FREE_PLAN_FALLBACK_SLUG, planId: null, features: { ...DEFAULT_SUBSCRIPTION_FEATURES } };
}

export function blankSubscription(freePlan: PlanView | null): SubscriptionState {
  return {
    ...freePlanSnapshot(freePlan),
    status: 'active',
    currentPeriodStart: null,
    currentPeriodEnd: null,
    cancelAtPeriodEnd: false,
    overrides: [],
    syncedAt: null,
    checkoutSessionId: null,
    customerId: null,
    providerSubscriptionId: null,
  };
}

/**
 * A new user's subscription. The chosen plan applies only when it is free (price 0 in the read model, or
 * slug free/starter when the read model does not know it). A paid plan waits for billing's confirmation, so
 * the user starts on the free plan: client-sent payment data never upgrades anyone.
 */
export function initialSubscription(requestedSlug: string, requested: PlanView | null, freePlan: PlanView | null): SubscriptionState {
  const blank = blankSubscription(freePlan);
  if (!isFreePlan(requestedSlug, requested)) return blank;
  if (requested) return { ...blank, plan: requested.slug, planId: requested.planId, features: { ...requested.features } };
  return { ...blank, plan: requestedSlug, planId: freePlan?.slug === requestedSlug ? freePlan.planId : null };
}

/** Accepts ISO dates and Unix times (seconds or milliseconds, as numbers or digit strings). */
export function parseInstant(value: string | number | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  let date: Date;
  if (typeof value === 'number' || /^\d+$/.test(value)) {
    const n = Number(value);
    date = new Date(n < 1e12 ? n * 1000 : n);
  } else {
    date = new Date(value);
  }
  if (Number.isNaN(date.getTime())) throw new InvalidBillingFactError(`not a date: ${String(value).slice(0, 64)}`);
  return date;
}

export interface CheckoutFact {
  sessionId: string;
  planSlug: string;
  planId: string;
  features: SubscriptionFeatures;
  customerId: string | null;
  subscriptionId: string | null;
  currentPeriodStart: string | null;
  currentPeriodEnd: string | null;
}

/** Billing confirmed a payment: the paid plan applies, with its features and period. Once per session. */
export function applyCheckout(state: SubscriptionState, fact: CheckoutFact): SubscriptionState | null {
  if (state.checkoutSessionId === fact.sessionId) return null;
  return {
    ...state,
    plan: fact.planSlug,
    planId: fact.planId,
    status: 'active',
    features: mergeFeatures(fact.features, state.features, state.overrides),
    currentPeriodStart: parseInstant(fact.currentPeriodStart),
    currentPeriodEnd: parseInstant(fact.currentPeriodEnd),
    cancelAtPeriodEnd: false,
    checkoutSessionId: fact.sessionId,
    customerId: fact.customerId ?? state.customerId,
    providerSubscriptionId: fact.subscriptionId ?? state.providerSubscriptionId,
  };
}

export type ProviderStatus = ProviderSubscriptionStatus;
export type ProviderEventKind = 'activated' | 'updated' | 'canceled';

export interface ProviderSubscriptionFact {
  planSlug: string;
  planId: string;
  features: SubscriptionFeatures;
  customerId: string | null;
  subscriptionId: string | null;
  currentPeriodStart: string | null;
  currentPeriodEnd: string | null;
  status: ProviderStatus;
  cancelAtPeriodEnd: boolean;
  providerTimestamp: string;
}

/**
 * Provider status -> the user's status: paying, trialing or in the retry period after a failed payment
 * (past_due) is active; incomplete, unpaid, paused or expired before the first payment is inactive.
 */
export function statusFromProvider(status: ProviderStatus): SubscriptionStatus {
  switch (status) {
    case 'active':
    case 'trialing':
    case 'past_due':
      return 'active';
    case 'canceled':
      return 'cancelled';
    default:
      return 'inactive';
  }
}

/** The period is over: the user is moved to the free plan, status cancelled (overrides kept). */
export function downgradeToFree(state: SubscriptionState, freePlan: PlanView | null): SubscriptionState {
  const free = freePlanSnapshot(freePlan);
  return {
    ...state,
    plan: free.plan,
    planId: free.planId,
    features: mergeFeatures(free.features, state.features, state.overrides),
    status: 'cancelled',
    cancelAtPeriodEnd: false,
  };
}

/**
 * A billing subscription event, applied in provider-time order: an event older than the last one applied is
 * ignored. A cancellation keeps access until the paid period ends (status active, cancelAtPeriodEnd true);
 * once the period has ended it moves the user to the free plan with status cancelled.
 * Returns the new state and whether anything other services see changed.
 */
export function applyProviderEvent(
  state: SubscriptionState,
  kind: ProviderEventKind,
  fact: ProviderSubscriptionFact,
  now: Date,
  freePlan: PlanView | null,
): { state: SubscriptionState; changed: boolean } | null {
  const at = parseInstant(fact.providerTimestamp);
  if (!at) throw new InvalidBillingFactError('providerTimestamp is empty');
  if (state.syncedAt && at.getTime() < state.syncedAt.getTime()) return null;
  const periodStart = parseInstant(fact.currentPeriodStart);
  const periodEnd = parseInstant(fact.currentPeriodEnd);
  const paid: SubscriptionState = {
    ...state,
    plan: fact.planSlug,
    planId: fact.planId,
    features: mergeFeatures(fact.features, state.features, state.overrides),
    currentPeriodStart: periodStart,
    currentPeriodEnd: periodEnd,
    syncedAt: at,
    customerId: fact.customerId ?? state.customerId,
    providerSubscriptionId: fact.subscriptionId ?? state.providerSubscriptionId,
  };
  let next: SubscriptionState;
  if (kind === 'canceled' || fact.status === 'canceled') {
    next =
      periodEnd && periodEnd.getTime() > now.getTime()
        ? { ...paid, status: 'active', cancelAtPeriodEnd: true }
        : { ...downgradeToFree(paid, freePlan), currentPeriodEnd: periodEnd };
  } else {
    next = { ...paid, status: statusFromProvider(fact.status), cancelAtPeriodEnd: fact.cancelAtPeriodEnd };
  }
  return { state: next, changed: !sameVisibleSubscription(state, next) };
}

/** Periodic check: a cancelled subscription whose paid period has ended moves to the free plan. */
export function expireEndedCancellation(state: SubscriptionState, now: Date, freePlan: PlanView | null): SubscriptionState | null {
  if (state.status !== 'active' || !state.cancelAtPeriodEnd || !state.currentPeriodEnd) return null;
  if (state.currentPeriodEnd.getTime() > now.getTime()) return null;
  return downgradeToFree(state, freePlan);
}

/** Billing changed a plan: its subscribers get the new features, except the keys they have overrides for. */
export function applyPlanChange(state: SubscriptionState, plan: PlanView): SubscriptionState | null {
  const next: SubscriptionState = {
    ...state,
    plan: plan.slug,
    planId: plan.planId,
    features: mergeFeatures(plan.features, state.features, state.overrides),
  };
  return sameVisibleSubscription(state, next) ? null : next;
}

/**
 * A pending entitlement (payment confirmed before the account existed) adopted by the user: its plan,
 * features, period and provider references apply; the user's overrides stay.
 */
export function adoptEntitlement(state: SubscriptionState, pending: SubscriptionState): SubscriptionState | null {
  const alreadyApplied =
    state.checkoutSessionId === pending.checkoutSessionId &&
    (pending.syncedAt === null || (state.syncedAt !== null && state.syncedAt.getTime() >= pending.syncedAt.getTime()));
  if (alreadyApplied) return null;
  return {
    ...pending,
    features: mergeFeatures(pending.features, state.features, state.overrides),
    overrides: state.overrides,
  };
}

/**
 * The plan an admin asks for that does not exist (issue 21 item 13), or null when the choice is acceptable:
 * a plan the read model knows (active or not, early-bird and custom ones included), or the user's current
 * plan restated. A slug nobody sells would leave the customer with every module locked.
 */
export function unknownAdminPlan(state: Pick<SubscriptionState, 'plan'>, requestedSlug: string | undefined, known: PlanView | null): string | null {
  if (requestedSlug === undefined || requestedSlug === state.plan) return null;
  return known && known.slug === requestedSlug ? null : requestedSlug;
}

/**
 * An admin's change. A new plan brings its features (when the read model knows it; a free slug it does not
 * know brings the defaults; otherwise the current values stay). Feature values sent by the admin that differ
 * from the plan's are recorded as overrides; a value equal to the plan's clears the override.
 */
export function applyAdminChange(state: SubscriptionState, patch: AdminSubscriptionPatch, planOf: (slug: string) => PlanView | null): SubscriptionState {
  const slug = patch.plan ?? state.plan;
  const planChanged = slug !== state.plan;
  const plan = planOf(slug);
  const planFeatures: SubscriptionFeatures = plan
    ? { ...plan.features }
    : planChanged && isFreePlan(slug, null)
      ? { ...DEFAULT_SUBSCRIPTION_FEATURES }
      : { ...state.features };

  const overrides = new Set<FeatureKey>(state.overrides);
  const current: SubscriptionFeatures = { ...state.features };
  for (const [key, value] of Object.entries(patch.features ?? {}) as [FeatureKey, SubscriptionFeatures[FeatureKey]][]) {
    if (value === undefined) continue;
    (current as Record<FeatureKey, unknown>)[key] = value;
    if (plan && plan.features[key] === value) overrides.delete(key);
    else if (plan || planFeatures[key] !== value) overrides.add(key);
  }
  const overrideList = FEATURE_KEYS.filter((k) => overrides.has(k));
  return {
    ...state,
    plan: plan?.slug ?? slug,
    planId: plan ? plan.planId : planChanged ? null : state.planId,
    status: patch.status ?? state.status,
    features: mergeFeatures(planFeatures, current, overrideList),
    overrides: overrideList,
    currentPeriodEnd: patch.currentPeriodEnd !== undefined ? parseInstant(patch.currentPeriodEnd) : state.currentPeriodEnd,
    cancelAtPeriodEnd: planChanged ? false : state.cancelAtPeriodEnd,
  };
}

/** Equal for everything other services see (plan, status, features, period, overrides). */
export function sameVisibleSubscription(a: SubscriptionState, b: SubscriptionState): boolean {
  const time = (d: Date | null) => (d ? d.getTime() : null);
  return (
    a.plan === b.plan &&
    a.planId === b.planId &&
    a.status === b.status &&
    a.cancelAtPeriodEnd === b.cancelAtPeriodEnd &&
    time(a.currentPeriodStart) === time(b.currentPeriodStart) &&
    time(a.currentPeriodEnd) === time(b.currentPeriodEnd) &&
    FEATURE_KEYS.every((k) => a.features[k] === b.features[k]) &&
    a.overrides.length === b.overrides.length &&
    a.overrides.every((k) => b.overrides.includes(k))
  );
}
