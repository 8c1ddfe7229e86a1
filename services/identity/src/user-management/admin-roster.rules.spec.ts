import { adminRosterProblem, removesAnAdmin, RosterChange } from './admin-roster.rules';

const change = (actorId: string, target: RosterChange['target'], next: RosterChange['next']): RosterChange => ({ actorId, target, next });
const ADMIN = { id: 'a', role: 'admin' as const };
const OTHER_ADMIN = { id: 'b', role: 'admin' as const };
const USER = { id: 'u', role: 'user' as const };
const MODERATOR = { id: 'm', role: 'moderator' as const };

describe('admin roster rules', () => {
  it.each(['user', 'moderator'] as const)('refuses an admin demoting themself to %s, however many admins there are', (next) => {
    expect(adminRosterProblem(change('a', ADMIN, next), 5)).toBe('self-demotion');
  });

  it('refuses an admin deleting themself', () => {
    expect(adminRosterProblem(change('a', ADMIN, 'deleted'), 5)).toBe('self-deletion');
  });

  it('lets an admin "change" their role to admin (nothing changes)', () => {
    expect(adminRosterProblem(change('a', ADMIN, 'admin'), 0)).toBeUndefined();
  });

  it.each(['user', 'moderator', 'deleted'] as const)('refuses to make the last admin %s', (next) => {
    expect(adminRosterProblem(change('a', OTHER_ADMIN, next), 0)).toBe('last-admin');
  });

  it.each(['user', 'moderator', 'deleted'] as const)('lets an admin make another admin %s while another admin remains', (next) => {
    expect(adminRosterProblem(change('a', OTHER_ADMIN, next), 1)).toBeUndefined();
  });

  it('never counts admins for changes that keep them (promotions, users, moderators)', () => {
    expect(removesAnAdmin(change('a', USER, 'admin'))).toBe(false);
    expect(removesAnAdmin(change('a', USER, 'deleted'))).toBe(false);
    expect(removesAnAdmin(change('a', MODERATOR, 'user'))).toBe(false);
    expect(removesAnAdmin(change('a', OTHER_ADMIN, 'admin'))).toBe(false);
    expect(removesAnAdmin(change('a', OTHER_ADMIN, 'user'))).toBe(true);
    for (const next of ['user', 'admin', 'moderator', 'deleted'] as const) {
      expect(adminRosterProblem(change('a', USER, next), 0)).toBeUndefined();
      expect(adminRosterProblem(change('a', MODERATOR, next), 0)).toBeUndefined();
    }
  });
});
