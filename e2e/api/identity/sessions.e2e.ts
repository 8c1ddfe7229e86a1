import { api, loginAs, registerUser, Session, uniqueEmail } from '../support';
import { direct, expectEnvelope, withinASecond } from './identity-helpers';

/**
 * Every authorization decision follows the user's current role and existence within a second, at the
 * gateway and in each service behind it (each verifies tokens too): issue 9 item 5.
 */

describe('sessions follow the user as they are now (e2e)', () => {
  let admin: Session;

  beforeAll(async () => {
    admin = await loginAs('admin');
  });

  /** A second admin, signed in. */
  async function temporaryAdmin(): Promise<Session & { id: string }> {
    const email = uniqueEmail('temp-admin');
    const created = await api('/api/users', { token: admin.token, body: { email, password: 'secret1', name: 'Temporary Admin', role: 'admin' } });
    expect(created.status).toBe(201);
    const login = await api('/api/auth/login', { body: { email, password: 'secret1' } });
    expect(login.status).toBe(200);
    return { token: login.body.data.token, user: login.body.data.user, email, password: 'secret1', id: created.body.data.id };
  }

  it('takes admin rights away from a demoted admin within a second: POST /api/admin/modules and GET /api/admin/plans answer 403', async () => {
    const demoted = await temporaryAdmin();
    expect((await api('/api/admin/plans', { token: demoted.token })).status).toBe(200);
    expect((await api('/api/admin/modules', { token: demoted.token })).status).toBe(200);
    expect((await api(`/api/users/${demoted.id}/role`, { method: 'PUT', token: admin.token, body: { role: 'user' } })).status).toBe(200);

    expectEnvelope(await withinASecond(403, () => api('/api/admin/modules', { method: 'POST', token: demoted.token, body: {} })), 403, 'Admin privileges required');
    expectEnvelope(await withinASecond(403, () => api('/api/admin/plans', { token: demoted.token })), 403, 'Admin privileges required');
    // The services behind the gateway decide the same way.
    expect((await withinASecond(403, () => direct('catalogue', '/api/admin/modules', { method: 'POST', token: demoted.token, body: {} }))).status).toBe(403);
    expect((await withinASecond(403, () => direct('billing', '/api/admin/plans', { token: demoted.token }))).status).toBe(403);
    // Still signed in, as a user.
    expect((await api('/api/auth/me', { token: demoted.token })).body.data.user.role).toBe('user');
  });

  it('refuses every token of a deleted admin within a second (401), at the gateway and in each service', async () => {
    const deleted = await temporaryAdmin();
    expect((await api(`/api/users/${deleted.id}`, { method: 'DELETE', token: admin.token })).status).toBe(200);

    expectEnvelope(await withinASecond(401, () => api('/api/admin/modules', { method: 'POST', token: deleted.token, body: {} })), 401);
    expectEnvelope(await withinASecond(401, () => api('/api/admin/plans', { token: deleted.token })), 401);
    expectEnvelope(await withinASecond(401, () => api('/api/auth/me', { token: deleted.token })), 401);
    expect((await withinASecond(401, () => direct('catalogue', '/api/admin/modules', { token: deleted.token }))).status).toBe(401);
    expect((await withinASecond(401, () => direct('billing', '/api/admin/plans', { token: deleted.token }))).status).toBe(401);
  });

  it('signs out the other sessions of a user who changes their password (401); the session that changed it keeps working', async () => {
    const user = await registerUser();
    const otherDevice = (await api('/api/auth/login', { body: { email: user.email, password: user.password } })).body.data.token as string;
    // Both sessions have been seen (and /api/auth/me kept by the gateway's edge cache).
    for (const token of [user.token, otherDevice, otherDevice]) expect((await api('/api/auth/me', { token })).status).toBe(200);

    const changed = await api('/api/auth/change-password', { token: user.token, body: { currentPassword: user.password, newPassword: 'An0ther-passw0rd' } });
    expect(changed.status).toBe(200);

    expectEnvelope(await withinASecond(401, () => api('/api/auth/me', { token: otherDevice })), 401, 'Session ended, please sign in again');
    expectEnvelope(await api('/api/plans/user/current', { token: otherDevice }), 401);
    expect((await direct('billing', '/api/plans/user/current', { token: otherDevice })).status).toBe(401);
    expect((await api('/api/auth/me', { token: user.token })).status).toBe(200);
    expect((await api('/api/plans/user/current', { token: user.token })).status).toBe(200);
    const again = await api('/api/auth/login', { body: { email: user.email, password: 'An0ther-passw0rd' } });
    expect((await api('/api/auth/me', { token: again.body.data.token })).status).toBe(200);
  });
});
