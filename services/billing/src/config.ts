import { envBoolean, envHmacSecret, envList, envPort, serviceEnvSchema } from '@liquify/config';
import { z } from 'zod';

const optionalSecret = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() ? v.trim() : undefined));

export const configSchema = serviceEnvSchema
  .extend({
    PORT: envPort(3003),
    /** Signs the claim of a paid sign-up's checkout, which identity checks at registration (both hold it, no other process). */
    CHECKOUT_CLAIM_SECRET: envHmacSecret(),
    /** Where the browser reaches the product (gateway): checkout success/cancel URLs and the local checkout page. */
    PUBLIC_URL: z
      .url()
      .default('http://localhost:8080')
      .transform((v) => v.replace(/\/+$/, '')),
    /** Real Stripe when set; otherwise the built-in local checkout provider. */
    STRIPE_SECRET_KEY: optionalSecret,
    /** Verifies Stripe-Signature on POST /api/stripe/webhook. Required with STRIPE_SECRET_KEY. */
    STRIPE_WEBHOOK_SECRET: optionalSecret,
    /** Another Stripe API base (stripe-mock: http://127.0.0.1:12111). */
    STRIPE_API_BASE: z.url().optional(),
    /** Early Bird codes, comma-separated, matched case-insensitively. Server-side only. */
    EARLY_BIRD_CODES: envList(),
    /** Early Bird code checks allowed per client IP per minute. */
    EARLY_BIRD_RATE_LIMIT: z.coerce.number().int().min(1).max(10_000).default(10),
    /** The local checkout accepts test cards only: refused in production unless explicitly allowed. */
    ALLOW_LOCAL_CHECKOUT: envBoolean(false),
    /** How often the trash purge looks for plans deleted 30 days ago (once across replicas). */
    TRASH_PURGE_INTERVAL_MS: z.coerce.number().int().min(1000).max(86_400_000).default(3_600_000),
    /** Seed the four plans on an empty database (default on). */
    SEED_PLANS: envBoolean(true),
  })
  .superRefine((env, ctx) => {
    if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['STRIPE_WEBHOOK_SECRET'], message: 'is required when STRIPE_SECRET_KEY is set' });
    }
    if (!env.STRIPE_SECRET_KEY && env.NODE_ENV === 'production' && !env.ALLOW_LOCAL_CHECKOUT) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_SECRET_KEY'],
        message: 'is required in production (or set ALLOW_LOCAL_CHECKOUT=true to run the test-card checkout on purpose)',
      });
    }
  });

export type BillingConfig = z.infer<typeof configSchema>;

export type PaymentProviderName = 'stripe' | 'local';
export const providerNameFor = (config: Pick<BillingConfig, 'STRIPE_SECRET_KEY'>): PaymentProviderName => (config.STRIPE_SECRET_KEY ? 'stripe' : 'local');
