import {
  ADMIN_STATS_MAX_DAYS,
  ANALYTICS_PERIODS,
  countPerDay,
  daysBetween,
  periodRange,
  startOfUtcMonth,
  STATS_RANGE_MESSAGE,
  statsWindowOf,
} from './stats.rules';
import { statsRangeQuerySchema } from './stats.schemas';

const NOW = new Date('2026-11-24T03:00:00.000Z');

describe('daysBetween', () => {
  it('lists every UTC day from the first to the last inclusive', () => {
    expect(daysBetween(new Date('2026-02-27T10:00:00Z'), new Date('2026-03-02T01:00:00Z'))).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
    expect(daysBetween(new Date('2026-02-27T10:00:00Z'), new Date('2026-02-27T11:00:00Z'))).toEqual(['2026-02-27']);
  });
});

describe('periodRange', () => {
  it.each([
    ['7d', '2026-11-18T00:00:00.000Z', 7],
    ['30d', '2026-10-26T00:00:00.000Z', 30],
    ['90d', '2026-08-27T00:00:00.000Z', 90],
    ['1y', '2025-11-25T00:00:00.000Z', 365],
  ] as const)('%s covers that many UTC days, today included', (period, from, days) => {
    const range = periodRange(period, NOW);
    expect(range).toEqual({ from, to: NOW.toISOString() });
    expect(daysBetween(new Date(range.from), new Date(range.to))).toHaveLength(days);
  });

  it('every period is a window the stats routes accept', () => {
    for (const period of ANALYTICS_PERIODS) expect(statsWindowOf(periodRange(period, NOW), NOW)).not.toBeNull();
  });
});

describe('statsWindowOf', () => {
  it('defaults to the last 30 UTC days ending now', () => {
    const window = statsWindowOf({}, NOW)!;
    expect(window.to).toEqual(NOW);
    expect(daysBetween(window.from, window.to)).toHaveLength(30);
    expect(window.from.toISOString()).toBe('2026-10-26T00:00:00.000Z');
  });

  it('refuses a reversed window and one longer than the maximum', () => {
    expect(statsWindowOf({ from: '2026-11-02T00:00:00Z', to: '2026-11-01T00:00:00Z' }, NOW)).toBeNull();
    const longest = new Date(NOW.getTime() - ADMIN_STATS_MAX_DAYS * 86_400_000).toISOString();
    expect(statsWindowOf({ from: longest }, NOW)).not.toBeNull();
    const tooLong = new Date(NOW.getTime() - ADMIN_STATS_MAX_DAYS * 86_400_000 - 1).toISOString();
    expect(statsWindowOf({ from: tooLong }, NOW)).toBeNull();
  });
});

describe('countPerDay', () => {
  it('counts the instants of each day in order and ignores those outside the days', () => {
    const days = ['2026-11-01', '2026-11-02', '2026-11-03'];
    const at = ['2026-11-01T00:00:00Z', '2026-11-01T23:59:59.999Z', '2026-11-03T12:00:00Z', '2026-10-31T23:59:59Z', '2026-11-04T00:00:00Z'].map((s) => new Date(s));
    expect(countPerDay(days, at)).toEqual([2, 0, 1]);
    expect(countPerDay([], at)).toEqual([]);
  });
});

describe('startOfUtcMonth', () => {
  it('is the first instant of the UTC month', () => {
    expect(startOfUtcMonth(NOW).toISOString()).toBe('2026-11-01T00:00:00.000Z');
    expect(startOfUtcMonth(new Date('2026-12-01T00:00:00Z')).toISOString()).toBe('2026-12-01T00:00:00.000Z');
  });
});

describe('statsRangeQuerySchema', () => {
  it('accepts no window, a full window and ISO instants with an offset', () => {
    expect(statsRangeQuerySchema.parse({})).toEqual({});
    expect(statsRangeQuerySchema.parse({ from: '', to: '' })).toEqual({});
    expect(statsRangeQuerySchema.safeParse(periodRange('1y', new Date())).success).toBe(true);
    expect(statsRangeQuerySchema.safeParse({ from: '2026-01-01T00:00:00+02:00', to: '2026-01-02T00:00:00Z' }).success).toBe(true);
  });

  it(`answers "${STATS_RANGE_MESSAGE}" for a reversed or too long window, and names a bad date`, () => {
    const reversed = statsRangeQuerySchema.safeParse({ from: '2026-02-01T00:00:00Z', to: '2026-01-01T00:00:00Z' });
    expect(reversed.error?.issues[0].message).toBe(STATS_RANGE_MESSAGE);
    const tooLong = statsRangeQuerySchema.safeParse({ from: '2024-01-01T00:00:00Z', to: '2026-01-01T00:00:00Z' });
    expect(tooLong.error?.issues[0].message).toBe(STATS_RANGE_MESSAGE);
    expect(statsRangeQuerySchema.safeParse({ from: 'soon' }).error?.issues[0].message).toBe('from must be an ISO date-time');
  });
});
