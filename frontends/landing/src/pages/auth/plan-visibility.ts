/**
 * Which plans the sign-up plan grid shows (spec 1 §2 "Early-bird code box").
 */
import type { Plan } from '@liquify/api-client';

/**
 * - `regular`: no early-bird offer in play, or the visitor chose 'Skip & Browse Regular Plans';
 * - `early-bird-pending`: early_bird=true and no code verified yet — regular plans stay hidden;
 * - `early-bird-verified`: a code was verified — only the Early Bird plan the server returned.
 */
export type PlanOffer =
  | { kind: 'regular' }
  | { kind: 'early-bird-pending' }
  | { kind: 'early-bird-verified'; plan: Plan };

export function isEarlyBirdPlan(plan: Pick<Plan, 'name' | 'slug'>): boolean {
  return plan.name.toLowerCase().includes('early') || plan.slug.toLowerCase().includes('early');
}

export function visiblePlans(plans: Plan[], offer: PlanOffer): Plan[] {
  switch (offer.kind) {
    case 'early-bird-pending':
      return [];
    case 'early-bird-verified':
      return [offer.plan];
    case 'regular':
      return plans.filter((plan) => !isEarlyBirdPlan(plan));
  }
}

/** The plan a `?plan=` value names: matched on slug or lowercased name. */
export function findRequestedPlan(plans: Plan[], requested: string | null): Plan | undefined {
  if (!requested) return undefined;
  const wanted = requested.trim().toLowerCase();
  return plans.find((plan) => plan.slug.toLowerCase() === wanted || plan.name.toLowerCase() === wanted);
}

export function isFreePlan(plan: Pick<Plan, 'price'>): boolean {
  return Number(plan.price) === 0;
}

const CYCLE_SUFFIX: Record<string, string> = { monthly: '/month', yearly: '/year', lifetime: ' lifetime' };

/** '$29/month', '$99 lifetime', 'Free'. */
export function formatPlanPrice(plan: Pick<Plan, 'price' | 'currency' | 'billingCycle'>): string {
  if (isFreePlan(plan)) return 'Free';
  let amount: string;
  try {
    amount = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: (plan.currency || 'usd').toUpperCase(),
      minimumFractionDigits: Number.isInteger(plan.price) ? 0 : 2,
    }).format(plan.price);
  } catch {
    amount = `$${plan.price}`;
  }
  return `${amount}${CYCLE_SUFFIX[plan.billingCycle] ?? ''}`;
}

const limitText = (limit: number, one: string, many: string) =>
  limit === -1 ? `Unlimited ${many}` : `${limit} ${limit === 1 ? one : many}`;

/** Short feature lines for a plan card. */
export function planHighlights(plan: Plan): string[] {
  const f = plan.features;
  if (!f) return [];
  const lines = [limitText(f.moduleLimit, 'module', 'modules'), limitText(f.sectionLimit, 'section', 'sections')];
  lines.push(limitText(f.storeLimit, 'store', 'stores'));
  if (f.prioritySupport) lines.push('Priority support');
  if (f.advancedAnalytics) lines.push('Advanced analytics');
  if (f.customBranding) lines.push('Custom branding');
  return lines;
}
