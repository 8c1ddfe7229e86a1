import { entryUsageChange } from './entry-usage.util';

describe('entryUsageChange: one flush of an entry as increments', () => {
  it('adds each day inside the window, summing several hits of one day', () => {
    expect(entryUsageChange(['2026-11-20'], [{ day: '2026-11-27', loads: 3 }, { day: '2026-11-26', loads: 1 }, { day: '2026-11-27', loads: 2 }], '2026-10-29')).toEqual({
      incDays: { '2026-11-27': 5, '2026-11-26': 1 },
      expiredDays: [],
      added: 6,
    });
  });

  it('counts loads of a day before the window in the all-time total only', () => {
    expect(entryUsageChange([], [{ day: '2026-10-01', loads: 4 }, { day: '2026-11-27', loads: 1 }], '2026-10-29')).toEqual({ incDays: { '2026-11-27': 1 }, expiredDays: [], added: 5 });
  });

  it('drops the stored days that fell out of the window, keeping the window start itself', () => {
    expect(entryUsageChange(['2026-10-27', '2026-10-28', '2026-10-29', '2026-11-01'], [], '2026-10-29')).toEqual({ incDays: {}, expiredDays: ['2026-10-27', '2026-10-28'], added: 0 });
  });

  it('ignores empty counts', () => {
    expect(entryUsageChange([], [{ day: '2026-11-27', loads: 0 }], '2026-10-29')).toEqual({ incDays: {}, expiredDays: [], added: 0 });
  });
});
