import { OutboxEntry } from '@liquify/kafka';
import type { AdminCatalogueQuery, CatalogueStatus, EventDefinition } from '@liquify/contracts';
import { catalogueItemPayloadSchema, CatalogueMessages } from '@liquify/contracts';
import { Types } from 'mongoose';
import { z } from 'zod';
import { CacheKind, CatalogueCacheService } from './catalogue-cache.service';
import { CatalogueItemRepository, DuplicateSlugError } from './catalogue-item.repository';
import type { CatalogueItemDoc } from './catalogue-item.schema';
import { ItemLockService } from './item-lock.service';
import { catalogueError, CatalogueErrorCode } from './catalogue.errors';

export type CatalogueItemPayload = z.input<typeof catalogueItemPayloadSchema>;

export interface CatalogueKindSpec {
  kind: CacheKind;
  notFoundCode: CatalogueErrorCode;
  notFoundMessage: string;
  slugTakenMessage: string;
  deletedMessage: string;
  events: { published: EventDefinition; updated: EventDefinition; unpublished: EventDefinition; deleted: EventDefinition };
}

export const PRODUCER = 'catalogue';
const UPDATE_ATTEMPTS = 10;
/** Lets concurrent writers of one item fall out of step before retrying. */
const backoff = (attempt: number) => new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * (attempt + 1)));

export interface StatusCounts {
  total: number;
  published: number;
  draft: number;
  archived: number;
  featured: number;
}

/** The event a change emits, from the status before (null: new item) and the state after (see catalogue.events.ts). */
export function eventKindFor(previous: CatalogueStatus | null, next: CatalogueStatus): 'published' | 'unpublished' | 'updated' {
  if (next === 'published' && previous !== 'published') return 'published';
  if (previous === 'published' && next !== 'published') return 'unpublished';
  return 'updated';
}

/**
 * Rules shared by modules and sections: admin reads, status and featured changes, deletion,
 * statistics, and the write path (outbox event in the same write, conditional on the revision,
 * public cache invalidated after every change).
 */
export abstract class CatalogueItemsService<D extends CatalogueItemDoc, Admin> {
  protected constructor(
    protected readonly repository: CatalogueItemRepository<D>,
    protected readonly cache: CatalogueCacheService,
    protected readonly locks: ItemLockService,
    protected readonly spec: CatalogueKindSpec,
  ) {}

  /** Admin answer for one item (every field). */
  abstract toAdmin(doc: D): Admin;
  /** Event payload: what read models need (spec: id, slug, title, ..., templateCode, variables). */
  protected abstract toEventPayload(doc: D): CatalogueItemPayload;

  /** The item's write lock, as the outbox relay takes it (`<kind>:<lowercase id>`). */
  private lockKey(id: string) {
    return `${this.spec.kind}:${String(id).toLowerCase()}`;
  }

  protected notFound() {
    return catalogueError.notFound(this.spec.notFoundCode, this.spec.notFoundMessage);
  }

  protected eventFor(previous: CatalogueStatus | null, next: D): OutboxEntry {
    const def = this.spec.events[eventKindFor(previous, next.status)];
    return OutboxEntry.of(def, this.toEventPayload(next), PRODUCER);
  }

  async adminList(query: AdminCatalogueQuery) {
    const { items, total } = await this.repository.list(
      { status: query.status, category: query.category, featured: query.featured, search: query.search },
      { skip: (query.page - 1) * query.limit, limit: query.limit, sort: { createdAt: -1, _id: -1 } },
    );
    return {
      items: items.map((doc) => this.toAdmin(doc)),
      pagination: { page: query.page, limit: query.limit, total, pages: Math.ceil(total / query.limit) },
    };
  }

  async adminGetById(id: string): Promise<Admin> {
    const doc = await this.repository.findById(id);
    if (!doc) throw this.notFound();
    return this.toAdmin(doc);
  }

  async adminGetBySlug(slug: string): Promise<Admin> {
    const doc = await this.repository.findBySlug(slug);
    if (!doc) throw this.notFound();
    return this.toAdmin(doc);
  }

  async setStatus(id: string, status: CatalogueStatus): Promise<Admin> {
    return this.toAdmin(await this.change(id, () => ({ status }) as Partial<D>));
  }

  async toggleFeatured(id: string): Promise<Admin> {
    return this.toAdmin(await this.change(id, (current) => ({ featured: !current.featured }) as Partial<D>));
  }

  async remove(id: string): Promise<{ message: string }> {
    return this.locks.withLock(this.lockKey(id), () => this.removeLocked(id));
  }

  private async removeLocked(id: string): Promise<{ message: string }> {
    for (let attempt = 0; attempt < UPDATE_ATTEMPTS; attempt++) {
      const current = await this.repository.findById(id);
      if (!current) throw this.notFound();
      const entry = OutboxEntry.of(this.spec.events.deleted, { id: current._id.toString(), slug: current.slug }, PRODUCER);
      if (await this.repository.softDeleteAtRevision(current, entry)) {
        await this.cache.invalidate(this.spec.kind);
        return { message: this.spec.deletedMessage };
      }
      await backoff(attempt);
    }
    throw catalogueError.concurrentChange(CatalogueMessages.concurrentChange);
  }

  async counts(): Promise<StatusCounts> {
    const [total, published, draft, archived, featured] = await Promise.all([
      this.repository.count({}),
      this.repository.count({ status: 'published' }),
      this.repository.count({ status: 'draft' }),
      this.repository.count({ status: 'archived' }),
      this.repository.count({ featured: true }),
    ]);
    return { total, published, draft, archived, featured };
  }

  /** Creates an item (its event in the same write); 409 on a taken slug. */
  protected async create(doc: Omit<D, 'deletedAt'>): Promise<D> {
    const created = { ...doc, deletedAt: null } as D;
    const entries = [this.eventFor(null, created)];
    try {
      await this.repository.insert(doc, entries);
    } catch (err) {
      if (err instanceof DuplicateSlugError) throw catalogueError.slugTaken(this.spec.slugTakenMessage);
      throw err;
    }
    await this.cache.invalidate(this.spec.kind);
    return created;
  }

  /** Seed: inserts a published item with its published event unless its slug exists; true when inserted. */
  async insertSeed(doc: Omit<D, 'deletedAt'>): Promise<boolean> {
    return this.repository.insertIfSlugAbsent(doc, [this.eventFor(null, { ...doc, deletedAt: null } as D)]);
  }

  /** Called once a batch of seed inserts is done. */
  async seeded(): Promise<void> {
    await this.cache.invalidate(this.spec.kind);
  }

  /**
   * Read, compute the changes (may throw 4xx), write conditionally on the revision with the event
   * describing the new state; retried when someone else changed the item in between.
   */
  protected async change(id: string, compute: (current: D) => Partial<D> | Promise<Partial<D>>): Promise<D> {
    return this.locks.withLock(this.lockKey(id), () => this.changeLocked(id, compute));
  }

  private async changeLocked(id: string, compute: (current: D) => Partial<D> | Promise<Partial<D>>): Promise<D> {
    for (let attempt = 0; attempt < UPDATE_ATTEMPTS; attempt++) {
      const current = await this.repository.findById(id);
      if (!current) throw this.notFound();
      const changes = { ...(await compute(current)), updatedAt: new Date() } as Partial<D>;
      const next = { ...current, ...changes, revision: current.revision + 1 } as D;
      const entry = this.eventFor(current.status, next);
      let applied: boolean;
      try {
        applied = await this.repository.updateAtRevision(current._id as Types.ObjectId, current.revision, changes, [entry]);
      } catch (err) {
        if (err instanceof DuplicateSlugError) throw catalogueError.slugTaken(this.spec.slugTakenMessage);
        throw err;
      }
      if (applied) {
        await this.cache.invalidate(this.spec.kind);
        return next;
      }
      await backoff(attempt);
    }
    throw catalogueError.concurrentChange(CatalogueMessages.concurrentChange);
  }
}
