/** How the landing page presents the public plans (spec 1 §2 "Pricing section", §3 Plan, §9). */
import type { BillingCycle, Plan } from '@liquify/api-client';
import { UNLIMITED } from '@liquify/contracts/rules';

export const EARLY_BIRD_SIGNUP_HREF = '/auth?plan=early-bird&early_bird=true';

/** The early-bird offer is recognised by its slug or name, as the auth page does ("contains 'early'"). */
export function isEarlyBirdPlan(plan: Pick<Plan, 'name' | 'slug'>): boolean {
  return /early/i.test(plan.slug ?? '') || /early/i.test(plan.name ?? '');
}

/** Pricing cards link to /auth?plan={lowercased plan name}; the Early Bird card to its own sign-up. */
export function planSignupHref(plan: Pick<Plan, 'name' | 'slug'>): string {
  if (isEarlyBirdPlan(plan)) return EARLY_BIRD_SIGNUP_HREF;
  return `/auth?plan=${encodeURIComponent(plan.name.trim().toLowerCase())}`;
}

/** Cards sit 3 per row; with more than three plans the grid has 4 columns. */
export function pricingColumns(planCount: number): 3 | 4 {
  return planCount > 3 ? 4 : 3;
}

/** "Unlimited modules", "1 store", "5 modules". */
export function formatLimit(
  value: number | null | undefined,
  singular: string,
  plural: string,
): string | null {
  if (value === UNLIMITED) return `Unlimited ${plural}`;
  if (value === null || value === undefined || !Number.isFinite(value) || value < 0) return null;
  return `${value.toLocaleString('en-US')} ${value === 1 ? singular : plural}`;
}

const PERIODS: Record<BillingCycle, string> = { monthly: '/month', yearly: '/year', lifetime: 'lifetime' };

export interface DisplayPrice {
  amount: string;
  period: string;
}

/** "$29" + "/month"; whole amounts without cents, others with two decimals. */
export function formatPlanPrice(plan: Pick<Plan, 'price' | 'currency' | 'billingCycle'>): DisplayPrice {
  const price = Number.isFinite(plan.price) ? plan.price : 0;
  const currency = (plan.currency || 'USD').toUpperCase();
  let amount: string;
  try {
    amount = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      minimumFractionDigits: Number.isInteger(price) ? 0 : 2,
      maximumFractionDigits: Number.isInteger(price) ? 0 : 2,
    }).format(price);
  } catch {
    amount = `${price} ${currency}`; // an unknown currency code still shows the number
  }
  return { amount, period: PERIODS[plan.billingCycle] ?? '' };
}

function sentenceCase(text: string): string {
  const trimmed = text.trim();
  return trimmed.charAt(0).toUpperCase() + trimmed.slice(1).toLowerCase();
}

/** The feature lines of a pricing card, read from the plan's features. */
export function planFeatureList(plan: Pick<Plan, 'features'>): string[] {
  const features = plan.features ?? ({} as Plan['features']);
  const lines: Array<string | null> = [
    formatLimit(features.moduleLimit, 'module', 'modules'),
    formatLimit(features.sectionLimit, 'section', 'sections'),
    formatLimit(features.storeLimit, 'store', 'stores'),
  ];
  const support = features.supportLevel?.trim();
  if (support)
    lines.push(/support/i.test(support) ? sentenceCase(support) : `${sentenceCase(support)} support`);
  if (features.prioritySupport && !/priority|dedicated/i.test(support ?? '')) lines.push('Priority support');
  if (features.customBranding) lines.push('Custom branding');
  if (features.advancedAnalytics) lines.push('Advanced analytics');
  if (features.apiCallLimit === UNLIMITED) lines.push('Unlimited API calls');
  else if (features.apiCallLimit > 0)
    lines.push(`${features.apiCallLimit.toLocaleString('en-US')} API calls per month`);
  if (features.teamMembers === UNLIMITED) lines.push('Unlimited team members');
  else if (features.teamMembers && features.teamMembers > 1)
    lines.push(`${features.teamMembers} team members`);
  return lines.filter((line): line is string => Boolean(line));
}

/** What the card's button says. */
export function planCallToAction(plan: Pick<Plan, 'name' | 'slug' | 'price'>): string {
  if (isEarlyBirdPlan(plan)) return 'Claim Early Bird';
  if (plan.price === 0) return 'Start for Free';
  return `Choose ${plan.name}`;
}
