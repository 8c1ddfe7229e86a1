import { api, registerUser } from '../support';
import { direct, expectEnvelope, withinASecond } from './identity-helpers';

const SESSION_ENDED = 'Session ended, please sign in again';

/** Signs `email` in again: another device, another session. */
async function signIn(email: string, password: string): Promise<string> {
  const res = await api('/api/auth/login', { body: { email, password } });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${res.text}`);
  return res.body.data.token;
}

/**
 * Issue 21 item 7: signing out ended nothing on the server (a copied token stayed valid for 7 days).
 * POST /api/auth/logout ends the token's session everywhere within a second; POST /api/auth/logout-all
 * ("Sign out of all devices") ends every session of the user.
 */
describe('signing out on the server (e2e)', () => {
  it('POST /api/auth/logout refuses the token within a second, through the gateway and in each service; the other sessions keep working', async () => {
    const user = await registerUser();
    const phone = await signIn(user.email, user.password);
    // Both sessions have been seen (and /api/auth/me kept by the gateway's edge cache).
    for (const token of [user.token, phone, user.token]) expect((await api('/api/auth/me', { token })).status).toBe(200);
    expect((await direct('billing', '/api/plans/user/current', { token: user.token })).status).toBe(200);

    const out = await api('/api/auth/logout', { method: 'POST', token: user.token });
    expect({ status: out.status, body: out.body }).toEqual({ status: 200, body: { success: true, message: 'Signed out' } });

    expectEnvelope(await withinASecond(401, () => api('/api/auth/me', { token: user.token })), 401, SESSION_ENDED);
    expectEnvelope(await api('/api/plans/user/current', { token: user.token }), 401);
    expect((await withinASecond(401, () => direct('billing', '/api/plans/user/current', { token: user.token }))).status).toBe(401);
    expect((await withinASecond(401, () => direct('identity', '/api/auth/me', { token: user.token }))).status).toBe(401);
    // Signing out again with the ended token is refused too.
    expectEnvelope(await api('/api/auth/logout', { method: 'POST', token: user.token }), 401, SESSION_ENDED);

    expect((await api('/api/auth/me', { token: phone })).status).toBe(200);
    const again = await signIn(user.email, user.password);
    expect((await api('/api/auth/me', { token: again })).status).toBe(200);
  });

  it('POST /api/auth/logout-all ends every session of the user, the asking one included; a new sign-in works', async () => {
    const user = await registerUser();
    const laptop = await signIn(user.email, user.password);
    const phone = await signIn(user.email, user.password);
    for (const token of [user.token, laptop, phone]) expect((await api('/api/auth/me', { token })).status).toBe(200);

    const out = await api('/api/auth/logout-all', { method: 'POST', token: laptop });
    expect({ status: out.status, body: out.body }).toEqual({ status: 200, body: { success: true, message: 'Signed out of all devices' } });

    for (const token of [laptop, user.token, phone]) {
      expectEnvelope(await withinASecond(401, () => api('/api/auth/me', { token })), 401, SESSION_ENDED);
      expect((await withinASecond(401, () => direct('billing', '/api/plans/user/current', { token }))).status).toBe(401);
    }
    const fresh = await signIn(user.email, user.password);
    expect((await api('/api/auth/me', { token: fresh })).status).toBe(200);
    expect((await api('/api/plans/user/current', { token: fresh })).status).toBe(200);
  });

  it('signing out one session leaves a later sign-out everywhere and a password change working as before', async () => {
    const user = await registerUser();
    const other = await signIn(user.email, user.password);
    const third = await signIn(user.email, user.password);
    expect((await api('/api/auth/logout', { method: 'POST', token: third })).status).toBe(200);
    // The password change keeps the session that asked and signs out the others.
    const changed = await api('/api/auth/change-password', { token: user.token, body: { currentPassword: user.password, newPassword: 'An0ther-passw0rd' } });
    expect(changed.status).toBe(200);
    expectEnvelope(await withinASecond(401, () => api('/api/auth/me', { token: other })), 401, SESSION_ENDED);
    expectEnvelope(await api('/api/auth/me', { token: third }), 401, SESSION_ENDED);
    expect((await api('/api/auth/me', { token: user.token })).status).toBe(200);
  });

  it('anonymous callers get 401', async () => {
    expectEnvelope(await api('/api/auth/logout', { method: 'POST' }), 401);
    expectEnvelope(await api('/api/auth/logout-all', { method: 'POST' }), 401);
  });
});
