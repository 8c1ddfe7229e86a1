import type { AdminPlanDto, NewItemPolicy, PlanDto, PlanFeatures, PlanPayload, UpdatePlanRequest } from '@liquify/contracts';
import { NEW_PLAN_DEFAULT_FEATURES } from '@liquify/contracts';
import type { PlanChanges } from './plans.repository';
import type { PlanDoc } from './plans.schema';

/** Plan rules as pure functions (unit-tested); the service does the I/O around them. */

const iso = (d: Date | string | undefined) => (d ? new Date(d).toISOString() : new Date(0).toISOString());

export function toPublicPlan(plan: PlanDoc): PlanDto {
  return {
    _id: plan._id.toString(),
    name: plan.name,
    slug: plan.slug,
    description: plan.description,
    price: plan.price,
    currency: plan.currency,
    billingCycle: plan.billingCycle,
    isPopular: plan.isPopular,
    isActive: plan.isActive,
    sortOrder: plan.sortOrder,
    features: { ...NEW_PLAN_DEFAULT_FEATURES, ...plan.features },
    createdAt: iso(plan.createdAt),
    updatedAt: iso(plan.updatedAt),
  };
}

export function toAdminPlan(plan: PlanDoc): AdminPlanDto {
  return {
    ...toPublicPlan(plan),
    allowedModules: [...plan.allowedModules],
    allowedSections: [...plan.allowedSections],
    newItemPolicy: { modules: plan.newItemPolicy?.modules ?? 'none', sections: plan.newItemPolicy?.sections ?? 'none' },
    stripePriceId: plan.stripePriceId ?? null,
    stripeProductId: plan.stripeProductId ?? null,
  };
}

/** The state billing.plan.created|updated.v1 carries. */
export function planEventPayload(plan: PlanDoc): PlanPayload {
  return {
    planId: plan._id.toString(),
    slug: plan.slug,
    name: plan.name,
    price: plan.price,
    currency: plan.currency,
    billingCycle: plan.billingCycle,
    isActive: plan.isActive,
    features: { ...NEW_PLAN_DEFAULT_FEATURES, ...plan.features },
    allowedModules: [...plan.allowedModules],
    allowedSections: [...plan.allowedSections],
    revision: plan.revision,
  };
}

/** Does a plan with `policy` take a newly published item? */
export function allowsNewItem(policy: NewItemPolicy | undefined, item: { featured: boolean }): boolean {
  if (policy === 'all') return true;
  if (policy === 'non-featured') return !item.featured;
  return false;
}

/** The ids of `items` a policy allows (seeding from the catalogue read model). */
export function initialAllowedIds(policy: NewItemPolicy, items: { itemId: string; featured: boolean }[]): string[] {
  return items.filter((item) => allowsNewItem(policy, item)).map((item) => item.itemId);
}

export function mergeFeatures(base: Partial<PlanFeatures> | undefined, changes: Partial<PlanFeatures> | undefined): PlanFeatures {
  return { ...NEW_PLAN_DEFAULT_FEATURES, ...(base ?? {}), ...(changes ?? {}) };
}

const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((v, i) => v === b[i]);

/**
 * Turns an admin update into stored changes. A change of price, currency or billing cycle drops the stored
 * provider price (provider prices are immutable: the next checkout or sync creates a new one).
 * Returns null when nothing would change.
 */
export function planChangesFor(plan: PlanDoc, input: Omit<UpdatePlanRequest, 'allowedModules' | 'allowedSections'> & { allowedModules?: string[]; allowedSections?: string[] }): PlanChanges | null {
  const changes: PlanChanges = {};
  for (const key of ['name', 'slug', 'description', 'price', 'currency', 'billingCycle', 'isActive', 'isPopular', 'sortOrder'] as const) {
    const value = input[key];
    if (value !== undefined && value !== plan[key]) (changes as Record<string, unknown>)[key] = value;
  }
  if (input.features) {
    const merged = mergeFeatures(plan.features, input.features);
    if (JSON.stringify(merged) !== JSON.stringify(mergeFeatures(plan.features, {}))) changes.features = merged;
  }
  if (input.allowedModules && !sameList(input.allowedModules, plan.allowedModules)) changes.allowedModules = input.allowedModules;
  if (input.allowedSections && !sameList(input.allowedSections, plan.allowedSections)) changes.allowedSections = input.allowedSections;
  if (input.newItemPolicy) {
    const policy = { modules: plan.newItemPolicy?.modules ?? 'none', sections: plan.newItemPolicy?.sections ?? 'none', ...input.newItemPolicy };
    if (policy.modules !== plan.newItemPolicy?.modules || policy.sections !== plan.newItemPolicy?.sections) changes.newItemPolicy = policy;
  }
  if (changes.price !== undefined || changes.currency !== undefined || changes.billingCycle !== undefined) {
    changes.stripePriceId = null;
    changes.stripePriceKey = null;
  }
  return Object.keys(changes).length ? changes : null;
}

export type UserPlanAccess =
  | { ok: false }
  | { ok: true; subscriptionStatus: 'active' | 'inactive' | 'cancelled'; isActive: boolean };

/**
 * GET /api/plans/user/current: the user's plan answers when they are on it; a paid plan whose subscription
 * is inactive or cancelled is "no active subscription" (422). The free plan is always usable (doc 2 §3:
 * isActive is true when the status is active or the plan is free).
 */
export function userPlanAccess(account: { status: 'active' | 'inactive' | 'cancelled' } | null, plan: { price: number } | null): UserPlanAccess {
  if (!account || !plan) return { ok: false };
  const free = plan.price === 0;
  if (account.status !== 'active' && !free) return { ok: false };
  return { ok: true, subscriptionStatus: account.status, isActive: account.status === 'active' || free };
}

/** What billing holds about a user for GET /api/plans/user/current (its accounts read model, or a provisional one). */
export interface UserAccountView {
  plan: string;
  status: 'active' | 'inactive' | 'cancelled';
  currentPeriodEnd: Date | null;
}

/**
 * A user with a valid token whom billing's read model does not know yet: identity's user-registered event
 * is still on its way (right after sign-up). Not "no subscription": they are on the plan their sign-up
 * bought (a paid sign-up checkout for their e-mail), else on the free plan (contracts' pickFreePlan,
 * chosen by the caller). A user billing knows was deleted has no provisional account.
 */
export function provisionalAccount(
  known: { deletedAt: Date | null } | null,
  paidSignup: { planSlug: string; currentPeriodEnd: Date | null } | null,
  freePlan: { slug: string } | null,
): UserAccountView | null {
  if (known) return null;
  if (paidSignup) return { plan: paidSignup.planSlug, status: 'active', currentPeriodEnd: paidSignup.currentPeriodEnd };
  return freePlan ? { plan: freePlan.slug, status: 'active', currentPeriodEnd: null } : null;
}

/** The free plan of a list: the contracts' one rule (slug free, else starter; doc 1 §8). */
export { pickFreePlan } from '@liquify/contracts';

/** The message of a DELETE that deactivated instead (a plan in use is never destroyed). */
export function deactivationMessage(planName: string, users: number): string {
  const who = users === 1 ? '1 subscriber' : `${users} subscribers`;
  return `Plan "${planName}" is in use by ${who}, so it was deactivated instead of deleted: it is no longer offered, and existing subscribers keep it.`;
}
