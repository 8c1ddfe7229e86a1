import { OnModuleInit } from '@nestjs/common';
import { escapeRegex, isDuplicateKeyError, KeyedPointReads, whereFields } from '@liquify/mongo';
import { OutboxEntry, outboxField, OutboxRelay, outboxSet } from '@liquify/kafka';
import { RedisKeyHints, RedisLocks } from '@liquify/redis';
import type { CatalogueStatus } from '@liquify/contracts';
import type { FilterQuery, Model, SortOrder } from 'mongoose';
import { Types } from 'mongoose';
import type { CatalogueItemDoc } from './catalogue-item.schema';

/** One group of the status count: how many live items have this status and featured flag. */
export interface StatusGroup {
  _id: { status?: string | null; featured?: boolean | null };
  count: number;
}

/** The slug is already used by another live item (unique index). */
export class DuplicateSlugError extends Error {
  constructor() {
    super('duplicate slug');
  }
}

export interface CatalogueCriteria {
  status?: CatalogueStatus;
  category?: string;
  featured?: boolean;
  /** Text searched (case-insensitively, as text, never as a pattern) in title, slug and description. */
  search?: string;
}

export interface ListOptions {
  skip: number;
  limit: number;
  sort: Record<string, SortOrder>;
  /** Fields to read (mongoose select syntax); all when absent. */
  projection?: string;
}

/** Live: neither in the trash nor deleted for good. Every normal read (admin and public) sees only these. */
const LIVE = { deletedAt: null, trashedAt: null };
/** In the trash: deleted by an admin, restorable until the purge. */
const TRASHED = { deletedAt: null, trashedAt: { $ne: null } };
/** Most trashed items the trash lists per kind. */
const TRASH_LIST_LIMIT = 500;

/** True for a 24-hex id; anything else can never name an item (answered 404, not 500). */
export const isObjectId = (id: string) => typeof id === 'string' && /^[a-f0-9]{24}$/i.test(id);

/**
 * All I/O of one catalogue collection (modules and sections each get one, over their model). Writes carry
 * their event in the same single-document write (outbox), then kick the relay. Reads see live documents
 * only (deletion is soft until the relay has published the deleted event).
 *
 * Writers of one item hold its lock (`withLock`): on FerretDB 1.24 a revision condition alone cannot stop
 * lost updates (see RedisLocks). The outbox relay clears published events under the same lock.
 */
export class CatalogueItemRepository<D extends CatalogueItemDoc> implements OnModuleInit {
  /**
   * Item pages ask by slug: read by the id the slug last named, checked (libs/mongo KeyedPointReads, hints in
   * Redis). A write giving an item its slug (created, seeded, renamed, restored) tells every replica, so even a
   * page's first request is a read by `_id` (on FerretDB 1.24 one by slug reads and decodes every item: 1.2 s
   * each under `npm run chaos`' 200 users).
   */
  private readonly bySlug: KeyedPointReads;

  constructor(
    protected readonly model: Model<D>,
    private readonly relay: OutboxRelay,
    private readonly locks: RedisLocks,
    /** Names the items' write lock (`<kind>:<id>`). */
    private readonly kind: string,
    /** Shared by the replicas: a page's first request on each replica need not ask by slug. */
    hints?: RedisKeyHints,
  ) {
    this.bySlug = new KeyedPointReads(model, 'slug', { hints: hints?.scope(`${kind}-slug`) });
  }

  onModuleInit() {
    this.relay.register(this.model, { lock: (id, work) => this.withLock(id, work) });
  }

  /** Runs `work` as the only writer of item `id` (across replicas). */
  withLock<T>(id: string, work: () => Promise<T>): Promise<T> {
    return this.locks.withLock(`${this.kind}:${String(id).toLowerCase()}`, work);
  }

  filterFor(criteria: CatalogueCriteria): FilterQuery<D> {
    const filter: Record<string, unknown> = { ...LIVE };
    if (criteria.status) filter.status = criteria.status;
    if (criteria.category) filter.category = criteria.category;
    if (criteria.featured !== undefined) filter.featured = criteria.featured;
    if (criteria.search) {
      const pattern = escapeRegex(criteria.search);
      filter.$or = [{ title: { $regex: pattern, $options: 'i' } }, { slug: { $regex: pattern, $options: 'i' } }, { description: { $regex: pattern, $options: 'i' } }];
    }
    return filter as FilterQuery<D>;
  }

  async list(criteria: CatalogueCriteria, options: ListOptions): Promise<{ items: D[]; total: number }> {
    const filter = this.filterFor(criteria);
    let query = this.model.find(filter).sort(options.sort).skip(options.skip).limit(options.limit);
    if (options.projection) query = query.select(options.projection);
    const [items, total] = await Promise.all([query.lean<D[]>().exec(), this.model.countDocuments(filter).exec()]);
    return { items, total };
  }

  /** The live items matching `criteria`, newest first, read as they are iterated (a cursor: never all in memory). */
  stream(criteria: CatalogueCriteria, projection: string): AsyncIterable<D> {
    return this.model.find(this.filterFor(criteria)).sort({ createdAt: -1, _id: -1 }).select(projection).lean<D[]>().cursor({ batchSize: 200 }) as unknown as AsyncIterable<D>;
  }

  async findById(id: string): Promise<D | null> {
    if (!isObjectId(id)) return null;
    return this.model.findOne({ _id: new Types.ObjectId(id) } as FilterQuery<D>).lean<D>().exec().then((item) => whereFields(item as D | null, LIVE));
  }

  async findBySlug(slug: string, status?: CatalogueStatus): Promise<D | null> {
    if (typeof slug !== 'string' || slug.length === 0 || slug.length > 200) return null;
    return this.bySlug.findOne<D>(slug, status ? { ...LIVE, status } : LIVE);
  }

  /** Inserts a new item with its pending events. */
  async insert(doc: Omit<D, 'deletedAt'>, entries: OutboxEntry[]): Promise<void> {
    try {
      await this.model.create({ ...doc, deletedAt: null, _outbox: outboxField(...entries) });
    } catch (err) {
      if (isDuplicateKeyError(err)) throw new DuplicateSlugError();
      throw err;
    }
    this.relay.kick(this.model, [doc._id]);
    await this.bySlug.remember(doc.slug, doc._id);
  }

  /** Applies `set` if the item is still at `revision`; false when someone changed it meanwhile. */
  updateAtRevision(id: Types.ObjectId, revision: number, set: Partial<D>, entries: OutboxEntry[]): Promise<boolean> {
    return this.writeAtRevision({ _id: id, revision, ...LIVE }, { ...set, ...outboxSet(...entries) });
  }

  /**
   * Moves the item to the trash with its trashed event (written at `at`); the slug is freed at once (renamed,
   * the original kept in `trashedSlug`), so a new item may take it meanwhile.
   */
  trashAtRevision(doc: D, at: Date, entry: OutboxEntry): Promise<boolean> {
    const set = { trashedAt: at, trashedSlug: doc.slug, slug: `${doc.slug}--trashed-${doc._id.toString()}`, updatedAt: at, ...outboxSet(entry) };
    return this.writeAtRevision({ _id: doc._id, revision: doc.revision, ...LIVE }, set);
  }

  /** Trashed items, most recently deleted first. */
  listTrashed(): Promise<D[]> {
    return this.model.find(TRASHED as FilterQuery<D>).sort({ trashedAt: -1, _id: -1 }).limit(TRASH_LIST_LIMIT).select('title slug trashedSlug trashedAt').lean<D[]>().exec();
  }

  async findTrashedById(id: string): Promise<D | null> {
    if (!isObjectId(id)) return null;
    return this.model.findOne({ _id: new Types.ObjectId(id), ...TRASHED } as FilterQuery<D>).lean<D>().exec();
  }

  /** Brings the item back under its original slug with its restored event; DuplicateSlugError when the slug was taken meanwhile. */
  restoreAtRevision(doc: D, at: Date, entry: OutboxEntry): Promise<boolean> {
    const set = { trashedAt: null, trashedSlug: '', slug: doc.trashedSlug, updatedAt: at, ...outboxSet(entry) };
    return this.writeAtRevision({ _id: doc._id, revision: doc.revision, ...TRASHED }, set);
  }

  /** Ids of items trashed at or before `cutoff` (due for purge), oldest first. */
  async trashedBefore(cutoff: Date, limit: number): Promise<string[]> {
    const docs = await this.model
      .find({ deletedAt: null, trashedAt: { $ne: null, $lte: cutoff } } as FilterQuery<D>)
      .sort({ trashedAt: 1 })
      .limit(limit)
      .select('_id')
      .lean<{ _id: Types.ObjectId }[]>()
      .exec();
    return docs.map((d) => d._id.toString());
  }

  /** Deletes a trashed item for good: the tombstone carries the deleted event, and the relay removes it once the event is out. */
  purgeAtRevision(doc: D, entry: OutboxEntry): Promise<boolean> {
    return this.writeAtRevision({ _id: doc._id, revision: doc.revision, ...TRASHED }, { deletedAt: new Date(), ...outboxSet(entry) });
  }

  /** One conditional write that bumps the revision and kicks the relay; false when nothing matched. */
  private async writeAtRevision(filter: Record<string, unknown>, set: Record<string, unknown>): Promise<boolean> {
    try {
      const result = await this.model.updateOne(filter as FilterQuery<D>, { $set: set, $inc: { revision: 1 } } as never).exec();
      if (result.matchedCount === 0) return false;
    } catch (err) {
      if (isDuplicateKeyError(err)) throw new DuplicateSlugError();
      throw err;
    }
    this.relay.kick(this.model, [filter._id]);
    // A live item under a new slug (renamed, restored): its page is read by `_id` from the first request on.
    if (typeof set.slug === 'string' && !set.trashedAt) await this.bySlug.remember(set.slug, filter._id);
    return true;
  }

  /** Resolves once the collection's indexes (unique slug) exist. */
  async ready(): Promise<void> {
    await this.model.init();
  }

  /** Documents in the collection, tombstones included (the seed loads only into an empty collection). */
  async countAll(): Promise<number> {
    return this.model.countDocuments({}).exec();
  }

  async count(criteria: CatalogueCriteria): Promise<number> {
    return this.model.countDocuments(this.filterFor(criteria)).exec();
  }

  /** Live items per category, unordered (`_id` is the category). */
  /** The live items counted per status and featured flag in one read (field paths only: FerretDB 1.24 groups them). */
  async countPerStatus(): Promise<StatusGroup[]> {
    return this.model.aggregate<StatusGroup>([{ $match: LIVE }, { $group: { _id: { status: '$status', featured: '$featured' }, count: { $sum: 1 } } }]).exec();
  }

  async countPerCategory(): Promise<{ _id: string | null; count: number }[]> {
    return this.model.aggregate<{ _id: string | null; count: number }>([{ $match: LIVE }, { $group: { _id: '$category', count: { $sum: 1 } } }]).exec();
  }

  /** Inserts `doc` unless an item with its slug exists (seed); true when inserted. Never duplicates. */
  async insertIfSlugAbsent(doc: Omit<D, 'deletedAt'>, entries: OutboxEntry[]): Promise<boolean> {
    try {
      const result = await this.model
        .updateOne({ slug: doc.slug } as FilterQuery<D>, { $setOnInsert: { ...doc, deletedAt: null, _outbox: outboxField(...entries) } } as never, { upsert: true })
        .exec();
      const inserted = result.upsertedCount > 0;
      if (inserted) {
        this.relay.kick(this.model, [result.upsertedId]);
        await this.bySlug.remember(doc.slug, result.upsertedId);
      }
      return inserted;
    } catch (err) {
      if (isDuplicateKeyError(err)) return false;
      throw err;
    }
  }
}
