import { userStatsSchema } from '@liquify/contracts';
import { countInto, tallyUserFigures, UserFigureRow } from './user-figures.rules';

const monthStart = new Date('2026-11-01T00:00:00.000Z');
const before = new Date('2026-10-31T23:59:59.999Z');
const row = (over: Partial<UserFigureRow> = {}): UserFigureRow => ({ role: 'user', createdAt: before, subscription: { status: 'none', checkoutSessionId: null }, ...over });

describe('tallyUserFigures', () => {
  it('gives every figure of the contract, each zero, for no users', () => {
    const figures = tallyUserFigures([], monthStart);
    expect(Object.keys(figures).sort()).toEqual(Object.keys(userStatsSchema.shape).sort());
    expect(Object.values(figures).every((n) => n === 0)).toBe(true);
  });

  it('counts each role in its card and the cards add up to the total', () => {
    const figures = tallyUserFigures([row({ role: 'admin' }), row(), row(), row({ role: 'moderator' })], monthStart);
    expect(figures).toMatchObject({ adminUsers: 1, regularUsers: 2, moderatorUsers: 1, totalUsers: 4 });
  });

  it('counts as new this month a user created at the first instant of the month, not one the instant before', () => {
    expect(tallyUserFigures([row({ createdAt: monthStart }), row({ createdAt: before })], monthStart).newThisMonth).toBe(1);
  });

  it('counts active subscriptions and users whose address a paid checkout proves', () => {
    const figures = tallyUserFigures(
      [
        row({ subscription: { status: 'active', checkoutSessionId: 'cs_1' } }),
        row({ subscription: { status: 'active', checkoutSessionId: null } }),
        row({ subscription: { status: 'cancelled', checkoutSessionId: 'cs_2' } }),
        row({ subscription: null }),
        row({ subscription: undefined, createdAt: undefined }),
      ],
      monthStart,
    );
    expect(figures).toMatchObject({ activeSubscriptions: 2, verifiedUsers: 2, totalUsers: 5, newThisMonth: 0 });
  });

  it('leaves a role it does not know out of every figure', () => {
    const figures = tallyUserFigures([row({ role: 'owner', createdAt: monthStart, subscription: { status: 'active', checkoutSessionId: 'cs' } })], monthStart);
    expect(Object.values(figures).every((n) => n === 0)).toBe(true);
  });

  it('never shows more new users or subscribers than users, whatever the rows', () => {
    const roles = ['user', 'admin', 'moderator', 'ghost'];
    const statuses = ['active', 'none', 'cancelled', undefined];
    for (let seed = 0; seed < 200; seed++) {
      const rows = Array.from({ length: seed % 13 }, (_, i) =>
        row({
          role: roles[(seed + i) % 4],
          createdAt: (seed * i) % 3 === 0 ? monthStart : before,
          subscription: { status: statuses[(seed + 2 * i) % 4], checkoutSessionId: (seed + i) % 2 ? 'cs' : null },
        }),
      );
      const f = tallyUserFigures(rows, monthStart);
      expect(f.adminUsers + f.regularUsers + f.moderatorUsers).toBe(f.totalUsers);
      expect(f.newThisMonth).toBeLessThanOrEqual(f.totalUsers);
      expect(f.activeSubscriptions).toBeLessThanOrEqual(f.totalUsers);
      expect(f.verifiedUsers).toBeLessThanOrEqual(f.totalUsers);
    }
  });

  it('adds one user at a time the same as the whole list at once', () => {
    const rows = [row({ role: 'admin', createdAt: monthStart }), row({ subscription: { status: 'active', checkoutSessionId: 'x' } })];
    const streamed = tallyUserFigures([], monthStart);
    for (const r of rows) countInto(streamed, r, monthStart);
    expect(streamed).toEqual(tallyUserFigures(rows, monthStart));
  });
});
