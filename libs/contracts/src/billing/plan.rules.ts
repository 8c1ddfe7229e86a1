/**
 * Plan facts every side needs (billing, identity's plan read model, the browser), decided once.
 * Pure functions over plain shapes: no I/O.
 */

/** The free plan's slugs, in order of preference (spec doc 1 §8): 'free', else 'starter'. */
export const FREE_PLAN_SLUGS = ['free', 'starter'] as const;

/** The plan a service assumes for a user it has not heard of yet (or whose plan it does not know): the free one. */
export const FALLBACK_PLAN_SLUG = FREE_PLAN_SLUGS[0];

/** A plan that costs nothing. */
export function isFreePlan(plan: { price: number | string }): boolean {
  return Number(plan.price) === 0;
}

/**
 * The free plan of a list: slug 'free', else 'starter'; of several with that slug, an active one first.
 * Null when the list has none.
 */
export function pickFreePlan<T extends { slug: string; isActive?: boolean }>(plans: readonly T[]): T | null {
  for (const slug of FREE_PLAN_SLUGS) {
    const matches = plans.filter((plan) => plan.slug === slug);
    const found = matches.find((plan) => plan.isActive !== false) ?? matches[0];
    if (found) return found;
  }
  return null;
}
