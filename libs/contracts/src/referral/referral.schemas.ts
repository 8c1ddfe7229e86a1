import { z } from 'zod';
import { normalizeReferralCode, REFERRAL_CODE_INPUT_MAX, REFERRAL_MESSAGES } from './referral.rules';

/** A referral code as typed or carried by ?ref= (optional; blank means none): letters and digits, upper-cased. */
export const referralCodeInputSchema = z
  .string({ error: REFERRAL_MESSAGES.invalid })
  .trim()
  .max(REFERRAL_CODE_INPUT_MAX, REFERRAL_MESSAGES.unknown)
  .regex(/^[A-Za-z0-9]*$/, REFERRAL_MESSAGES.invalid)
  .transform((v) => normalizeReferralCode(v) ?? undefined)
  .optional();

/** GET /api/referrals/me: the signed-in user's code and what it brought (doc 2 §2 referral popup). */
export const referralSummarySchema = z
  .object({
    code: z.string(),
    discountPercent: z.number(),
    /** Friends who signed up with the code or paid with it. */
    friendsJoined: z.number().int().min(0),
    /** Friends who completed a paid checkout with the discount. */
    friendsPaid: z.number().int().min(0),
  })
  .meta({ id: 'ReferralSummary' });
export type ReferralSummary = z.infer<typeof referralSummarySchema>;
