import { z } from 'zod';
import { defineEvent } from '../events/envelope';
import { billingCycleSchema, planFeaturesSchema } from './billing.schemas';

/**
 * Billing's facts. Consumers: identity (users' plans and limits), library (allowed lists, quotas).
 * Produced through billing's outbox, so a state change and its event are never separated.
 */

/**
 * A plan's full published state. `allowedModules` / `allowedSections` are explicit catalogue item ids,
 * already kept free of deleted items by billing; enforce them as they are.
 */
export const planPayloadSchema = z.object({
  planId: z.string(),
  slug: z.string(),
  name: z.string(),
  price: z.number(),
  currency: z.string(),
  billingCycle: billingCycleSchema,
  isActive: z.boolean(),
  features: planFeaturesSchema,
  allowedModules: z.array(z.string()),
  allowedSections: z.array(z.string()),
  /** Monotonic revision of the plan: a consumer ignores a payload older than what it holds. */
  revision: z.number().int().min(0).optional(),
});
export type PlanPayload = z.infer<typeof planPayloadSchema>;

/**
 * The order of a plan's published states, as every reader keeps its copy: by revision, then by event time
 * (a payload without a revision counts as revision 0). A reader applies a state only if it is not older.
 */
export function planStateOrder(event: { occurredAt: string; data: Pick<PlanPayload, 'revision'> }): [number, number] {
  return [event.data.revision ?? 0, Date.parse(event.occurredAt)];
}

export const PlanCreated = defineEvent('billing.plan.created.v1', planPayloadSchema, (d) => d.planId);
export const PlanUpdated = defineEvent('billing.plan.updated.v1', planPayloadSchema, (d) => d.planId);
/** Only for a plan nobody uses (a plan in use is deactivated instead: a PlanUpdated with isActive false). */
export const PlanDeleted = defineEvent('billing.plan.deleted.v1', z.object({ planId: z.string(), slug: z.string() }), (d) => d.planId);

const paidPlanPayload = z.object({
  /** The email the payment was made for (lowercased). */
  email: z.string(),
  planSlug: z.string(),
  planId: z.string(),
  features: planFeaturesSchema,
  customerId: z.string().nullable(),
  /** null for the one-time (lifetime) payment. */
  subscriptionId: z.string().nullable(),
  currentPeriodStart: z.string().nullable(),
  /** null for lifetime access. */
  currentPeriodEnd: z.string().nullable(),
});

/**
 * Payment confirmed for an email (paid sign-up, or an upgrade by a signed-in user: then `userId` is set).
 * Identity applies the paid plan only on this fact (client-sent stripeData never upgrades anyone).
 */
export const CheckoutCompleted = defineEvent(
  'billing.checkout.completed.v1',
  paidPlanPayload.extend({
    sessionId: z.string(),
    mode: z.enum(['subscription', 'payment']),
    userId: z.string().nullable(),
    billingCycle: billingCycleSchema.optional(),
  }),
  (d) => d.email,
);

export const PROVIDER_SUBSCRIPTION_STATUSES = ['active', 'past_due', 'canceled', 'incomplete', 'incomplete_expired', 'unpaid', 'trialing', 'paused'] as const;
export const providerSubscriptionStatusSchema = z.enum(PROVIDER_SUBSCRIPTION_STATUSES);
export type ProviderSubscriptionStatus = (typeof PROVIDER_SUBSCRIPTION_STATUSES)[number];

const subscriptionPayload = paidPlanPayload.extend({
  status: providerSubscriptionStatusSchema,
  /** Canceled by the customer but paid up: access continues until currentPeriodEnd. */
  cancelAtPeriodEnd: z.boolean(),
  /** Provider event time: lets consumers ignore out-of-order updates. */
  providerTimestamp: z.string(),
  userId: z.string().nullable().optional(),
});
export type SubscriptionPayload = z.infer<typeof subscriptionPayload>;
/** A subscription became active (first payment, or back from incomplete). */
export const SubscriptionActivated = defineEvent('billing.subscription.activated.v1', subscriptionPayload, (d) => d.email);
/** Plan change, renewal (new period), past_due after a failed payment, cancel-at-period-end toggled. */
export const SubscriptionUpdated = defineEvent('billing.subscription.updated.v1', subscriptionPayload, (d) => d.email);
/** The subscription ended (status canceled). Access ends at currentPeriodEnd. */
export const SubscriptionCanceled = defineEvent('billing.subscription.canceled.v1', subscriptionPayload, (d) => d.email);
