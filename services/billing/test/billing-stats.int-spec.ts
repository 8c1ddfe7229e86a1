/**
 * GET /api/admin/billing/stats against real FerretDB, Kafka and Redis: paid checkouts completed through
 * billing's local checkout are the conversions and the revenue by plan of the admin analytics.
 */
import { periodRange, STATS_RANGE_MESSAGE } from '@liquify/contracts';
import { uniqueName, waitFor } from '@liquify/testing';
import { paidSignup } from './support/paid-signup';
import { BillingTestApp, newObjectId, startBilling } from './support/billing-test-app';

jest.setTimeout(120_000);

let t: BillingTestApp;
let adminToken: string;

beforeAll(async () => {
  t = await startBilling('billing-stats');
  adminToken = t.tokenFor({ id: newObjectId(), email: 'admin@liquify.test', role: 'admin' });
});
afterAll(async () => t?.close());

const stats = (query = '') => t.inject({ method: 'GET', url: `/api/admin/billing/stats${query}`, token: adminToken });
const today = () => new Date().toISOString().slice(0, 10);

describe('GET /api/admin/billing/stats', () => {
  it("counts paid sign-ups as conversions on today's row and adds their amounts to their plan's revenue", async () => {
    const before = await stats();
    expect(before.status).toBe(200);
    expect(before.body.data.daily).toHaveLength(30);
    const revenueOf = (body: any, slug: string) => body.data.revenueByPlan.find((r: any) => r.planSlug === slug && r.currency === 'USD') ?? { revenue: 0, conversions: 0 };

    await paidSignup(t, 'pro', 1);
    await paidSignup(t, 'pro', 2);
    await paidSignup(t, 'enterprise', 3);

    const after = await waitFor(async () => {
      const res = await stats();
      return res.body.data.totals.conversions === before.body.data.totals.conversions + 3 && res;
    }, { timeout: 20_000, message: 'three paid conversions counted' });
    const todayRow = (body: any) => body.data.daily.find((d: any) => d.date === today()).conversions;
    expect(todayRow(after.body)).toBe(todayRow(before.body) + 3);
    // The seeded plans: Pro $29/month, Enterprise $99/month.
    expect(revenueOf(after.body, 'pro')).toMatchObject({ planName: 'Pro', conversions: revenueOf(before.body, 'pro').conversions + 2, revenue: revenueOf(before.body, 'pro').revenue + 58 });
    expect(revenueOf(after.body, 'enterprise')).toMatchObject({ planName: 'Enterprise', revenue: revenueOf(before.body, 'enterprise').revenue + 99 });
    const revenues = after.body.data.revenueByPlan.map((r: any) => r.revenue);
    expect(revenues).toEqual([...revenues].sort((a: number, b: number) => b - a));
  });

  it('does not count a checkout opened but never paid', async () => {
    const before = (await stats()).body.data.totals.conversions;
    const opened = await t.inject({
      method: 'POST',
      url: '/api/stripe/create-temp-checkout-session',
      payload: { planId: 'pro', userEmail: `${uniqueName('window')}@liquify.test`, userName: 'Window Shopper', password: 'Sup3r-Secret-Passw0rd!' },
      headers: { 'x-forwarded-for': '10.40.1.1' },
    });
    expect(opened.status).toBe(200);
    expect((await stats()).body.data.totals.conversions).toBe(before);
  });

  it('accepts a year (the analytics 1y period) and refuses a reversed or too long window with the envelope', async () => {
    const year = periodRange('1y', new Date());
    const res = await stats(`?from=${encodeURIComponent(year.from)}&to=${encodeURIComponent(year.to)}`);
    expect(res.status).toBe(200);
    expect(res.body.data.daily).toHaveLength(365);
    const reversed = await stats('?from=2026-02-01T00:00:00Z&to=2026-01-01T00:00:00Z');
    expect(reversed.status).toBe(400);
    expect(reversed.body).toMatchObject({ success: false, error: STATS_RANGE_MESSAGE });
    expect((await stats('?from=2020-01-01T00:00:00Z&to=2026-01-01T00:00:00Z')).body.error).toBe(STATS_RANGE_MESSAGE);
    expect((await stats('?to=yesterday')).body).toMatchObject({ success: false, error: 'to must be an ISO date-time' });
  });

  it('answers 401 without a token and 403 to a customer', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/admin/billing/stats' })).status).toBe(401);
    const customer = t.tokenFor({ id: newObjectId(), email: 'customer@liquify.test' });
    const refused = await t.inject({ method: 'GET', url: '/api/admin/billing/stats', token: customer });
    expect(refused.status).toBe(403);
    expect(refused.body.success).toBe(false);
  });
});
