/**
 * The billing calls of the settings and upgrade screens (doc 2 §7, billing's contracts). Types come from
 * the contracts' zod schemas; calls go through the session's ApiClient.
 */
import type { z } from 'zod';
import type { ApiClient } from '@liquify/api-client';
import type { BillingDetails, checkoutOrUpdateResultSchema, downgradeResultSchema, PlanDto, resumeResultSchema, SubscriptionEnd } from '@liquify/contracts';
import { checkoutRoutes } from '@liquify/contracts/routes';
import type { UserPlan } from '../../shell';

export type { UserPlan };
export type PlanChangeAnswer = z.infer<typeof checkoutOrUpdateResultSchema>;
export type DowngradeAnswer = z.infer<typeof downgradeResultSchema>;
export type ResumeAnswer = z.infer<typeof resumeResultSchema>;
export type { SubscriptionEnd };
export type PublicPlan = PlanDto;

/** Plans whose slug starts with this are hidden in the user area (doc 2 §1). */
const EARLY_BIRD_PREFIX = 'early-bird';

/**
 * GET /api/plans/public: active plans by sortOrder, as `getPublicPlans()` answers them (the landing caches the
 * same list under the same key, queryKeys.publicPlans); `userAreaPlans` leaves out the early-bird plans.
 */
export async function fetchPlans(api: ApiClient): Promise<PublicPlan[]> {
  return (await api.getPublicPlans()) as unknown as PublicPlan[];
}

/** The plans the user area offers: the public ones without early-bird plans (doc 2 §1). */
export function userAreaPlans(plans: PublicPlan[]): PublicPlan[] {
  return plans.filter((plan) => !plan.slug.startsWith(EARLY_BIRD_PREFIX));
}

/** GET /api/stripe/billing-details: the stored card (or null) and the recorded payments. */
export async function fetchBillingDetails(api: ApiClient): Promise<BillingDetails> {
  const { data } = await api.callEnvelope(checkoutRoutes.details);
  return data;
}

/** POST /api/stripe/create-checkout-session: a checkout to pay, or the running subscription switched. */
export async function requestPlanChange(api: ApiClient, planSlug: string): Promise<PlanChangeAnswer> {
  return api.callEnvelope(checkoutRoutes.create, { body: { planId: planSlug } });
}

/** POST /api/stripe/downgrade-to-free: the soft downgrade. */
export async function requestDowngrade(api: ApiClient): Promise<DowngradeAnswer> {
  return api.callEnvelope(checkoutRoutes.downgrade);
}

/** GET /api/stripe/subscription: the paid subscription, whether it ends at the period end, what would lock; null when none. */
export async function fetchSubscriptionEnd(api: ApiClient): Promise<SubscriptionEnd | null> {
  const { data } = await api.callEnvelope(checkoutRoutes.subscription);
  return data;
}

/** POST /api/stripe/resume-subscription: takes back a scheduled downgrade. */
export async function requestResume(api: ApiClient): Promise<ResumeAnswer> {
  return api.callEnvelope(checkoutRoutes.resume);
}

export type PlanAction = 'current' | 'upgrade' | 'switch' | 'downgrade';

/** What choosing `plan` means for a user on `current` (price decides the word; free is a downgrade). */
export function planActionFor(plan: Pick<PublicPlan, 'slug' | 'price'>, current: Pick<PublicPlan, 'slug' | 'price'> | null | undefined): PlanAction {
  if (current && plan.slug === current.slug) return 'current';
  if (plan.price <= 0) return 'downgrade';
  if (!current || plan.price > current.price) return 'upgrade';
  return 'switch';
}

export function planActionLabel(action: PlanAction, planName: string): string {
  switch (action) {
    case 'current':
      return 'Current Plan';
    case 'upgrade':
      return `Upgrade to ${planName}`;
    case 'switch':
      return `Switch to ${planName}`;
    case 'downgrade':
      return `Downgrade to ${planName}`;
  }
}

/** A limit as shown to the user: -1 is 'Unlimited'. */
export function limitLabel(limit: number, noun: string, format: (n: number) => string = String): string {
  return limit === -1 ? `Unlimited ${noun}` : `${format(limit)} ${noun}`;
}
