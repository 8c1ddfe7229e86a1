import { createHmac, createPublicKey } from 'node:crypto';
import { signAccessToken } from '@liquify/auth';
import jwt from 'jsonwebtoken';
import { testInfra, uniqueName } from '@liquify/testing';
import { HealthRegistry } from '@liquify/http';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createServer, IncomingMessage, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { fakeFrontends, startGateway } from './start-gateway';
import { FORGER, JWT_PUBLIC_KEYS, PREVIOUS, SIGNING, STRANGER } from './token-keys';

/**
 * The gateway against real components: real Redis for rate limits, a real HTTP server standing in for the
 * identity service (it records what reaches it), a real (unreachable) port for a service that is down.
 */
interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

const admin = signAccessToken({ id: 'a'.repeat(24), email: 'admin@x.io', role: 'admin', name: 'Admin' }, SIGNING, '1h');
const user = signAccessToken({ id: 'b'.repeat(24), email: 'user@x.io', role: 'user', name: 'User' }, SIGNING, '1h');

let upstream: Server;
let seen: Seen[] = [];
let app: NestFastifyApplication;
let frontends: string;

async function startUpstream(): Promise<string> {
  upstream = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      seen.push({ method: req.method!, url: req.url!, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(req.url?.startsWith('/api/users/') ? 404 : 200, { 'content-type': 'application/json', 'x-upstream': 'identity', connection: 'keep-alive' });
      res.end(JSON.stringify({ success: true, data: { echoed: req.url } }));
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
}

function inject(opts: { method?: string; url: string; headers?: Record<string, string>; payload?: string | Buffer }) {
  return app.getHttpAdapter().getInstance().inject({ method: (opts.method ?? 'GET') as 'GET', url: opts.url, headers: opts.headers, payload: opts.payload });
}

beforeAll(async () => {
  const infra = await testInfra(['redis']);
  const identityUrl = await startUpstream();
  frontends = fakeFrontends({
    'shell/dist/index.html': '<!doctype html><title>shell</title>',
    'shell/dist/main.0123abcd.js': 'console.log(1)',
    'landing/dist/mf-manifest.json': '{"id":"landing"}',
  });
  app = await startGateway({
    JWT_PUBLIC_KEYS,
    REDIS_URL: infra.redisUrl,
    REDIS_KEY_PREFIX: `${uniqueName('gw')}:`,
    IDENTITY_URL: identityUrl,
    // Nothing listens on port 9: a configured service that is down.
    STORES_URL: 'http://127.0.0.1:9',
    CORS_ORIGINS: 'http://localhost:8080',
    FRONTENDS_DIR: frontends,
    BODY_LIMIT_BYTES: '2048',
    RATE_LIMIT_LOGIN: '3',
    RATE_LIMIT_REGISTER: '2',
  });
}, 60_000);

afterAll(async () => {
  await app?.close();
  await new Promise((resolve) => upstream?.close(resolve));
});

beforeEach(() => {
  seen = [];
});

describe('forwarding', () => {
  it('forwards method, path, query, raw body and authorization unchanged, and returns the service answer', async () => {
    const body = '{"currentPassword":"a","newPassword":"abcdefgh"}';
    const res = await inject({ method: 'POST', url: '/api/auth/change-password?x=1&y=%20z', headers: { authorization: `Bearer ${user}`, 'content-type': 'application/json', 'x-request-id': 'req-123' }, payload: body });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-upstream']).toBe('identity');
    expect(res.headers['x-request-id']).toBe('req-123');
    expect(res.json()).toEqual({ success: true, data: { echoed: '/api/auth/change-password?x=1&y=%20z' } });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/api/auth/change-password?x=1&y=%20z', body });
    expect(seen[0].headers.authorization).toBe(`Bearer ${user}`);
    expect(seen[0].headers['x-request-id']).toBe('req-123');
  });

  it('keeps a malformed JSON body as bytes for the service to judge (the gateway never parses it)', async () => {
    const res = await inject({ method: 'POST', url: '/api/auth/register', headers: { 'content-type': 'application/json' }, payload: '{bad json' });
    expect(res.statusCode).toBe(200);
    expect(seen[0].body).toBe('{bad json');
  });

  it('passes the service status through (404 from the service stays 404)', async () => {
    const res = await inject({ url: `/api/users/${'c'.repeat(24)}`, headers: { authorization: `Bearer ${user}` } });
    expect(res.statusCode).toBe(404);
  });

  it('makes up a request id when the caller gives none', async () => {
    const res = await inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${user}` } });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(seen[0].headers['x-request-id']).toBe(res.headers['x-request-id']);
  });
});

describe('JWT at the edge', () => {
  it('answers 401 with the envelope for a signed-in route without a token, and forwards nothing', async () => {
    const res = await inject({ url: '/api/auth/me' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, error: 'Authentication required' });
    expect(seen).toHaveLength(0);
  });

  it('verifies identity\'s ES256 tokens with the public key set alone, the previous kid included during a rotation (issue 22 item 3)', async () => {
    const claims = { id: 'b'.repeat(24), email: 'user@x.io', role: 'user' as const, name: 'User' };
    for (const signing of [SIGNING, PREVIOUS]) {
      const res = await inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${signAccessToken(claims, signing, '1h')}` } });
      expect(res.statusCode).toBe(200);
    }
  });

  it('answers 401 "Invalid token" for an unknown kid, an HS256 token under the former shared secret or under the public key, and no kid', async () => {
    const claims = { sub: 'b'.repeat(24), email: 'u@x.io', role: 'admin', name: 'x', ep: Date.now(), sid: 's1' };
    const hs256 = (secret: string, kid?: string) => {
      const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
      const now = Math.floor(Date.now() / 1000);
      const body = `${b64({ alg: 'HS256', typ: 'JWT', ...(kid ? { kid } : {}) })}.${b64({ ...claims, iat: now, exp: now + 600, iss: 'liquify-identity', aud: 'liquify' })}`;
      return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
    };
    const publicPem = createPublicKey(SIGNING.key).export({ format: 'pem', type: 'spki' }).toString();
    const refused = [
      signAccessToken({ id: 'b'.repeat(24), email: 'u@x.io', role: 'admin', name: 'x' }, STRANGER, '1h'),
      hs256('gateway-int-spec-secret-0123456789abcdef'),
      hs256('gateway-int-spec-secret-0123456789abcdef', SIGNING.kid),
      hs256(publicPem, SIGNING.kid),
      hs256(JWT_PUBLIC_KEYS, SIGNING.kid),
      jwt.sign(claims, SIGNING.key, { algorithm: 'ES256', issuer: 'liquify-identity', audience: 'liquify', expiresIn: 600 }),
    ];
    for (const token of refused) {
      const res = await inject({ url: '/api/users', headers: { authorization: `Bearer ${token}` } });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, error: 'Invalid token' });
    }
    expect(seen).toHaveLength(0);
  });

  it('answers 401 "Invalid token" for a forged token', async () => {
    const forged = signAccessToken({ id: 'b'.repeat(24), email: 'u@x.io', role: 'admin', name: 'x' }, FORGER, '1h');
    const res = await inject({ url: '/api/users', headers: { authorization: `Bearer ${forged}` } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, error: 'Invalid token' });
  });

  it('answers 403 to a user on an admin route and lets an admin through', async () => {
    const denied = await inject({ url: '/api/admin/users/stats/overview', headers: { authorization: `Bearer ${user}` } });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({ success: false, error: 'Admin privileges required' });
    const allowed = await inject({ url: '/api/admin/users/stats/overview', headers: { authorization: `Bearer ${admin}` } });
    expect(allowed.statusCode).toBe(200);
  });

  it('uses the support wording "User not authenticated" for ticket routes', async () => {
    const res = await inject({ url: '/api/support/tickets' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('User not authenticated');
  });
});

describe('services that are not built or not reachable', () => {
  it('answers 503 with the envelope for a documented route of a service not built yet', async () => {
    const res = await inject({ url: '/api/support/faq' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ success: false, error: 'The support service is not available yet.' });
  });

  it('answers 503 when the owning service is down', async () => {
    const res = await inject({ url: '/api/stores', headers: { authorization: `Bearer ${user}` } });
    expect(res.statusCode).toBe(503);
    expect(res.json().error).toBe('The stores service is unavailable. Please try again in a moment.');
  });

  it('answers 404 with the envelope for an undocumented /api path', async () => {
    const res = await inject({ method: 'DELETE', url: '/api/nothing/here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });
});

describe('limits', () => {
  it('rate-limits sign-in per client in Redis and answers 429 with the envelope', async () => {
    const attempt = () => inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: '{}' });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await attempt()).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await attempt();
    expect(limited.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect(limited.json().error).toMatch(/^Too many attempts\. Please try again in \d+ seconds\.$/);
    expect(seen).toHaveLength(3);
  });

  it('ignores X-Forwarded-For at the edge, so a client cannot pick a fresh IP to dodge the limit', async () => {
    const res = await inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9' }, payload: '{}' });
    expect(res.statusCode).toBe(429);
  });

  it('refuses a body over the limit with 413 and the envelope', async () => {
    const res = await inject({ method: 'POST', url: '/api/auth/register', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ name: 'x'.repeat(5000) }) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, error: 'Request body is too large' });
  });

  it("lets a route declare a larger body (an admin's module write) and still refuses beyond it", async () => {
    // The catalogue is not configured here: a body that passed the limit meets the 503 of a missing service.
    const headers = { authorization: `Bearer ${admin}`, 'content-type': 'application/json' };
    const fits = await inject({ method: 'PUT', url: '/api/admin/modules/abc', headers, payload: JSON.stringify({ code: 'x'.repeat(1_500_000) }) });
    expect(fits.statusCode).toBe(503);
    const tooBig = await inject({ method: 'PUT', url: '/api/admin/modules/abc', headers, payload: JSON.stringify({ code: 'x'.repeat(2_200_000) }) });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({ success: false, error: 'Request body is too large' });
  });
});

describe('one origin: docs, health, CORS and the front ends', () => {
  it('serves the OpenAPI 3.1 document listing every documented route', async () => {
    const res = await inject({ url: '/api/docs/openapi.json' });
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/auth/login', '/api/users/{id}', '/api/stores/{id}/modules/{moduleId}']));
    expect(doc.paths['/api/auth/register'].post.requestBody.content['application/json'].schema.properties).toHaveProperty('email');
  });

  it('serves a readable API reference at /api/docs', async () => {
    const res = await inject({ url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
  });

  it('answers /healthz', async () => {
    const res = await inject({ url: '/healthz' });
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('stays ready when a configured service is down (readiness checks Redis only); that service answers 503 for its own routes', async () => {
    const res = await inject({ url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', checks: { redis: { ok: true } } });
    const down = await inject({ url: '/api/stores', headers: { authorization: `Bearer ${user}` } });
    expect(down.statusCode).toBe(503);
    const up = await inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${user}` } });
    expect(up.statusCode).toBe(200);
  });

  it('stays in rotation, degraded, while Redis fails (issue 22 item 6: every replica shares it; failing them all would take the site down)', async () => {
    const registry = app.get(HealthRegistry);
    registry.register({ name: 'redis', check: async () => Promise.reject(new Error('connection lost')) });
    try {
      const res = await inject({ url: '/readyz' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'degraded', checks: { redis: { ok: false, error: 'connection lost' } }, degraded: ['redis'] });
    } finally {
      registry.register({ name: 'redis', check: async () => undefined });
    }
  });

  it('answers Prometheus text on /metrics, not the SPA (issue 22 item 7); not to requests through the ingress', async () => {
    await inject({ url: '/healthz' });
    const res = await inject({ url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.body).toContain('liquify_http_request_duration_seconds_bucket{le="0.005",method="GET",route="/healthz",status_code="200"}');
    expect(res.body).toMatch(/^nodejs_heap_size_used_bytes /m);
    expect(res.body).not.toContain('<!doctype html>');
    expect((await inject({ url: '/metrics', headers: { 'x-forwarded-for': '203.0.113.9' } })).statusCode).toBe(404);
  });

  it('keeps /healthz (liveness) at 200 whatever the services do', async () => {
    expect((await inject({ url: '/healthz' })).statusCode).toBe(200);
  });

  it('allows CORS for a configured origin only', async () => {
    const ok = await inject({ method: 'OPTIONS', url: '/api/auth/login', headers: { origin: 'http://localhost:8080', 'access-control-request-method': 'GET' } });
    expect(ok.headers['access-control-allow-origin']).toBe('http://localhost:8080');
    const other = await inject({ method: 'OPTIONS', url: '/api/auth/login', headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('serves the shell for client-side routes (SPA fallback) and hashed assets with long caching', async () => {
    const page = await inject({ url: '/dashboard/library?type=sections' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>shell</title>');
    expect(page.headers['cache-control']).toBe('no-cache');
    const asset = await inject({ url: '/main.0123abcd.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await inject({ url: '/missing.js' })).statusCode).toBe(404);
  });

  it('serves remotes under /remotes/<name>/ and the runtime config the shell reads', async () => {
    const manifest = await inject({ url: '/remotes/landing/mf-manifest.json' });
    expect(manifest.json()).toEqual({ id: 'landing' });
    const config = await inject({ url: '/app-config.json' });
    expect(config.json().remotes.landing).toBe('/remotes/landing/mf-manifest.json');
  });

  it('never serves files outside the front-end folders', async () => {
    const res = await inject({ url: '/remotes/landing/..%2f..%2fshell%2fdist%2findex.html' });
    expect(res.statusCode).toBe(404);
    const res2 = await inject({ url: '/..%2f..%2fetc%2fpasswd' });
    expect(res2.body).not.toContain('root:');
  });
});
