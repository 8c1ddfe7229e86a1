import { billingStatsOf, type PaidCheckout } from './billing-stats.util';

const FROM = new Date('2026-11-01T00:00:00Z');
const TO = new Date('2026-11-03T18:00:00Z');
const paid = (at: string, over: Partial<PaidCheckout> = {}): PaidCheckout => ({ completedAt: new Date(at), planSlug: 'pro', planName: 'Pro', amount: 2900, currency: 'usd', ...over });

describe('billingStatsOf', () => {
  it('counts paid conversions on every UTC day of the window, 0 when none', () => {
    const stats = billingStatsOf(FROM, TO, [paid('2026-11-01T10:00:00Z'), paid('2026-11-03T23:59:59Z'), paid('2026-11-03T00:00:00Z')]);
    expect(stats.daily).toEqual([
      { date: '2026-11-01', conversions: 1 },
      { date: '2026-11-02', conversions: 0 },
      { date: '2026-11-03', conversions: 2 },
    ]);
    expect(stats.totals).toEqual({ conversions: 3 });
  });

  it('adds revenue per plan in currency units, highest first, and never across currencies', () => {
    const stats = billingStatsOf(FROM, TO, [
      paid('2026-11-01T10:00:00Z'),
      paid('2026-11-02T10:00:00Z'),
      paid('2026-11-02T11:00:00Z', { planSlug: 'enterprise', planName: 'Enterprise', amount: 9900 }),
      paid('2026-11-02T12:00:00Z', { currency: 'EUR', amount: 2500 }),
    ]);
    expect(stats.revenueByPlan).toEqual([
      { planSlug: 'enterprise', planName: 'Enterprise', currency: 'USD', conversions: 1, revenue: 99 },
      { planSlug: 'pro', planName: 'Pro', currency: 'USD', conversions: 2, revenue: 58 },
      { planSlug: 'pro', planName: 'Pro', currency: 'EUR', conversions: 1, revenue: 25 },
    ]);
  });

  it('keeps cents exact (19.99 + 19.99 = 39.98) and answers an empty window with zeros', () => {
    const stats = billingStatsOf(FROM, TO, [paid('2026-11-01T10:00:00Z', { amount: 1999 }), paid('2026-11-01T11:00:00Z', { amount: 1999 })]);
    expect(stats.revenueByPlan[0].revenue).toBe(39.98);
    const empty = billingStatsOf(FROM, TO, []);
    expect(empty).toEqual({ totals: { conversions: 0 }, daily: empty.daily.map((d) => ({ ...d, conversions: 0 })), revenueByPlan: [] });
    expect(empty.daily).toHaveLength(3);
  });

  it('ignores a checkout without a completion time', () => {
    expect(billingStatsOf(FROM, TO, [{ ...paid('2026-11-01T10:00:00Z'), completedAt: null }]).totals.conversions).toBe(0);
  });
});
