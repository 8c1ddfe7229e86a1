import { testInfra, uniqueName } from '@liquify/testing';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { gatewayConfigSchema } from '../src/config';
import { DEFAULT_CONTENT_SECURITY_POLICY } from '../src/security-headers';
import { fakeFrontends, startGateway } from './start-gateway';
import { JWT_PUBLIC_KEYS } from './token-keys';

/**
 * What a security review of the edge asks for: security headers on every answer, HSTS over TLS only,
 * no source maps in production, X-Forwarded-For believed only from configured proxies, and CORS
 * preflights that allow every method the API uses.
 */
// Several tests start their own gateway (seconds each on a busy machine).
jest.setTimeout(30_000);
let redisUrl: string;
let frontends: string;
const apps: NestFastifyApplication[] = [];

async function gateway(env: Record<string, string> = {}) {
  const app = await startGateway({
    JWT_PUBLIC_KEYS,
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: `${uniqueName('gw-hard')}:`,
    CORS_ORIGINS: 'https://app.example.com',
    FRONTENDS_DIR: frontends,
    RATE_LIMIT_LOGIN: '2',
    ...env,
  });
  apps.push(app);
  const fastify = app.getHttpAdapter().getInstance();
  return (opts: { method?: string; url: string; headers?: Record<string, string>; remoteAddress?: string; payload?: string }) =>
    fastify.inject({ method: (opts.method ?? 'GET') as 'GET', url: opts.url, headers: opts.headers, remoteAddress: opts.remoteAddress, payload: opts.payload });
}

beforeAll(async () => {
  redisUrl = (await testInfra(['redis'])).redisUrl;
  frontends = fakeFrontends({
    'shell/dist/index.html': '<!doctype html><title>shell</title>',
    'shell/dist/main.0123abcd.js': 'console.log(1)',
    'shell/dist/main.0123abcd.js.map': '{"sourcesContent":["secret source"]}',
    'landing/dist/remoteEntry.js': 'console.log(2)',
    'landing/dist/12.89abcdef.js.map': '{"sourcesContent":["secret source"]}',
  });
}, 60_000);

afterAll(async () => {
  for (const app of apps) await app.close();
});

describe('security headers', () => {
  let inject: Awaited<ReturnType<typeof gateway>>;
  beforeAll(async () => {
    inject = await gateway();
  });

  it.each([
    ['the app HTML', '/'],
    ['a client-side route', '/dashboard/library'],
    ['an asset', '/main.0123abcd.js'],
    ['the API reference', '/api/docs/'],
    ['the OpenAPI document', '/api/docs/openapi.json'],
    ['an API error answer', '/api/auth/me'],
    ['an unknown API path', '/api/nothing'],
  ])('%s (%s) carries CSP, nosniff, frame protection and a referrer policy', async (_what, url) => {
    const res = await inject({ url });
    expect(res.headers['content-security-policy']).toBe(DEFAULT_CONTENT_SECURITY_POLICY);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it("the CSP lets the shell load its remotes and chunks from this origin and forbids framing and inline script", () => {
    const directives = Object.fromEntries(DEFAULT_CONTENT_SECURITY_POLICY.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));
    expect(directives['script-src']).toEqual(["'self'"]);
    expect(directives['connect-src']).toEqual(["'self'"]);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(directives['object-src']).toEqual(["'none'"]);
  });

  it('sends no HSTS over plain HTTP, nor for a forged X-Forwarded-Proto from an untrusted peer', async () => {
    expect((await inject({ url: '/' })).headers['strict-transport-security']).toBeUndefined();
    expect((await inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } })).headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS when a trusted proxy says the request came over TLS, with the configured max-age', async () => {
    const behindTls = await gateway({ TRUST_PROXY: '127.0.0.1', HSTS_MAX_AGE_SECONDS: '31536000', HSTS_INCLUDE_SUBDOMAINS: 'true' });
    const res = await behindTls({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const off = await gateway({ TRUST_PROXY: '127.0.0.1', HSTS_MAX_AGE_SECONDS: '0' });
    expect((await off({ url: '/', headers: { 'x-forwarded-proto': 'https' } })).headers['strict-transport-security']).toBeUndefined();
  });
});

describe('source maps', () => {
  it('are not served in production (shell and remotes), while the bundles still are', async () => {
    const inject = await gateway({ NODE_ENV: 'production' });
    expect((await inject({ url: '/main.0123abcd.js' })).statusCode).toBe(200);
    const shellMap = await inject({ url: '/main.0123abcd.js.map' });
    expect(shellMap.statusCode).toBe(404);
    expect(shellMap.body).not.toContain('secret source');
    const remoteMap = await inject({ url: '/remotes/landing/12.89abcdef.js.map' });
    expect(remoteMap.statusCode).toBe(404);
    expect(remoteMap.body).not.toContain('secret source');
  });

  it('are served in development', async () => {
    const inject = await gateway({ NODE_ENV: 'development' });
    expect((await inject({ url: '/main.0123abcd.js.map' })).statusCode).toBe(200);
  });
});

describe('trusted proxies', () => {
  const login = (inject: Awaited<ReturnType<typeof gateway>>, from: string, forwardedFor?: string) =>
    inject({ method: 'POST', url: '/api/auth/login', remoteAddress: from, headers: { 'content-type': 'application/json', ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) }, payload: '{}' });

  it('behind a configured proxy, each client has its own sign-in bucket (the 3rd attempt of one client is limited, not everyone)', async () => {
    const inject = await gateway({ TRUST_PROXY: '10.0.0.0/8' });
    const ingress = '10.1.2.3';
    expect((await login(inject, ingress, '203.0.113.1')).statusCode).toBe(503);
    expect((await login(inject, ingress, '203.0.113.1')).statusCode).toBe(503);
    expect((await login(inject, ingress, '203.0.113.1')).statusCode).toBe(429);
    // Another client behind the same ingress is not limited.
    expect((await login(inject, ingress, '203.0.113.2')).statusCode).toBe(503);
  });

  it("ignores an untrusted peer's X-Forwarded-For: a client cannot pick a fresh address to dodge the limit", async () => {
    const inject = await gateway({ TRUST_PROXY: '10.0.0.0/8' });
    const attacker = '198.51.100.7';
    expect((await login(inject, attacker, '203.0.113.10')).statusCode).toBe(503);
    expect((await login(inject, attacker, '203.0.113.11')).statusCode).toBe(503);
    expect((await login(inject, attacker, '203.0.113.12')).statusCode).toBe(429);
  });

  it('accepts a hop count, addresses and CIDRs, and refuses anything else at start', () => {
    const parse = (TRUST_PROXY: string) => gatewayConfigSchema.safeParse({ JWT_PUBLIC_KEYS, REDIS_URL: 'redis://x', TRUST_PROXY });
    expect(parse('').data?.TRUST_PROXY).toBe(false);
    expect(parse('1').data?.TRUST_PROXY).toBe(1);
    expect(parse('10.0.0.0/8, 192.168.1.5,fd00::/8,loopback').data?.TRUST_PROXY).toEqual(['10.0.0.0/8', '192.168.1.5', 'fd00::/8', 'loopback']);
    expect(parse('10.0.0.0/33').success).toBe(false);
    expect(parse('ingress.local').success).toBe(false);
  });
});

describe('CORS', () => {
  let inject: Awaited<ReturnType<typeof gateway>>;
  beforeAll(async () => {
    inject = await gateway();
  });

  it.each(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'])('a preflight for %s from an allowed origin is allowed', async (method) => {
    const res = await inject({
      method: 'OPTIONS',
      url: '/api/stores/abc',
      headers: { origin: 'https://app.example.com', 'access-control-request-method': method, 'access-control-request-headers': 'authorization,content-type' },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('https://app.example.com');
    expect(String(res.headers['access-control-allow-methods']).split(/,\s*/)).toContain(method);
  });

  it('a preflight from another origin gets no allow-origin', async () => {
    const res = await inject({ method: 'OPTIONS', url: '/api/stores/abc', headers: { origin: 'https://evil.example', 'access-control-request-method': 'DELETE' } });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});
