import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { EdgeTags, REDIS, Redis, RedisLocks } from '@liquify/redis';
import type { Model } from 'mongoose';
import { Types } from 'mongoose';
import { CatalogueConfig } from '../config';
import { MODULE_MODEL, ModuleDoc } from '../modules/module.schema';
import { SECTION_MODEL } from '../sections/section.schema';
import type { ItemKind } from '@liquify/contracts';
import { SERVICE_CONFIG } from '@liquify/service';

/**
 * Counts a download each time a user adds a module or section to their library (library.entry.added.v1).
 * The increment takes the item's write lock (FerretDB loses concurrent updates of one document), changes
 * nothing else (not updatedAt, no catalogue event), and invalidates the public answers that show downloads.
 */
@Injectable()
export class DownloadsService {
  private readonly logger = new Logger(DownloadsService.name);
  private readonly tags: EdgeTags;

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
    const result = await this.locks.withLock(`${cacheKind}:${itemId.toLowerCase()}`, () => model.updateOne({ _id: itemId, deletedAt: null, trashedAt: null }, { $inc: { downloads: 1 } }).exec());
    if (result.modifiedCount === 0) return false;
    try {
      await this.tags.bump([`catalogue.${cacheKind}`]);
    } catch (err) {
      this.logger.warn(`catalogue cache not invalidated after a download: ${(err as Error).message}`);
    }
    return true;
  }
}
