import { PickableItem, Store, StoreItem, StoreSummary } from '@liquify/contracts';
import { LibraryEntryDoc } from '../library-entries/library-entries.schema';
import { ItemCounts } from './store-items.repository';
import { StoreItemDoc } from './store-items.schema';
import { StoreDoc } from './stores.schema';

/** Answers built from documents: plain functions, unit-tested, so controllers and services stay thin. */

export function presentSummary(
  store: StoreDoc,
  counts: ItemCounts | undefined,
  readOnly: boolean,
): StoreSummary {
  return {
    _id: String(store._id),
    name: store.name,
    description: store.description,
    color: store.color,
    icon: store.icon,
    createdAt: store.createdAt.toISOString(),
    updatedAt: store.updatedAt.toISOString(),
    moduleCount: counts?.module ?? 0,
    sectionCount: counts?.section ?? 0,
    readOnly,
  };
}

/** Doc 2 §3 Store item: what the library entry shows (an item whose entry is gone is left out). */
export function presentItem(item: StoreItemDoc, entry: LibraryEntryDoc): StoreItem {
  return {
    _id: entry._id,
    kind: entry.kind,
    title: entry.title,
    thumbnail: entry.thumbnail,
    featured: entry.featured,
    addedAt: item.addedAt.toISOString(),
  };
}

/** A store with its modules and sections, in the order they were placed; counts are those of the lists. */
export function presentStore(
  store: StoreDoc,
  items: readonly StoreItemDoc[],
  entries: readonly LibraryEntryDoc[],
  readOnly: boolean,
): Store {
  const byId = new Map(entries.map((e) => [e._id, e]));
  const modules: StoreItem[] = [];
  const sections: StoreItem[] = [];
  for (const item of items) {
    const entry = byId.get(item.entryId);
    if (!entry || entry.kind !== item.kind) continue;
    (item.kind === 'module' ? modules : sections).push(presentItem(item, entry));
  }
  return {
    ...presentSummary(store, { module: modules.length, section: sections.length }, readOnly),
    modules,
    sections,
  };
}

/** Doc 2 §3 Pickable item. */
export function presentPickable(entry: LibraryEntryDoc, inStore: boolean): PickableItem {
  return {
    _id: entry._id,
    kind: entry.kind,
    title: entry.title,
    description: entry.description,
    category: entry.category,
    thumbnail: entry.thumbnail,
    featured: entry.featured,
    createdAt: entry.createdAt.toISOString(),
    inStore,
  };
}
