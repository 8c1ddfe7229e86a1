import type { AnalyticsData } from './analytics-series';
import { bucketRows, dailyRows, formatRevenue, totalsOf } from './analytics-series';

const days = (from: string, n: number) => Array.from({ length: n }, (_, i) => new Date(Date.parse(from) + i * 86_400_000).toISOString().slice(0, 10));

function dataFor(dates: string[], value = 1): AnalyticsData {
  return {
    signups: { total: dates.length * value, daily: dates.map((date) => ({ date, signups: value })) },
    billing: { totals: { conversions: 0 }, daily: dates.map((date) => ({ date, conversions: 0 })), revenueByPlan: [] },
    library: { totals: { entries: 0, modules: 0, sections: 0, users: 0 }, daily: dates.map((date) => ({ date, adds: 2 * value, snippetLoads: 3 * value })) },
    support: {
      totals: { open: 0, in_progress: 0, pending: 0, resolved: 0, closed: 0, total: 0 },
      daily: dates.map((date) => ({ date, opened: value, resolved: 0 })),
      waiting: { count: 0, oldestSince: null },
      responseTimes: { answered: 0, averageFirstResponseMinutes: null },
    },
  };
}

describe('dailyRows', () => {
  it("puts each service's figure of a day on one row, oldest first", () => {
    const rows = dailyRows(dataFor(['2026-11-02', '2026-11-01']));
    expect(rows).toEqual([
      { date: '2026-11-01', signups: 1, conversions: 0, libraryAdds: 2, snippetLoads: 3, ticketsOpened: 1, ticketsResolved: 0 },
      { date: '2026-11-02', signups: 1, conversions: 0, libraryAdds: 2, snippetLoads: 3, ticketsOpened: 1, ticketsResolved: 0 },
    ]);
  });

  it('gives null for the figures of a service that could not be read, and totals them as null', () => {
    const rows = dailyRows({ ...dataFor(['2026-11-01']), billing: null, support: null });
    expect(rows[0]).toMatchObject({ signups: 1, conversions: null, ticketsOpened: null, ticketsResolved: null });
    expect(totalsOf(rows)).toEqual({ signups: 1, conversions: null, libraryAdds: 2, snippetLoads: 3, ticketsOpened: null, ticketsResolved: null });
  });
});

describe('bucketRows (the charts per period)', () => {
  it('draws 7d and 30d per day', () => {
    const rows = dailyRows(dataFor(days('2026-11-18', 7)));
    const buckets = bucketRows(rows, '7d');
    expect(buckets.map((b) => b.label)).toEqual(['Nov 18', 'Nov 19', 'Nov 20', 'Nov 21', 'Nov 22', 'Nov 23', 'Nov 24']);
    expect(bucketRows(dailyRows(dataFor(days('2026-10-26', 30))), '30d')).toHaveLength(30);
  });

  it('draws 90d per week of 7 days from the first, summing each week', () => {
    const buckets = bucketRows(dailyRows(dataFor(days('2026-08-27', 90))), '90d');
    expect(buckets).toHaveLength(13);
    expect(buckets[0]).toMatchObject({ label: 'Aug 27', from: '2026-08-27', to: '2026-09-02', signups: 7, libraryAdds: 14 });
    expect(buckets[12]).toMatchObject({ from: '2026-11-19', to: '2026-11-24', signups: 6 });
  });

  it('draws 1y per calendar month, and the months add up to the whole year', () => {
    const rows = dailyRows(dataFor(days('2025-11-25', 365)));
    const buckets = bucketRows(rows, '1y');
    expect(buckets).toHaveLength(13);
    expect(buckets[0]).toMatchObject({ label: 'Nov 2025', from: '2025-11-25', to: '2025-11-30', signups: 6 });
    expect(buckets[1]).toMatchObject({ label: 'Dec 2025', signups: 31 });
    expect(buckets.reduce((n, b) => n + (b.signups ?? 0), 0)).toBe(365);
  });
});

describe('formatRevenue', () => {
  it('shows revenue per currency and never adds currencies together', () => {
    expect(formatRevenue([])).toBe('$0.00');
    expect(
      formatRevenue([
        { planSlug: 'pro', planName: 'Pro', currency: 'USD', conversions: 2, revenue: 58 },
        { planSlug: 'enterprise', planName: 'Enterprise', currency: 'USD', conversions: 1, revenue: 99 },
        { planSlug: 'pro', planName: 'Pro', currency: 'EUR', conversions: 1, revenue: 25 },
      ]),
    ).toBe('$157.00 · €25.00');
  });
});
