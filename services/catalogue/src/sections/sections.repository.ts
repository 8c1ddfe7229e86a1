import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { CatalogueItemRepository } from '../catalogue/catalogue-item.repository';
import { OutboxRelay } from '@liquify/kafka';
import { RedisKeyHints, RedisLocks } from '@liquify/redis';
import { SECTION_MODEL, SectionDoc } from './section.schema';

/** Fields of a public section list item (no code). */
export const SECTION_LIST_FIELDS = '_id slug title description category thumbnail featured status rating tags author downloads createdAt updatedAt';

@Injectable()
export class SectionsRepository extends CatalogueItemRepository<SectionDoc> {
  constructor(@InjectModel(SECTION_MODEL) model: Model<SectionDoc>, relay: OutboxRelay, locks: RedisLocks, hints: RedisKeyHints) {
    super(model, relay, locks, 'sections', hints);
  }
}
