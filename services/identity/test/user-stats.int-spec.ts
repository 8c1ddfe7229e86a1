/**
 * The admin's user figures against real FerretDB, Kafka and Redis: the dashboard's verified count and
 * new-this-month (overview), and the analytics' sign-ups per day (GET /api/admin/users/stats/signups).
 */
import { getModelToken } from '@nestjs/mongoose';
import { CheckoutCompleted, DEFAULT_SUBSCRIPTION_FEATURES, periodRange, STATS_RANGE_MESSAGE } from '@liquify/contracts';
import type { Model } from 'mongoose';
import { USER_MODEL, type UserDoc } from '../src/users/user.schema';
import { IdentityHarness, uniqueName, waitFor } from './support';

jest.setTimeout(90_000);

let h: IdentityHarness;
let adminToken: string;

beforeAll(async () => {
  h = await IdentityHarness.start();
  adminToken = await h.adminToken();
});
afterAll(async () => h?.close());

const overview = async () => (await h.http('GET', '/api/admin/users/stats/overview', { token: adminToken })).body.data;
const signups = (query = '') => h.http('GET', `/api/admin/users/stats/signups${query}`, { token: adminToken });
const today = () => new Date().toISOString().slice(0, 10);

describe('GET /api/admin/users/stats/overview', () => {
  it('counts a new account in newThisMonth, and as verified once billing completes a paid checkout for its e-mail', async () => {
    const before = await overview();
    const user = await h.register();
    const registered = await overview();
    expect(registered.newThisMonth).toBe(before.newThisMonth + 1);
    expect(registered.verifiedUsers).toBe(before.verifiedUsers);

    await h.publish(CheckoutCompleted, {
      email: user.email,
      planSlug: 'pro',
      planId: 'plan-pro-1',
      features: DEFAULT_SUBSCRIPTION_FEATURES,
      customerId: 'cus_stats',
      subscriptionId: `sub_${uniqueName('s')}`,
      currentPeriodStart: new Date().toISOString(),
      currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      sessionId: `cs_${uniqueName('s')}`,
      mode: 'subscription',
      // An upgrade's checkout names the signed-in user who paid (a payment naming only an e-mail goes to the
      // account that registered with that checkout, never to whoever registered the e-mail first).
      userId: user.user.id,
    });
    const verified = await waitFor(async () => {
      const now = await overview();
      return now.verifiedUsers === before.verifiedUsers + 1 && now;
    }, { timeout: 20_000, message: 'the paid account counted as verified' });
    expect(verified.totalUsers).toBe(before.totalUsers + 1);
  });

  it('does not count an account created before this month as new this month', async () => {
    const before = await overview();
    // An account as last month's sign-up left it (written directly: a registration's own follow-up writes
    // must not race the back-dating).
    const users = h.app.get<Model<UserDoc>>(getModelToken(USER_MODEL));
    const lastMonth = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), 1) - 86_400_000);
    await users.collection.insertOne({ name: 'Last Month', email: `${uniqueName('old')}@example.com`, role: 'user', deletedAt: null, createdAt: lastMonth, updatedAt: lastMonth });
    const after = await overview();
    expect(after.totalUsers).toBe(before.totalUsers + 1);
    expect(after.newThisMonth).toBe(before.newThisMonth);
  });
});

describe('GET /api/admin/users/stats/signups', () => {
  it("lists every day of the window with its sign-ups; a new account appears on today's count", async () => {
    const window = periodRange('7d', new Date());
    const before = await signups(`?from=${window.from}`);
    expect(before.status).toBe(200);
    expect(before.body.data.daily).toHaveLength(7);
    await h.register();
    await h.register();
    const count = (res: typeof before) => res.body.data.daily.find((d: { date: string }) => d.date === today()).signups;
    // Counted from identity's own sign-up events (issue #25 item 8): they arrive shortly.
    const after = await waitFor(async () => {
      const res = await signups(`?from=${window.from}`);
      return count(res) === count(before) + 2 ? res : null;
    }, { timeout: 20_000 });
    expect(after.body.data.total).toBe(before.body.data.total + 2);
  });

  it('answers the last 30 days by default and accepts a year (the analytics 1y period)', async () => {
    expect((await signups()).body.data.daily).toHaveLength(30);
    const year = periodRange('1y', new Date());
    const res = await signups(`?from=${encodeURIComponent(year.from)}&to=${encodeURIComponent(year.to)}`);
    expect(res.status).toBe(200);
    expect(res.body.data.daily).toHaveLength(365);
  });

  it(`answers 400 "${STATS_RANGE_MESSAGE}" for a reversed or too long window, 400 for a bad date, 403 for a customer`, async () => {
    const reversed = await signups('?from=2026-02-01T00:00:00Z&to=2026-01-01T00:00:00Z');
    expect(reversed.status).toBe(400);
    expect(reversed.body).toMatchObject({ success: false, error: STATS_RANGE_MESSAGE });
    expect((await signups('?from=2024-01-01T00:00:00Z&to=2026-01-01T00:00:00Z')).body.error).toBe(STATS_RANGE_MESSAGE);
    const bad = await signups('?from=soon');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false, error: 'from must be an ISO date-time' });
    const customer = await h.register();
    const refused = await h.http('GET', '/api/admin/users/stats/signups', { token: customer.token });
    expect(refused.status).toBe(403);
    expect((await h.http('GET', '/api/admin/users/stats/signups')).status).toBe(401);
  });
});
