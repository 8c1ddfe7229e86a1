import { envBoolean, envHmacSecret, envPort, jwtSigningEnvSchema, serviceEnvSchema } from '@liquify/config';
import { z } from 'zod';
import { DEV_ADMIN, DEV_DEMO_USER } from './auth/accounts.seed-data';

const seedEmail = z.string().trim().toLowerCase().pipe(z.email({ error: 'must be an e-mail address' }));
const seedPassword = z.string().min(8, 'must be at least 8 characters').max(128, 'must be at most 128 characters');

export const configSchema = serviceEnvSchema
  .extend(jwtSigningEnvSchema.shape)
  .extend({
    PORT: envPort(3001),
    /** Checks the claim of a paid sign-up's checkout (billing signs it with the same secret; no other process holds it). */
    CHECKOUT_CLAIM_SECRET: envHmacSecret(),
    /** First admin account, created at start when no user has that e-mail (never overwritten). */
    ADMIN_EMAIL: seedEmail.optional(),
    ADMIN_PASSWORD: seedPassword.optional(),
    ADMIN_NAME: z.string().trim().min(2).max(100).optional(),
    /** Seed a demo customer on the free plan (npm start sets it). */
    SEED_DEMO: envBoolean(false),
    DEMO_USER_EMAIL: seedEmail.optional(),
    DEMO_USER_PASSWORD: seedPassword.optional(),
    /** How often users whose cancelled subscription period has ended are moved to the free plan. */
    SUBSCRIPTION_EXPIRY_CHECK_MS: z.coerce.number().int().min(100).max(86_400_000).default(60_000),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV !== 'production') return;
    for (const name of ['ADMIN_EMAIL', 'ADMIN_PASSWORD'] as const) {
      if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'is required in production' });
    }
    // The README names the development password: an administrator holding it is anyone's.
    if (env.ADMIN_PASSWORD === DEV_ADMIN.password) {
      ctx.addIssue({ code: 'custom', path: ['ADMIN_PASSWORD'], message: 'is the development default written in the repository; set a password of your own in production' });
    }
    if (env.SEED_DEMO) {
      for (const name of ['DEMO_USER_EMAIL', 'DEMO_USER_PASSWORD'] as const) {
        if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'is required in production when SEED_DEMO=true' });
      }
    }
  })
  .transform((env) => ({
    ...env,
    ADMIN_EMAIL: env.ADMIN_EMAIL ?? DEV_ADMIN.email,
    ADMIN_PASSWORD: env.ADMIN_PASSWORD ?? DEV_ADMIN.password,
    ADMIN_NAME: env.ADMIN_NAME ?? DEV_ADMIN.name,
    DEMO_USER_EMAIL: env.DEMO_USER_EMAIL ?? DEV_DEMO_USER.email,
    DEMO_USER_PASSWORD: env.DEMO_USER_PASSWORD ?? DEV_DEMO_USER.password,
  }));

export type IdentityConfig = z.infer<typeof configSchema>;
