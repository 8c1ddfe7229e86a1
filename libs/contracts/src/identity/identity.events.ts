import { z } from 'zod';
import { defineEvent } from '../events/envelope';
import { roleSchema, subscriptionFeaturesSchema, subscriptionStatusSchema } from './identity.schemas';

/** A user's subscription as other services see it (plan slug, status, features, period end). */
const userSubscriptionPayload = z.object({
  plan: z.string(),
  planId: z.string().nullable().optional(),
  status: subscriptionStatusSchema,
  features: subscriptionFeaturesSchema,
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean().optional(),
});
export const userSubscriptionPayloadSchema = userSubscriptionPayload;

export const UserRegistered = defineEvent(
  'identity.user.registered.v1',
  z.object({
    userId: z.string(),
    email: z.string(),
    name: z.string(),
    role: roleSchema,
    subscription: userSubscriptionPayload,
    createdAt: z.string(),
    /** The referral code the user signed up with (as typed, normalised); billing decides whether it counts. */
    referralCode: z.string().nullable().optional(),
  }),
  (d) => d.userId,
);
export const UserUpdated = defineEvent(
  'identity.user.updated.v1',
  z.object({ userId: z.string(), email: z.string(), name: z.string(), role: roleSchema, fullName: z.string(), company: z.string(), website: z.string() }),
  (d) => d.userId,
);
export const UserDeleted = defineEvent('identity.user.deleted.v1', z.object({ userId: z.string(), email: z.string() }), (d) => d.userId);
export const UserRoleChanged = defineEvent(
  'identity.user.role-changed.v1',
  z.object({ userId: z.string(), role: roleSchema, previousRole: roleSchema }),
  (d) => d.userId,
);
export const UserSubscriptionChanged = defineEvent(
  'identity.user.subscription-changed.v1',
  z.object({ userId: z.string(), email: z.string() }).extend(userSubscriptionPayload.shape).extend({ reason: z.string() }),
  (d) => d.userId,
);
