import { ENTRY_RESTORE_WINDOW_MS, ENTRY_UNDO_TOAST_MS } from './library.constants';
import {
  addRefusal,
  canRestore,
  effectiveLimit,
  entryLockAt,
  entryLocks,
  isAllowedByPlan,
  normaliseLimit,
  planLockImpact,
  quotaDecision,
  usageStatus,
} from './library.rules';


describe('quotaDecision', () => {
  it.each([
    [0, 5, true],
    [4, 5, true],
    [5, 5, false],
    [6, 5, false],
    [0, 0, false],
    [1000, -1, true],
    [0, -1, true],
  ])('with %i held and a limit of %i, canAdd is %s', (count, limit, canAdd) => {
    expect(quotaDecision(count, limit)).toEqual({ canAdd, currentCount: count, limit });
  });

  it('treats any negative limit as unlimited (-1) and a missing limit as 0', () => {
    expect(quotaDecision(3, -5)).toEqual({ canAdd: true, currentCount: 3, limit: -1 });
    expect(quotaDecision(0, undefined)).toEqual({ canAdd: false, currentCount: 0, limit: 0 });
    expect(normaliseLimit(Number.NaN)).toBe(0);
    expect(normaliseLimit(2.7)).toBe(2);
  });
});

describe('effectiveLimit: the user\'s own limit first, then the plan\'s, then the default', () => {
  it.each([
    [7, 5, 5, 7],
    [0, 5, 5, 0],
    [-1, 5, 5, -1],
    [undefined, 3, 5, 3],
    [null, -1, 5, -1],
    [undefined, undefined, 5, 5],
  ])('own %s, plan %s, default %s gives %s', (own, plan, fallback, expected) => {
    expect(effectiveLimit(own, plan, fallback)).toBe(expected);
  });
});

describe('addRefusal: the first reason an item cannot be added (doc 2 §3)', () => {
  const fits = { canAdd: true, currentCount: 1, limit: 5 };
  const full = { canAdd: false, currentCount: 5, limit: 5 };
  const ok = { exists: true, published: true, allowed: true, alreadyInLibrary: false };
  it('is undefined when the item exists, is published, is allowed, is not held and fits', () => {
    expect(addRefusal(ok, fits)).toBeUndefined();
  });
  it.each([
    ['not-found', { ...ok, exists: false, published: false, allowed: false }, full],
    ['locked', { ...ok, published: false, allowed: false, alreadyInLibrary: true }, full],
    ['not-allowed', { ...ok, allowed: false, alreadyInLibrary: true }, full],
    ['already-in-library', { ...ok, alreadyInLibrary: true }, full],
    ['limit', ok, full],
  ] as const)('answers %s first', (reason, item, quota) => {
    expect(addRefusal(item, quota)).toBe(reason);
  });
});

describe('usageStatus (doc 2 §4)', () => {
  it('is "Available" under 80%, "Near limit" from 80%, "Limit reached" from 100%', () => {
    expect(usageStatus(3, 5)).toMatchObject({ percentage: 60, level: 'available', label: 'Available', isAtLimit: false });
    expect(usageStatus(4, 5)).toMatchObject({ percentage: 80, level: 'near-limit', label: 'Near limit', isAtLimit: false });
    expect(usageStatus(5, 5)).toMatchObject({ percentage: 100, level: 'at-limit', label: 'Limit reached', isAtLimit: true });
    expect(usageStatus(7, 5)).toMatchObject({ percentage: 140, isAtLimit: true });
  });

  it('gives 0% for an unlimited (-1) limit and 100% for a limit of 0', () => {
    expect(usageStatus(50, -1)).toMatchObject({ percentage: 0, isAtLimit: false, label: 'Available' });
    expect(usageStatus(0, 0)).toMatchObject({ percentage: 100, isAtLimit: true });
  });
});

describe('isAllowedByPlan', () => {
  it('allows an item only when the plan lists its id (list or set)', () => {
    expect(isAllowedByPlan(['a', 'b'], 'a')).toBe(true);
    expect(isAllowedByPlan(['a', 'b'], 'c')).toBe(false);
    expect(isAllowedByPlan(new Set(['c']), 'c')).toBe(true);
    expect(isAllowedByPlan([], 'a')).toBe(false);
  });

  it('allows nothing without a known plan', () => {
    expect(isAllowedByPlan(null, 'a')).toBe(false);
    expect(isAllowedByPlan(undefined, 'a')).toBe(false);
  });
});

describe('entryLocks (soft downgrade)', () => {
  const entries = [
    { id: 'e3', catalogueId: 'm3', createdAt: '2026-01-03T00:00:00Z' },
    { id: 'e1', catalogueId: 'm1', createdAt: '2026-01-01T00:00:00Z' },
    { id: 'e2', catalogueId: 'm2', createdAt: new Date('2026-01-02T00:00:00Z') },
    { id: 'e4', catalogueId: 'm4', createdAt: '2026-01-04T00:00:00Z' },
  ];

  it('locks the newest entries beyond the limit and keeps the oldest usable', () => {
    const locks = entryLocks(entries, 2);
    expect(Object.fromEntries(locks)).toEqual({ e1: null, e2: null, e3: 'limit', e4: 'limit' });
  });

  it('unlocks everything when the limit is raised again or unlimited (an upgrade unlocks them)', () => {
    expect([...entryLocks(entries, 4).values()].every((l) => l === null)).toBe(true);
    expect([...entryLocks(entries, -1).values()].every((l) => l === null)).toBe(true);
  });

  it('locks every entry with a limit of 0', () => {
    expect([...entryLocks(entries, 0).values()]).toEqual(['limit', 'limit', 'limit', 'limit']);
  });

  it("locks entries whose item left the plan's allowed list ('plan'), within the limit", () => {
    const locks = entryLocks(entries, 3, new Set(['m1', 'm3']));
    expect(Object.fromEntries(locks)).toEqual({ e1: null, e2: 'plan', e3: null, e4: 'limit' });
  });

  it('breaks createdAt ties by id so the order is stable', () => {
    const tied = [
      { id: 'b', catalogueId: 'x', createdAt: '2026-01-01T00:00:00Z' },
      { id: 'a', catalogueId: 'y', createdAt: '2026-01-01T00:00:00Z' },
    ];
    expect(Object.fromEntries(entryLocks(tied, 1))).toEqual({ a: null, b: 'limit' });
  });

  it('entryLockAt agrees with entryLocks for one entry given how many are older', () => {
    expect(entryLockAt(2, 2, true)).toBe('limit');
    expect(entryLockAt(1, 2, true)).toBeNull();
    expect(entryLockAt(1, 2, false)).toBe('plan');
    expect(entryLockAt(50, -1, null)).toBeNull();
  });
});

describe('canRestore (Undo of a removal)', () => {
  const removedAt = new Date('2026-03-01T10:00:00Z');
  const after = (ms: number) => new Date(removedAt.getTime() + ms);
  it('allows a restore within the window, its last millisecond included', () => {
    expect(canRestore(removedAt, after(0))).toBe(true);
    expect(canRestore(removedAt, after(ENTRY_RESTORE_WINDOW_MS))).toBe(true);
    expect(canRestore(removedAt.toISOString(), after(1000).toISOString())).toBe(true);
  });
  it('refuses it once the window is over, and for an unreadable date', () => {
    expect(canRestore(removedAt, after(ENTRY_RESTORE_WINDOW_MS + 1))).toBe(false);
    expect(canRestore('not a date', after(0))).toBe(false);
  });
  it('accepts a removal stamped a little ahead of this clock (another replica)', () => {
    expect(canRestore(removedAt, after(-500))).toBe(true);
  });
  it('offers Undo in the toast for at least 10 s, well within the window', () => {
    expect(ENTRY_UNDO_TOAST_MS).toBeGreaterThanOrEqual(10_000);
    expect(ENTRY_UNDO_TOAST_MS).toBeLessThan(ENTRY_RESTORE_WINDOW_MS);
  });
});

describe('planLockImpact (whose entry locks a plan change can move)', () => {
  const plan = { moduleLimit: 3, sectionLimit: 1, allowedModules: ['m1', 'm2'], allowedSections: ['s1'], isActive: true };

  it('every entry when the plan is new here, a limit moved or it was (de)activated', () => {
    expect(planLockImpact(null, plan)).toEqual({ all: true });
    expect(planLockImpact(plan, { ...plan, moduleLimit: 5 })).toEqual({ all: true });
    expect(planLockImpact(plan, { ...plan, sectionLimit: -1 })).toEqual({ all: true });
    expect(planLockImpact(plan, { ...plan, isActive: false })).toEqual({ all: true });
  });

  it('only the entries of items that joined or left an allowed list otherwise', () => {
    expect(planLockImpact(plan, { ...plan, allowedModules: ['m2', 'm3'], allowedSections: [] })).toEqual({ all: false, items: { module: ['m1', 'm3'], section: ['s1'] } });
  });

  it('none when nothing the locks read changed (the same lists in another order, repeated ids)', () => {
    expect(planLockImpact(plan, { ...plan, allowedModules: ['m2', 'm1', 'm1'] })).toEqual({ all: false, items: { module: [], section: [] } });
  });

  it('agrees with entryLocks: a list change moves no lock of an entry whose item stayed where it was', () => {
    const entries = [
      { id: 'a', catalogueId: 'm1', createdAt: '2026-01-01' },
      { id: 'b', catalogueId: 'm2', createdAt: '2026-01-02' },
      { id: 'c', catalogueId: 'm4', createdAt: '2026-01-03' },
    ];
    const after = { ...plan, allowedModules: ['m2', 'm4', 'm9'] };
    const impact = planLockImpact(plan, after);
    if (impact.all) throw new Error('expected a list change');
    const was = entryLocks(entries, plan.moduleLimit, new Set(plan.allowedModules));
    const now = entryLocks(entries, after.moduleLimit, new Set(after.allowedModules));
    const moved = entries.filter((e) => was.get(e.id) !== now.get(e.id)).map((e) => e.catalogueId);
    expect(moved.every((id) => impact.items.module.includes(id))).toBe(true);
    expect(moved).toEqual(['m1', 'm4']);
  });
});
