/**
 * GET /api/admin/billing/revenue through the gateway (issue #25 item 14): the revenue figures of the admin
 * dashboard and analytics, admins only, from billing's own subscriptions and payments — a paid checkout
 * is one more active and new paid subscription, its monthly price more MRR, and its amount revenue.
 */
import { amountIn, periodRange, STATS_RANGE_MESSAGE } from '@liquify/contracts';
import { waitFor } from '@liquify/testing';
import { api, loginAs, payForProAsVisitor } from '../support';

const ROUTE = '/api/admin/billing/revenue';
const windowQuery = (w: { from: string; to: string }) => `?from=${encodeURIComponent(w.from)}&to=${encodeURIComponent(w.to)}`;

describe(`GET ${ROUTE}`, () => {
  it('answers 401 anonymous, 403 to a customer, 400 for a reversed window, and both windows to an admin', async () => {
    const admin = await loginAs('admin');
    const customer = await loginAs('user');
    expect((await api(ROUTE)).status).toBe(401);
    expect((await api(ROUTE, { token: customer.token })).status).toBe(403);
    const reversed = await api(`${ROUTE}?from=2026-02-01T00:00:00Z&to=2026-01-01T00:00:00Z`, { token: admin.token });
    expect({ status: reversed.status, error: reversed.body.error }).toEqual({ status: 400, error: STATS_RANGE_MESSAGE });

    const week = periodRange('7d', new Date());
    const res = await api(`${ROUTE}${windowQuery(week)}`, { token: admin.token });
    expect(res.status).toBe(200);
    const { window, previousWindow, current, previous } = res.body.data;
    expect(window.from).toBe(new Date(week.from).toISOString());
    expect(Date.parse(previousWindow.to)).toBe(Date.parse(window.from) - 1);
    for (const figures of [current, previous]) {
      expect(figures).toEqual({
        activeSubscriptions: expect.any(Number),
        newSubscriptions: expect.any(Number),
        canceledSubscriptions: expect.any(Number),
        churnRate: figures.churnRate === null ? null : expect.any(Number),
        mrr: expect.any(Array),
        revenue: expect.any(Array),
      });
    }
  });

  it('counts a paid checkout as one more active and new paid subscription, its price in MRR and in revenue', async () => {
    const admin = await loginAs('admin');
    const read = async () => (await api(ROUTE, { token: admin.token })).body.data.current;
    // The paid checkouts of the whole stack, as the analytics count them (the same records revenue sums).
    const conversions = async (): Promise<number> => (await api('/api/admin/billing/stats', { token: admin.token })).body.data.totals.conversions;
    // The figures count every checkout of the shared stack, and test files running beside this one pay for Pro
    // meanwhile (a payment is in revenue a moment before its subscription is stored): a round in which the
    // stack's paid checkouts moved by more than ours is tried again. Conversions are read first and last, so
    // any other checkout recorded while the figures were read shows there. A payment counted twice (or not at
    // all) fails every round.
    let clean = false;
    for (let round = 0; round < 3 && !clean; round++) {
      const conversionsBefore = await conversions();
      const before = await read();
      await payForProAsVisitor('mrr');
      // The subscription is stored when billing handles the provider's events: wait for it.
      const after = await waitFor(async () => {
        const now = await read();
        return now.activeSubscriptions > before.activeSubscriptions && amountIn(now.revenue, 'USD') > amountIn(before.revenue, 'USD') && now;
      }, { timeout: 20_000, message: 'the paid subscription counted' });
      if ((await conversions()) !== conversionsBefore + 1) continue;
      expect(after.activeSubscriptions).toBe(before.activeSubscriptions + 1);
      expect(after.newSubscriptions).toBe(before.newSubscriptions + 1);
      // Pro: $29 a month.
      expect(amountIn(after.mrr, 'USD')).toBeCloseTo(amountIn(before.mrr, 'USD') + 29, 2);
      expect(amountIn(after.revenue, 'USD')).toBeCloseTo(amountIn(before.revenue, 'USD') + 29, 2);
      clean = true;
    }
    expect(clean).toBe(true);
  });
});
