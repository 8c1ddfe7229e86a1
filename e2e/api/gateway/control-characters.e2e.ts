import { api, loginAs, Session, uniqueEmail } from '../support';

/** Control characters in names, titles and slugs are refused with a clear 400, and nothing is stored (issue 9 item 11). */
describe('control characters in admin and user text fields (e2e)', () => {
  let admin: Session;

  beforeAll(async () => {
    admin = await loginAs('admin');
  });

  const expect400 = (res: { status: number; body: any }, message: string) => expect({ status: res.status, body: res.body }).toMatchObject({ status: 400, body: { success: false, error: message } });

  it('refuses a plan named "\\r\\nX-Injected: 1" and stores nothing', async () => {
    const slug = `injected-${Date.now().toString(36)}`;
    expect400(await api('/api/admin/plans', { token: admin.token, body: { name: '\r\nX-Injected: 1', slug, description: 'Header injection' } }), 'Name must not contain control characters');
    expect400(await api('/api/admin/plans', { token: admin.token, body: { name: 'Plan', slug: `${slug}\u0000`, description: 'Nul slug' } }), 'Slug must not contain control characters');
    const plans = await api('/api/admin/plans', { token: admin.token });
    expect(JSON.stringify(plans.body)).not.toContain(slug);
  });

  it('refuses a section titled "\\u0000" and a module titled with a line break', async () => {
    const section = { title: '\u0000', description: 'd', slug: `nul-${Date.now().toString(36)}`, category: 'footer', code: '<div></div>' };
    expect400(await api('/api/admin/sections', { token: admin.token, body: section }), 'Title must not contain control characters');
    expect400(await api('/api/admin/modules', { token: admin.token, body: { title: 'Hero\r\nX-Injected: 1', description: 'd' } }), 'Title must not contain control characters');
  });

  it('refuses control characters in a user\'s name, at registration and from an admin', async () => {
    expect400(await api('/api/auth/register', { body: { name: 'Ann\u0000Lee', email: uniqueEmail('nul'), password: 'Passw0rd!long' } }), 'Name must not contain control characters');
    expect400(await api('/api/users', { token: admin.token, body: { email: uniqueEmail('nul'), password: 'secret1', name: 'Bob\u001b[31m' } }), 'Name must not contain control characters');
  });
});
