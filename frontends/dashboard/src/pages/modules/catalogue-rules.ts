/** The module catalogue's client-side rules (doc 2 §2, §4): search, categories, ordering, paging. */
export const PAGE_SIZE = 20;

export interface Searchable {
  _id: string;
  title: string;
  description: string;
  category: string;
}

/** Case-insensitive match of title or description. */
export function matchesSearch(item: { title: string; description: string }, search: string): boolean {
  const q = search.trim().toLowerCase();
  if (!q) return true;
  return item.title.toLowerCase().includes(q) || item.description.toLowerCase().includes(q);
}

/**
 * 'All' plus the categories found in the data, sorted. Categories are lowercase slugs, so code-point order
 * is their alphabetical order (and `localeCompare` would build an ICU collator on the first page load).
 */
export function categoriesOf(items: Array<{ category: string }>): string[] {
  return ['All', ...Array.from(new Set(items.map((i) => i.category).filter(Boolean))).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))];
}

/** Allowed first, each group keeping its order. */
export function allowedFirst<T extends { _id: string }>(items: T[], allowed: Set<string>): T[] {
  return [...items.filter((i) => allowed.has(i._id)), ...items.filter((i) => !allowed.has(i._id))];
}

export function filterCatalogue<T extends Searchable>(items: T[], filters: { search: string; category: string }): T[] {
  return filterIndexed(searchIndex(items), filters);
}

/** A catalogue item with its title and description lowercased once, so a keystroke only compares strings. */
export interface IndexedItem<T> {
  item: T;
  title: string;
  description: string;
}

/** Built once per list (not per keystroke): the search box filters it on every input event. */
export function searchIndex<T extends Searchable>(items: readonly T[]): Array<IndexedItem<T>> {
  return items.map((item) => ({ item, title: item.title.toLowerCase(), description: item.description.toLowerCase() }));
}

/** Same rule as matchesSearch (title or description, case-insensitive) and the category chip, over an index. */
export function filterIndexed<T extends Searchable>(index: ReadonlyArray<IndexedItem<T>>, { search, category }: { search: string; category: string }): T[] {
  const q = search.trim().toLowerCase();
  const result: T[] = [];
  for (const entry of index) {
    if (category !== 'All' && entry.item.category !== category) continue;
    if (q && !entry.title.includes(q) && !entry.description.includes(q)) continue;
    result.push(entry.item);
  }
  return result;
}

/**
 * How many cards the list's first render makes when the catalogue arrives: what a screen shows above the
 * fold (two rows of the widest grid, four columns). Every other card follows at once, in a transition.
 */
export const FIRST_PAINT_CARDS = 8;

/**
 * The cards the list holds. Once mounted, every card of the catalogue (in the page's order) stays in the
 * list and a search, a chip or a page only shows or hides cards: a keystroke then sets attributes instead
 * of making and dropping twenty cards' elements (their images, links and icons). Before that, the first
 * render makes only the first `count` cards shown, so the largest paint is not kept waiting.
 */
export function cardsToRender<T>(ordered: T[], shown: T[], allMounted: boolean, count = FIRST_PAINT_CARDS): T[] {
  return allMounted ? ordered : shown.slice(0, count);
}

/** Each shown card's place on the page (a card not in the map is hidden). */
export function positionsOf<T extends { _id: string }>(shown: readonly T[]): Map<string, number> {
  return new Map(shown.map((item, position) => [item._id, position]));
}

/** The first row of the widest grid: loaded eagerly, and their thumbnails fetched with the page's data. */
export const FIRST_ROW_CARDS = 4;

/** The cards a first visit shows in the first row (no search, no category): allowed first, as the page orders them. */
export function firstRowOf<T extends { _id: string }>(items: T[], allowed: Set<string>, count = FIRST_ROW_CARDS): T[] {
  return allowedFirst(items, allowed).slice(0, count);
}

export interface PageSlice<T> {
  items: T[];
  page: number;
  totalPages: number;
}

/** 1-based page, clamped into range; at least one (empty) page. */
export function paginate<T>(items: T[], page: number, size = PAGE_SIZE): PageSlice<T> {
  const totalPages = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), totalPages);
  return { items: items.slice((current - 1) * size, current * size), page: current, totalPages };
}
