import jwt from 'jsonwebtoken';
import { api, loginAs } from '../support';
import { direct, expectEnvelope } from './identity-helpers';

/**
 * Issue 21 item 8: a token without `exp` would never end. Even signed with identity's own private key (what a
 * leaked key would allow), the gateway and the services refuse it; the same claims with an
 * expiry are accepted, so the refusal is about the missing expiry alone.
 */
describe('tokens without an expiry (e2e)', () => {
  const sign = (claims: Record<string, unknown>, expiresIn?: number) => {
    const privateKey = process.env.E2E_JWT_PRIVATE_KEY;
    const keyid = process.env.E2E_JWT_KEY_ID;
    if (!privateKey || !keyid) throw new Error('E2E_JWT_PRIVATE_KEY or E2E_JWT_KEY_ID is not set');
    return jwt.sign(claims, privateKey, { algorithm: 'ES256', keyid, issuer: 'liquify-identity', audience: 'liquify', ...(expiresIn ? { expiresIn } : {}) });
  };

  it('refuses a well-signed admin token without exp (401), through the gateway and on a service port', async () => {
    const admin = await loginAs('admin');
    const claims = { sub: admin.user.id ?? admin.user._id, email: admin.user.email, role: 'admin', name: admin.user.name, ep: Date.now(), sid: 'no-expiry-session' };
    const bounded = sign(claims, 300);
    expect((await api('/api/admin/plans', { token: bounded })).status).toBe(200);

    const forever = sign(claims);
    expectEnvelope(await api('/api/admin/plans', { token: forever }), 401);
    expectEnvelope(await api('/api/auth/me', { token: forever }), 401);
    expect((await direct('billing', '/api/admin/plans', { token: forever })).status).toBe(401);
  });
});
