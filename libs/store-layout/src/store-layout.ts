/**
 * The store detail's tetris layout (spec doc 2 §4, §9), as a pure function shared by the dashboard and tests.
 *
 * - Items are sorted by id (plain code-unit order: library entry ids are ObjectIds, so this is the order
 *   they were added to the library) and placed one by one in a 4-column grid of 200 px rows.
 * - Sizes (width x height in cells): every fifth module (module index 0, 5, 10, ...) is 1x2, the other modules
 *   1x1; sections cycle 1x2, 2x2, 1x3. Indexes count within each kind, so "every fifth module" and "sections
 *   cycle" hold however modules and sections interleave by id.
 * - Placement: every free position whose top row lies in the scan window (20 rows from the first row that
 *   still has a free cell) is scored; the best one wins. The score prefers, in this order, the highest row
 *   (gravity: the grid fills from the top), then the most contact with walls and placed items along the
 *   item's outline (tight packing, holes filled), then the leftmost column.
 * - Fallback: when nothing fits in the scan window, the item goes to the first free spot below the tallest
 *   column (column 0 of the row under the lowest placed cell).
 */

export const LAYOUT_COLUMNS = 4;
export const LAYOUT_ROW_HEIGHT_PX = 200;
export const LAYOUT_SCAN_ROWS = 20;
/** Module index 0, 5, 10, ... is tall (1x2). */
export const TALL_MODULE_EVERY = 5;

export type LayoutKind = 'module' | 'section';
export interface CellSize {
  /** columns */
  width: number;
  /** rows */
  height: number;
}
export const MODULE_SIZE: CellSize = { width: 1, height: 1 };
export const TALL_MODULE_SIZE: CellSize = { width: 1, height: 2 };
export const SECTION_SIZE_CYCLE: readonly CellSize[] = [
  { width: 1, height: 2 },
  { width: 2, height: 2 },
  { width: 1, height: 3 },
];

export interface LayoutItem {
  _id: string;
  kind: LayoutKind;
}

export interface Placement<T extends LayoutItem = LayoutItem> extends CellSize {
  item: T;
  /** 0-based column of the item's left edge */
  column: number;
  /** 0-based row of the item's top edge */
  row: number;
  /** True when no position in the scan window fitted and the item went below the tallest column. */
  fallback: boolean;
}

export interface TetrisLayout<T extends LayoutItem = LayoutItem> {
  placements: Placement<T>[];
  columns: number;
  /** Rows used (the tallest column). */
  rows: number;
  rowHeightPx: number;
  /** rows x rowHeightPx */
  heightPx: number;
}

export interface LayoutOptions {
  columns?: number;
  scanRows?: number;
  rowHeightPx?: number;
}

/** The size of the item at `indexInKind` among the items of its kind (doc 2 §4). */
export function itemSize(kind: LayoutKind, indexInKind: number): CellSize {
  if (kind === 'section') return SECTION_SIZE_CYCLE[indexInKind % SECTION_SIZE_CYCLE.length];
  return indexInKind % TALL_MODULE_EVERY === 0 ? TALL_MODULE_SIZE : MODULE_SIZE;
}

/** Items in layout order: by id, plain code-unit comparison (the input is left untouched). */
export function sortByIdForLayout<T extends LayoutItem>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0));
}

/** A grid of occupied cells, growing downwards; exported so the fallback can be tested on its own. */
export class LayoutGrid {
  private readonly cells: boolean[][] = [];

  constructor(readonly columns: number = LAYOUT_COLUMNS) {
    if (!Number.isInteger(columns) || columns < 1) throw new Error('columns must be a positive integer');
  }

  /** Rows used: one past the lowest occupied cell (the tallest column). */
  get height(): number {
    return this.cells.length;
  }

  isOccupied(row: number, column: number): boolean {
    return this.cells[row]?.[column] === true;
  }

  fits(row: number, column: number, size: CellSize): boolean {
    if (row < 0 || column < 0 || column + size.width > this.columns) return false;
    for (let r = row; r < row + size.height; r++) {
      for (let c = column; c < column + size.width; c++) if (this.isOccupied(r, c)) return false;
    }
    return true;
  }

  occupy(row: number, column: number, size: CellSize): void {
    if (!this.fits(row, column, size))
      throw new Error(`cells at row ${row}, column ${column} are taken or outside the grid`);
    for (let r = row; r < row + size.height; r++) {
      while (this.cells.length <= r) this.cells.push(new Array<boolean>(this.columns).fill(false));
      for (let c = column; c < column + size.width; c++) this.cells[r][c] = true;
    }
  }

  /** The first row that still has a free cell (rows below the tallest column are all free). */
  firstOpenRow(): number {
    const row = this.cells.findIndex((cells) => cells.some((taken) => !taken));
    return row === -1 ? this.cells.length : row;
  }

  /**
   * How much of the outline of an item placed at (row, column) touches the grid's walls (top, left, right)
   * or occupied cells: one point per touching cell edge.
   */
  contact(row: number, column: number, size: CellSize): number {
    let points = 0;
    for (let c = column; c < column + size.width; c++) {
      if (row === 0 || this.isOccupied(row - 1, c)) points++;
      if (this.isOccupied(row + size.height, c)) points++;
    }
    for (let r = row; r < row + size.height; r++) {
      if (column === 0 || this.isOccupied(r, column - 1)) points++;
      if (column + size.width === this.columns || this.isOccupied(r, column + size.width)) points++;
    }
    return points;
  }

  /** The best-scoring free position in the scan window, or the fallback below the tallest column. */
  bestPosition(
    size: CellSize,
    scanRows: number = LAYOUT_SCAN_ROWS,
  ): { row: number; column: number; fallback: boolean } {
    const start = this.firstOpenRow();
    let best: { row: number; column: number; contact: number } | null = null;
    for (let row = start; row < start + scanRows; row++) {
      for (let column = 0; column + size.width <= this.columns; column++) {
        if (!this.fits(row, column, size)) continue;
        const contact = this.contact(row, column, size);
        // Rows and columns are visited in ascending order, so only a strictly better contact on the same
        // row replaces the best: earlier rows, then leftmost columns, win ties.
        if (!best || (row === best.row && contact > best.contact)) best = { row, column, contact };
      }
      if (best) break; // the highest row with a fit wins; lower rows cannot beat it
    }
    if (best) return { row: best.row, column: best.column, fallback: false };
    return { row: this.height, column: 0, fallback: true };
  }
}

/** Lays out a store's items (doc 2 §4). Deterministic: the same items in any order give the same layout. */
export function layoutStore<T extends LayoutItem>(
  items: readonly T[],
  options: LayoutOptions = {},
): TetrisLayout<T> {
  const columns = options.columns ?? LAYOUT_COLUMNS;
  const scanRows = options.scanRows ?? LAYOUT_SCAN_ROWS;
  const rowHeightPx = options.rowHeightPx ?? LAYOUT_ROW_HEIGHT_PX;
  if (!Number.isInteger(scanRows) || scanRows < 1) throw new Error('scanRows must be a positive integer');
  const grid = new LayoutGrid(columns);
  const seen: Record<LayoutKind, number> = { module: 0, section: 0 };
  const placements: Placement<T>[] = [];
  for (const item of sortByIdForLayout(items)) {
    const natural = itemSize(item.kind, seen[item.kind]++);
    const size = { width: Math.min(natural.width, columns), height: natural.height };
    const position = grid.bestPosition(size, scanRows);
    grid.occupy(position.row, position.column, size);
    placements.push({ item, ...size, ...position });
  }
  return { placements, columns, rows: grid.height, rowHeightPx, heightPx: grid.height * rowHeightPx };
}

/** CSS grid placement of an item (1-based lines): `style={gridArea(p)}` in a 4-column grid of 200 px rows. */
export function gridArea(placement: Pick<Placement, 'row' | 'column' | 'width' | 'height'>): {
  gridColumn: string;
  gridRow: string;
} {
  return {
    gridColumn: `${placement.column + 1} / span ${placement.width}`,
    gridRow: `${placement.row + 1} / span ${placement.height}`,
  };
}

/**
 * The items of a store in the order a reader scans its tetris layout: by top row, then left column. This is
 * the order a theme bundle's template stacks them in (issue 24 item 13), one section under the other.
 */
export function readingOrder<T extends LayoutItem>(items: readonly T[], options: LayoutOptions = {}): T[] {
  return layoutStore(items, options)
    .placements.slice()
    .sort((a, b) => a.row - b.row || a.column - b.column)
    .map((p) => p.item);
}
