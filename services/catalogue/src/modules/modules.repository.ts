import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { CatalogueItemRepository } from '../catalogue/catalogue-item.repository';
import { OutboxRelay } from '@liquify/kafka';
import { RedisKeyHints, RedisLocks } from '@liquify/redis';
import { MODULE_MODEL, ModuleDoc } from './module.schema';

/** Fields of a public module list item (no code: spec doc 2 §7). */
export const MODULE_LIST_FIELDS = '_id slug title description category thumbnail featured rating tags author downloads createdAt updatedAt';

@Injectable()
export class ModulesRepository extends CatalogueItemRepository<ModuleDoc> {
  constructor(@InjectModel(MODULE_MODEL) model: Model<ModuleDoc>, relay: OutboxRelay, locks: RedisLocks, hints: RedisKeyHints) {
    super(model, relay, locks, 'modules', hints);
  }
}
