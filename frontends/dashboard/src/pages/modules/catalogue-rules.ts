/** The module catalogue's client-side rules (doc 2 §2, §4): search, categories, ordering, paging. */
import { allowedFirst, FIRST_ROW_CARDS, gridColumnsAt } from '@liquify/contracts/rules';
import type { CatalogueSearch } from '../../search/catalogue-search';

export const PAGE_SIZE = 20;

export interface Searchable {
  _id: string;
  title: string;
  description: string;
  category: string;
  tags?: readonly string[];
}

/**
 * 'All' plus the categories found in the data, sorted. Categories are lowercase slugs, so code-point order
 * is their alphabetical order (and `localeCompare` would build an ICU collator on the first page load).
 */
export function categoriesOf(items: Array<{ category: string }>): string[] {
  return ['All', ...Array.from(new Set(items.map((i) => i.category).filter(Boolean))).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))];
}

/** Allowed first, each group keeping its order (the shared rule: the shell preloads the first row's images by it). */
export { allowedFirst } from '@liquify/contracts/rules';

/**
 * The catalogue's search (the shared rule, `createCatalogueSearch`, best match first) and the category chip.
 * The index is built once per list; a keystroke only queries it. `undefined` while the search engine loads.
 */
export function filterCatalogue<T extends Searchable>(index: CatalogueSearch<T>, { search, category }: { search: string; category: string }): T[] | undefined {
  const found = index.search(search);
  if (!found) return undefined;
  return category === 'All' ? found : found.filter((item) => item.category === category);
}

/**
 * How many cards the list's first render makes when the catalogue arrives, at most: what a screen shows above
 * the fold (two rows of the widest grid, four columns). Every other card follows at once, in a transition.
 */
export const FIRST_PAINT_CARDS = 8;

export { gridColumnsAt } from '@liquify/contracts/rules';

/**
 * The cards of the first render at a viewport width: the grid's first two rows there. A phone's screen shows
 * one card above the fold, and each card the first commit makes (its elements, its thumbnail's layout and
 * paint) comes before the first screen: on a 4x slower phone CPU eight cards cost that screen ~0.1 s.
 */
export function firstPaintCardsAt(width: number): number {
  return Math.min(FIRST_PAINT_CARDS, 2 * gridColumnsAt(width));
}

/**
 * The cards the list holds. Once mounted, every card of the catalogue stays in the list and a search, a chip
 * or a page only shows or hides cards: a keystroke then sets attributes instead of making and dropping twenty
 * cards' elements (their images, links and icons). The shown cards keep the order they are shown in (a
 * search's best match first): when it differs from the page's order, they come first and the hidden rest
 * after, so a keystroke moves cards rather than making them. Before that, the first render makes only the
 * first `count` cards shown, so the largest paint is not kept waiting.
 */
export function cardsToRender<T>(ordered: T[], shown: T[], allMounted: boolean, count = FIRST_PAINT_CARDS): T[] {
  if (!allMounted) return shown.slice(0, count);
  const place = new Map(ordered.map((item, i) => [item, i]));
  const inPageOrder = shown.every((item, i) => i === 0 || (place.get(item) ?? -1) > (place.get(shown[i - 1] as T) ?? -1));
  if (inPageOrder) return ordered;
  const isShown = new Set(shown);
  return [...shown, ...ordered.filter((item) => !isShown.has(item))];
}

/** Each shown card's place on the page (a card not in the map is hidden). */
export function positionsOf<T extends { _id: string }>(shown: readonly T[]): Map<string, number> {
  return new Map(shown.map((item, position) => [item._id, position]));
}

/** The first row of the widest grid. */
export { FIRST_ROW_CARDS } from '@liquify/contracts/rules';

/**
 * The cards a first visit shows in the first row (no search, no category): allowed first, as the page orders
 * them; `count`, the row's cards at the viewport's width (`gridColumnsAt`), are loaded eagerly and their
 * thumbnails fetched with the page's data.
 */
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
