/**
 * The billing side of /admin/settings and of the header's notifications (issue 16): the admin-managed
 * Early Bird codes, the paid sign-ups since a moment, the payment provider's status.
 */
import { z } from 'zod';

const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** Codes are compared case-insensitively (trimmed): stored and shown upper-case. */
export const normalizeEarlyBirdCode = (code: string) => code.trim().toUpperCase();

export const EARLY_BIRD_ADMIN_MESSAGES = {
  format: 'A code is 3 to 40 letters, digits, hyphens or underscores',
  exists: 'This Early Bird code already exists',
  notFound: 'Early Bird code not found',
} as const;

export const earlyBirdCodeSchema = z.object({
  code: z.string(),
  active: z.boolean(),
  /** Paid checkouts completed with this code. */
  uses: z.number().int().min(0),
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
});
export type EarlyBirdCodeCreateRequest = z.infer<typeof earlyBirdCodeCreateRequestSchema>;

export const earlyBirdCodeUpdateRequestSchema = z.object({ active: z.boolean({ error: 'active must be true or false' }) });
export type EarlyBirdCodeUpdateRequest = z.infer<typeof earlyBirdCodeUpdateRequestSchema>;

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
