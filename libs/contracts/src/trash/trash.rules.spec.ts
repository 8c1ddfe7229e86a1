import { isTrashExpired, TRASH_RETENTION_DAYS, trashDaysLeft, trashPurgeAt, trashPurgeCutoff } from './trash.rules';

const DAY = 24 * 60 * 60 * 1000;
const trashedAt = new Date('2026-01-01T12:00:00.000Z');
const after = (ms: number) => new Date(trashedAt.getTime() + ms);

describe('trash rules', () => {
  it('keeps a deleted item 30 days', () => {
    expect(TRASH_RETENTION_DAYS).toBe(30);
    expect(trashPurgeAt(trashedAt).toISOString()).toBe('2026-01-31T12:00:00.000Z');
  });

  it.each([
    [0, false],
    [DAY, false],
    [30 * DAY - 1, false],
    [30 * DAY, true],
    [30 * DAY + 1, true],
    [400 * DAY, true],
  ])('an item trashed %i ms ago is due for purge: %s', (elapsed, due) => {
    expect(isTrashExpired(trashedAt, after(elapsed))).toBe(due);
  });

  it('the cutoff is the same rule as a query bound: trashed at or before it means due', () => {
    const now = after(30 * DAY);
    expect(trashPurgeCutoff(now).getTime()).toBe(trashedAt.getTime());
    expect(isTrashExpired(new Date(trashPurgeCutoff(now).getTime() + 1), now)).toBe(false);
  });

  it.each([
    [0, 30],
    [1, 30],
    [DAY - 1, 30],
    [DAY, 29],
    [DAY + 1, 29],
    [29 * DAY, 1],
    [30 * DAY - 1, 1],
    [30 * DAY, 0],
    [31 * DAY, 0],
  ])('%i ms after deletion, %i days are left', (elapsed, days) => {
    expect(trashDaysLeft(trashedAt, after(elapsed))).toBe(days);
  });

  it('a clock behind the deleting server still shows at most 30 days', () => {
    expect(trashDaysLeft(trashedAt, after(-DAY / 2))).toBe(30);
  });
});
