import { LayoutItem, layoutStore, readingOrder } from './store-layout';

const m = (id: string): LayoutItem => ({ _id: id, kind: 'module' });
const s = (id: string): LayoutItem => ({ _id: id, kind: 'section' });

describe('readingOrder (the store in tetris order, top row first, then left to right)', () => {
  it('is empty for an empty store', () => {
    expect(readingOrder([])).toEqual([]);
  });

  it('follows the layout, not the id order, when a later item lands further left on the same row', () => {
    // a: module 1x2 at (0,0); b: module at (0,1); c: section 1x2 at (0,3) (the only place it scores best);
    // d: module fills the hole at (0,2), left of c.
    const items = [m('a'), m('b'), s('c'), m('d')];
    expect(layoutStore(items).placements.map((p) => [p.item._id, p.row, p.column])).toEqual([
      ['a', 0, 0],
      ['b', 0, 1],
      ['c', 0, 3],
      ['d', 0, 2],
    ]);
    expect(readingOrder(items).map((i) => i._id)).toEqual(['a', 'b', 'd', 'c']);
  });

  it('orders by row before column, whatever order the items are given in', () => {
    // Two tall sections then small modules: the modules under the first row come after every row-0 item.
    const items = [m('05'), s('01'), m('04'), s('02'), m('03')];
    const order = readingOrder(items);
    const layout = layoutStore(items);
    const position = new Map(layout.placements.map((p) => [p.item._id, p]));
    for (let i = 1; i < order.length; i++) {
      const prev = position.get(order[i - 1]._id)!;
      const next = position.get(order[i]._id)!;
      expect(prev.row < next.row || (prev.row === next.row && prev.column < next.column)).toBe(true);
    }
    expect(readingOrder([...items].reverse())).toEqual(order);
    expect(order).toHaveLength(items.length);
  });
});
