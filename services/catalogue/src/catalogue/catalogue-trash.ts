import { OutboxEntry } from '@liquify/kafka';
import { retryOnRevisionConflict, REVISION_CONFLICT } from '@liquify/mongo';
import { isTrashExpired, TrashedItem, trashDaysLeft, trashPurgeAt, trashPurgeCutoff } from '@liquify/contracts';
import { CacheKind, CatalogueCacheService } from './catalogue-cache.service';
import { CatalogueItemRepository, DuplicateSlugError } from './catalogue-item.repository';
import type { CatalogueItemDoc } from './catalogue-item.schema';
import { CatalogueKindSpec, PRODUCER, REVISION_RETRY } from './catalogue-items';
import { CatalogueErrors } from '../catalogue.errors';

/** Items purged per pass of the purge job (the next pass takes the rest). */
const PURGE_BATCH = 100;

const TRASH_KIND: Record<CacheKind, TrashedItem['kind']> = { modules: 'module', sections: 'section' };

/**
 * The trash of one catalogue kind (issue #25 item 11): an admin's delete moves the item there (gone from every
 * normal read, its slug freed, the trashed event out so read models hide it), a restore brings it back as it
 * was (the restored event carries its state), and after 30 days the purge deletes it for good (the deleted
 * event, on which read models drop it for good). Every change is made under the item's lock at the revision read.
 */
export class CatalogueTrash<D extends CatalogueItemDoc> {
  constructor(
    private readonly repository: CatalogueItemRepository<D>,
    private readonly cache: CatalogueCacheService,
    private readonly spec: CatalogueKindSpec<D>,
  ) {}

  /** The admin's delete; answers the spec's confirmation. */
  trash(id: string): Promise<string> {
    return this.repository.withLock(id, () =>
      retryOnRevisionConflict(async () => {
        const current = await this.repository.findById(id);
        if (!current) throw this.spec.notFound();
        const at = new Date();
        const entry = OutboxEntry.of(this.spec.events.trashed, { id: current._id.toString(), slug: current.slug, trashedAt: at.toISOString() }, PRODUCER);
        if (!(await this.repository.trashAtRevision(current, at, entry))) return REVISION_CONFLICT;
        await this.cache.invalidate(this.spec.kind);
        return this.spec.deletedMessage;
      }, REVISION_RETRY),
    );
  }

  async list(now = new Date()): Promise<TrashedItem[]> {
    return (await this.repository.listTrashed()).map((doc) => {
      const trashedAt = doc.trashedAt as Date;
      return {
        _id: doc._id.toString(),
        kind: TRASH_KIND[this.spec.kind],
        title: doc.title,
        slug: doc.trashedSlug ?? '',
        trashedAt: trashedAt.toISOString(),
        purgeAt: trashPurgeAt(trashedAt).toISOString(),
        daysLeft: trashDaysLeft(trashedAt, now),
      };
    });
  }

  /** Back from the trash as it was; 404 when not in the trash, 409 when its slug was taken meanwhile. */
  restore(id: string): Promise<D> {
    return this.repository.withLock(id, () =>
      retryOnRevisionConflict(async () => {
        const current = await this.repository.findTrashedById(id);
        if (!current) throw this.spec.notFound();
        const at = new Date();
        const next = { ...current, slug: current.trashedSlug ?? current.slug, trashedAt: null, trashedSlug: '', updatedAt: at, revision: current.revision + 1 } as D;
        const entry = OutboxEntry.of(this.spec.events.restored, this.spec.eventPayload(next), PRODUCER);
        try {
          if (!(await this.repository.restoreAtRevision(current, at, entry))) return REVISION_CONFLICT;
        } catch (err) {
          if (err instanceof DuplicateSlugError) throw CatalogueErrors.SLUG_TAKEN(this.spec.restoreSlugTakenMessage);
          throw err;
        }
        await this.cache.invalidate(this.spec.kind);
        return next;
      }, REVISION_RETRY),
    );
  }

  /** Deletes for good what has been in the trash 30 days (one batch); answers how many went. */
  async purgeDue(now = new Date()): Promise<number> {
    let purged = 0;
    for (const id of await this.repository.trashedBefore(trashPurgeCutoff(now), PURGE_BATCH)) {
      const done = await this.repository.withLock(id, async () => {
        const current = await this.repository.findTrashedById(id);
        if (!current?.trashedAt || !isTrashExpired(current.trashedAt, now)) return false; // restored (and maybe deleted again) meanwhile
        const entry = OutboxEntry.of(this.spec.events.deleted, { id, slug: current.trashedSlug || current.slug }, PRODUCER);
        return this.repository.purgeAtRevision(current, entry);
      });
      if (done) purged += 1;
    }
    return purged;
  }
}
