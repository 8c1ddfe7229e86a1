import {
  amountIn,
  centsToUnits,
  changeOf,
  currenciesOf,
  isRunningAt,
  monthlyCents,
  mrrAt,
  previousWindowOf,
  revenueFiguresOf,
  sumByCurrency,
  type RevenueSubscription,
} from './revenue.rules';

const at = (iso: string) => new Date(iso);
const sub = (startedAt: string, endedAt: string | null = null, over: Partial<RevenueSubscription> = {}): RevenueSubscription => ({
  startedAt: at(startedAt),
  endedAt: endedAt ? at(endedAt) : null,
  amount: 2900,
  currency: 'usd',
  billingCycle: 'monthly',
  ...over,
});
const NOV = { from: at('2026-11-01T00:00:00.000Z'), to: at('2026-11-30T23:59:59.999Z') };

describe('monthlyCents', () => {
  it('counts a monthly price as is, a yearly one as a twelfth, a lifetime one as nothing recurring', () => {
    expect(monthlyCents({ amount: 2900, billingCycle: 'monthly' })).toBe(2900);
    expect(monthlyCents({ amount: 29000, billingCycle: 'yearly' })).toBeCloseTo(2416.6667, 3);
    expect(monthlyCents({ amount: 49900, billingCycle: 'lifetime' })).toBe(0);
  });
});

describe('centsToUnits', () => {
  it('rounds half up to the cent, once', () => {
    expect(centsToUnits(2900)).toBe(29);
    expect(centsToUnits(2416.6667)).toBe(24.17);
    expect(centsToUnits(1000.5)).toBe(10.01);
    expect(centsToUnits(1999 + 1999)).toBe(39.98);
    expect(centsToUnits(0)).toBe(0);
  });
});

describe('isRunningAt', () => {
  it('runs from its start (included) to its end (excluded)', () => {
    const s = sub('2026-11-10T00:00:00Z', '2026-11-20T00:00:00Z');
    expect(isRunningAt(s, at('2026-11-09T23:59:59Z'))).toBe(false);
    expect(isRunningAt(s, at('2026-11-10T00:00:00Z'))).toBe(true);
    expect(isRunningAt(s, at('2026-11-19T23:59:59Z'))).toBe(true);
    expect(isRunningAt(s, at('2026-11-20T00:00:00Z'))).toBe(false);
    expect(isRunningAt(sub('2026-11-10T00:00:00Z'), at('2030-01-01T00:00:00Z'))).toBe(true);
  });
});

describe('sumByCurrency and mrrAt', () => {
  it('never adds different currencies, upper-cases them and lists them alphabetically', () => {
    expect(sumByCurrency([{ currency: 'usd', cents: 2900 }, { currency: 'EUR', cents: 2500 }, { currency: 'USD', cents: 100 }])).toEqual([
      { currency: 'EUR', amount: 25 },
      { currency: 'USD', amount: 30 },
    ]);
    expect(sumByCurrency([])).toEqual([]);
  });

  it('adds the monthly value of the subscriptions running at the instant, rounding the sum (not each one)', () => {
    const subs = [
      sub('2026-10-01T00:00:00Z'),
      sub('2026-10-01T00:00:00Z', null, { amount: 1000, billingCycle: 'yearly' }), // 83.333 cents
      sub('2026-10-01T00:00:00Z', null, { amount: 1000, billingCycle: 'yearly' }), // 83.333 cents
      sub('2026-10-01T00:00:00Z', '2026-10-15T00:00:00Z'), // ended
      sub('2026-12-01T00:00:00Z'), // not started
      sub('2026-10-01T00:00:00Z', null, { billingCycle: 'lifetime', currency: 'gbp' }), // not recurring
    ];
    expect(mrrAt(subs, at('2026-11-01T00:00:00Z'))).toEqual([{ currency: 'USD', amount: 30.67 }]);
  });
});

describe('revenueFiguresOf', () => {
  it('answers zeros, no churn and no amounts for a platform without a paid subscription', () => {
    expect(revenueFiguresOf(NOV, [], [])).toEqual({ activeSubscriptions: 0, newSubscriptions: 0, canceledSubscriptions: 0, churnRate: null, mrr: [], revenue: [] });
  });

  it('counts active at the end, new and cancelled in the window, and churn over those running before it', () => {
    const subs = [
      sub('2026-10-01T00:00:00Z'), // ran before, still runs
      sub('2026-10-02T00:00:00Z', '2026-11-15T00:00:00Z'), // ran before, cancelled in the window: churn
      sub('2026-10-03T00:00:00Z', '2026-10-20T00:00:00Z'), // ended before the window: nothing
      sub('2026-10-04T00:00:00Z'), // ran before, still runs
      sub('2026-11-01T00:00:00Z'), // new at the very start
      sub('2026-11-10T00:00:00Z', '2026-11-12T00:00:00Z'), // new and cancelled in the window: not churn's base
      sub('2026-12-01T00:00:00Z'), // after the window
    ];
    const figures = revenueFiguresOf(NOV, subs, []);
    expect(figures).toMatchObject({ activeSubscriptions: 3, newSubscriptions: 2, canceledSubscriptions: 2, churnRate: 33.3 });
    expect(figures.mrr).toEqual([{ currency: 'USD', amount: 87 }]);
  });

  it('ending at the last instant of the window counts as cancelled in it; ending after it does not', () => {
    const figures = revenueFiguresOf(NOV, [sub('2026-10-01T00:00:00Z', '2026-11-30T23:59:59.999Z'), sub('2026-10-01T00:00:00Z', '2026-12-01T00:00:00Z')], []);
    expect(figures).toMatchObject({ activeSubscriptions: 1, canceledSubscriptions: 1, churnRate: 50 });
  });

  it("adds the window's payments, one-time ones included, per currency; payments outside are left out", () => {
    const payments = [
      { paidAt: at('2026-11-01T00:00:00Z'), amount: 2900, currency: 'usd' },
      { paidAt: at('2026-11-30T23:59:59.999Z'), amount: 49900, currency: 'usd' }, // lifetime, one-time
      { paidAt: at('2026-11-05T00:00:00Z'), amount: 2500, currency: 'eur' },
      { paidAt: at('2026-10-31T23:59:59.999Z'), amount: 9900, currency: 'usd' },
      { paidAt: at('2026-12-01T00:00:00Z'), amount: 9900, currency: 'usd' },
    ];
    expect(revenueFiguresOf(NOV, [], payments).revenue).toEqual([
      { currency: 'EUR', amount: 25 },
      { currency: 'USD', amount: 528 },
    ]);
  });
});

describe('previousWindowOf', () => {
  it('is the window of equal length ending 1 ms before the window starts', () => {
    const prev = previousWindowOf(NOV);
    expect(prev.to.toISOString()).toBe('2026-10-31T23:59:59.999Z');
    expect(prev.to.getTime() - prev.from.getTime()).toBe(NOV.to.getTime() - NOV.from.getTime());
    expect(prev.from.toISOString()).toBe('2026-10-02T00:00:00.000Z');
  });
});

describe('changeOf', () => {
  it('has no arrow when both figures are 0 or one is unknown (never NaN or Infinity)', () => {
    expect(changeOf(0, 0)).toBeNull();
    expect(changeOf(null, 3)).toBeNull();
    expect(changeOf(3, null)).toBeNull();
    expect(changeOf(Number.NaN, 3)).toBeNull();
  });

  it('goes up or down by the difference and its share of the previous figure (1 decimal)', () => {
    expect(changeOf(3, 2)).toEqual({ direction: 'up', delta: 1, percent: 50 });
    expect(changeOf(2, 3)).toEqual({ direction: 'down', delta: -1, percent: -33.3 });
    expect(changeOf(5, 5)).toEqual({ direction: 'flat', delta: 0, percent: 0 });
    expect(changeOf(29.1, 29)).toEqual({ direction: 'up', delta: 0.1, percent: 0.3 });
  });

  it('has no percentage from 0, and falls by 100 % to 0', () => {
    expect(changeOf(29, 0)).toEqual({ direction: 'up', delta: 29, percent: null });
    expect(changeOf(0, 29)).toEqual({ direction: 'down', delta: -29, percent: -100 });
  });
});

describe('amountIn and currenciesOf', () => {
  it('reads one currency (0 when absent) and lists both periods’ currencies', () => {
    const now = [{ currency: 'USD', amount: 29 }];
    const before = [{ currency: 'EUR', amount: 25 }];
    expect(amountIn(now, 'usd')).toBe(29);
    expect(amountIn(now, 'EUR')).toBe(0);
    expect(currenciesOf(now, before)).toEqual(['EUR', 'USD']);
    expect(currenciesOf([], [])).toEqual([]);
  });
});
