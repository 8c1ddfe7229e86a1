import { envBoolean, envPort, serviceEnvSchema } from '@liquify/config';
import { z } from 'zod';

export const configSchema = serviceEnvSchema.extend({
  PORT: envPort(3006),
  /** Seed the 15 FAQ entries of doc 3 §9 at startup when the FAQ is empty (default on). */
  SEED_FAQ: envBoolean(true),
  /** The support e-mail customers see until an admin sets another on /admin/settings. */
  SUPPORT_EMAIL: z.string().trim().toLowerCase().pipe(z.email()).default('support@liquify.app'),
});

export type SupportConfig = z.infer<typeof configSchema>;
