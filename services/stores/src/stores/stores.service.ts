import { Injectable } from '@nestjs/common';
import {
  sortStores,
  Store,
  StoreCreated,
  StoreCreateRequest,
  StoreDeleted,
  StoreListAnswer,
  StoreListQuery,
  storeMatchesSearch,
  storeStats,
  StoreUpdated,
  StoreUpdateRequest,
} from '@liquify/contracts';
import { OutboxEntry } from '@liquify/kafka';
import { retryOnRevisionConflict, REVISION_CONFLICT } from '@liquify/mongo';
import { LibraryEntriesRepository } from '../library-entries/library-entries.repository';
import { StoresErrors } from '../stores.errors';
import { presentStore, presentSummary } from './store.presenter';
import { StoreItemsRepository } from './store-items.repository';
import { StoreQuotaService } from './store-quota.service';
import { StoresRepository } from './stores.repository';
import { StoreDoc } from './stores.schema';

const PRODUCER = 'stores';

const storePayload = (store: Pick<StoreDoc, '_id' | 'userId' | 'name' | 'createdAt'>) => ({
  storeId: String(store._id),
  userId: store.userId,
  name: store.name,
  createdAt: store.createdAt.toISOString(),
});

/** A user's stores: list, read, create (quota), edit, delete. Items are placed by StoreItemsService. */
@Injectable()
export class StoresService {
  constructor(
    private readonly stores: StoresRepository,
    private readonly items: StoreItemsRepository,
    private readonly entries: LibraryEntriesRepository,
    private readonly quota: StoreQuotaService,
  ) {}

  /** Doc 2 §2 store manager: the stores matching the search, in the chosen order; stats and quota over all of them. */
  async list(userId: string, query: StoreListQuery): Promise<Omit<StoreListAnswer, 'success'>> {
    const [stores, counts] = await Promise.all([
      this.stores.listOwned(userId),
      this.items.countsByStore(userId),
    ]);
    const { readOnly } = await this.quota.readOnlyIds(userId, stores);
    const summaries = stores.map((s) =>
      presentSummary(s, counts.get(String(s._id)), readOnly.has(String(s._id))),
    );
    const { storeCount, moduleCount, sectionCount, totalItems } = storeStats(summaries);
    return {
      data: sortStores(
        summaries.filter((s) => storeMatchesSearch(s, query.search)),
        query.sort,
      ),
      stats: { storeCount, moduleCount, sectionCount, totalItems },
      quota: await this.quota.check(userId),
    };
  }

  async get(userId: string, storeId: string): Promise<Store> {
    return this.detail(await this.owned(userId, storeId));
  }

  /** A live store of this user, else 404 'Store not found' (another user's store included). */
  async owned(userId: string, storeId: string): Promise<StoreDoc> {
    const store = await this.stores.findOwned(userId, storeId);
    if (!store) throw StoresErrors.STORE_NOT_FOUND();
    return store;
  }

  /** The user's live stores, oldest first. */
  listOwned(userId: string): Promise<StoreDoc[]> {
    return this.stores.listOwned(userId);
  }

  async isLive(userId: string, storeId: string): Promise<boolean> {
    return (await this.stores.findOwned(userId, storeId)) !== null;
  }

  /** The store with its items as the library read model shows them, and whether it is read-only. */
  async detail(store: StoreDoc): Promise<Store> {
    const items = await this.items.listForStore(String(store._id));
    const [entries, all] = await Promise.all([
      this.entries.findLiveByIds(items.map((i) => i.entryId)),
      this.stores.listOwned(store.userId),
    ]);
    const { readOnly } = await this.quota.readOnlyIds(store.userId, all);
    return presentStore(store, items, entries, readOnly.has(String(store._id)));
  }

  /** Doc 2 §4 store create: the quota slot first, then the store with its StoreCreated event. */
  async create(userId: string, input: StoreCreateRequest): Promise<Store> {
    const id = this.stores.newId();
    await this.quota.reserve(userId, String(id));
    const now = new Date();
    try {
      const fields = { _id: id, userId, ...input, createdAt: now, updatedAt: now };
      const store = await this.stores.create(
        fields,
        OutboxEntry.of(StoreCreated, storePayload(fields), PRODUCER),
      );
      return presentStore(store, [], [], false);
    } catch (err) {
      await this.quota.release(userId, String(id));
      throw err;
    }
  }

  /** PUT (partial). Refused on a read-only store. The StoreUpdated event carries the state written. */
  async update(userId: string, storeId: string, changes: StoreUpdateRequest): Promise<Store> {
    const set = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
    const written = await this.stores.withLock(storeId, () =>
      retryOnRevisionConflict(async () => {
        const store = await this.owned(userId, storeId);
        await this.quota.assertWritable(store);
        const updatedAt = new Date(Math.max(Date.now(), store.updatedAt.getTime() + 1));
        const next = { ...store, ...set, updatedAt };
        const ok = await this.stores.updateIfUnchanged(
          store,
          set,
          updatedAt,
          OutboxEntry.of(StoreUpdated, storePayload(next), PRODUCER),
        );
        return ok ? next : REVISION_CONFLICT;
      }),
    );
    return this.detail(written);
  }

  /** Deletes a store (allowed even when read-only: it is how a user gets back within a lowered limit). */
  async delete(userId: string, storeId: string): Promise<void> {
    const store = await this.owned(userId, storeId);
    const deleted = await this.stores.withLock(storeId, () =>
      this.stores.softDelete(
        store,
        OutboxEntry.of(StoreDeleted, { storeId: String(store._id), userId }, PRODUCER),
        new Date(),
      ),
    );
    if (!deleted) throw StoresErrors.STORE_NOT_FOUND(); // deleted meanwhile by another request
    await this.items.deleteForStore(String(store._id));
    await this.quota.release(userId, String(store._id));
  }

  /** identity deleted the user: every store goes (with its event), and the user's items and entries. */
  async deleteEverythingOf(userId: string, at: Date): Promise<void> {
    // No slot first: a create racing with the deletion cannot leave a store behind.
    await this.quota.forgetUser(userId, at);
    for (const store of await this.stores.listOwned(userId)) {
      const id = String(store._id);
      await this.stores.withLock(id, () =>
        this.stores.softDelete(store, OutboxEntry.of(StoreDeleted, { storeId: id, userId }, PRODUCER), at),
      );
    }
    await this.items.deleteForUser(userId);
    await this.entries.markUserRemoved(userId, at);
  }
}
