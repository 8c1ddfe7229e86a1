import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { updateOneWhere } from '@liquify/mongo';
import { RedisLocks } from '@liquify/redis';
import type { Model, Types } from 'mongoose';
import { ENTRY_LOCK, ENTRY_MODEL, EntryDoc } from '../entry-store/entry.schema';
import { EntryUsageChange } from './entry-usage.util';

/**
 * The usage flusher's one write to an entry: increments per day (never a rewrite of the days it read), under the
 * entry's write lock like every other write of it (see EntriesRepository.withLock), by `_id` (updateOneWhere).
 */
@Injectable()
export class EntryUsageRepository {
  constructor(
    @InjectModel(ENTRY_MODEL) private readonly model: Model<EntryDoc>,
    private readonly locks: RedisLocks,
  ) {}

  async apply(id: Types.ObjectId, change: EntryUsageChange, topDomains: EntryDoc['usage']['topDomains']): Promise<void> {
    const $inc: Record<string, number> = { usageCount: change.added };
    for (const [day, loads] of Object.entries(change.incDays)) $inc[`usage.days.${day}`] = loads;
    const update: Record<string, unknown> = { $inc, $set: { 'usage.topDomains': topDomains } };
    if (change.expiredDays.length) update.$unset = Object.fromEntries(change.expiredDays.map((day) => [`usage.days.${day}`, '']));
    await this.locks.documents(ENTRY_LOCK)(id, () => updateOneWhere(this.model, id, { deletedAt: null }, update));
  }
}
