import { api, loginAs, registerUser, uniqueEmail } from '../support';
import { expectEnvelope, hugeBody, longText } from './identity-helpers';

/** /api/auth/* through the gateway (spec doc 1 §5, §7, §8; doc 2 §5). */
describe('identity: /api/auth (e2e)', () => {
  describe('POST /api/auth/register', () => {
    it('answers 201 {success, data:{user, token}} with the name trimmed and the email lowercased', async () => {
      const email = uniqueEmail('reg');
      const res = await api('/api/auth/register', { body: { name: '  Ann Lee  ', email: `  ${email.toUpperCase()} `, password: 'password123', plan: 'free', planSlug: 'free' } });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ success: true, data: { token: expect.any(String), user: { name: 'Ann Lee', email, role: 'user' } } });
      expect(res.body.data.user.subscription).toMatchObject({
        plan: 'free',
        status: 'active',
        features: { moduleLimit: 5, sectionLimit: expect.any(Number), storeLimit: 1, apiCallLimit: 1000, supportLevel: 'email', teamMembers: 1 },
      });
      expect(res.text).not.toMatch(/password/i);
      const me = await api('/api/auth/me', { token: res.body.data.token });
      expect(me.body.data.user.email).toBe(email);
    });

    it('answers 409 "User already exists with this email address." when the email is taken', async () => {
      const { email } = await registerUser();
      const res = await api('/api/auth/register', { body: { name: 'Again', email, password: 'password123', plan: 'free' } });
      expectEnvelope(res, 409, 'User already exists with this email address.');
    });

    it('never upgrades on client-sent stripeData: a paid plan without its checkout is refused, and no account is made', async () => {
      const email = uniqueEmail('sneaky');
      const res = await api('/api/auth/register', {
        body: {
          name: 'Sneaky',
          email,
          password: 'password123',
          plan: 'enterprise',
          planSlug: 'enterprise',
          stripeData: { subscriptionId: 'sub_x', customerId: 'cus_x', currentPeriodStart: '2026-01-01', currentPeriodEnd: '2099-01-01' },
        },
      });
      expectEnvelope(res, 400, 'A paid plan is registered with the checkout that paid it. Please restart the registration process.');
      expect((await api('/api/auth/login', { body: { email, password: 'password123' } })).status).toBe(404);
    });

    it.each([
      ['a missing name', { email: 'a@example.com', password: 'password123' }, 'Full name is required'],
      ['a missing email', { name: 'Ann', password: 'password123' }, 'Email is required'],
      ['a missing password', { name: 'Ann', email: 'a@example.com' }, 'Password is required'],
      ['a one-letter name', { name: 'A', email: 'a@example.com', password: 'password123' }, 'Name must be at least 2 characters long'],
      ['an invalid email', { name: 'Ann', email: 'not-an-email', password: 'password123' }, 'Please provide a valid email address'],
      ['a 7-character password', { name: 'Ann', email: 'a@example.com', password: '1234567' }, 'Password must be at least 8 characters long'],
      ['a number as name', { name: 12345, email: 'a@example.com', password: 'password123' }, /name/i],
      ['an object as email', { name: 'Ann', email: { $gt: '' }, password: 'password123' }, /email/i],
      ['an array as password', { name: 'Ann', email: 'a@example.com', password: ['password123'] }, /password/i],
      ['a 10 000-character name', { name: longText(10_000), email: 'a@example.com', password: 'password123' }, /Name must be at most/],
      ['a 100 000-character password', { name: 'Ann', email: 'a@example.com', password: longText(100_000) }, /Password must be at most/],
      ['an unknown field (role)', { name: 'Ann', email: uniqueEmail(), password: 'password123', role: 'admin' }, /role/],
    ])('answers 400 with the envelope for %s', async (_label, body, message) => {
      expectEnvelope(await api('/api/auth/register', { body }), 400, message);
    });

    it('answers 4xx with the envelope to bad JSON, a non-object body and a body over the size limit', async () => {
      expectEnvelope(await api('/api/auth/register', { body: '{"name": "Ann", "email": ' }), 400);
      expectEnvelope(await api('/api/auth/register', { body: '["Ann","a@example.com"]' }), 400);
      expectEnvelope(await api('/api/auth/register', { body: '"just a string"' }), 400);
      const huge = await api('/api/auth/register', { body: hugeBody() });
      expect([400, 413]).toContain(huge.status);
      expectEnvelope(huge, huge.status);
    });
  });

  describe('POST /api/auth/login', () => {
    it('answers 200 {user, token} for the right credentials (email trimmed and lowercased)', async () => {
      const { email, password, user } = await registerUser();
      const res = await api('/api/auth/login', { body: { email: ` ${email.toUpperCase()} `, password } });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ success: true, data: { token: expect.any(String), user: { id: user.id, email } } });
      expect(res.text).not.toMatch(/password/i);
    });

    it('answers 401 "Invalid credentials" for a wrong password and 404 for an unknown email', async () => {
      const { email } = await registerUser();
      expectEnvelope(await api('/api/auth/login', { body: { email, password: 'wrong-password' } }), 401, 'Invalid credentials');
      expectEnvelope(await api('/api/auth/login', { body: { email: uniqueEmail('nobody'), password: 'password123' } }), 404, 'User not found');
    });

    it('signs in the seeded admin and demo customer', async () => {
      expect((await loginAs('admin')).user.role).toBe('admin');
      expect((await loginAs('user')).user.role).toBe('user');
    });

    it.each([
      ['an empty body', {}, 'Please provide both email and password'],
      ['no password', { email: 'a@example.com' }, 'Please provide both email and password'],
      ['an empty password', { email: 'a@example.com', password: '' }, 'Please provide both email and password'],
      ['a number as password', { email: 'a@example.com', password: 12345678 }, /password/i],
      ['an operator object as email', { email: { $ne: null }, password: 'x' }, /email/i],
      ['an unknown field', { email: 'a@example.com', password: 'password123', remember: true }, /remember/],
      ['a 100 000-character password', { email: 'a@example.com', password: longText(100_000) }, /.+/],
    ])('answers 400 with the envelope for %s', async (_label, body, message) => {
      expectEnvelope(await api('/api/auth/login', { body }), 400, message);
    });

    it('answers 400 with the envelope to bad JSON', async () => {
      expectEnvelope(await api('/api/auth/login', { body: '{email:' }), 400);
    });
  });

  describe('GET /api/auth/me', () => {
    it('answers the signed-in user as data.user', async () => {
      const { token, user } = await registerUser();
      const res = await api('/api/auth/me', { token });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ success: true, data: { user: { id: user.id, _id: user.id, email: user.email, role: 'user', subscription: { plan: 'free' } } } });
    });

    it('answers 401 with the envelope to anonymous callers and to bad or forged tokens', async () => {
      expectEnvelope(await api('/api/auth/me'), 401);
      expectEnvelope(await api('/api/auth/me', { token: 'not.a.token' }), 401);
      const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
      const claims = Buffer.from(JSON.stringify({ sub: 'ffffffffffffffffffffffff', email: 'x@example.com', role: 'admin', name: 'x', iss: 'liquify-identity', aud: 'liquify' })).toString('base64url');
      expectEnvelope(await api('/api/auth/me', { token: `${header}.${claims}.` }), 401);
      expectEnvelope(await api('/api/auth/me', { headers: { authorization: 'Basic YWRtaW46YWRtaW4=' } }), 401);
    });
  });

  describe('POST /api/auth/change-password', () => {
    it('changes the password with the right current password; the old one stops working', async () => {
      const { token, email, password } = await registerUser();
      const res = await api('/api/auth/change-password', { token, body: { currentPassword: password, newPassword: 'a-brand-new-password' } });
      expect(res.status).toBe(200);
      expect(res.body.success).toBe(true);
      expect((await api('/api/auth/login', { body: { email, password: 'a-brand-new-password' } })).status).toBe(200);
      expectEnvelope(await api('/api/auth/login', { body: { email, password } }), 401, 'Invalid credentials');
    });

    it('answers 400 "Current password is incorrect" for a wrong current password', async () => {
      const { token } = await registerUser();
      expectEnvelope(await api('/api/auth/change-password', { token, body: { currentPassword: 'not-my-password', newPassword: 'a-brand-new-password' } }), 400, 'Current password is incorrect');
    });

    it('answers 401 to anonymous callers', async () => {
      expectEnvelope(await api('/api/auth/change-password', { body: { currentPassword: 'x', newPassword: 'a-brand-new-password' } }), 401);
    });

    it.each([
      ['a short new password', { currentPassword: 'whatever1', newPassword: 'short' }, 'Password must be at least 8 characters long'],
      ['no current password', { newPassword: 'a-brand-new-password' }, 'Current password is required'],
      ['no new password', { currentPassword: 'whatever1' }, 'New password is required'],
      ['a number as new password', { currentPassword: 'whatever1', newPassword: 123456789 }, /password/i],
      ['an unknown field', { currentPassword: 'whatever1', newPassword: 'a-brand-new-password', confirm: 'x' }, /confirm/],
      ['a 100 000-character new password', { currentPassword: 'whatever1', newPassword: longText(100_000) }, /Password must be at most/],
    ])('answers 400 with the envelope for %s', async (_label, body, message) => {
      const { token } = await registerUser();
      expectEnvelope(await api('/api/auth/change-password', { token, body }), 400, message);
    });

    it('answers 400 with the envelope to bad JSON', async () => {
      const { token } = await registerUser();
      expectEnvelope(await api('/api/auth/change-password', { token, body: '{"currentPassword":' }), 400);
    });
  });
});
