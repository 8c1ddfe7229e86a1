import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { LIBRARY_KINDS } from '@liquify/contracts';
import type { EntryLock, LibraryKind } from '@liquify/contracts';
import { OutboxEntry, outboxField, outboxSet, OutboxRelay } from '@liquify/kafka';
import { findByIds, isDuplicateKeyError, KeyedPointReads, updateOneWhere, whereFields } from '@liquify/mongo';
import { GenerationCache, RedisKeyHints, RedisLocks } from '@liquify/redis';
import { Model, Types } from 'mongoose';
import { ENTRY_LOCK, ENTRY_MODEL, EntryDoc, liveKey } from './entry.schema';
import { ENTRY_BODY_MODEL, EntryBodyDoc, splitBody, withBody } from './entry-body.schema';

export type NewEntry = Omit<
  EntryDoc,
  | '_id'
  | 'uniqueKey'
  | 'deletedAt'
  | 'removedAt'
  | 'publishedLock'
  | 'createdAt'
  | 'updatedAt'
  | 'usageCount'
  | 'usage'
  | 'snippetTokenHash'
  | 'snippetNonce'
  | 'snippetLegacyHash'
  | 'snippetCreatedAt'
  | 'skippedVersion'
  | 'previous'
>;
export interface CardFields {
  slug: string;
  category: string;
  thumbnail: string;
  featured: boolean;
}

const LIVE = { deletedAt: null, removedAt: null };
/** What a list of cards does not read: the code, its template and values, and the version kept for rollback. */
const CARD_EXCLUDED = '-code -templateCode -variables -customValues -previous';
const isId = (id: string) => Types.ObjectId.isValid(id) && /^[a-f0-9]{24}$/i.test(id);

/** One live entry of a user's library as the membership cache keeps it (JSON: the date as ISO text). */
interface Member {
  id: string;
  catalogueId: string;
  createdAt: string;
}
/** Which live entries of a kind a user holds, with the cache generation they were read under (an add passes it back to create). */
export interface Shelf {
  members: Member[];
  generation: string | null;
}
/** The cache scope of a user's live entries of a kind. */
const membersScope = (userId: string, kind: LibraryKind) => `entries:${userId.toLowerCase()}:${kind}`;
/** Oldest first, then by id: the order soft-downgrade locking follows. */
const byAge = (a: { createdAt: Date; _id: Types.ObjectId }, b: { createdAt: Date; _id: Types.ObjectId }) =>
  a.createdAt.getTime() - b.createdAt.getTime() || a._id.toHexString().localeCompare(b._id.toHexString());

/**
 * All I/O of library entries. Every query of live data filters LIVE: a removed entry keeps its document with
 * `removedAt` set (restorable, its snippet answers 410); `deletedAt` is the outbox's hard-delete tombstone.
 */
@Injectable()
export class EntriesRepository implements OnModuleInit {
  /**
   * Snippet loads name their entry by token hash: read through the id the hash last named, checked (libs/mongo
   * KeyedPointReads). On FerretDB the `$or` query read every entry with its code on each load the gateway had
   * not kept, i.e. after every save of the entry.
   */
  private readonly bySnippetHash: KeyedPointReads;

  constructor(
    @InjectModel(ENTRY_MODEL) private readonly model: Model<EntryDoc>,
    @InjectModel(ENTRY_BODY_MODEL) private readonly bodies: Model<EntryBodyDoc>,
    private readonly relay: OutboxRelay,
    private readonly locks: RedisLocks,
    private readonly cache: GenerationCache,
    hints: RedisKeyHints,
  ) {
    this.bySnippetHash = new KeyedPointReads(model, ['snippetTokenHash', 'snippetLegacyHash'], { hints: hints.scope('snippet-hash') });
  }

  onModuleInit() {
    this.relay.register(this.model, { lock: (id, work) => this.withLock(id, work) });
  }

  /**
   * One write at a time per entry, across replicas: every change of an existing entry and the outbox relay's
   * clean-up take it. FerretDB 1.24 rewrites the whole document on an update without isolation, so two updates of
   * one entry landing together (a save and the relay's `$unset`, a snippet link and the usage flush) could write
   * it back without one of them (the support tickets lost replies that way under `npm run chaos`).
   */
  withLock<T>(id: Types.ObjectId | string, work: () => Promise<T>): Promise<T> {
    return this.locks.documents(ENTRY_LOCK)(id, work);
  }

  /**
   * Creates the entry with its event; null when the user already holds the item. Given the shelf the add decided
   * by, the membership cache goes on with it plus this entry (no reload) unless someone changed it meanwhile.
   * The body is written first: an entry is never without its code, and a body whose entry was refused (or whose
   * writer died before writing it) has an id no entry will take, so nothing reads it.
   */
  async create(
    fields: NewEntry,
    event: (id: Types.ObjectId, createdAt: Date) => OutboxEntry,
    shelf?: Shelf,
  ): Promise<EntryDoc | null> {
    const _id = new Types.ObjectId();
    const now = new Date();
    const scope = membersScope(fields.userId, fields.kind);
    // The cached list is dropped before the write, not only after it: a replica killed in between leaves none without this entry.
    const from = await this.cache.beginChange(scope, shelf?.generation ?? null);
    const { body, card } = splitBody(fields);
    let doc;
    try {
      await this.bodies.create({ ...body, _id });
      doc = await this.model.create({
        ...card,
        _id,
        uniqueKey: liveKey(fields.userId, fields.kind, fields.catalogueId),
        createdAt: now,
        updatedAt: now,
        _outbox: outboxField(event(_id, now)),
      });
    } catch (err) {
      await this.cache.bump([scope]);
      await this.bodies.deleteOne({ _id }).exec().catch(() => undefined);
      if (isDuplicateKeyError(err)) return null;
      throw err;
    }
    if (shelf) await this.cache.bumpTo(scope, from, [...shelf.members, { id: _id.toHexString(), catalogueId: fields.catalogueId, createdAt: now.toISOString() }]);
    else await this.cache.bump([scope]);
    this.relay.kick(this.model, [_id]);
    return withBody(doc.toObject() as EntryDoc, body);
  }

  /** The live entry with its body: both read by id alone (FerretDB's one indexed filter), its state checked here (libs/mongo whereFields). */
  async findLive(id: string): Promise<EntryDoc | null> {
    if (!isId(id)) return null;
    const [doc, body] = await Promise.all([this.model.findOne({ _id: id }).lean<EntryDoc>().exec(), this.readBody(id)]);
    const live = whereFields(doc, LIVE);
    return live && withBody(live, body);
  }

  /** The entry with its body document merged in (an entry written before the split keeps its body inline). */
  private async attachBody(doc: EntryDoc | null): Promise<EntryDoc | null> {
    return doc && withBody(doc, await this.readBody(doc._id));
  }

  private readBody(id: Types.ObjectId | string): Promise<EntryBodyDoc | null> {
    return this.bodies.findOne({ _id: id }).lean<EntryBodyDoc>().exec();
  }

  /** Whether the user holds a live entry made from the item, read from the database (what an add or a restore decides by). */
  async holdsItemStored(userId: string, kind: LibraryKind, catalogueId: string): Promise<boolean> {
    const doc = await this.model
      .findOne({ uniqueKey: liveKey(userId, kind, catalogueId), ...LIVE })
      .select('_id')
      .lean()
      .exec();
    return doc !== null;
  }

  /**
   * Which live entries the user holds (ids, items, creation times), oldest first: from the membership cache while
   * no create, remove or restore of theirs came after it (GenerationCache), else from the database. On FerretDB
   * this query reads every entry of every user, code included (70 ms for 200 entries); the entries themselves
   * are then read by id.
   */
  async shelf(userId: string, kind: LibraryKind): Promise<Shelf> {
    const { value, generation } = await this.cache.readVersion(membersScope(userId, kind), async () => {
      const docs = await this.model
        .find({ userId, kind, ...LIVE })
        .select('_id catalogueId createdAt')
        .lean<Pick<EntryDoc, '_id' | 'catalogueId' | 'createdAt'>[]>()
        .exec();
      return docs
        .sort(byAge)
        .map((d) => ({
          id: d._id.toHexString(),
          catalogueId: d.catalogueId,
          createdAt: d.createdAt.toISOString(),
        }));
    });
    return { members: value, generation };
  }

  private async members(userId: string, kind: LibraryKind): Promise<Member[]> {
    return (await this.shelf(userId, kind)).members;
  }

  /**
   * The user's entries of a kind, oldest first (the order soft-downgrade locking follows); `cardsOnly` reads no
   * body (and leaves out CARD_EXCLUDED, which an entry written before the split keeps inline).
   */
  async listByUser(userId: string, kind: LibraryKind, cardsOnly = false): Promise<EntryDoc[]> {
    const members = await this.members(userId, kind);
    const ids = members.map((m) => m.id);
    const docs = (await findByIds<EntryDoc>(this.model, ids, { where: LIVE, select: cardsOnly ? CARD_EXCLUDED : undefined }))
      .filter((doc) => doc.userId === userId && doc.kind === kind)
      .sort(byAge);
    if (cardsOnly) return docs;
    const bodies = new Map((await findByIds<EntryBodyDoc>(this.bodies, docs.map((d) => d._id))).map((b) => [b._id.toHexString(), b]));
    return docs.map((doc) => withBody(doc, bodies.get(doc._id.toHexString()) ?? null));
  }

  /**
   * How many live entries of the kind the user holds, from the membership cache. Exact while every create,
   * remove and restore bumps it (each does, before it answers): an add and a restore decide by it under the
   * user's add lock, so the next one reads the count after them. A bump lost to Redis failing between a write
   * and its bump leaves the count stale for at most the cache's ttl (60 s); Redis out of reach reads the database.
   */
  async countLive(userId: string, kind: LibraryKind): Promise<number> {
    return (await this.members(userId, kind)).length;
  }

  /** Whether the user holds a live entry made from the item, from the membership cache (the quota check's answer). */
  async holdsItem(userId: string, kind: LibraryKind, catalogueId: string): Promise<boolean> {
    return (await this.members(userId, kind)).some((m) => m.catalogueId === catalogueId);
  }

  /** How many of the user's entries of the same kind come before this one (createdAt, then id). */
  async countOlder(entry: Pick<EntryDoc, '_id' | 'userId' | 'kind' | 'createdAt'>): Promise<number> {
    const at = entry.createdAt.getTime();
    const id = entry._id.toHexString();
    return (await this.members(entry.userId, entry.kind)).filter((m) => {
      const t = Date.parse(m.createdAt);
      return t < at || (t === at && m.id < id);
    }).length;
  }

  /**
   * Applies `set` to a live entry (with its events, if any) and answers the entry as it is now. Under the entry's
   * lock, the entry document first (only a live one changes), then the body fields of `set` in its body document.
   */
  async update(
    id: Types.ObjectId,
    set: Partial<EntryDoc>,
    ...events: OutboxEntry[]
  ): Promise<EntryDoc | null> {
    const { body, card } = splitBody(set);
    // updateOne then read: FerretDB 1.24 cannot project a findAndModify (the outbox field is never selected).
    const result = await this.withLock(id, async () => {
      const written = await updateOneWhere(this.model, id, LIVE, {
        $set: { ...card, updatedAt: new Date(), ...outboxSet(...events) },
      });
      if (written.matchedCount > 0 && Object.keys(body).length > 0) {
        await this.bodies.updateOne({ _id: id }, { $set: body }, { upsert: true }).exec();
      }
      return written;
    });
    const doc = result.matchedCount > 0 ? await this.findLive(id.toHexString()) : null;
    if (events.length) this.relay.kick(this.model, [id]);
    return doc;
  }

  /**
   * Tombstones the entry with its event: it leaves the library and its unique key at once. Everything else is
   * kept (values, snippet link: its snippet answers 410), so restore() brings it back exactly.
   */
  async remove(entry: EntryDoc, event: OutboxEntry): Promise<boolean> {
    const scope = membersScope(entry.userId, entry.kind);
    await this.cache.beginChange(scope);
    const result = await this.withLock(entry._id, () =>
      updateOneWhere(this.model, entry._id, LIVE, {
        $set: { removedAt: new Date(), uniqueKey: `removed:${entry._id.toHexString()}`, ...outboxSet(event) },
      }),
    ).finally(() => this.cache.bump([scope]));
    this.relay.kick(this.model, [entry._id]);
    return result.modifiedCount > 0;
  }

  /** A removed entry (tombstone) by id, with its body. */
  async findRemoved(id: string): Promise<EntryDoc | null> {
    if (!isId(id)) return null;
    const doc = await this.model.findOne({ _id: id }).lean<EntryDoc>().exec();
    return this.attachBody(whereFields(doc, { deletedAt: null, removedAt: { $ne: null } }));
  }

  /**
   * Brings a tombstone back as it was (its unique key again; null when the user holds the item again meanwhile
   * or it is not removed any more), with its event.
   */
  async restore(entry: EntryDoc, event: OutboxEntry): Promise<EntryDoc | null> {
    const scope = membersScope(entry.userId, entry.kind);
    await this.cache.beginChange(scope);
    try {
      const result = await this.withLock(entry._id, () =>
        this.model
          .updateOne(
            { _id: entry._id, deletedAt: null, removedAt: { $ne: null } },
            {
              $set: {
                removedAt: null,
                uniqueKey: liveKey(entry.userId, entry.kind, entry.catalogueId),
                ...outboxSet(event),
              },
            },
          )
          .exec(),
      );
      this.relay.kick(this.model, [entry._id]);
      return result.modifiedCount > 0 ? this.findLive(entry._id.toHexString()) : null;
    } catch (err) {
      if (isDuplicateKeyError(err)) return null;
      throw err;
    } finally {
      await this.cache.bump([scope]);
    }
  }

  /** Records the lock announced with its event (not an edit: updatedAt stays). */
  async publishLock(entry: EntryDoc, lock: EntryLock, event: OutboxEntry): Promise<void> {
    await this.withLock(entry._id, () =>
      updateOneWhere(this.model, entry._id, LIVE, { $set: { publishedLock: lock, ...outboxSet(event) } }),
    );
    this.relay.kick(this.model, [entry._id]);
  }

  /** The entry (live or removed) a snippet token hash belongs to: its current link, or a link made before derivation. */
  async findBySnippetHash(tokenHash: string): Promise<EntryDoc | null> {
    return this.attachBody(await this.bySnippetHash.findOne<EntryDoc>(tokenHash));
  }

  /** Sets the snippet link of a live entry if its current hash is still `expected` (two first openings at once mint one link). */
  async setSnippet(
    id: Types.ObjectId,
    expected: string | null,
    set: Pick<EntryDoc, 'snippetTokenHash' | 'snippetNonce' | 'snippetLegacyHash' | 'snippetCreatedAt'>,
  ): Promise<boolean> {
    const result = await this.withLock(id, () =>
      updateOneWhere(this.model, id, { ...LIVE, snippetTokenHash: expected }, { $set: set }),
    );
    // The link's first load, on whichever replica, reads its entry by `_id`.
    if (result.modifiedCount > 0 && set.snippetTokenHash) await this.bySnippetHash.remember(set.snippetTokenHash, id);
    return result.modifiedCount > 0;
  }

  /** The snippet hashes (current and legacy) of the users' live and removed entries: what a change of their plan or account reaches. */
  async snippetHashesOf(userIds: readonly string[]): Promise<string[]> {
    if (userIds.length === 0) return [];
    const docs = await this.model
      .find({
        userId: { $in: [...userIds] },
        kind: 'module',
        $or: [{ snippetTokenHash: { $ne: null } }, { snippetLegacyHash: { $ne: null } }],
      })
      .select('snippetTokenHash snippetLegacyHash')
      .lean<Pick<EntryDoc, 'snippetTokenHash' | 'snippetLegacyHash'>[]>()
      .exec();
    return docs.flatMap((d) =>
      [d.snippetTokenHash, d.snippetLegacyHash].filter((h): h is string => Boolean(h)),
    );
  }

  /** Users holding the catalogue item. */
  /** Those of `userIds` holding a live entry (made from one of `items`, when given). */
  async holdersAmong(
    userIds: readonly string[],
    items?: Record<LibraryKind, readonly string[]>,
  ): Promise<string[]> {
    const made = items
      ? LIBRARY_KINDS.filter((kind) => items[kind].length > 0).map((kind) => ({
          kind,
          catalogueId: { $in: [...items[kind]] },
        }))
      : [];
    if (items && made.length === 0) return [];
    const filter = { userId: { $in: [...userIds] }, ...LIVE, ...(items ? { $or: made } : {}) };
    const docs = await this.model.find(filter).select('userId').lean<{ userId: string }[]>().exec();
    return [...new Set(docs.map((d) => d.userId))];
  }

  async holdersOf(kind: LibraryKind, catalogueId: string): Promise<string[]> {
    const docs = await this.model
      .find({ kind, catalogueId, ...LIVE })
      .select('userId')
      .lean<{ userId: string }[]>()
      .exec();
    return [...new Set(docs.map((d) => d.userId))];
  }

  /** Copies the catalogue card to the entries made from the item, each with its event when something changed. */
  async refreshCards(
    kind: LibraryKind,
    catalogueId: string,
    card: CardFields,
    event: (entry: EntryDoc) => OutboxEntry,
  ): Promise<number> {
    const stale = await this.model
      .find({
        kind,
        catalogueId,
        ...LIVE,
        $or: [
          { slug: { $ne: card.slug } },
          { category: { $ne: card.category } },
          { thumbnail: { $ne: card.thumbnail } },
          { featured: { $ne: card.featured } },
        ],
      })
      .lean<EntryDoc[]>()
      .exec();
    for (const entry of stale) {
      const next = { ...entry, ...card };
      await this.withLock(entry._id, () =>
        this.model
          .updateOne({ _id: entry._id, ...LIVE }, { $set: { ...card, ...outboxSet(event(next)) } })
          .exec(),
      );
    }
    if (stale.length)
      this.relay.kick(
        this.model,
        stale.map((entry) => entry._id),
      );
    return stale.length;
  }

  // ------------------------------------------------------------ usage

  findUsage(
    ids: Types.ObjectId[],
  ): Promise<Pick<EntryDoc, '_id' | 'userId' | 'usage' | 'snippetTokenHash'>[]> {
    return findByIds<EntryDoc>(this.model, ids, { where: LIVE, select: 'userId usage snippetTokenHash' });
  }

  // ------------------------------------------------------------ admin

  async totals(): Promise<{ modules: number; sections: number; users: number }> {
    const [modules, sections, users] = await Promise.all([
      this.model.countDocuments({ kind: 'module', ...LIVE }).exec(),
      this.model.countDocuments({ kind: 'section', ...LIVE }).exec(),
      this.model
        .aggregate<{ n: number }>([{ $match: LIVE }, { $group: { _id: '$userId' } }, { $count: 'n' }])
        .exec(),
    ]);
    return { modules, sections, users: users[0]?.n ?? 0 };
  }
}
