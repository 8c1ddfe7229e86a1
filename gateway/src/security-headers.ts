import type { FastifyInstance } from 'fastify';
import { GatewayConfig } from './config';

/**
 * The policy the front ends work under: the shell and its module-federation remotes load their scripts,
 * chunks, manifests and styles from this origin only (/, /remotes/<name>/); no inline or evaluated script.
 * Styles allow inline ones: index.html's loading spinner and the style attributes of components.
 * Images may come from any HTTPS host (thumbnails an admin links) and data: URIs (the API reference's icons).
 * Nobody may frame the site (clickjacking).
 */
export const DEFAULT_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self'",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** The headers every answer carries (app HTML, assets, /api/docs, API answers, errors). */
export function securityHeaders(config: Pick<GatewayConfig, 'CONTENT_SECURITY_POLICY'>): Record<string, string> {
  return {
    'content-security-policy': config.CONTENT_SECURITY_POLICY ?? DEFAULT_CONTENT_SECURITY_POLICY,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-opener-policy': 'same-origin',
  };
}

/** Whether a Content-Security-Policy value names who may frame the document (`frame-ancestors`). */
export function namesFrameAncestors(csp: string | readonly string[] | number | undefined): boolean {
  const values = Array.isArray(csp) ? csp : csp === undefined ? [] : [String(csp)];
  return values.some((value) => String(value).split(';').some((directive) => directive.trim().toLowerCase().startsWith('frame-ancestors')));
}

/**
 * The always-sent headers an answer lacks, given its own headers (`own(name)`, lower-case name). A header the
 * answer set itself is kept. An answer whose own policy names its `frame-ancestors` decided who may frame it
 * (the remote snippet's frame: any store), so the site-wide `X-Frame-Options: DENY` is not added to it: browsers
 * would obey DENY over the policy.
 */
export function missingSecurityHeaders(always: Record<string, string>, own: (name: string) => string | readonly string[] | number | undefined): [string, string][] {
  const framedByChoice = namesFrameAncestors(own('content-security-policy'));
  return Object.entries(always).filter(([name]) => own(name) === undefined && !(framedByChoice && name === 'x-frame-options'));
}

/** Strict-Transport-Security for answers to HTTPS requests, or undefined when HSTS is off. */
export function hstsHeader(config: Pick<GatewayConfig, 'HSTS_MAX_AGE_SECONDS' | 'HSTS_INCLUDE_SUBDOMAINS'>): string | undefined {
  if (config.HSTS_MAX_AGE_SECONDS <= 0) return undefined;
  return `max-age=${config.HSTS_MAX_AGE_SECONDS}${config.HSTS_INCLUDE_SUBDOMAINS ? '; includeSubDomains' : ''}`;
}

/**
 * Adds the security headers to every answer; registered before anything else so the docs, the front ends
 * and the error handlers all send them (the edge cache's front door sends the same ones itself, edge-lane.ts).
 * Over HTTPS (as the trusted proxy settings see it) HSTS too. A header a service set itself is kept
 * (missingSecurityHeaders).
 */
export function registerSecurityHeaders(fastify: FastifyInstance, config: GatewayConfig) {
  const headers = securityHeaders(config);
  const hsts = hstsHeader(config);
  fastify.addHook('onSend', (request, reply, payload, done) => {
    for (const [name, value] of missingSecurityHeaders(headers, (n) => reply.getHeader(n))) reply.header(name, value);
    if (hsts && request.protocol === 'https') reply.header('strict-transport-security', hsts);
    done(null, payload);
  });
}
