import { envPort, serviceEnvSchema } from '@liquify/config';
import { SNIPPET_MAX_CACHE_SECONDS } from '@liquify/contracts';
import { z } from 'zod';

export const configSchema = serviceEnvSchema.extend({
  PORT: envPort(3004),
  /** Where browsers reach the product (the gateway): the base of the snippet URLs. Default: the request's own host. */
  PUBLIC_URL: z
    .url()
    .optional()
    .transform((v) => (v ? v.replace(/\/+$/, '') : undefined)),
  /** Shared caching allowed downstream (CDN, browser) for a snippet: up to 15 minutes (doc 2 §9); tests shorten it. */
  SNIPPET_CACHE_SECONDS: z.coerce.number().int().min(0).max(SNIPPET_MAX_CACHE_SECONDS).default(SNIPPET_MAX_CACHE_SECONDS),
  /** How often counted snippet loads move from Redis to MongoDB. */
  USAGE_FLUSH_MS: z.coerce.number().int().min(50).max(600_000).default(5000),
  /** Memory for snippets kept rendered in this process, in MiB. */
  SNIPPET_CACHE_MB: z.coerce.number().int().min(1).max(4096).default(128),
});
export type LibraryConfig = z.infer<typeof configSchema>;

export const CONFIG = Symbol('LIBRARY_CONFIG');
