/**
 * An admin list's search, filters and page as they live in the URL (issue #25 item 5): a reload, a shared
 * link or the browser's Back shows the same list. Pure functions; use-list-url-state.ts wires them to
 * react-router's search params.
 */

export const SEARCH_PARAM = 'search';
export const PAGE_PARAM = 'page';

export interface ListState<F extends string> {
  search: string;
  filters: Record<F, string>;
  page: number;
}

/** The page in the URL: a whole number from 1, else 1. */
export function pageOf(value: string | null): number {
  if (value === null || !/^\d+$/.test(value)) return 1;
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** The list's state read from the URL; absent values are the defaults ('' is "all"). */
export function readListState<F extends string>(params: URLSearchParams, defaults: { search: string; filters: Record<F, string> }): ListState<F> {
  const filters = { ...defaults.filters };
  for (const name of Object.keys(filters) as F[]) {
    const value = params.get(name);
    if (value !== null) filters[name] = value;
  }
  return { search: params.get(SEARCH_PARAM) ?? defaults.search, filters, page: pageOf(params.get(PAGE_PARAM)) };
}

/**
 * The URL after a change: the given values set (an empty value or page 1 removed, so the URL stays short),
 * every other parameter (another list's, the tab) kept. A search or filter change goes back to page 1.
 */
export function withListChange(params: URLSearchParams, change: Partial<Record<string, string | number>>): URLSearchParams {
  const next = new URLSearchParams(params);
  const entries = Object.entries(change);
  if (entries.some(([name]) => name !== PAGE_PARAM) && !(PAGE_PARAM in change)) next.delete(PAGE_PARAM);
  for (const [name, value] of entries) {
    if (value === undefined || value === '' || (name === PAGE_PARAM && Number(value) <= 1)) next.delete(name);
    else next.set(name, String(value));
  }
  return next;
}
