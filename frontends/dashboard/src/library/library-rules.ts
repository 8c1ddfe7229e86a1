import { createCatalogueSearch, type CatalogueSearch, type SearchableItem } from '../search/catalogue-search';
import type { ItemKind } from '@liquify/contracts';

/**
 * My Library's search (doc 2 §2, issue #24 item 8): the catalogue's search rule (words in any order, ignoring
 * case, accents and hyphens, one typo, best match first) over title, description and, for modules only, category.
 */
export function librarySearch<T extends SearchableItem>(entries: readonly T[], kind: ItemKind): CatalogueSearch<T> {
  return createCatalogueSearch(entries, { withCategory: kind === 'module' });
}

/**
 * What removing an item does, said in the remove dialog (issue #21): a module's remote snippet stops working,
 * the item leaves the stores that hold it (`storeCount` undefined while unknown), and Undo is offered.
 */
export function removalConsequences({ kind, hasRemoteSnippet, storeCount }: { kind: ItemKind; hasRemoteSnippet: boolean; storeCount: number | undefined }): string {
  const parts: string[] = [];
  if (kind === 'module' && hasRemoteSnippet) parts.push('its remote snippet stops working');
  if (storeCount === undefined) parts.push('it leaves every store that holds it');
  else if (storeCount > 0) parts.push(`it leaves ${storeCount} ${storeCount === 1 ? 'store' : 'stores'}`);
  const effects = parts.length ? `${parts.join('; ')}. ` : '';
  return `${effects.charAt(0).toUpperCase()}${effects.slice(1)}You can undo it from the notification that follows.`;
}

/**
 * Why a locked library entry is read-only (issue #24 item 9): the plan's limit, or the item being out of the
 * plan, or, for an item the catalogue retired (no plan offers it any more), that it was retired.
 */
export function lockedNote(entry: { locked: boolean; lockReason: string | null; retired?: boolean }): string | null {
  if (!entry.locked) return null;
  if (entry.lockReason === 'limit') return 'Locked: your plan now holds fewer items than your library. Read-only until you upgrade.';
  if (entry.retired) return 'Locked: this item was retired from the catalogue, so no plan includes it any more. Read-only.';
  return 'Locked: no longer in your plan. Read-only until you upgrade.';
}
