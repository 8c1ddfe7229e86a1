import { Injectable } from '@nestjs/common';
import { EntryStores, LibraryEntryPayload, PickableItem, PickableQuery, Store, StoreItemKind } from '@liquify/contracts';
import { LibraryEntriesRepository } from '../library-entries/library-entries.repository';
import { alreadyInStore, entryLocked, notInLibrary, notInStore, StoresErrors } from '../stores.errors';
import { presentPickable } from './store.presenter';
import { StoreItemsRepository } from './store-items.repository';
import { StoreQuotaService } from './store-quota.service';
import { StoresService } from './stores.service';

/**
 * What a store holds: entries of the owner's library, each once per store. An entry is in the library only if
 * the plan let the user add it; one its plan no longer allows is locked (library.entry.lock-changed) and cannot
 * be added to a store.
 */
@Injectable()
export class StoreItemsService {
  constructor(
    private readonly stores: StoresService,
    private readonly items: StoreItemsRepository,
    private readonly entries: LibraryEntriesRepository,
    private readonly quota: StoreQuotaService,
  ) {}

  async add(userId: string, storeId: string, kind: StoreItemKind, entryId: string): Promise<Store> {
    const store = await this.stores.owned(userId, storeId);
    await this.quota.assertWritable(store);
    const entry = await this.entries.findOwned(userId, entryId, kind);
    if (!entry) throw notInLibrary(kind);
    if (entry.lock) throw entryLocked(kind);
    const placed = await this.items.insert({
      storeId: String(store._id),
      userId,
      entryId,
      kind,
      addedAt: new Date(),
    });
    if (!placed) throw alreadyInStore(kind);
    // The entry may have left the library (or the store been deleted) while it was being placed: the removal
    // marks the entry (the store) first and then clears the items, so checking again here leaves no item
    // behind whichever ran first.
    const [entryLive, storeLive] = await Promise.all([this.entries.isLive(entryId), this.stores.isLive(userId, storeId)]);
    if (!entryLive || !storeLive) {
      await this.items.remove(String(store._id), entryId, kind);
      throw storeLive ? notInLibrary(kind) : StoresErrors.STORE_NOT_FOUND();
    }
    return this.stores.detail(store);
  }

  async remove(userId: string, storeId: string, kind: StoreItemKind, entryId: string): Promise<Store> {
    const store = await this.stores.owned(userId, storeId);
    await this.quota.assertWritable(store);
    if (!(await this.items.remove(String(store._id), entryId, kind))) throw notInStore(kind);
    return this.stores.detail(store);
  }

  /** The picker's list: the user's library entries of a kind; with a store, which of them it already holds. */
  /** The user's live stores holding the entry (the library's remove dialog names how many it leaves). */
  async holding(userId: string, entryId: string): Promise<EntryStores> {
    const ids = new Set(await this.items.storeIdsHolding(userId, entryId));
    const stores = (await this.stores.listOwned(userId)).filter((store) => ids.has(String(store._id)));
    return { count: stores.length, stores: stores.map((store) => ({ _id: String(store._id), name: store.name })) };
  }

  async pickable(userId: string, query: PickableQuery): Promise<PickableItem[]> {
    const inStore = query.storeId
      ? await this.items.entryIdsIn(String((await this.stores.owned(userId, query.storeId))._id))
      : new Set<string>();
    const entries = await this.entries.pickable(userId, { ...query, now: new Date() });
    return entries.map((e) => presentPickable(e, inStore.has(e._id)));
  }

  /** library.entry.removed: the entry leaves every store that holds it (tombstone first, see add; hidden, not deleted). */
  async removeEntryEverywhere(
    entry: { entryId: string; userId: string; kind: StoreItemKind; catalogueId: string },
    at: Date,
  ): Promise<number> {
    await this.entries.markRemoved(entry, at);
    return this.items.hideForEntry(entry.entryId, at);
  }

  /** library.entry.restored (the user's Undo): the entry is live again and back in every store it left. */
  async restoreEntryEverywhere(entry: LibraryEntryPayload, at: Date): Promise<number> {
    if (!(await this.entries.markRestored(entry, at))) return 0;
    return this.items.showForEntry(entry.entryId);
  }
}
