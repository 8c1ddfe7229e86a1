import { BeforeApplicationShutdown, Inject, Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { updateOneWhere } from '@liquify/mongo';
import { EdgeTags, REDIS, Redis, RedisLocks } from '@liquify/redis';
import type { Model } from 'mongoose';
import { Types } from 'mongoose';
import { CatalogueConfig } from '../config';
import { MODULE_MODEL, ModuleDoc } from '../modules/module.schema';
import { SECTION_MODEL } from '../sections/section.schema';
import type { ItemKind } from '@liquify/contracts';
import { SERVICE_CONFIG } from '@liquify/service';

/**
 * How long the public answers the gateway keeps may show a download count behind: the downloads of that time
 * make one bump of the catalogue's edge tag. Bumped on each add, every add emptied the gateways' copy of the
 * catalogue list, and the next visitor's list read every module with its code (under `npm run chaos --
 * virtual-users`, 170 list reads and counts of the modules for 200 adds, a third of FerretDB's time). Only the
 * count waits: any other change of an item bumps the tag at once.
 */
export const DOWNLOADS_SHOWN_WITHIN_MS = 5_000;

/**
 * Counts a download each time a user adds a module or section to their library (library.entry.added.v1).
 * The increment takes the item's write lock (FerretDB loses concurrent updates of one document), changes
 * nothing else (not updatedAt, no catalogue event), and invalidates the public answers that show downloads
 * within DOWNLOADS_SHOWN_WITHIN_MS (at shutdown, before the process ends).
 */
@Injectable()
export class DownloadsService implements BeforeApplicationShutdown {
  private readonly logger = new Logger(DownloadsService.name);
  private readonly tags: EdgeTags;
  /** The edge tags whose bump is due, and when it happens. */
  private readonly due = new Set<string>();
  private timer?: NodeJS.Timeout;

  constructor(
    @InjectModel(MODULE_MODEL) private readonly modules: Model<ModuleDoc>,
    @InjectModel(SECTION_MODEL) private readonly sections: Model<ModuleDoc>,
    private readonly locks: RedisLocks,
    @Inject(REDIS) redis: Redis,
    @Inject(SERVICE_CONFIG) config: CatalogueConfig,
  ) {
    this.tags = new EdgeTags(redis, config.REDIS_KEY_PREFIX);
  }

  /** +1 download; false when the item is unknown (deleted meanwhile). */
  async countDownload(kind: ItemKind, itemId: string): Promise<boolean> {
    if (!Types.ObjectId.isValid(itemId)) return false;
    const cacheKind = kind === 'module' ? 'modules' : 'sections';
    const model = kind === 'module' ? this.modules : this.sections;
    // Read and written by `_id` under the lock: FerretDB answers `{ _id, deletedAt, trashedAt }` by reading every item, code included.
    const result = await this.locks.withLock(`${cacheKind}:${itemId.toLowerCase()}`, () =>
      updateOneWhere(model, new Types.ObjectId(itemId), { deletedAt: null, trashedAt: null }, { $inc: { downloads: 1 } }),
    );
    if (result.modifiedCount === 0) return false;
    this.due.add(`catalogue.${cacheKind}`);
    this.timer ??= setTimeout(() => void this.bumpDue(), DOWNLOADS_SHOWN_WITHIN_MS).unref();
    return true;
  }

  /** Bumps the tags of the downloads counted since the last bump. */
  async bumpDue(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const tags = [...this.due];
    this.due.clear();
    if (tags.length === 0) return;
    try {
      await this.tags.bump(tags);
    } catch (err) {
      this.logger.warn(`catalogue cache not invalidated after downloads: ${(err as Error).message}`);
    }
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.bumpDue();
  }
}
