import { baseEnvSchema, envBoolean, envList, envPort, jwtEnvSchema } from '@liquify/config';
import { z } from 'zod';

const optionalUrl = z.url().optional();

export const gatewayConfigSchema = baseEnvSchema.extend(jwtEnvSchema.shape).extend({
  PORT: envPort(8080),
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must be a redis:// URL'),
  REDIS_KEY_PREFIX: z.string().default(''),
  IDENTITY_URL: optionalUrl,
  CATALOGUE_URL: optionalUrl,
  BILLING_URL: optionalUrl,
  LIBRARY_URL: optionalUrl,
  STORES_URL: optionalUrl,
  SUPPORT_URL: optionalUrl,
  CORS_ORIGINS: envList(),
  /** Folder holding shell/ and the remotes, each with a dist/ build. */
  FRONTENDS_DIR: z.string().optional(),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).max(50 * 1024 * 1024).default(1024 * 1024),
  /** Requests per window per client IP on the sign-in and registration routes. */
  RATE_LIMIT_LOGIN: z.coerce.number().int().min(1).default(20),
  RATE_LIMIT_REGISTER: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).default(60_000),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
  /** Repeat the answers services mark repeatable (x-liquify-edge-tag), invalidated by their Redis bumps. */
  EDGE_CACHE: envBoolean(true),
  EDGE_CACHE_MAX_MB: z.coerce.number().int().min(1).max(4096).default(64),
});
export type GatewayConfig = z.infer<typeof gatewayConfigSchema>;

export type ServiceName = 'identity' | 'catalogue' | 'billing' | 'library' | 'stores' | 'support';
export function serviceUrls(config: GatewayConfig): Record<ServiceName, string | undefined> {
  return {
    identity: config.IDENTITY_URL,
    catalogue: config.CATALOGUE_URL,
    billing: config.BILLING_URL,
    library: config.LIBRARY_URL,
    stores: config.STORES_URL,
    support: config.SUPPORT_URL,
  };
}
