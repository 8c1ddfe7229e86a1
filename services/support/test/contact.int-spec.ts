import { UserRegistered } from '@liquify/contracts';
import { waitFor } from '@liquify/testing';
import { registered, startSupport, SupportTestApp, testUser } from './support/support-test-app';

jest.setTimeout(60_000);

/** The support e-mail customers see (issue 16), on the real FerretDB: readable by anyone, set by an admin. */
describe('support contact e-mail (integration)', () => {
  let t: SupportTestApp;
  const admin = testUser('Ada Admin', 'admin');
  const customer = testUser('Carl Customer');

  beforeAll(async () => {
    t = await startSupport({ SUPPORT_EMAIL: 'Help@Liquify.test' });
    await t.publish(UserRegistered, registered(admin));
    await t.publish(UserRegistered, registered(customer));
  }, 60_000);
  afterAll(() => t?.close());

  it('answers the configured SUPPORT_EMAIL to anyone until an admin sets one', async () => {
    const res = await t.http('GET', '/api/support/contact');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: { email: 'help@liquify.test', updatedAt: null } });
  });

  it('refuses a change without a token (401) and from a customer (403)', async () => {
    expect((await t.http('PUT', '/api/admin/support/contact', { body: { email: 'x@liquify.test' } })).status).toBe(401);
    const res = await waitFor(async () => {
      const r = await t.http('PUT', '/api/admin/support/contact', { token: t.token(customer), body: { email: 'x@liquify.test' } });
      return r.status === 403 ? r : null;
    }, { timeout: 15_000 });
    expect(res.body.success).toBe(false);
  });

  it('lets an admin set it (trimmed, lower-cased); everyone then reads the new address', async () => {
    const set = await waitFor(async () => {
      const r = await t.http('PUT', '/api/admin/support/contact', { token: t.token(admin), body: { email: '  Desk@Liquify.test ' } });
      return r.status === 200 ? r : null;
    }, { timeout: 15_000 });
    expect(set.body).toMatchObject({ success: true, message: 'Support e-mail updated', data: { email: 'desk@liquify.test', updatedAt: expect.any(String) } });
    expect((await t.http('GET', '/api/support/contact')).body.data.email).toBe('desk@liquify.test');
  });

  it("refuses an invalid address with 400 'Please enter a valid email address' and keeps the old one", async () => {
    const res = await t.http('PUT', '/api/admin/support/contact', { token: t.token(admin), body: { email: 'not-an-address' } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, error: 'Please enter a valid email address' });
    expect((await t.http('GET', '/api/support/contact')).body.data.email).toBe('desk@liquify.test');
  });
});
