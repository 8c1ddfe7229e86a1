import { inBatches } from './insert-once';

async function* count(n: number) {
  for (let i = 1; i <= n; i++) yield i;
}

describe('inBatches', () => {
  it('hands the items in batches of the size, the last one short, and counts them', async () => {
    const seen: number[][] = [];
    expect(await inBatches(count(5), 2, async (b) => void seen.push(b))).toBe(5);
    expect(seen).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('makes no call for no items and no empty last batch', async () => {
    const seen: number[][] = [];
    expect(await inBatches(count(0), 2, async (b) => void seen.push(b))).toBe(0);
    expect(await inBatches(count(4), 2, async (b) => void seen.push(b))).toBe(4);
    expect(seen).toEqual([[1, 2], [3, 4]]);
  });
});
