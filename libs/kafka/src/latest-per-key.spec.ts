import { supersededInBatch } from './latest-per-key';

const at = (key: string | null, ...order: number[]) => ({ key, order });

describe('supersededInBatch: the messages another state of the same key makes obsolete', () => {
  it('keeps the newest state of each key, skips every other one', () => {
    expect(supersededInBatch([at('a', 1), at('b', 1), at('a', 2), at('a', 3), at('b', 2), at('c', 1)])).toEqual([true, true, true, false, false, false]);
  });

  it('keeps the newest by the order, not the last offset: an older state published after a newer one is skipped', () => {
    // revisions 1, 3, 2: the reader would apply 3 and ignore 2 (older), so 3 is the one to hand over
    expect(supersededInBatch([at('p', 1, 100), at('p', 3, 100), at('p', 2, 100)])).toEqual([true, false, true]);
  });

  it('compares element by element: revision first, then time', () => {
    expect(supersededInBatch([at('p', 2, 500), at('p', 2, 900), at('p', 1, 999)])).toEqual([true, false, true]);
  });

  it('of equal states the later message wins (as applying them in turn would end)', () => {
    expect(supersededInBatch([at('p', 2, 100), at('p', 2, 100)])).toEqual([true, false]);
  });

  it('keeps every message when no key repeats, and an empty batch is empty', () => {
    expect(supersededInBatch([at('a', 1), at('b', 1), at('c', 1)])).toEqual([false, false, false]);
    expect(supersededInBatch([])).toEqual([]);
  });

  it('never skips a message without a key or without an order (it did not decode: the dead-letter topic takes it)', () => {
    expect(supersededInBatch([at(null, 1), { key: '', order: [1] }, { key: 'a' }, at('a', 1), at('a', 2), { key: 'a' }])).toEqual([false, false, false, true, false, false]);
  });

  it('a single message is its own newest', () => {
    expect(supersededInBatch([at('plan-1', 4, 1)])).toEqual([false]);
  });
});
