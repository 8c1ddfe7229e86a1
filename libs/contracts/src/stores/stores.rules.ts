/**
 * Store rules shared by the stores service and the dashboard (spec doc 2 §3, §4, §5, §9).
 * Pure functions: the zod schemas in stores.schemas.ts and the service are built on them.
 */
import { ITEM_KINDS, type ItemKind } from '../item-kinds';
import { countOf } from '../text.rules';

/** Doc 2 §3: a store's icon is one of these; anything else falls back to 'store'. */
export const STORE_ICONS = ['store', 'package', 'layers'] as const;
export type StoreIcon = (typeof STORE_ICONS)[number];
export const DEFAULT_STORE_ICON: StoreIcon = 'store';
/** Doc 2 §3, §9: default colour. */
export const DEFAULT_STORE_COLOR = '#6366f1';

export const STORE_NAME_MAX_LENGTH = 100;
export const STORE_DESCRIPTION_MAX_LENGTH = 500;
/** Doc 2 §4, §9: picker lists fetch up to 100 items. */
export const PICKER_LIMIT = 100;
/** Doc 2 §9: the picker's 'Recent' chip keeps items created within the last 7 days (10080 minutes). */
export const RECENT_WINDOW_MINUTES = 10080;
export const STORE_SEARCH_MAX_LENGTH = 200;

/** What a store holds: entries of the user's library, modules or sections. */
export const STORE_ITEM_KINDS = ITEM_KINDS;
export type StoreItemKind = ItemKind;

/** Doc 2 §2: the store manager's 'Sort by' choices, in the order shown. */
export const STORE_SORTS = ['all', 'recent', 'name', 'items'] as const;
export type StoreSort = (typeof STORE_SORTS)[number];
export const STORE_SORT_LABELS: Record<StoreSort, string> = {
  all: 'All Stores',
  recent: 'Recently Created',
  name: 'Name A-Z',
  items: 'Most Items',
};

/** Doc 2 §4: the picker's chips. */
export const PICKER_FILTERS = ['all', 'featured', 'recent'] as const;
export type PickerFilter = (typeof PICKER_FILTERS)[number];

/** Messages quoted from the spec (doc 2 §5, §8) or written in its voice. */
export const StoreMessages = {
  nameRequiredTitle: 'Store Name Required',
  nameRequired: 'Please enter a name for your store.',
  nameTooLong: `Store name must be at most ${STORE_NAME_MAX_LENGTH} characters long`,
  descriptionInvalid: `Description must be text of at most ${STORE_DESCRIPTION_MAX_LENGTH} characters`,
  colorInvalid: 'Color must be a hex colour such as #6366f1',
  nothingToUpdate: 'Nothing to update: send a name, description, color or icon',
  /** Doc 2 §5: the server's refusal when the quota cannot add. */
  limitReached: (current: number, limit: number) =>
    `Store limit reached (${current}/${limit}). Please upgrade your plan to create more stores.`,
  /** Doc 2 §8: the dashboard's toast ('Store Limit Reached' / this). */
  limitReachedTitle: 'Store Limit Reached',
  limitReachedToast: (limit: number) =>
    `You've reached your limit of ${countOf(limit, 'store', 'stores')}. Upgrade your plan to create more stores.`,
  storeNotFound: 'Store not found',
  readOnly: (limit: number) =>
    `This store is read-only: your plan allows ${countOf(limit, 'store', 'stores')}. Upgrade your plan or delete a store to edit it again.`,
  moduleIdRequired: 'moduleId is required',
  sectionIdRequired: 'sectionId is required',
  notInLibrary: (kind: StoreItemKind) =>
    kind === 'module' ? 'Module not found in your library' : 'Section not found in your library',
  alreadyInStore: (kind: StoreItemKind) =>
    kind === 'module' ? 'This module is already in the store' : 'This section is already in the store',
  entryLocked: (kind: StoreItemKind) =>
    kind === 'module'
      ? 'This module is locked by your plan: upgrade your plan to add it to a store.'
      : 'This section is locked by your plan: upgrade your plan to add it to a store.',
  notInStore: (kind: StoreItemKind) =>
    kind === 'module' ? 'Module not found in this store' : 'Section not found in this store',
  storeDeleted: 'Store deleted successfully',
  kindInvalid: 'kind must be module or section',
  sortInvalid: `sort must be one of ${STORE_SORTS.join(', ')}`,
  filterInvalid: `filter must be one of ${PICKER_FILTERS.join(', ')}`,
} as const;

/** A store's icon: a known icon, else 'store' (doc 2 §3: unknown falls back to store). */
export function normaliseStoreIcon(value: unknown): StoreIcon {
  if (typeof value !== 'string') return DEFAULT_STORE_ICON;
  const icon = value.trim().toLowerCase();
  return (STORE_ICONS as readonly string[]).includes(icon) ? (icon as StoreIcon) : DEFAULT_STORE_ICON;
}

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
export function isHexColor(value: string): boolean {
  return HEX_COLOR.test(value);
}

/**
 * A store's colour: absent, null or blank gives the default #6366f1; a valid hex colour (#rgb or #rrggbb)
 * is kept, lower-cased; anything else is invalid (null).
 */
export function normaliseStoreColor(value: unknown): string | null {
  if (value === undefined || value === null) return DEFAULT_STORE_COLOR;
  if (typeof value !== 'string') return null;
  const color = value.trim();
  if (color === '') return DEFAULT_STORE_COLOR;
  return isHexColor(color) ? color.toLowerCase() : null;
}

/** A store's name after trimming ('' when blank or not text: 'Store Name Required'). */
export function normaliseStoreName(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

export const isUnlimited = (limit: number) => limit === -1;

export interface StoreQuotaCheck {
  canAdd: boolean;
  currentCount: number;
  limit: number;
}

/** Doc 2 §3 quota check: may one more store be created with `count` stores under `limit` (-1 unlimited)? */
export function storeQuota(count: number, limit: number): StoreQuotaCheck {
  return { canAdd: isUnlimited(limit) || count < limit, currentCount: count, limit };
}

/**
 * Soft downgrade: when a plan's limit falls below the stores a user holds, nothing is deleted. The oldest
 * `limit` stores stay editable; the newer ones are read-only until the user upgrades or deletes stores.
 * Ties on the creation date are broken by id so the answer never flips between calls.
 */
export function readOnlyStoreIds<T extends { _id: string; createdAt: Date | string }>(
  stores: readonly T[],
  limit: number,
): Set<string> {
  if (isUnlimited(limit) || stores.length <= limit) return new Set();
  const ordered = [...stores].sort(
    (a, b) => time(a.createdAt) - time(b.createdAt) || (a._id < b._id ? -1 : a._id > b._id ? 1 : 0),
  );
  return new Set(ordered.slice(Math.max(0, limit)).map((s) => s._id));
}

/** Doc 2 §2: the store manager's search matches name or description, case-insensitively. */
export function storeMatchesSearch(
  store: { name: string; description: string },
  search: string | undefined,
): boolean {
  const needle = (search ?? '').trim().toLowerCase();
  if (!needle) return true;
  return store.name.toLowerCase().includes(needle) || store.description.toLowerCase().includes(needle);
}

/**
 * Doc 2 §2 'Sort by': All Stores (creation order, oldest first), Recently Created (newest first),
 * Name A-Z (case-insensitive), Most Items (modules plus sections, most first). Ties fall back to creation order.
 */
export function sortStores<
  T extends {
    _id: string;
    name: string;
    createdAt: Date | string;
    moduleCount: number;
    sectionCount: number;
  },
>(stores: readonly T[], sort: StoreSort): T[] {
  const byCreation = (a: T, b: T) =>
    time(a.createdAt) - time(b.createdAt) || (a._id < b._id ? -1 : a._id > b._id ? 1 : 0);
  const compare: Record<StoreSort, (a: T, b: T) => number> = {
    all: byCreation,
    recent: (a, b) => -byCreation(a, b),
    name: (a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || byCreation(a, b),
    items: (a, b) => b.moduleCount + b.sectionCount - (a.moduleCount + a.sectionCount) || byCreation(a, b),
  };
  return [...stores].sort(compare[sort]);
}

/** Doc 2 §2 stats: the number of stores and the items (modules plus sections) over all of them. */
export function storeStats(stores: readonly { moduleCount: number; sectionCount: number }[]) {
  const modules = stores.reduce((n, s) => n + s.moduleCount, 0);
  const sections = stores.reduce((n, s) => n + s.sectionCount, 0);
  return {
    storeCount: stores.length,
    moduleCount: modules,
    sectionCount: sections,
    totalItems: modules + sections,
  };
}

/** The earliest creation date the picker's 'Recent' chip keeps (doc 2 §9: 7 days). */
export function recentSince(now: Date): Date {
  return new Date(now.getTime() - RECENT_WINDOW_MINUTES * 60_000);
}

function time(value: Date | string): number {
  return value instanceof Date ? value.getTime() : new Date(value).getTime();
}
