import { signupStatsOf } from './signup-stats.util';

describe('signupStatsOf', () => {
  it('lists every UTC day of the window with its sign-ups, 0 when none, and their total', () => {
    const at = ['2026-11-01T00:00:00Z', '2026-11-01T23:59:59Z', '2026-11-03T08:00:00Z'].map((s) => new Date(s));
    expect(signupStatsOf(new Date('2026-11-01T00:00:00Z'), new Date('2026-11-03T12:00:00Z'), at)).toEqual({
      total: 3,
      daily: [
        { date: '2026-11-01', signups: 2 },
        { date: '2026-11-02', signups: 0 },
        { date: '2026-11-03', signups: 1 },
      ],
    });
  });

  it('answers zeros for a window without sign-ups, and ignores instants outside the window days', () => {
    const stats = signupStatsOf(new Date('2026-11-01T10:00:00Z'), new Date('2026-11-02T10:00:00Z'), [new Date('2026-10-31T23:00:00Z')]);
    expect(stats).toEqual({ total: 0, daily: [{ date: '2026-11-01', signups: 0 }, { date: '2026-11-02', signups: 0 }] });
  });
});
