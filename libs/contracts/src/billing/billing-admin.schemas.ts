/**
 * The billing side of /admin/settings and of the header's notifications (issue 16): the admin-managed
 * Early Bird codes, the paid sign-ups since a moment, the payment provider's status.
 */
import { z } from 'zod';

const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const emptyToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

/** Codes are compared case-insensitively (trimmed): stored and shown upper-case. */
export const normalizeEarlyBirdCode = (code: string) => code.trim().toUpperCase();

export const EARLY_BIRD_ADMIN_MESSAGES = {
  format: 'A code is 3 to 40 letters, digits, hyphens or underscores',
  exists: 'This Early Bird code already exists',
  notFound: 'Early Bird code not found',
  maxUses: 'Max uses must be a whole number from 1 to 1,000,000, or empty for no limit',
  expiresAt: 'The expiry must be a date and time',
  nothingToChange: 'Nothing to change: send active, maxUses or expiresAt',
} as const;

export const EARLY_BIRD_MAX_USES = 1_000_000;

/** A code's optional limits (issue 21 item 10): null is "no limit" / "never expires". */
const maxUsesInput = z.preprocess(
  emptyToNull,
  z.coerce.number({ error: EARLY_BIRD_ADMIN_MESSAGES.maxUses }).int(EARLY_BIRD_ADMIN_MESSAGES.maxUses).min(1, EARLY_BIRD_ADMIN_MESSAGES.maxUses).max(EARLY_BIRD_MAX_USES, EARLY_BIRD_ADMIN_MESSAGES.maxUses).nullable(),
);
const expiresAtInput = z.preprocess(emptyToNull, z.iso.datetime({ offset: true, error: EARLY_BIRD_ADMIN_MESSAGES.expiresAt }).nullable());

export const earlyBirdCodeSchema = z.object({
  code: z.string(),
  active: z.boolean(),
  /** Paid checkouts completed with this code. */
  uses: z.number().int().min(0),
  /** Checkouts holding the code (paid, or open and not yet expired): what `maxUses` limits. */
  claimed: z.number().int().min(0),
  /** At most this many checkouts may use the code; null: no limit. */
  maxUses: z.number().int().min(1).nullable(),
  /** From this moment the code is refused; null: never. */
  expiresAt: z.string().nullable(),
  /** 'config': seeded from EARLY_BIRD_CODES; 'admin': added on /admin/settings. */
  source: z.enum(['config', 'admin']),
  createdAt: z.string(),
  disabledAt: z.string().nullable(),
});
export type EarlyBirdCodeDto = z.infer<typeof earlyBirdCodeSchema>;

export const earlyBirdCodeCreateRequestSchema = z.object({
  code: z
    .string({ error: EARLY_BIRD_ADMIN_MESSAGES.format })
    .trim()
    .regex(/^[A-Za-z0-9_-]{3,40}$/, EARLY_BIRD_ADMIN_MESSAGES.format),
  maxUses: maxUsesInput.optional(),
  expiresAt: expiresAtInput.optional(),
});
export type EarlyBirdCodeCreateRequest = z.output<typeof earlyBirdCodeCreateRequestSchema>;

/** PATCH: enable/disable and/or change the limits (a field left out is unchanged; null removes a limit). */
export const earlyBirdCodeUpdateRequestSchema = z
  .object({
    active: z.boolean({ error: 'active must be true or false' }).optional(),
    maxUses: maxUsesInput.optional(),
    expiresAt: expiresAtInput.optional(),
  })
  .refine((v) => v.active !== undefined || v.maxUses !== undefined || v.expiresAt !== undefined, { message: EARLY_BIRD_ADMIN_MESSAGES.nothingToChange });
export type EarlyBirdCodeUpdateRequest = z.output<typeof earlyBirdCodeUpdateRequestSchema>;

/** Why a stored code does or does not open the Early Bird plan now (the checkout and the settings page agree). */
export type EarlyBirdCodeState = 'usable' | 'disabled' | 'expired' | 'used-up';

export function earlyBirdCodeState(code: { active: boolean; claimed: number; maxUses: number | null; expiresAt: Date | string | null }, now: Date): EarlyBirdCodeState {
  if (!code.active) return 'disabled';
  if (code.expiresAt !== null && new Date(code.expiresAt).getTime() <= now.getTime()) return 'expired';
  if (code.maxUses !== null && code.claimed >= code.maxUses) return 'used-up';
  return 'usable';
}

export const paidSignupsQuerySchema = z.object({
  since: z.preprocess(emptyToUndefined, z.iso.datetime({ offset: true, error: 'since must be an ISO date-time' })),
});
export type PaidSignupsQuery = z.output<typeof paidSignupsQuerySchema>;

/** The newest entries listed with the count (the count covers them all). */
export const PAID_SIGNUPS_LISTED = 20;

export const paidSignupSchema = z.object({
  sessionId: z.string(),
  email: z.string(),
  name: z.string(),
  planSlug: z.string(),
  planName: z.string(),
  amount: z.number(),
  currency: z.string(),
  completedAt: z.string(),
});
export type PaidSignupDto = z.infer<typeof paidSignupSchema>;
export const paidSignupsSchema = z.object({ since: z.string(), count: z.number().int().min(0), signups: z.array(paidSignupSchema) });
export type PaidSignupsDto = z.infer<typeof paidSignupsSchema>;

export const paymentProviderStatusSchema = z.object({
  provider: z.enum(['stripe', 'local']),
  /** Stripe: the webhook signing secret is configured. Local: events are delivered in process. */
  webhookConfigured: z.boolean(),
  /** The last provider event billing handled (a Stripe webhook, or the local provider's in-process event). */
  lastEvent: z.object({ id: z.string(), type: z.string(), source: z.string(), receivedAt: z.string() }).nullable(),
});
export type PaymentProviderStatusDto = z.infer<typeof paymentProviderStatusSchema>;
