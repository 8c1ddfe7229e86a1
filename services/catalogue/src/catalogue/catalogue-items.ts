import type { AppException } from '@liquify/http';
import { OutboxEntry } from '@liquify/kafka';
import type { AdminCatalogueQuery, CatalogueStatus, EventDefinition } from '@liquify/contracts';
import { catalogueItemPayloadSchema, CatalogueMessages, rankCategories } from '@liquify/contracts';
import { retryOnRevisionConflict, REVISION_CONFLICT } from '@liquify/mongo';
import { Types } from 'mongoose';
import { z } from 'zod';
import { CacheKind, CatalogueCacheService } from './catalogue-cache.service';
import { CatalogueItemRepository, DuplicateSlugError, type StatusGroup } from './catalogue-item.repository';
import type { CatalogueItemDoc } from './catalogue-item.schema';
import { CatalogueErrors } from '../catalogue.errors';

export type CatalogueItemPayload = z.input<typeof catalogueItemPayloadSchema>;

/** What differs between modules and sections on the shared write path. */
export interface CatalogueKindSpec<D> {
  kind: CacheKind;
  notFoundMessage: string;
  slugTakenMessage: string;
  deletedMessage: string;
  /** 409 when restoring from the trash finds the slug taken by another live item. */
  restoreSlugTakenMessage: string;
  notFound(): AppException;
  events: {
    published: EventDefinition;
    updated: EventDefinition;
    unpublished: EventDefinition;
    /** To the trash (restorable), from the trash, and purged for good. */
    trashed: EventDefinition;
    restored: EventDefinition;
    deleted: EventDefinition;
  };
  /** Event payload: what read models need (spec: id, slug, title, ..., templateCode, variables). */
  eventPayload(doc: D): CatalogueItemPayload;
}

export const PRODUCER = 'catalogue';
/** Concurrent writers of one item: how often a read-decide-write is re-run before answering 409. */
export const REVISION_RETRY = { attempts: 10, message: CatalogueMessages.concurrentChange, code: CatalogueErrors.CONCURRENT_CHANGE.code };

/** The status figures of one read's groups: total is their sum, so it always equals the statuses' total. */
export function statusCountsOf(groups: StatusGroup[]): Omit<StatusCounts, 'categories'> {
  const counts = { total: 0, published: 0, draft: 0, archived: 0, featured: 0 };
  for (const { _id, count } of groups) {
    counts.total += count;
    if (_id.status === 'published' || _id.status === 'draft' || _id.status === 'archived') counts[_id.status] += count;
    if (_id.featured === true) counts.featured += count;
  }
  return counts;
}

export interface StatusCounts {
  total: number;
  published: number;
  draft: number;
  archived: number;
  featured: number;
  /** Items per category, most first. */
  categories: { _id: string; count: number }[];
}

/** The event a change emits, from the status before (null: new item) and the state after (see catalogue.events.ts). */
export function eventKindFor(previous: CatalogueStatus | null, next: CatalogueStatus): 'published' | 'unpublished' | 'updated' {
  if (next === 'published' && previous !== 'published') return 'published';
  if (previous === 'published' && next !== 'published') return 'unpublished';
  return 'updated';
}

/**
 * The write path and admin reads that modules and sections share, as a component each service holds (not
 * a base class): a change is read, decided by the caller's `compute`, written at the revision read with the
 * event describing the new state (outbox, same write), under the item's lock, retried on a concurrent
 * write, and the public cache is invalidated after every committed change. Answers documents; the
 * services map them and the controllers build the envelopes.
 */
export class CatalogueItems<D extends CatalogueItemDoc> {
  constructor(
    private readonly repository: CatalogueItemRepository<D>,
    private readonly cache: CatalogueCacheService,
    private readonly spec: CatalogueKindSpec<D>,
  ) {}

  private eventFor(previous: CatalogueStatus | null, next: D): OutboxEntry {
    return OutboxEntry.of(this.spec.events[eventKindFor(previous, next.status)], this.spec.eventPayload(next), PRODUCER);
  }

  async list(query: AdminCatalogueQuery): Promise<{ items: D[]; pagination: { page: number; limit: number; total: number; pages: number } }> {
    const { items, total } = await this.repository.list(
      { status: query.status, category: query.category, featured: query.featured, search: query.search },
      { skip: (query.page - 1) * query.limit, limit: query.limit, sort: { createdAt: -1, _id: -1 } },
    );
    return { items, pagination: { page: query.page, limit: query.limit, total, pages: Math.ceil(total / query.limit) } };
  }

  /** The live items of an admin filter, read as iterated (exports). */
  stream(query: Pick<AdminCatalogueQuery, 'status' | 'category' | 'featured' | 'search'>, projection: string): AsyncIterable<D> {
    return this.repository.stream({ status: query.status, category: query.category, featured: query.featured, search: query.search }, projection);
  }

  async get(id: string): Promise<D> {
    const doc = await this.repository.findById(id);
    if (!doc) throw this.spec.notFound();
    return doc;
  }

  async getBySlug(slug: string): Promise<D> {
    const doc = await this.repository.findBySlug(slug);
    if (!doc) throw this.spec.notFound();
    return doc;
  }

  /**
   * The figures of the admin's stats, from one read of the statuses (and one of the categories): six separate
   * counts disagreed while items were being created (total 74, published + draft 75 in a CI run).
   */
  async counts(): Promise<StatusCounts> {
    const [groups, perCategory] = await Promise.all([this.repository.countPerStatus(), this.repository.countPerCategory()]);
    return { ...statusCountsOf(groups), categories: rankCategories(perCategory) };
  }

  /** Creates an item (its event in the same write); 409 on a taken slug. */
  async create(doc: Omit<D, 'deletedAt'>): Promise<D> {
    const created = { ...doc, deletedAt: null } as D;
    try {
      await this.repository.insert(doc, [this.eventFor(null, created)]);
    } catch (err) {
      throw this.slugTakenOr(err);
    }
    await this.cache.invalidate(this.spec.kind);
    return created;
  }

  /**
   * Read, compute the changes (may throw 4xx), write at the revision read with the event of the new state.
   * With `expectedRevision` (an admin edit names the version it was read at) the item must still be at that
   * revision, else 409 EDIT_CONFLICT: the write's filter holds the same revision, so of two saves naming it
   * exactly one lands; the other reads the new revision on its retry and is refused.
   */
  change(id: string, compute: (current: D) => Partial<D> | Promise<Partial<D>>, expectedRevision?: number): Promise<D> {
    return this.repository.withLock(id, () =>
      retryOnRevisionConflict(async () => {
        const current = await this.get(id);
        if (expectedRevision !== undefined && (current.revision ?? 0) !== expectedRevision) throw CatalogueErrors.EDIT_CONFLICT();
        const changes = { ...(await compute(current)), updatedAt: new Date() } as Partial<D>;
        const next = { ...current, ...changes, revision: current.revision + 1 } as D;
        let applied: boolean;
        try {
          applied = await this.repository.updateAtRevision(current._id as Types.ObjectId, current.revision ?? 0, changes, [this.eventFor(current.status, next)]);
        } catch (err) {
          throw this.slugTakenOr(err);
        }
        if (!applied) return REVISION_CONFLICT;
        await this.cache.invalidate(this.spec.kind);
        return next;
      }, REVISION_RETRY),
    );
  }

  /** Seed: inserts a published item with its published event unless its slug exists; true when inserted. */
  insertSeed(doc: Omit<D, 'deletedAt'>): Promise<boolean> {
    return this.repository.insertIfSlugAbsent(doc, [this.eventFor(null, { ...doc, deletedAt: null } as D)]);
  }

  /** Called once a batch of seed inserts is done. */
  async seeded(): Promise<void> {
    await this.cache.invalidate(this.spec.kind);
  }

  private slugTakenOr(err: unknown): unknown {
    return err instanceof DuplicateSlugError ? CatalogueErrors.SLUG_TAKEN(this.spec.slugTakenMessage) : err;
  }
}
