import { baseEnvSchema, envBoolean, envList, envPort, jwtEnvSchema } from '@liquify/config';
import { isIP } from 'node:net';
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
  /**
   * Which peers may tell the client's address in X-Forwarded-For (and the scheme in X-Forwarded-Proto):
   * empty (default) trusts none, so the gateway is the edge and rate limits key on the connecting peer;
   * a number trusts that many hops (e.g. 1 behind one ingress); otherwise a comma-separated list of
   * addresses and CIDRs (or proxy-addr's names loopback, linklocal, uniquelocal) of the proxies in front.
   */
  TRUST_PROXY: z
    .string()
    .default('')
    .transform((raw, ctx): false | number | string[] => {
      const value = raw.trim();
      if (value === '' || value === 'false' || value === '0') return false;
      if (/^\d+$/.test(value)) return Number(value);
      const entries = value.split(',').map((e) => e.trim()).filter(Boolean);
      const bad = entries.filter((e) => !isTrustedProxyEntry(e));
      if (bad.length) ctx.addIssue({ code: 'custom', message: `not an address, CIDR or hop count: ${bad.join(', ')}` });
      return entries;
    }),
  /**
   * Strict-Transport-Security max-age, sent only on requests that arrived over HTTPS (directly or, from a
   * trusted proxy, with X-Forwarded-Proto: https); 0 turns HSTS off.
   */
  HSTS_MAX_AGE_SECONDS: z.coerce.number().int().min(0).default(15_552_000),
  HSTS_INCLUDE_SUBDOMAINS: envBoolean(false),
  /** Replaces the whole Content-Security-Policy (security-headers.ts has the default the front ends work under). */
  CONTENT_SECURITY_POLICY: z.string().optional(),
  /** Source maps of the front ends (*.map) are served outside production only, unless this says otherwise. */
  SERVE_SOURCE_MAPS: z.enum(['true', 'false']).optional(),
  /** Folder holding shell/ and the remotes, each with a dist/ build. */
  FRONTENDS_DIR: z.string().optional(),
  /**
   * Rolling updates: a folder shared by every gateway replica and kept across releases (a volume, a synced
   * object-storage path). Each gateway adds its build's content-hashed files at start and serves a hashed file
   * its build lacks from there, so pages of the previous or next release find their chunks mid-deploy.
   */
  FRONTENDS_ASSETS_DIR: z.string().optional(),
  /** Days a release's hashed files stay in FRONTENDS_ASSETS_DIR after the last gateway serving it started. */
  FRONTENDS_ASSETS_KEEP_DAYS: z.coerce.number().int().min(1).max(365).default(14),
  /** The previous release's front ends (FRONTENDS_DIR's layout, e.g. kept in the image): hashed files it lacks come from there. */
  FRONTENDS_PREVIOUS_DIR: z.string().optional(),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).max(50 * 1024 * 1024).default(1024 * 1024),
  /** Requests per window per client IP on the sign-in and registration routes. */
  RATE_LIMIT_LOGIN: z.coerce.number().int().min(1).default(20),
  RATE_LIMIT_REGISTER: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).default(60_000),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
  /** GET /api/admin/stats/dashboard and /api/admin/search: how long each service may take before its parts are reported missing. */
  DASHBOARD_DEADLINE_MS: z.coerce.number().int().min(100).default(3_000),
  /** Repeat the answers services mark repeatable (x-liquify-edge-tag), invalidated by their Redis bumps. */
  EDGE_CACHE: envBoolean(true),
  EDGE_CACHE_MAX_MB: z.coerce.number().int().min(1).max(4096).default(64),
});
function isTrustedProxyEntry(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (bits === undefined) return true;
  return /^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

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

/** Whether the front ends' source maps are served: SERVE_SOURCE_MAPS when set, else everywhere but production. */
export const servesSourceMaps = (config: Pick<GatewayConfig, 'SERVE_SOURCE_MAPS' | 'NODE_ENV'>) =>
  config.SERVE_SOURCE_MAPS === undefined ? config.NODE_ENV !== 'production' : config.SERVE_SOURCE_MAPS === 'true';
