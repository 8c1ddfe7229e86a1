import { envHmacSecret, envPort, serviceEnvSchema } from '@liquify/config';
import { SNIPPET_DEFAULT_STALE_SECONDS, SNIPPET_MAX_CACHE_SECONDS } from '@liquify/contracts';
import { z } from 'zod';

export const configSchema = serviceEnvSchema.extend({
  PORT: envPort(3004),
  /** Derives each module's snippet link (HMAC key); only library holds it. */
  SNIPPET_LINK_SECRET: envHmacSecret(),
  /**
   * The secret links were derived with before SNIPPET_LINK_SECRET changed (until issue 22 item 3: JWT_SECRET): the
   * dialog keeps showing the same link for them. Without it, those links keep serving but the dialog shows a new one.
   */
  SNIPPET_LINK_PREVIOUS_SECRET: envHmacSecret().optional(),
  /** Where browsers reach the product (the gateway): the base of the snippet URLs. Default: the request's own host. */
  PUBLIC_URL: z
    .url()
    .optional()
    .transform((v) => (v ? v.replace(/\/+$/, '') : undefined)),
  /** Shared caching allowed downstream (CDN, browser) for a snippet: up to 15 minutes (doc 2 §9); tests shorten it. */
  SNIPPET_CACHE_SECONDS: z.coerce.number().int().min(0).max(SNIPPET_MAX_CACHE_SECONDS).default(SNIPPET_MAX_CACHE_SECONDS),
  /** How long past that a CDN may serve its copy while it revalidates (stale-while-revalidate); 0 for none. */
  SNIPPET_STALE_SECONDS: z.coerce.number().int().min(0).max(SNIPPET_MAX_CACHE_SECONDS).default(SNIPPET_DEFAULT_STALE_SECONDS),
  /** How often counted snippet loads move from Redis to MongoDB. */
  USAGE_FLUSH_MS: z.coerce.number().int().min(50).max(600_000).default(5000),
  /**
   * How long a plan-dependent request (an add, a restore, the quota check) of a user the library has not heard
   * of yet waits for identity's sign-up event before answering 503 "try again".
   */
  ACCOUNT_WAIT_MS: z.coerce.number().int().min(0).max(30_000).default(3000),
  /** Memory for snippets kept rendered in this process, in MiB. */
  SNIPPET_CACHE_MB: z.coerce.number().int().min(1).max(4096).default(128),
});
export type LibraryConfig = z.infer<typeof configSchema>;

