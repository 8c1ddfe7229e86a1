/**
 * The plan form (Create Plan modal, Edit Plan page) as wired in the UI. Validation is the billing
 * contract's createPlanRequestSchema (doc 3 §5 messages, -1 as the unlimited marker) and the defaults are
 * its NEW_PLAN_DEFAULTS (doc 3 §9): nothing here restates a rule, it only maps inputs to them.
 */
import {
  NEW_PLAN_DEFAULTS,
  NEW_PLAN_DEFAULT_FEATURES,
  createPlanRequestSchema,
  type AdminPlanDto,
  type CreatePlanRequest,
  type PlanFeatures,
} from '@liquify/contracts';
import type { z } from 'zod';

export type PlanFormValues = z.input<typeof createPlanRequestSchema>;
export type PlanFormOutput = CreatePlanRequest;
export const planFormSchema = createPlanRequestSchema;

/** Doc 3 §9: a new plan starts at price 0, USD, monthly, 5 modules, 3 sections, ... active, not popular, sortOrder 1. */
export function newPlanFormValues(): PlanFormValues {
  return {
    name: '',
    slug: '',
    description: '',
    price: NEW_PLAN_DEFAULTS.price,
    currency: NEW_PLAN_DEFAULTS.currency,
    billingCycle: NEW_PLAN_DEFAULTS.billingCycle,
    features: { ...NEW_PLAN_DEFAULT_FEATURES },
    isActive: NEW_PLAN_DEFAULTS.isActive,
    isPopular: NEW_PLAN_DEFAULTS.isPopular,
    sortOrder: NEW_PLAN_DEFAULTS.sortOrder,
  };
}

/** The Edit Plan page's form, from the loaded plan. */
export function planFormValues(plan: AdminPlanDto): PlanFormValues {
  return {
    name: plan.name,
    slug: plan.slug,
    description: plan.description,
    price: plan.price,
    currency: plan.currency,
    billingCycle: plan.billingCycle,
    features: { ...NEW_PLAN_DEFAULT_FEATURES, ...plan.features },
    isActive: plan.isActive,
    isPopular: plan.isPopular,
    sortOrder: plan.sortOrder,
  };
}

/** Doc 3 §5: typing a slug lowercases it and turns any other character into a hyphen. */
export function slugAsTyped(input: string): string {
  return input.toLowerCase().replace(/[^a-z0-9-]/g, '-');
}

/** Doc 3 §5: an unparsable number falls back to 0 (team members to 1). */
export function numberAsTyped(input: unknown, fallback = 0): number {
  if (typeof input === 'number') return Number.isFinite(input) ? input : fallback;
  const text = String(input ?? '').trim();
  const value = text === '' ? NaN : Number(text);
  return Number.isFinite(value) ? value : fallback;
}

export const NUMERIC_FEATURES = [
  { key: 'moduleLimit', label: 'Module limit' },
  { key: 'sectionLimit', label: 'Section limit' },
  { key: 'storeLimit', label: 'Store limit' },
  { key: 'apiCallLimit', label: 'API call limit' },
  { key: 'storageLimit', label: 'Storage limit (MB)' },
  { key: 'teamMembers', label: 'Team members' },
] as const satisfies readonly { key: keyof PlanFeatures; label: string }[];

export const BOOLEAN_FEATURES = [
  { key: 'customBranding', label: 'Custom branding' },
  { key: 'advancedAnalytics', label: 'Advanced analytics' },
  { key: 'prioritySupport', label: 'Priority support' },
  { key: 'customDomain', label: 'Custom domain' },
  { key: 'whiteLabel', label: 'White label' },
] as const satisfies readonly { key: keyof PlanFeatures; label: string }[];

/** Doc 3 §3: a numeric limit of -1 is displayed as Unlimited. */
export const limitLabel = (value: number) => (value === -1 ? 'Unlimited' : value.toLocaleString('en-US'));

const CYCLE_SUFFIX: Record<string, string> = { monthly: '/month', yearly: '/year', lifetime: 'one-time' };

/** "$29.00 /month", "€290.00 /year", "$49.00 one-time". */
export function planPriceLabel(plan: Pick<AdminPlanDto, 'price' | 'currency' | 'billingCycle'>): string {
  let price: string;
  try {
    price = new Intl.NumberFormat('en-US', { style: 'currency', currency: plan.currency }).format(plan.price);
  } catch {
    price = `${plan.price.toFixed(2)} ${plan.currency}`;
  }
  return `${price} ${CYCLE_SUFFIX[plan.billingCycle] ?? plan.billingCycle}`;
}
