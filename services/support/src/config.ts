import { envBoolean, envPort, serviceEnvSchema } from '@liquify/config';
import { z } from 'zod';

export const configSchema = serviceEnvSchema.extend({
  PORT: envPort(3006),
  /** How often the trash purge looks for FAQ entries deleted 30 days ago (once across replicas). */
  TRASH_PURGE_INTERVAL_MS: z.coerce.number().int().min(1000).max(86_400_000).default(3_600_000),
  /** Seed the 15 FAQ entries of doc 3 §9 at startup when the FAQ is empty (default on). */
  SEED_FAQ: envBoolean(true),
  /** The support e-mail customers see until an admin sets another on /admin/settings. */
  SUPPORT_EMAIL: z.string().trim().toLowerCase().pipe(z.email()).default('support@liquify.app'),
});

export type SupportConfig = z.infer<typeof configSchema>;
