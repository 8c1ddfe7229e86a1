import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { TicketContextType, ItemKind } from '@liquify/contracts';
import { findByIds, isDuplicateKeyError } from '@liquify/mongo';
import { CONTEXT_ITEM_MODEL, ContextItemDoc, contextItemKey } from './context-item.schema';

export type ContextItemState = Pick<ContextItemDoc, 'userId' | 'title' | 'slug' | 'kind' | 'published'>;

/** Most items of one kind offered to a user when creating a ticket. */
const OPTIONS_LIMIT = 500;

@Injectable()
export class ContextItemsRepository {
  constructor(@InjectModel(CONTEXT_ITEM_MODEL) private readonly model: Model<ContextItemDoc>) {}

  /** The item's state as of `at`, unless a newer state (or its deletion) is already known. */
  async apply(type: TicketContextType, itemId: string, state: ContextItemState, at: Date): Promise<boolean> {
    return this.upsertIfNewer(type, itemId, { ...state, deletedAt: null }, at);
  }

  /** Deleted as of `at` (kept as a tombstone so an older, late event cannot bring it back). */
  async markDeleted(type: TicketContextType, itemId: string, at: Date, owner: string | null = null): Promise<boolean> {
    return this.upsertIfNewer(type, itemId, { deletedAt: at, ...(owner !== null ? { userId: owner } : {}) }, at);
  }

  findLive(type: TicketContextType, itemId: string): Promise<ContextItemDoc | null> {
    return this.model.findOne({ _id: contextItemKey(type, itemId), deletedAt: null }).lean<ContextItemDoc>().exec();
  }

  async findManyLive(keys: readonly string[]): Promise<Map<string, ContextItemDoc>> {
    const unique = [...new Set(keys)];
    if (unique.length === 0) return new Map();
    const docs = await findByIds<ContextItemDoc>(this.model, unique, { where: { deletedAt: null } });
    return new Map(docs.map((d) => [d._id, d]));
  }

  ownedBy(userId: string, type: 'library-entry' | 'store'): Promise<ContextItemDoc[]> {
    return this.model.find({ userId, type, deletedAt: null }).sort({ title: 1 }).limit(OPTIONS_LIMIT).lean<ContextItemDoc[]>().exec();
  }

  published(type: ItemKind): Promise<ContextItemDoc[]> {
    return this.model.find({ type, published: true, deletedAt: null }).sort({ title: 1 }).limit(OPTIONS_LIMIT).lean<ContextItemDoc[]>().exec();
  }

  private async upsertIfNewer(type: TicketContextType, itemId: string, values: Partial<ContextItemDoc>, at: Date): Promise<boolean> {
    try {
      const result = await this.model
        .updateOne(
          { _id: contextItemKey(type, itemId), eventAt: { $lte: at } },
          { $set: { ...values, eventAt: at }, $setOnInsert: { type, itemId } },
          { upsert: true },
        )
        .exec();
      return result.matchedCount + (result.upsertedCount ?? 0) > 0;
    } catch (err) {
      if (isDuplicateKeyError(err)) return false; // a newer state is known: this event is stale
      throw err;
    }
  }
}
