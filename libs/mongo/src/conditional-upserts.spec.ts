import { conditionCheck } from './conditional-upserts';

const at = (ms: number) => new Date(ms);

describe("a conditional upsert's filter checked on the document read by _id", () => {
  it('matches as MongoDB does: equality, null as null or missing, and date ranges of the same type only', () => {
    const check = conditionCheck({ _id: 'u1', deletedAt: null, limitAt: { $lte: at(5_000) } })!;
    expect(check.id).toBe('u1');
    expect(check.matches({ _id: 'u1', deletedAt: null, limitAt: at(1_000) })).toBe(true);
    expect(check.matches({ _id: 'u1', limitAt: at(5_000) })).toBe(true); // deletedAt missing: matches null
    expect(check.matches({ _id: 'u1', deletedAt: at(1), limitAt: at(1_000) })).toBe(false);
    expect(check.matches({ _id: 'u1', deletedAt: null, limitAt: at(6_000) })).toBe(false); // newer: the write is stale
    expect(check.matches({ _id: 'u1', deletedAt: null })).toBe(false); // no clock: $lte does not match a missing field
    expect(check.matches({ _id: 'u1', deletedAt: null, limitAt: 1_000 })).toBe(false); // a number is not a date
  });

  it('knows $lt, $gt, $gte and several bounds on one field, numbers and strings, and plain equalities', () => {
    const check = conditionCheck({ _id: 'x', revision: { $gt: 1, $lt: 5 }, slug: 'free', active: true })!;
    expect(check.matches({ revision: 3, slug: 'free', active: true })).toBe(true);
    expect(check.matches({ revision: 5, slug: 'free', active: true })).toBe(false);
    expect(check.matches({ revision: 3, slug: 'pro', active: true })).toBe(false);
    expect(check.matches({ revision: '3', slug: 'free', active: true })).toBe(false);
    expect(conditionCheck({ _id: 'x', name: { $gte: 'm' } })!.matches({ name: 'n' })).toBe(true);
  });

  it("gives an insert the filter's equalities, not its ranges", () => {
    expect(conditionCheck({ _id: 'e1', removedAt: null, kind: 'module', eventAt: { $lte: at(1) } })!.onInsert).toEqual({ removedAt: null, kind: 'module' });
  });

  it('leaves a filter it does not know to its upsert (null): $or, other operators, nested fields, no _id', () => {
    expect(conditionCheck({ _id: 'p', $or: [{ revision: { $lt: 2 } }, { revision: 2 }] })).toBeNull();
    expect(conditionCheck({ _id: 'p', tags: { $in: ['a'] } })).toBeNull();
    expect(conditionCheck({ _id: 'p', revision: { $ne: 2 } })).toBeNull();
    expect(conditionCheck({ _id: 'p', 'rating.at': { $lte: at(1) } })).toBeNull();
    expect(conditionCheck({ _id: 'p', nested: { a: 1 } })).toBeNull();
    expect(conditionCheck({ _id: { $in: ['a', 'b'] } })).toBeNull();
    expect(conditionCheck({ slug: 'free' })).toBeNull();
  });
});
