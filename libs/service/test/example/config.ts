import { envBoolean, envPort, serviceEnvSchema } from '@liquify/config';
import { z } from 'zod';

export const configSchema = serviceEnvSchema.extend({
  PORT: envPort(3099),
  /** Seed the welcome note on start. */
  SEED_NOTES: envBoolean(true),
});
export type NotesConfig = z.infer<typeof configSchema>;
