/**
 * Which plans the sign-up plan grid shows (spec 1 §2 "Early-bird code box").
 */
import { isFreePlan, type Plan } from '@liquify/api-client';
import { formatPlanPrice as priceParts, isEarlyBirdPlan } from '../home/Pricing/pricing.util';

export { isEarlyBirdPlan, isFreePlan };

/**
 * - `regular`: no early-bird offer in play, or the visitor chose 'Skip & Browse Regular Plans';
 * - `early-bird-pending`: early_bird=true and no code verified yet — regular plans stay hidden;
 * - `early-bird-verified`: a code was verified — only the Early Bird plan the server returned.
 */
export type PlanOffer =
  | { kind: 'regular' }
  | { kind: 'early-bird-pending' }
  | { kind: 'early-bird-verified'; plan: Plan };

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

/** '$29/month', '$99 lifetime', 'Free' (the pricing section's amount and period, on one line). */
export function formatPlanPrice(plan: Pick<Plan, 'price' | 'currency' | 'billingCycle'>): string {
  if (isFreePlan(plan)) return 'Free';
  const { amount, period } = priceParts(plan);
  return period.startsWith('/') || period === '' ? `${amount}${period}` : `${amount} ${period}`;
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
