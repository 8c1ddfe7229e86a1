import { z } from 'zod';
import { isoDateSchema } from '../common';
import { allowedItemRefSchema } from './billing.schemas';

/**
 * The end of a paid subscription as the user sees it (Settings > Billing & Plans): whether it is scheduled,
 * when the free plan takes over, and what the free plan would lock. A downgrade is asked before it is made,
 * and a scheduled one can be taken back (Resume) until the period ends.
 */
export const subscriptionEndSchema = z
  .object({
    planSlug: z.string(),
    planName: z.string(),
    /** The end of the period already paid for: the paid plan applies until then. */
    currentPeriodEnd: isoDateSchema.nullable(),
    /** true once a downgrade was asked: the subscription ends at currentPeriodEnd unless resumed. */
    cancelAtPeriodEnd: z.boolean(),
    freePlanName: z.string(),
    /** Items the paid plan allows and the free plan does not: they lock when the free plan applies. */
    lockedModules: z.array(allowedItemRefSchema),
    lockedSections: z.array(allowedItemRefSchema),
  })
  .meta({ id: 'SubscriptionEnd' });
export type SubscriptionEnd = z.infer<typeof subscriptionEndSchema>;

/** GET /api/stripe/subscription: null for a user with no paid subscription (free or lifetime). */
export const subscriptionEndResultSchema = z.object({ success: z.literal(true), data: subscriptionEndSchema.nullable() });

/** POST /api/stripe/resume-subscription: the scheduled end is taken back; the paid plan simply renews. */
export const resumeResultSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ resumedSubscriptions: z.number().int().min(1), currentPeriodEnd: isoDateSchema.nullable() }),
});
export type ResumeResult = z.infer<typeof resumeResultSchema>['data'];

export const SUBSCRIPTION_END_MESSAGES = {
  nothingToResume: 'Your subscription is not scheduled to end: there is nothing to resume.',
  resumed: (planName: string) => `Your ${planName} subscription continues. It renews at the end of the current period.`,
  alreadyEnding: (date: string) => `Your subscription already ends on ${date}. Use Resume to keep your plan.`,
} as const;
