import { z } from 'zod';
import { defineEvent } from '../events/envelope';
import { subscriptionFeaturesSchema } from '../identity/identity.schemas';

/** Plan features as billing publishes them (identity maps them onto users' subscriptions). */
export const planFeaturesSchema = subscriptionFeaturesSchema;

export const planPayloadSchema = z.object({
  planId: z.string(),
  slug: z.string(),
  name: z.string(),
  price: z.number(),
  currency: z.string(),
  billingCycle: z.enum(['monthly', 'yearly', 'lifetime']),
  isActive: z.boolean(),
  features: planFeaturesSchema,
  allowedModules: z.array(z.string()),
  allowedSections: z.array(z.string()),
});

export const PlanCreated = defineEvent('billing.plan.created.v1', planPayloadSchema, (d) => d.planId);
export const PlanUpdated = defineEvent('billing.plan.updated.v1', planPayloadSchema, (d) => d.planId);
export const PlanDeleted = defineEvent('billing.plan.deleted.v1', z.object({ planId: z.string(), slug: z.string() }), (d) => d.planId);

const paidPlanPayload = z.object({
  email: z.string(),
  planSlug: z.string(),
  planId: z.string(),
  features: planFeaturesSchema,
  customerId: z.string().nullable(),
  subscriptionId: z.string().nullable(),
  currentPeriodStart: z.string().nullable(),
  currentPeriodEnd: z.string().nullable(),
});

/** Payment confirmed for an email (paid sign-up or upgrade). Identity applies the plan only on this fact. */
export const CheckoutCompleted = defineEvent(
  'billing.checkout.completed.v1',
  paidPlanPayload.extend({ sessionId: z.string(), mode: z.enum(['subscription', 'payment']), userId: z.string().nullable() }),
  (d) => d.email,
);
const subscriptionPayload = paidPlanPayload.extend({
  status: z.enum(['active', 'past_due', 'canceled', 'incomplete', 'unpaid', 'trialing']),
  cancelAtPeriodEnd: z.boolean(),
  /** Provider event time: lets consumers ignore out-of-order updates. */
  providerTimestamp: z.string(),
});
export const SubscriptionActivated = defineEvent('billing.subscription.activated.v1', subscriptionPayload, (d) => d.email);
export const SubscriptionUpdated = defineEvent('billing.subscription.updated.v1', subscriptionPayload, (d) => d.email);
export const SubscriptionCanceled = defineEvent('billing.subscription.canceled.v1', subscriptionPayload, (d) => d.email);
