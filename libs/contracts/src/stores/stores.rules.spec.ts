import {
  DEFAULT_STORE_COLOR,
  normaliseStoreColor,
  normaliseStoreIcon,
  normaliseStoreName,
  readOnlyStoreIds,
  recentSince,
  sortStores,
  storeMatchesSearch,
  StoreMessages,
  storeQuota,
  storeStats,
} from './stores.rules';

describe('store icon', () => {
  it.each(['store', 'package', 'layers'])('keeps the known icon %s', (icon) =>
    expect(normaliseStoreIcon(icon)).toBe(icon),
  );
  it('reads a known icon whatever its case and spacing', () =>
    expect(normaliseStoreIcon(' Layers ')).toBe('layers'));
  it.each([['rocket'], [''], [undefined], [null], [3], [['store']]])(
    'falls back to store for an unknown icon (%p)',
    (icon) => {
      expect(normaliseStoreIcon(icon)).toBe('store');
    },
  );
});

describe('store colour', () => {
  it.each([[undefined], [null], [''], ['   ']])('defaults to #6366f1 when absent or blank (%p)', (v) =>
    expect(normaliseStoreColor(v)).toBe(DEFAULT_STORE_COLOR),
  );
  it('keeps a six-digit hex colour, lower-cased', () =>
    expect(normaliseStoreColor('#FF00aa')).toBe('#ff00aa'));
  it('keeps a three-digit hex colour', () => expect(normaliseStoreColor('#abc')).toBe('#abc'));
  it.each([['red'], ['#12345'], ['#1234567'], ['ff00aa'], ['#ggg'], [42], [{}]])('refuses %p', (v) =>
    expect(normaliseStoreColor(v)).toBeNull(),
  );
});

describe('store name', () => {
  it('trims the name', () => expect(normaliseStoreName('  Main store ')).toBe('Main store'));
  it.each([['   '], [undefined], [12]])('is blank for %p (Store Name Required)', (v) =>
    expect(normaliseStoreName(v)).toBe(''),
  );
});

describe('store quota', () => {
  it('can add under the limit', () =>
    expect(storeQuota(0, 1)).toEqual({ canAdd: true, currentCount: 0, limit: 1 }));
  it('cannot add at the limit (free plan: 1 store)', () =>
    expect(storeQuota(1, 1)).toEqual({ canAdd: false, currentCount: 1, limit: 1 }));
  it('cannot add over a lowered limit', () => expect(storeQuota(3, 1).canAdd).toBe(false));
  it('can always add with -1 (unlimited)', () =>
    expect(storeQuota(500, -1)).toEqual({ canAdd: true, currentCount: 500, limit: -1 }));
  it('cannot add with a limit of 0', () => expect(storeQuota(0, 0).canAdd).toBe(false));
  it('words the refusal as the spec does', () => {
    expect(StoreMessages.limitReached(1, 1)).toBe(
      'Store limit reached (1/1). Please upgrade your plan to create more stores.',
    );
    expect(StoreMessages.limitReachedToast(3)).toBe(
      "You've reached your limit of 3 stores. Upgrade your plan to create more stores.",
    );
  });
  it("says '1 store', not '1 stores' (issue #24 item 9)", () => {
    expect(StoreMessages.limitReachedToast(1)).toBe("You've reached your limit of 1 store. Upgrade your plan to create more stores.");
  });
});

describe('soft downgrade: read-only stores', () => {
  const stores = [
    { _id: 'c', createdAt: '2026-01-03T00:00:00.000Z' },
    { _id: 'a', createdAt: '2026-01-01T00:00:00.000Z' },
    { _id: 'b', createdAt: '2026-01-02T00:00:00.000Z' },
  ];
  it('keeps every store editable within the limit', () => expect(readOnlyStoreIds(stores, 3).size).toBe(0));
  it('keeps every store editable when unlimited', () => expect(readOnlyStoreIds(stores, -1).size).toBe(0));
  it('makes the newer stores read-only over a lowered limit, the oldest stay editable', () => {
    expect([...readOnlyStoreIds(stores, 1)].sort()).toEqual(['b', 'c']);
  });
  it('makes every store read-only with a limit of 0', () => expect(readOnlyStoreIds(stores, 0).size).toBe(3));
  it('breaks ties on the creation date by id', () => {
    const same = [
      { _id: 'y', createdAt: new Date('2026-01-01') },
      { _id: 'x', createdAt: new Date('2026-01-01') },
    ];
    expect([...readOnlyStoreIds(same, 1)]).toEqual(['y']);
  });
});

describe('store list search and sort', () => {
  const s = (
    id: string,
    name: string,
    createdAt: string,
    moduleCount: number,
    sectionCount: number,
    description = '',
  ) => ({
    _id: id,
    name,
    description,
    createdAt,
    moduleCount,
    sectionCount,
  });
  const list = [
    s('1', 'beta', '2026-01-02', 1, 0),
    s('2', 'Alpha', '2026-01-03', 0, 0, 'Summer SALE'),
    s('3', 'gamma', '2026-01-01', 2, 3),
  ];
  it('All Stores keeps creation order, oldest first', () =>
    expect(sortStores(list, 'all').map((x) => x._id)).toEqual(['3', '1', '2']));
  it('Recently Created puts the newest first', () =>
    expect(sortStores(list, 'recent').map((x) => x._id)).toEqual(['2', '1', '3']));
  it('Name A-Z ignores case', () =>
    expect(sortStores(list, 'name').map((x) => x.name)).toEqual(['Alpha', 'beta', 'gamma']));
  it('Most Items counts modules plus sections, ties by creation', () => {
    expect(sortStores([...list, s('4', 'delta', '2026-01-04', 0, 1)], 'items').map((x) => x._id)).toEqual([
      '3',
      '1',
      '4',
      '2',
    ]);
  });
  it('does not change the list it sorts', () => {
    sortStores(list, 'name');
    expect(list.map((x) => x._id)).toEqual(['1', '2', '3']);
  });
  it('search matches name or description, case-insensitively', () => {
    expect(list.filter((x) => storeMatchesSearch(x, 'sale')).map((x) => x._id)).toEqual(['2']);
    expect(list.filter((x) => storeMatchesSearch(x, 'GAM')).map((x) => x._id)).toEqual(['3']);
    expect(list.filter((x) => storeMatchesSearch(x, '  ')).length).toBe(3);
    expect(list.filter((x) => storeMatchesSearch(x, 'zzz')).length).toBe(0);
  });
  it('stats count stores and items (modules plus sections)', () => {
    expect(storeStats(list)).toEqual({ storeCount: 3, moduleCount: 3, sectionCount: 3, totalItems: 6 });
    expect(storeStats([])).toEqual({ storeCount: 0, moduleCount: 0, sectionCount: 0, totalItems: 0 });
  });
});

describe('picker Recent chip', () => {
  it('keeps items created within the last 7 days (10080 minutes)', () => {
    expect(recentSince(new Date('2026-01-08T12:00:00.000Z')).toISOString()).toBe('2026-01-01T12:00:00.000Z');
  });
});
