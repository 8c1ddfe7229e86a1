import { eventKindFor, statusCountsOf } from './catalogue-items';

describe('which event a change emits', () => {
  it.each([
    [null, 'published', 'published'],
    [null, 'draft', 'updated'],
    [null, 'archived', 'updated'],
    ['draft', 'published', 'published'],
    ['archived', 'published', 'published'],
    ['published', 'published', 'updated'],
    ['published', 'draft', 'unpublished'],
    ['published', 'archived', 'unpublished'],
    ['draft', 'archived', 'updated'],
  ] as const)('from %s to %s: %s', (previous, next, kind) => {
    expect(eventKindFor(previous, next)).toBe(kind);
  });
});

describe('statusCountsOf: the admin stats from one read of the statuses', () => {
  it('counts each status and the featured items, and the total is their sum', () => {
    expect(
      statusCountsOf([
        { _id: { status: 'published', featured: true }, count: 3 },
        { _id: { status: 'published', featured: false }, count: 40 },
        { _id: { status: 'draft', featured: false }, count: 30 },
        { _id: { status: 'draft', featured: true }, count: 1 },
        { _id: { status: 'archived', featured: null }, count: 2 },
      ]),
    ).toEqual({ total: 76, published: 43, draft: 31, archived: 2, featured: 4 });
  });

  it('an item of no known status still counts in the total (and nowhere else); nothing is all zeros', () => {
    expect(statusCountsOf([{ _id: { status: null }, count: 2 }])).toEqual({ total: 2, published: 0, draft: 0, archived: 0, featured: 0 });
    expect(statusCountsOf([])).toEqual({ total: 0, published: 0, draft: 0, archived: 0, featured: 0 });
  });
});
