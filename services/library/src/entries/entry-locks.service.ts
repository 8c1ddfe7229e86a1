import { Injectable } from '@nestjs/common';
import { entryLocks, EntryLock, LIBRARY_KINDS, PlanLockImpact } from '@liquify/contracts';
import { allowedOf, limitOf } from '../read-models/plan-context';
import { ReadModelsService } from '../read-models/read-models.service';
import { EntriesRepository } from '../entry-store/entries.repository';
import { entryLockChanged } from './entry-events';
import { LibraryCacheTags, snippetTag, userTag } from '../cache-tags/library-cache-tags';

/**
 * After anything a user's locks depend on changed (their plan, limits or account; an entry removed or restored,
 * which moves the others' limit locks): publishes each entry whose lock changed (library.entry.lock-changed: a
 * locked entry cannot be added to a store) and bumps the user's answers and every snippet of theirs, so a
 * locked entry's snippet renders nothing, and an unlocked one serves again, at once.
 */
@Injectable()
export class EntryLocksService {
  constructor(
    private readonly entries: EntriesRepository,
    private readonly readModels: ReadModelsService,
    private readonly tags: LibraryCacheTags,
  ) {}

  /**
   * refresh() for the users among `userIds` whose entries `impact` concerns (any entry, or one made from an
   * item that joined or left an allowed list): users without such entries have no lock that could move.
   */
  async refreshHolders(userIds: readonly string[], impact: PlanLockImpact): Promise<void> {
    if (userIds.length === 0) return;
    const holders = await this.entries.holdersAmong(userIds, impact.all ? undefined : impact.items);
    if (holders.length > 0) await this.refresh(...holders);
  }

  async refresh(...userIds: string[]): Promise<void> {
    for (const userId of userIds) await this.publishChanges(userId);
    const hashes = await this.entries.snippetHashesOf(userIds);
    await this.tags.bump([...userIds.map(userTag), ...hashes.map(snippetTag)]);
  }

  private async publishChanges(userId: string): Promise<void> {
    const context = await this.readModels.planContext(userId);
    for (const kind of LIBRARY_KINDS) {
      const entries = await this.entries.listByUser(userId, kind, true);
      const locks = entryLocks(
        entries.map((e) => ({ id: e._id.toHexString(), catalogueId: e.catalogueId, createdAt: e.createdAt })),
        limitOf(context, kind),
        allowedOf(context, kind),
      );
      for (const entry of entries) {
        const lock: EntryLock = locks.get(entry._id.toHexString()) ?? null;
        if ((entry.publishedLock ?? null) !== lock) await this.entries.publishLock(entry, lock, entryLockChanged(entry, lock));
      }
    }
  }
}
