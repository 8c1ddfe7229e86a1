import { Injectable } from '@nestjs/common';
import {
  addRefusal,
  entryLockAt,
  EntryLock,
  entryLocks,
  isAllowedByPlan,
  LibraryKind,
  LibraryMessages as M,
  QuotaCheckDto,
  quotaDecision,
  canRestore,
  utcDay,
} from '@liquify/contracts';
import { RedisLocks } from '@liquify/redis';
import { finalCodeFromTemplate } from '@liquify/template-engine';
import { LibraryErrors as E } from '../library.errors';
import { AccountArrival, Caller } from '../read-models/account-arrival';
import { allowedOf, limitOf, PlanContext } from '../read-models/plan-context';
import { CatalogueItemDoc } from '../read-models/read-models.schema';
import { ReadModelsService } from '../read-models/read-models.service';
import { DailyAdds } from '../usage/daily-adds';
import { EntriesRepository } from '../entry-store/entries.repository';
import { EntryLocksService } from './entry-locks.service';
import { entryAdded, entryRemoved, entryRestored } from './entry-events';
import { EntryDoc } from '../entry-store/entry.schema';
import { isRetired } from './entry.mapper';
import { LibraryCacheTags } from '../cache-tags/library-cache-tags';

/** Per-kind wording (doc 2 §8). */
const WORDS = {
  module: { notInLibrary: M.moduleNotFoundInLibrary, noAccess: M.noAccessModule, itemNotFound: M.moduleNotFound, notInPlan: M.moduleNotInPlan, already: M.moduleAlreadyInLibrary, limit: M.moduleLimitReached, locked: M.entryLockedModule, removed: M.moduleRemoved, restored: M.moduleRestored },
  section: { notInLibrary: M.sectionNotFound, noAccess: M.noAccessSection, itemNotFound: M.sectionNotFound, notInPlan: M.sectionNotInPlan, already: M.sectionAlreadyInLibrary, limit: M.sectionLimitReached, locked: M.entryLockedSection, removed: M.sectionRemoved, restored: M.sectionRestored },
} as const;

/** An entry the caller owns, with what its rules depend on. */
export interface OwnedEntry {
  entry: EntryDoc;
  lock: EntryLock;
  item: CatalogueItemDoc | null;
}

/** The library's rules for adding, listing, reading and removing entries (modules and sections alike). */
@Injectable()
export class EntriesService {
  constructor(
    private readonly entries: EntriesRepository,
    private readonly readModels: ReadModelsService,
    private readonly accounts: AccountArrival,
    private readonly dailyAdds: DailyAdds,
    private readonly tags: LibraryCacheTags,
    private readonly locks: RedisLocks,
    private readonly entryLocks: EntryLocksService,
  ) {}

  /**
   * The user's entries, oldest first, each with its lock (soft downgrade) and its catalogue item, judged by the
   * plan an add goes by (AccountArrival.readPlanContextOf). With `cards`, the entries are read without their
   * code, template, variables and values (what the list shows).
   */
  async list(caller: Caller, kind: LibraryKind, { cards = false } = {}): Promise<{ entry: EntryDoc; lock: EntryLock; item: CatalogueItemDoc | undefined }[]> {
    const [entries, context] = await Promise.all([this.entries.listByUser(caller.id, kind, cards), this.accounts.readPlanContextOf(caller)]);
    const items = await this.readModels.findItems(kind, entries.map((e) => e.catalogueId));
    const locks = entryLocks(
      entries.map((e) => ({ id: e._id.toHexString(), catalogueId: e.catalogueId, createdAt: e.createdAt })),
      limitOf(context, kind),
      allowedOf(context, kind),
    );
    return entries.map((entry) => ({ entry, lock: locks.get(entry._id.toHexString()) ?? null, item: items.get(entry.catalogueId) }));
  }

  /** The entry if the caller owns it: unknown id 404, another user's 403 (never its data); its lock as list() judges it. */
  async owned(caller: Caller, kind: LibraryKind, id: string): Promise<OwnedEntry> {
    const entry = await this.entries.findLive(id);
    if (!entry || entry.kind !== kind) throw E.ENTRY_NOT_FOUND(WORDS[kind].notInLibrary);
    if (entry.userId !== caller.id) throw E.NOT_OWNER(WORDS[kind].noAccess);
    const [older, context, item] = await Promise.all([this.entries.countOlder(entry), this.accounts.readPlanContextOf(caller), this.readModels.findItem(kind, entry.catalogueId)]);
    const lock = entryLockAt(older, limitOf(context, kind), isAllowedByPlan(allowedOf(context, kind), entry.catalogueId));
    return { entry, lock, item };
  }

  /** Like owned(), refusing locked entries: they are read-only until the plan allows them again. */
  async editable(caller: Caller, kind: LibraryKind, id: string): Promise<OwnedEntry> {
    const owned = await this.owned(caller, kind, id);
    if (owned.lock === 'limit') throw E.ENTRY_LOCKED(WORDS[kind].locked);
    if (owned.lock === 'plan') throw E.ENTRY_LOCKED(M.entryLockedByPlan);
    return owned;
  }

  /**
   * Adds a catalogue item: published (sections: draft/archived are 'Locked'), in the plan's allowed list,
   * not held yet, within the limit. Count and insert happen under a per-user lock, so parallel adds never
   * go past the limit; the unique key refuses a second copy of one item even without it.
   */
  async add(caller: Caller, kind: LibraryKind, ref: { id?: string; slug?: string }): Promise<OwnedEntry> {
    const userId = caller.id;
    const words = WORDS[kind];
    const item = ref.id ? await this.readModels.findItem(kind, ref.id) : ref.slug ? await this.readModels.findItemBySlug(kind, ref.slug) : null;
    if (!item || item.deletedAt) throw E.CATALOGUE_ITEM_NOT_FOUND(words.itemNotFound);
    if (item.status !== 'published') {
      if (kind === 'section') throw E.SECTION_LOCKED(M.sectionLocked);
      throw E.CATALOGUE_ITEM_NOT_FOUND(words.itemNotFound);
    }
    const context = await this.accounts.planContextOf(caller);
    if (!isAllowedByPlan(allowedOf(context, kind), item.itemId)) throw E.NOT_IN_PLAN(words.notInPlan);

    const created = await this.locks.withLock(`add:${userId}:${kind}`, async () => {
      const shelf = await this.entries.shelf(userId, kind);
      const decision = quotaDecision(shelf.members.length, limitOf(context, kind));
      if (!decision.canAdd) {
        // Holding the item already is the answer first; asked here only, where the add is refused anyway.
        if (await this.entries.holdsItemStored(userId, kind, item.itemId)) throw E.ALREADY_IN_LIBRARY(words.already);
        throw E.QUOTA_EXCEEDED(words.limit(decision.limit));
      }
      // An item held already is refused by the live entries' unique key (null), with no read first (on FerretDB
      // 1.24 a query not by _id reads every entry, code included).
      return this.entries.create(this.newEntry(userId, kind, item), (id, createdAt) => entryAdded({ ...this.card(userId, kind, item), _id: id, createdAt }), shelf);
    });
    if (!created) throw E.ALREADY_IN_LIBRARY(words.already);
    await Promise.all([this.dailyAdds.count(utcDay()), this.tags.bumpUsers([userId])]);
    return { entry: created, lock: null, item };
  }

  /** Removes the entry (a tombstone: restore() can bring it back within ENTRY_RESTORE_WINDOW_MS); its snippet answers 410. */
  async remove(caller: Caller, kind: LibraryKind, id: string): Promise<string> {
    const { entry } = await this.owned(caller, kind, id);
    await this.entries.remove(entry, entryRemoved(entry));
    await this.entryLocks.refresh(caller.id);
    return WORDS[kind].removed;
  }

  /**
   * Undoes a removal within the restore window: the same entry comes back (values, snippet link, place among
   * the user's entries), and its event puts it back in the stores it left. Refused when the window is over,
   * when the user holds the item again, or when the plan's limit is reached meanwhile.
   */
  async restore(caller: Caller, kind: LibraryKind, id: string, now = new Date()): Promise<OwnedEntry> {
    const userId = caller.id;
    const words = WORDS[kind];
    const removed = await this.entries.findRemoved(id);
    if (!removed || removed.kind !== kind) {
      // Whose entry it is comes first: another user learns nothing of it, not even that it was not removed.
      const live = await this.entries.findLive(id);
      if (live && live.userId !== userId) throw E.NOT_OWNER(words.noAccess);
      if (live) throw E.NOT_REMOVED(M.entryNotRemoved);
      throw E.ENTRY_NOT_FOUND(words.notInLibrary);
    }
    if (removed.userId !== userId) throw E.NOT_OWNER(words.noAccess);
    if (!canRestore(removed.removedAt!, now)) throw E.RESTORE_WINDOW_OVER(M.restoreWindowOver);
    const context = await this.accounts.planContextOf(caller);
    const restored = await this.locks.withLock(`add:${userId}:${kind}`, async () => {
      if (await this.entries.holdsItemStored(userId, kind, removed.catalogueId)) throw E.ALREADY_IN_LIBRARY(words.already);
      const decision = quotaDecision(await this.entries.countLive(userId, kind), limitOf(context, kind));
      if (!decision.canAdd) throw E.QUOTA_EXCEEDED(words.limit(decision.limit));
      return this.entries.restore(removed, entryRestored(removed));
    });
    if (!restored) throw E.ALREADY_IN_LIBRARY(words.already);
    await this.entryLocks.refresh(userId);
    return this.owned(caller, kind, id);
  }

  /**
   * Whether a snippet of this entry serves: 'gone' once the entry is removed or its account deleted, else the
   * entry's lock (null: it serves). Derived on every render, like the library's own locks.
   */
  async snippetState(entry: EntryDoc): Promise<EntryLock | 'gone'> {
    if (entry.removedAt || entry.deletedAt || (await this.readModels.isAccountDeleted(entry.userId))) return 'gone';
    const [older, context] = await Promise.all([this.entries.countOlder(entry), this.readModels.planContext(entry.userId)]);
    return entryLockAt(older, limitOf(context, entry.kind), isAllowedByPlan(allowedOf(context, entry.kind), entry.catalogueId));
  }

  /** Quota check (doc 2 §3) plus, for a named item, whether the plan allows it and whether it is already held. */
  async quotaCheck(caller: Caller, kind: LibraryKind, slug?: string): Promise<QuotaCheckDto> {
    const userId = caller.id;
    const [count, context] = await Promise.all([this.entries.countLive(userId, kind), this.accounts.planContextOf(caller)]);
    const decision = quotaDecision(count, limitOf(context, kind));
    if (!slug) return { ...decision, ...(decision.canAdd ? {} : { reason: 'limit' as const }) };
    const found = await this.readModels.findItemBySlug(kind, slug);
    const item = found && !(kind === 'module' && isRetired(found)) ? found : null;
    const allowed = item !== null && isAllowedByPlan(allowedOf(context, kind), item.itemId);
    const alreadyInLibrary = item !== null && (await this.entries.holdsItem(userId, kind, item.itemId));
    const reason = addRefusal({ exists: item !== null, published: item?.status === 'published', allowed, alreadyInLibrary }, decision);
    return { ...decision, canAdd: reason === undefined, allowed, alreadyInLibrary, ...(reason ? { reason } : {}) };
  }

  planContext(userId: string): Promise<PlanContext> {
    return this.readModels.planContext(userId);
  }

  private card(userId: string, kind: LibraryKind, item: CatalogueItemDoc) {
    return { userId, kind, catalogueId: item.itemId, slug: item.slug, title: item.title, description: item.description, category: item.category, thumbnail: item.thumbnail, featured: item.featured };
  }

  /** A new entry keeps the template and variables of the catalogue version it is added from; its code is rendered from them. */
  private newEntry(userId: string, kind: LibraryKind, item: CatalogueItemDoc) {
    const variables = item.variables ?? [];
    return {
      ...this.card(userId, kind, item),
      templateCode: item.templateCode,
      variables,
      customValues: {},
      code: kind === 'module' ? finalCodeFromTemplate(item.templateCode, variables, {}) : item.templateCode,
      templateVersion: item.templateVersion,
    };
  }
}
