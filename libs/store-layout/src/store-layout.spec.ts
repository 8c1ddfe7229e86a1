import {
  gridArea,
  itemSize,
  LAYOUT_COLUMNS,
  LayoutGrid,
  LayoutItem,
  layoutStore,
  Placement,
  sortByIdForLayout,
  TetrisLayout,
} from './store-layout';

const m = (id: string): LayoutItem => ({ _id: id, kind: 'module' });
const s = (id: string): LayoutItem => ({ _id: id, kind: 'section' });
/** [id, column, row, width, height] of every placement, in layout order. */
const cells = (layout: TetrisLayout) =>
  layout.placements.map((p) => [p.item._id, p.column, p.row, p.width, p.height]);

/** Deterministic pseudo-random ids and kinds (no Math.random: the test must be repeatable). */
function randomItems(count: number, seed: number): LayoutItem[] {
  let x = seed;
  const next = () => (x = (x * 1103515245 + 12345) % 2147483648);
  return Array.from({ length: count }, (_, i) => ({
    _id: next().toString(16).padStart(8, '0') + String(i).padStart(4, '0'),
    kind: next() % 3 === 0 ? 'section' : 'module',
  }));
}

function assertNoOverlapInsideGrid(layout: TetrisLayout) {
  const taken = new Set<string>();
  const problems: string[] = [];
  for (const p of layout.placements) {
    if (p.column < 0 || p.row < 0 || p.column + p.width > layout.columns)
      problems.push(`${p.item._id} outside the grid`);
    for (let r = p.row; r < p.row + p.height; r++) {
      for (let c = p.column; c < p.column + p.width; c++) {
        const key = `${r}:${c}`;
        if (taken.has(key)) problems.push(`${p.item._id} overlaps at ${key}`);
        taken.add(key);
      }
    }
  }
  expect(problems).toEqual([]);
}

describe('item sizes (doc 2 §4)', () => {
  it('makes every fifth module (index 0, 5, 10, ...) 1 column by 2 rows, the others 1x1', () => {
    const sizes = Array.from({ length: 11 }, (_, i) => itemSize('module', i));
    expect(sizes.map((z) => `${z.width}x${z.height}`)).toEqual([
      '1x2',
      '1x1',
      '1x1',
      '1x1',
      '1x1',
      '1x2',
      '1x1',
      '1x1',
      '1x1',
      '1x1',
      '1x2',
    ]);
  });
  it('cycles sections through 1x2, 2x2, 1x3', () => {
    const sizes = Array.from({ length: 7 }, (_, i) => itemSize('section', i));
    expect(sizes.map((z) => `${z.width}x${z.height}`)).toEqual([
      '1x2',
      '2x2',
      '1x3',
      '1x2',
      '2x2',
      '1x3',
      '1x2',
    ]);
  });
  it('counts the index within each kind when modules and sections interleave', () => {
    const layout = layoutStore([m('01'), s('02'), m('03'), s('04'), m('04a'), m('05'), m('06'), m('07')]);
    const size = Object.fromEntries(layout.placements.map((p) => [p.item._id, `${p.width}x${p.height}`]));
    expect(size).toEqual({
      '01': '1x2',
      '02': '1x2',
      '03': '1x1',
      '04': '2x2',
      '04a': '1x1',
      '05': '1x1',
      '06': '1x1',
      '07': '1x2',
    });
  });
});

describe('order', () => {
  it('sorts items by id, leaving the input untouched', () => {
    const input = [m('c'), m('a'), m('b')];
    expect(sortByIdForLayout(input).map((i) => i._id)).toEqual(['a', 'b', 'c']);
    expect(input.map((i) => i._id)).toEqual(['c', 'a', 'b']);
  });
  it('compares ids by code unit, not locale (ObjectId hex order)', () => {
    expect(sortByIdForLayout([m('b'), m('B'), m('a')]).map((i) => i._id)).toEqual(['B', 'a', 'b']);
  });
  it('gives the same layout whatever the order the items arrive in', () => {
    const items = randomItems(30, 7);
    const reversed = [...items].reverse();
    expect(cells(layoutStore(reversed))).toEqual(cells(layoutStore(items)));
  });
});

describe('placement (4 columns, best-scoring position)', () => {
  it('lays out nothing for an empty store', () => {
    expect(layoutStore([])).toEqual({ placements: [], columns: 4, rows: 0, rowHeightPx: 200, heightPx: 0 });
  });

  it('places five modules: the tall first one in the corner, the row filled left to right, the fifth beside the tall one', () => {
    const layout = layoutStore([m('1'), m('2'), m('3'), m('4'), m('5')]);
    expect(cells(layout)).toEqual([
      ['1', 0, 0, 1, 2],
      ['2', 1, 0, 1, 1],
      ['3', 2, 0, 1, 1],
      ['4', 3, 0, 1, 1],
      ['5', 1, 1, 1, 1],
    ]);
    expect(layout.rows).toBe(2);
    expect(layout.heightPx).toBe(400);
  });

  it('places three sections 1x2, 2x2, 1x3 side by side on the top row', () => {
    const layout = layoutStore([s('a'), s('b'), s('c')]);
    expect(cells(layout)).toEqual([
      ['a', 0, 0, 1, 2],
      ['b', 1, 0, 2, 2],
      ['c', 3, 0, 1, 3],
    ]);
    expect(layout.rows).toBe(3);
  });

  it('puts the second tall module (index 5) on the highest row with room, where it touches the most', () => {
    const layout = layoutStore([m('1'), m('2'), m('3'), m('4'), m('5'), m('6'), m('7')]);
    // row 1 has columns 2 and 3 free after the fifth module: column 3 touches the right wall on both rows
    expect(cells(layout).slice(4)).toEqual([
      ['5', 1, 1, 1, 1],
      ['6', 3, 1, 1, 2],
      ['7', 2, 1, 1, 1],
    ]);
    expect(layout.rows).toBe(3);
    expect(layout.placements.every((p) => !p.fallback)).toBe(true);
  });

  it('on a row, prefers the position with the most contact, then the leftmost', () => {
    const grid = new LayoutGrid(4);
    grid.occupy(0, 2, { width: 1, height: 1 });
    // row 0 free cells: 0, 1, 3. Column 0 touches the top and left walls (2) and column 1's right neighbour
    // is taken (top + right = 2); column 3 touches top, right wall and the taken column 2 (3).
    expect(grid.bestPosition({ width: 1, height: 1 })).toEqual({ row: 0, column: 3, fallback: false });
  });

  it('fills a hole left higher up before going below', () => {
    const grid = new LayoutGrid(4);
    grid.occupy(0, 0, { width: 1, height: 3 });
    grid.occupy(0, 1, { width: 3, height: 1 });
    grid.occupy(1, 1, { width: 1, height: 2 });
    grid.occupy(1, 3, { width: 1, height: 2 });
    // column 2 is free from row 1: a 1x2 fits exactly there
    expect(grid.bestPosition({ width: 1, height: 2 })).toEqual({ row: 1, column: 2, fallback: false });
    // a 2x2 does not fit the hole: it goes on the first row with two free columns side by side
    expect(grid.bestPosition({ width: 2, height: 2 })).toEqual({ row: 3, column: 0, fallback: false });
  });

  it('never overlaps and never leaves the 4 columns, for many stores', () => {
    for (let seed = 1; seed <= 40; seed++) {
      const layout = layoutStore(randomItems(1 + ((seed * 7) % 60), seed));
      assertNoOverlapInsideGrid(layout);
      const lowest = Math.max(0, ...layout.placements.map((p) => p.row + p.height));
      expect(layout.rows).toBe(lowest);
      expect(layout.heightPx).toBe(lowest * 200);
    }
  });

  it('places every item exactly once', () => {
    const items = randomItems(50, 3);
    const layout = layoutStore(items);
    expect(layout.placements.map((p: Placement) => p.item._id).sort()).toEqual(
      items.map((i) => i._id).sort(),
    );
  });

  it('packs modules alone without holes: no free cell sits above a placed one', () => {
    const layout = layoutStore(Array.from({ length: 23 }, (_, i) => m(String(i).padStart(2, '0'))));
    const grid = new LayoutGrid(4);
    for (const p of layout.placements) grid.occupy(p.row, p.column, p);
    for (let r = 0; r < layout.rows; r++) {
      for (let c = 0; c < LAYOUT_COLUMNS; c++) {
        if (!grid.isOccupied(r, c)) expect(grid.isOccupied(r + 1, c)).toBe(false);
      }
    }
    expect(layout.rows).toBe(8);
  });
});

describe('scan window and fallback', () => {
  it('scans at most 20 rows from the first open row, then falls back below the tallest column', () => {
    const grid = new LayoutGrid(4);
    // columns 0-2 taken for 25 rows, column 3 free: a 2x2 cannot fit anywhere in the window
    grid.occupy(0, 0, { width: 3, height: 25 });
    expect(grid.bestPosition({ width: 2, height: 2 })).toEqual({ row: 25, column: 0, fallback: true });
    // a 1x1 still fits the free column at the top
    expect(grid.bestPosition({ width: 1, height: 1 })).toEqual({ row: 0, column: 3, fallback: false });
  });

  it('finds a fit 19 rows below the first open row but not 20', () => {
    const grid = new LayoutGrid(4);
    grid.occupy(0, 0, { width: 3, height: 19 });
    expect(grid.bestPosition({ width: 2, height: 1 })).toEqual({ row: 19, column: 0, fallback: false });
    const deeper = new LayoutGrid(4);
    deeper.occupy(0, 0, { width: 3, height: 20 });
    expect(deeper.bestPosition({ width: 2, height: 1 })).toEqual({ row: 20, column: 0, fallback: true });
  });

  it('starts the window at the first row that has a free cell', () => {
    const grid = new LayoutGrid(4);
    grid.occupy(0, 0, { width: 4, height: 30 });
    grid.occupy(30, 0, { width: 1, height: 1 });
    expect(grid.firstOpenRow()).toBe(30);
    expect(grid.bestPosition({ width: 1, height: 1 })).toEqual({ row: 30, column: 1, fallback: false });
  });

  it('marks the items a smaller scan window sends to the fallback', () => {
    const layout = layoutStore([m('1'), s('2'), s('3')], { scanRows: 1 });
    // 1x2 module at (0,0); 1x2 section at (0,1); the 2x2 section fits at row 0 columns 2-3
    expect(cells(layout)).toEqual([
      ['1', 0, 0, 1, 2],
      ['2', 1, 0, 1, 2],
      ['3', 2, 0, 2, 2],
    ]);
    // rows 0-1 full; then a 1x1, a 1x3 and a 1x2 leave only column 1 free on row 2
    const items = [m('1'), s('2'), s('3'), m('4'), s('5'), s('6'), s('7')];
    const tight = layoutStore(items, { scanRows: 1 });
    expect(cells(tight).slice(3, 6)).toEqual([
      ['4', 0, 2, 1, 1],
      ['5', 3, 2, 1, 3],
      ['6', 2, 2, 1, 2],
    ]);
    // the 2x2 finds no room on row 2 (the only row scanned): below the tallest column, at column 0
    expect(tight.placements[6]).toMatchObject({ column: 0, row: 5, width: 2, height: 2, fallback: true });
    expect(tight.placements.filter((p) => p.fallback)).toHaveLength(1);
    // with the 20-row scan it goes on row 3, beside the sections
    expect(layoutStore(items).placements[6]).toMatchObject({ column: 0, row: 3, fallback: false });
    assertNoOverlapInsideGrid(tight);
  });

  it('refuses a scan window or a grid without rows or columns', () => {
    expect(() => layoutStore([m('1')], { scanRows: 0 })).toThrow('scanRows must be a positive integer');
    expect(() => new LayoutGrid(0)).toThrow('columns must be a positive integer');
  });

  it('refuses to occupy cells already taken or outside the grid', () => {
    const grid = new LayoutGrid(4);
    grid.occupy(0, 0, { width: 2, height: 2 });
    expect(() => grid.occupy(1, 1, { width: 1, height: 1 })).toThrow();
    expect(() => grid.occupy(0, 3, { width: 2, height: 1 })).toThrow();
  });
});

describe('CSS grid placement', () => {
  it('gives 1-based grid lines with spans', () => {
    expect(gridArea({ column: 1, row: 0, width: 2, height: 2 })).toEqual({
      gridColumn: '2 / span 2',
      gridRow: '1 / span 2',
    });
  });
});
