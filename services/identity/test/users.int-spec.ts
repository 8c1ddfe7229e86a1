import { getModelToken } from '@nestjs/mongoose';
import bcrypt from 'bcryptjs';
import { createHash } from 'node:crypto';
import type { Model } from 'mongoose';
import { AccountsSeed } from '../src/auth/accounts.seed';
import { USER_MODEL } from '../src/users/user.schema';
import { IdentityHarness, uniqueName, waitFor } from './support';

jest.setTimeout(60_000);

describe('identity on real FerretDB + Kafka: accounts and users', () => {
  let h: IdentityHarness;
  let adminToken: string;

  beforeAll(async () => {
    h = await IdentityHarness.start({ SEED_DEMO: 'true' });
    adminToken = await h.adminToken();
  });
  afterAll(async () => {
    await h?.close();
  });

  describe('seeding', () => {
    it('creates the first admin from configuration and the demo customer on the free plan', async () => {
      const admin = await h.me(adminToken);
      expect(admin).toMatchObject({ email: h.config.ADMIN_EMAIL, role: 'admin', name: h.config.ADMIN_NAME });
      const demoToken = await h.login(h.config.DEMO_USER_EMAIL, h.config.DEMO_USER_PASSWORD);
      const demo = await h.me(demoToken);
      expect(demo).toMatchObject({ name: 'Demo Customer', role: 'user', subscription: { plan: 'free', status: 'active' } });
    });

    it('is idempotent and never overwrites an existing password on restart', async () => {
      const seed = h.app.get(AccountsSeed);
      await seed.run();
      expect(await seed.ensureAccount(h.config.ADMIN_EMAIL, 'another-password', 'Someone', 'admin')).toBe(false);
      await expect(h.login(h.config.ADMIN_EMAIL, h.config.ADMIN_PASSWORD)).resolves.toEqual(expect.any(String));
      const users = h.app.get<Model<unknown>>(getModelToken(USER_MODEL));
      expect(await users.countDocuments({ email: h.config.ADMIN_EMAIL })).toBe(1);
    });
  });

  describe('registration and sign-in', () => {
    it('answers 201 {user, token} and publishes identity.user.registered.v1 on the broker', async () => {
      const { user, token } = await h.register({ name: '  Ann Lee ', plan: 'free' });
      expect(user).toMatchObject({ name: 'Ann Lee', role: 'user', subscription: { plan: 'free', status: 'active', features: { moduleLimit: 5, storeLimit: 1 } } });
      expect(token.split('.')).toHaveLength(3);
      expect(JSON.stringify(user)).not.toMatch(/password/i);
      const event = await h.waitForEvent('identity.user.registered.v1', (m) => m.envelope?.data.userId === user.id);
      expect(event.key).toBe(user.id);
      expect(event.envelope).toMatchObject({ type: 'identity.user.registered', version: 1, producer: 'identity', data: { email: user.email, role: 'user', subscription: { plan: 'free' } } });
    });

    it('stores a scrypt hash with its parameters, never the password', async () => {
      const { user } = await h.register({ password: 'plain-text-secret' });
      const users = h.app.get<Model<any>>(getModelToken(USER_MODEL));
      const raw = await users.findById(user.id).select('+passwordHash').lean<any>();
      expect(raw.passwordHash).toMatch(/^scrypt\$32768\$8\$1\$/);
      expect(JSON.stringify(raw)).not.toContain('plain-text-secret');
    });

    it('signs in an account whose hash is still bcrypt, and rehashes it to scrypt without any visible change', async () => {
      const { user, email } = await h.register({ password: 'legacy-secret-1' });
      const users = h.app.get<Model<any>>(getModelToken(USER_MODEL));
      const legacy = await bcrypt.hash(createHash('sha256').update('legacy-secret-1', 'utf8').digest('base64'), 10);
      await users.updateOne({ _id: user.id }, { $set: { passwordHash: legacy } }, { timestamps: false });
      const before = await users.findById(user.id).select('+passwordHash').lean<any>();
      expect(before.passwordHash).toBe(legacy);

      const wrong = await h.http('POST', '/api/auth/login', { body: { email, password: 'legacy-secret-2' } });
      expect(wrong.status).toBe(401);
      expect((await users.findById(user.id).select('+passwordHash').lean<any>()).passwordHash).toBe(legacy);

      await expect(h.login(email, 'legacy-secret-1')).resolves.toEqual(expect.any(String));
      const after = await users.findById(user.id).select('+passwordHash').lean<any>();
      expect(after.passwordHash).toMatch(/^scrypt\$32768\$8\$1\$/);
      expect(after.updatedAt).toEqual(before.updatedAt);
      await expect(h.login(email, 'legacy-secret-1')).resolves.toEqual(expect.any(String));
      const wrongAfter = await h.http('POST', '/api/auth/login', { body: { email, password: 'legacy-secret-2' } });
      expect(wrongAfter.status).toBe(401);
    });

    it('answers 409 "User already exists with this email address." when the email is taken (any case)', async () => {
      const { email } = await h.register();
      const res = await h.http('POST', '/api/auth/register', { body: { name: 'Again', email: email.toUpperCase(), password: 'password123' } });
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ success: false, error: 'User already exists with this email address.', code: 'USER_EXISTS' });
    });

    it('lets exactly one of three concurrent registrations of one email through', async () => {
      const email = `${uniqueName('race')}@example.com`;
      const body = { name: 'Racer', email, password: 'password123' };
      const answers = await Promise.all([1, 2, 3].map(() => h.http('POST', '/api/auth/register', { body })));
      expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
    });

    it('starts a paid choice on the free plan and ignores client-sent stripeData', async () => {
      const { user } = await h.register({
        plan: 'enterprise',
        planSlug: 'enterprise',
        stripeData: { subscriptionId: 'sub_fake', customerId: 'cus_fake', currentPeriodStart: 1, currentPeriodEnd: 2 },
      });
      expect(user.subscription).toMatchObject({ plan: 'free', status: 'active', features: { moduleLimit: 5 } });
    });

    it('signs in (401 "Invalid credentials" for a wrong password, 404 for an unknown email)', async () => {
      const { email } = await h.register();
      const ok = await h.http('POST', '/api/auth/login', { body: { email: ` ${email.toUpperCase()} `, password: 'password123' } });
      expect(ok.status).toBe(200);
      expect(ok.body.data.user.email).toBe(email);
      const wrong = await h.http('POST', '/api/auth/login', { body: { email, password: 'wrong-password' } });
      expect(wrong).toMatchObject({ status: 401, body: { success: false, error: 'Invalid credentials' } });
      const unknown = await h.http('POST', '/api/auth/login', { body: { email: 'nobody-here@example.com', password: 'password123' } });
      expect(unknown).toMatchObject({ status: 404, body: { success: false, error: 'User not found' } });
    });

    it('changes the password only with the right current password', async () => {
      const { email, token } = await h.register();
      const wrong = await h.http('POST', '/api/auth/change-password', { token, body: { currentPassword: 'nope-nope', newPassword: 'brand-new-pass' } });
      expect(wrong).toMatchObject({ status: 400, body: { error: 'Current password is incorrect' } });
      const ok = await h.http('POST', '/api/auth/change-password', { token, body: { currentPassword: 'password123', newPassword: 'brand-new-pass' } });
      expect(ok).toMatchObject({ status: 200, body: { success: true } });
      await expect(h.login(email, 'brand-new-pass')).resolves.toEqual(expect.any(String));
      await expect(h.login(email, 'password123')).rejects.toThrow('401');
    });

    it('signs out every other session of the user on a password change; the session that changed it keeps working', async () => {
      const { email, token } = await h.register();
      const otherDevice = await h.login(email, 'password123');
      expect((await h.http('GET', '/api/auth/me', { token: otherDevice })).status).toBe(200);
      const ok = await h.http('POST', '/api/auth/change-password', { token, body: { currentPassword: 'password123', newPassword: 'brand-new-pass' } });
      expect(ok.status).toBe(200);
      const refused = await waitFor(async () => {
        const res = await h.http('GET', '/api/auth/me', { token: otherDevice });
        return res.status === 401 ? res : undefined;
      }, { timeout: 10_000, message: 'the other session to be signed out' });
      expect(refused.body).toMatchObject({ success: false, error: 'Session ended, please sign in again' });
      expect((await h.http('GET', '/api/auth/me', { token })).status).toBe(200);
      const fresh = await h.login(email, 'brand-new-pass');
      expect((await h.http('GET', '/api/auth/me', { token: fresh })).status).toBe(200);
    });

    it('signs out every session of a user whose password an admin sets', async () => {
      const { user, token } = await h.register();
      expect((await h.http('PUT', `/api/users/${user.id}`, { token: await h.adminToken(), body: { password: 'set-by-admin' } })).status).toBe(200);
      await waitFor(async () => (await h.http('GET', '/api/auth/me', { token })).status === 401, { timeout: 10_000, message: 'the sessions to be signed out' });
    });
  });

  describe('profiles', () => {
    it('lets a user read and update their own profile, emitting identity.user.updated.v1', async () => {
      const { user, token } = await h.register();
      const res = await h.http('PUT', `/api/users/${user.id}`, { token, body: { fullName: 'Ann B. Lee', company: 'Shop Co', website: 'https://shop.example.com', bio: 'Hi' } });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ fullName: 'Ann B. Lee', company: 'Shop Co', website: 'https://shop.example.com', bio: 'Hi', email: user.email });
      const read = await h.http('GET', `/api/users/${user.id}`, { token });
      expect(read.body.data).toMatchObject({ fullName: 'Ann B. Lee', company: 'Shop Co' });
      const event = await h.waitForEvent('identity.user.updated.v1', (m) => m.envelope?.data.userId === user.id);
      expect(event.envelope?.data).toMatchObject({ fullName: 'Ann B. Lee', company: 'Shop Co', website: 'https://shop.example.com' });
    });

    it('tags GET /api/auth/me for the gateway cache, and moves the tag on every change of the user (and only then)', async () => {
      const { user, token } = await h.register();
      const tagOf = async () => String((await h.http('GET', '/api/auth/me', { token })).headers['x-liquify-edge-tag']);
      const first = await tagOf();
      expect(first).toMatch(new RegExp(`^user;identity\\.user\\.${user.id}@\\d+$`));
      expect(await tagOf()).toBe(first);
      expect((await h.http('PUT', `/api/users/${user.id}`, { token, body: { company: 'Tagged Co' } })).status).toBe(200);
      const second = await tagOf();
      const version = (tag: string) => Number(tag.split('@')[1]);
      expect(version(second)).toBeGreaterThan(version(first));
      expect((await h.me(token)).company).toBe('Tagged Co');
    });

    it('keeps every one of many concurrent changes to one user (FerretDB applies updates without isolation)', async () => {
      const { user, token } = await h.register();
      const adminToken = await h.adminToken();
      const fields = { fullName: 'Concurrent Name', company: 'Concurrent Co', website: 'https://concurrent.example.com', bio: 'Concurrent bio' };
      const answers = await Promise.all([
        ...Object.entries(fields).map(([key, value]) => h.http('PUT', `/api/users/${user.id}`, { token, body: { [key]: value } })),
        h.http('PUT', `/api/users/${user.id}/role`, { token: adminToken, body: { role: 'moderator' } }),
      ]);
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
      const read = await h.http('GET', `/api/users/${user.id}`, { token: adminToken });
      expect(read.body.data).toMatchObject({ ...fields, role: 'moderator' });
    });

    it('answers 400 "Email cannot be changed" to a user sending an email', async () => {
      const { user, token } = await h.register();
      const res = await h.http('PUT', `/api/users/${user.id}`, { token, body: { email: 'new@example.com', fullName: 'X' } });
      expect(res).toMatchObject({ status: 400, body: { success: false, error: 'Email cannot be changed' } });
      expect((await h.me(token)).email).toBe(user.email);
    });

    it('never lets a user read or change another user (403)', async () => {
      const a = await h.register();
      const b = await h.register();
      expect((await h.http('GET', `/api/users/${b.user.id}`, { token: a.token })).status).toBe(403);
      expect((await h.http('PUT', `/api/users/${b.user.id}`, { token: a.token, body: { bio: 'hacked' } })).status).toBe(403);
      expect((await h.http('PUT', `/api/users/${a.user.id}`, { token: a.token, body: { role: 'admin' } })).status).toBe(400);
      expect((await h.me(a.token)).role).toBe('user');
    });
  });

  describe('administration', () => {
    it('lists users with pagination and searches name and email as text, not as a pattern', async () => {
      const tag = uniqueName('srch');
      const created = await Promise.all([1, 2, 3].map((i) => h.register({ name: `Listed ${tag} ${i}` })));
      const page1 = await h.http('GET', `/api/users?search=${encodeURIComponent(tag)}&limit=2&page=1`, { token: adminToken });
      expect(page1.status).toBe(200);
      expect(page1.body.data).toHaveLength(2);
      expect(page1.body.pagination).toEqual({ page: 1, limit: 2, total: 3, pages: 2 });
      const byEmail = await h.http('GET', `/api/users?search=${encodeURIComponent(created[0].email.toUpperCase())}`, { token: adminToken });
      expect(byEmail.body.data.map((u: { id: string }) => u.id)).toEqual([created[0].user.id]);
      const pattern = await h.http('GET', `/api/users?search=${encodeURIComponent('.*')}`, { token: adminToken });
      expect(pattern.body.pagination.total).toBe(0);
      const admins = await h.http('GET', '/api/users?role=admin', { token: adminToken });
      expect(admins.body.data.every((u: { role: string }) => u.role === 'admin')).toBe(true);
    });

    it('creates, edits (empty password left out), re-roles and deletes users with their events', async () => {
      const email = `${uniqueName('made')}@example.com`;
      const created = await h.http('POST', '/api/users', { token: adminToken, body: { email, password: 'secret1', name: 'Made By Admin', role: 'user', subscription: { plan: 'free', status: 'active' } } });
      expect(created.status).toBe(201);
      const id = created.body.data.id;
      await h.waitForEvent('identity.user.registered.v1', (m) => m.envelope?.data.userId === id);

      const edited = await h.http('PUT', `/api/users/${id}`, { token: adminToken, body: { name: 'Renamed', password: '', email: `x${email}`, subscription: { status: 'inactive' } } });
      expect(edited.status).toBe(200);
      expect(edited.body.data).toMatchObject({ name: 'Renamed', email: `x${email}`, subscription: { status: 'inactive' } });
      await expect(h.login(`x${email}`, 'secret1')).resolves.toEqual(expect.any(String));

      const role = await h.http('PUT', `/api/users/${id}/role`, { token: adminToken, body: { role: 'moderator' } });
      expect(role.body.data.role).toBe('moderator');
      const roleEvent = await h.waitForEvent('identity.user.role-changed.v1', (m) => m.envelope?.data.userId === id);
      expect(roleEvent.envelope?.data).toMatchObject({ role: 'moderator', previousRole: 'user' });

      const removed = await h.http('DELETE', `/api/users/${id}`, { token: adminToken });
      expect(removed).toMatchObject({ status: 200, body: { success: true } });
      await h.waitForEvent('identity.user.deleted.v1', (m) => m.envelope?.data.userId === id && m.envelope?.data.email === `x${email}`);
      expect((await h.http('GET', `/api/users/${id}`, { token: adminToken })).status).toBe(404);
      // The tombstone is removed once its event is out, and the address is free again.
      const users = h.app.get<Model<unknown>>(getModelToken(USER_MODEL));
      await waitFor(async () => (await users.countDocuments({ _id: id })) === 0, { timeout: 10_000 });
      expect((await h.http('POST', '/api/auth/register', { body: { name: 'Back Again', email: `x${email}`, password: 'password123' } })).status).toBe(201);
    });

    it('answers 409 (not 500) when an admin moves a user onto an email another user has', async () => {
      const a = await h.register();
      const b = await h.register();
      const res = await h.http('PUT', `/api/users/${a.user.id}`, { token: adminToken, body: { email: b.email.toUpperCase() } });
      expect(res).toMatchObject({ status: 409, body: { success: false, error: 'User already exists with this email address.' } });
      expect((await h.me(a.token)).email).toBe(a.email);
    });

    it('records admin subscription changes as per-user overrides and emits subscription-changed', async () => {
      const { user, token } = await h.register();
      const res = await h.http('PUT', `/api/users/${user.id}/subscription`, { token: adminToken, body: { subscription: { features: { storeLimit: 9 } } } });
      expect(res.status).toBe(200);
      expect(res.body.data.subscription).toMatchObject({ plan: 'free', overrides: ['storeLimit'], features: { storeLimit: 9 } });
      expect((await h.me(token)).subscription.features.storeLimit).toBe(9);
      const event = await h.waitForEvent('identity.user.subscription-changed.v1', (m) => m.envelope?.data.userId === user.id);
      expect(event.envelope?.data).toMatchObject({ reason: 'admin', features: { storeLimit: 9 } });
    });

    it('refuses to let an admin delete themself (400) and answers 404 for unknown or malformed ids', async () => {
      const admin = await h.me(adminToken);
      expect((await h.http('DELETE', `/api/users/${admin.id}`, { token: adminToken })).status).toBe(400);
      expect((await h.http('DELETE', '/api/users/64b000000000000000000000', { token: adminToken })).status).toBe(404);
      expect((await h.http('GET', '/api/users/not-an-id', { token: adminToken })).status).toBe(404);
      expect((await h.http('PUT', '/api/users/not-an-id/role', { token: adminToken, body: { role: 'user' } })).status).toBe(404);
    });

    it('counts users for the stats cards', async () => {
      const before = (await h.http('GET', '/api/admin/users/stats/overview', { token: adminToken })).body.data;
      await h.register();
      const after = (await h.http('GET', '/api/admin/users/stats/overview', { token: adminToken })).body.data;
      expect(after.totalUsers).toBe(before.totalUsers + 1);
      expect(after.regularUsers).toBe(before.regularUsers + 1);
      expect(after.adminUsers).toBeGreaterThanOrEqual(1);
      expect(after.activeSubscriptions).toBe(before.activeSubscriptions + 1);
    });

    it('counts moderators too, so admins, moderators and regular users add up to the total (issue #25 item 9)', async () => {
      const email = `${uniqueName('mod')}@example.com`;
      const before = (await h.http('GET', '/api/admin/users/stats/overview', { token: adminToken })).body.data;
      expect((await h.http('POST', '/api/users', { token: adminToken, body: { email, password: 'secret1', name: 'A Moderator', role: 'moderator' } })).status).toBe(201);
      const after = (await h.http('GET', '/api/admin/users/stats/overview', { token: adminToken })).body.data;
      expect(after.moderatorUsers).toBe(before.moderatorUsers + 1);
      expect(after.adminUsers + after.moderatorUsers + after.regularUsers).toBe(after.totalUsers);
      const listed = (await h.http('GET', '/api/users?role=moderator&limit=100', { token: adminToken })).body.data;
      expect(listed.map((u: { email: string }) => u.email)).toContain(email);
      expect(new Set(listed.map((u: { role: string }) => u.role))).toEqual(new Set(['moderator']));
    });

    it('takes the role from the database: a demoted admin\'s token loses admin rights at once', async () => {
      const email = `${uniqueName('boss')}@example.com`;
      expect((await h.http('POST', '/api/users', { token: adminToken, body: { email, password: 'secret1', name: 'Temp Admin', role: 'admin' } })).status).toBe(201);
      const token = await h.login(email, 'secret1');
      expect((await h.http('GET', '/api/users', { token })).status).toBe(200);
      const me = await h.me(token);
      expect((await h.http('PUT', `/api/users/${me.id}/role`, { token: adminToken, body: { role: 'user' } })).status).toBe(200);
      expect((await h.http('GET', '/api/users', { token })).status).toBe(403);
      expect((await h.http('GET', `/api/users/${(await h.me(adminToken)).id}`, { token })).status).toBe(403);
      expect((await h.http('DELETE', `/api/users/${me.id}`, { token: adminToken })).status).toBe(200);
      expect((await h.http('GET', `/api/users/${me.id}`, { token })).status).toBe(401);
    });

    it('answers 403 to a non-admin on every admin route', async () => {
      const { user, token } = await h.register();
      const calls: [Parameters<IdentityHarness['http']>[0], string, unknown?][] = [
        ['GET', '/api/users'],
        ['POST', '/api/users', { email: 'x@y.co', password: 'secret1', name: 'X' }],
        ['DELETE', `/api/users/${user.id}`],
        ['PUT', `/api/users/${user.id}/role`, { role: 'admin' }],
        ['PUT', `/api/users/${user.id}/subscription`, { subscription: { plan: 'enterprise' } }],
        ['GET', '/api/admin/users/stats/overview'],
      ];
      for (const [method, url, body] of calls) {
        const res = await h.http(method, url, { token, body });
        expect({ url, status: res.status, success: res.body.success }).toEqual({ url, status: 403, success: false });
      }
      expect((await h.me(token)).role).toBe('user');
    });
  });

  describe('keeping the back office reachable', () => {
    /** A second admin, signed in. */
    async function anotherAdmin() {
      const email = `${uniqueName('admin')}@example.com`;
      const created = await h.http('POST', '/api/users', { token: adminToken, body: { email, password: 'secret1', name: 'Second Admin', role: 'admin' } });
      expect(created.status).toBe(201);
      return { id: created.body.data.id as string, token: await h.login(email, 'secret1') };
    }

    /** Demotes every admin but `keep`, so the roster is exactly them. */
    async function onlyAdmins(keep: string[]) {
      const admins = await h.http('GET', '/api/users?role=admin&limit=100', { token: adminToken });
      for (const admin of admins.body.data as { id: string }[]) {
        if (!keep.includes(admin.id)) expect((await h.http('PUT', `/api/users/${admin.id}/role`, { token: adminToken, body: { role: 'user' } })).status).toBe(200);
      }
    }

    it('refuses an admin demoting themself (400 "You cannot change your own role") by either route; they stay admin', async () => {
      const me = await h.me(adminToken);
      await anotherAdmin();
      for (const role of ['user', 'moderator']) {
        const viaRole = await h.http('PUT', `/api/users/${me.id}/role`, { token: adminToken, body: { role } });
        expect(viaRole).toMatchObject({ status: 400, body: { success: false, error: 'You cannot change your own role', code: 'CANNOT_CHANGE_OWN_ROLE' } });
        const viaUpdate = await h.http('PUT', `/api/users/${me.id}`, { token: adminToken, body: { role } });
        expect(viaUpdate).toMatchObject({ status: 400, body: { success: false, error: 'You cannot change your own role' } });
      }
      expect((await h.me(adminToken)).role).toBe('admin');
      // Re-stating one's own role changes nothing and is fine.
      expect((await h.http('PUT', `/api/users/${me.id}/role`, { token: adminToken, body: { role: 'admin' } })).status).toBe(200);
    });

    it.each([
      ['demote', (id: string) => ['PUT', `/api/users/${id}/role`, { role: 'user' }] as const],
      ['delete', (id: string) => ['DELETE', `/api/users/${id}`, undefined] as const],
    ])('lets only one of two admins who %s each other at once through: the other gets 409 "The last administrator cannot be demoted or deleted"', async (verb, call) => {
      const first = { id: (await h.me(adminToken)).id as string, token: adminToken };
      const second = await anotherAdmin();
      await onlyAdmins([first.id, second.id]);
      const answers = await Promise.all(
        [
          [first.token, second.id],
          [second.token, first.id],
        ].map(([token, target]) => {
          const [method, url, body] = call(target);
          return h.http(method, url, { token, body });
        }),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      const refused = answers.find((a) => a.status === 409)!;
      expect(refused.body).toMatchObject({ success: false, error: 'The last administrator cannot be demoted or deleted', code: 'LAST_ADMIN' });
      const winner = answers[0].status === 200 ? first : second;
      const loser = winner === first ? second : first;
      expect((await h.http('GET', '/api/admin/users/stats/overview', { token: winner.token })).body.data.adminUsers).toBe(1);
      // Put the seeded admin back for the tests that follow; a deleted one cannot come back: the winner takes over.
      if (loser === first && verb === 'demote') expect((await h.http('PUT', `/api/users/${first.id}/role`, { token: second.token, body: { role: 'admin' } })).status).toBe(200);
      if (loser === first && verb === 'delete') adminToken = second.token;
    });
  });
});
