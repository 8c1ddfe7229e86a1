import { envPort, serviceEnvSchema } from '@liquify/config';
import { z } from 'zod';

export const configSchema = serviceEnvSchema.extend({
  PORT: envPort(3005),
});

export type StoresConfig = z.infer<typeof configSchema>;
