import { createHmac, createPrivateKey, createPublicKey, generateKeyPairSync } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { api, loginAs } from '../support';
import { direct, expectEnvelope } from './identity-helpers';

/**
 * Issue 22 item 3: identity signs access tokens with its private key (ES256, kid in the header); every other
 * process is started with the public key set only (scripts/stack/env.mjs scopedEnv) and verifies them with it.
 */
describe('asymmetric access tokens (e2e)', () => {
  const kid = () => {
    const value = process.env.E2E_JWT_KEY_ID;
    if (!value) throw new Error('E2E_JWT_KEY_ID is not set');
    return value;
  };
  const header = (token: string) => JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString()) as { alg: string; kid: string };
  /** One admin route per process, straight to its port (no gateway in between). */
  const ADMIN_ROUTES = [
    ['identity', '/api/users'],
    ['catalogue', '/api/admin/modules'],
    ['billing', '/api/admin/plans'],
    ['library', '/api/admin/library/stats'],
    ['support', '/api/admin/support/stats'],
  ] as const;

  it("signs ES256 under identity's kid, and every process accepts the token with the public keys alone", async () => {
    const admin = await loginAs('admin');
    expect(header(admin.token)).toMatchObject({ alg: 'ES256', kid: kid() });
    for (const [service, path] of ADMIN_ROUTES) {
      expect({ service, status: (await direct(service, path, { token: admin.token })).status }).toEqual({ service, status: 200 });
    }
    expect((await direct('stores', '/api/stores', { token: admin.token })).status).toBe(200);
    expect((await api('/api/admin/plans', { token: admin.token })).status).toBe(200);
  });

  it('refuses (401) a token of another key under the same kid, an unknown kid, and HS256 under the former shared secret or the public keys', async () => {
    const admin = await loginAs('admin');
    const claims = { sub: admin.user.id ?? admin.user._id, email: admin.user.email, role: 'admin', name: admin.user.name, ep: Date.now(), sid: 'forged-session' };
    const options = { algorithm: 'ES256' as const, issuer: 'liquify-identity', audience: 'liquify', expiresIn: 300 };
    const otherKey = generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey;
    const hs256 = (secret: string) => {
      const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
      const now = Math.floor(Date.now() / 1000);
      const body = `${b64({ alg: 'HS256', typ: 'JWT', kid: kid() })}.${b64({ ...claims, iat: now, exp: now + 300, iss: 'liquify-identity', aud: 'liquify' })}`;
      return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
    };
    const forged = [
      jwt.sign(claims, otherKey, { ...options, keyid: kid() }),
      jwt.sign(claims, otherKey, { ...options, keyid: 'not-a-known-kid' }),
      hs256(String(process.env.E2E_JWT_PUBLIC_KEYS)),
      hs256('liquify-dev-jwt-secret-0f3c9a7e51b24d86-not-for-production'),
    ];
    // The same claims signed with identity's own key pass: the refusals are about the key alone.
    const genuine = jwt.sign(claims, createPrivateKey(String(process.env.E2E_JWT_PRIVATE_KEY)), { ...options, keyid: kid() });
    expect((await direct('billing', '/api/admin/plans', { token: genuine })).status).toBe(200);
    for (const token of forged) {
      expectEnvelope(await api('/api/admin/plans', { token }), 401);
      for (const [service, path] of ADMIN_ROUTES) {
        expect({ service, status: (await direct(service, path, { token })).status }).toEqual({ service, status: 401 });
      }
      expect((await direct('stores', '/api/stores', { token })).status).toBe(401);
    }
  });

  it('publishes the public key set at GET /api/auth/jwks (no private part), and a token verifies with it alone', async () => {
    const res = await api('/api/auth/jwks');
    expect(res.status).toBe(200);
    expect(res.body).toEqual(JSON.parse(String(process.env.E2E_JWT_PUBLIC_KEYS)));
    expect(JSON.stringify(res.body)).not.toMatch(/"d"/);
    const admin = await loginAs('admin');
    const jwk = (res.body.keys as Array<{ kid: string }>).find((k) => k.kid === header(admin.token).kid);
    expect(jwk).toBeDefined();
    const verified = jwt.verify(admin.token, createPublicKey({ key: jwk as never, format: 'jwk' }), { algorithms: ['ES256'], issuer: 'liquify-identity', audience: 'liquify' });
    expect(verified).toMatchObject({ email: admin.user.email, role: 'admin' });
  });
});
