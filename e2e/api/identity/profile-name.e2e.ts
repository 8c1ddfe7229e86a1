/**
 * The full name a user saves in Settings > Profile is the name the product shows (issue 24 item 4): GET
 * /auth/me and a new sign-in answer it; an empty full name leaves the name alone.
 */
import { api, registerUser } from '../support';

describe('identity: the profile full name reaches the shown name (e2e)', () => {
  it('answers the saved full name from /auth/me and from a new sign-in', async () => {
    const user = await registerUser({ name: 'Old Name' });
    const saved = await api(`/api/users/${user.user.id}`, { method: 'PUT', token: user.token, body: { fullName: '  Grace Hopper ' } });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ name: 'Grace Hopper', fullName: 'Grace Hopper' });
    expect((await api('/api/auth/me', { token: user.token })).body.data.user.name).toBe('Grace Hopper');
    const login = await api('/api/auth/login', { body: { email: user.email, password: user.password } });
    expect(login.status).toBe(200);
    expect(login.body.data.user.name).toBe('Grace Hopper');
  });

  it('keeps the name when the full name is saved empty', async () => {
    const user = await registerUser({ name: 'Kept Name' });
    const saved = await api(`/api/users/${user.user.id}`, { method: 'PUT', token: user.token, body: { fullName: '', company: 'Kept Co' } });
    expect(saved.status).toBe(200);
    expect((await api('/api/auth/me', { token: user.token })).body.data.user.name).toBe('Kept Name');
  });
});
