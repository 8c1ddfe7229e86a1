import { envBoolean, envPort, serviceEnvSchema } from '@liquify/config';
import { z } from 'zod';

export const configSchema = serviceEnvSchema.extend({
  PORT: envPort(3006),
  /** Seed the 15 FAQ entries of doc 3 §9 at startup when the FAQ is empty (default on). */
  SEED_FAQ: envBoolean(true),
});

export type SupportConfig = z.infer<typeof configSchema>;
