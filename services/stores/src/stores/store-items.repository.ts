import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { StoreItemKind } from '@liquify/contracts';
import { isDuplicateKeyError } from '@liquify/mongo';
import type { Model } from 'mongoose';
import { STORE_ITEM_MODEL, StoreItemDoc } from './store-items.schema';

export interface ItemCounts {
  module: number;
  section: number;
}

/** Placements of entries in the library (those of a removed entry are hidden until it is restored). */
const SHOWN = { removedAt: null };

@Injectable()
export class StoreItemsRepository {
  constructor(@InjectModel(STORE_ITEM_MODEL) private readonly model: Model<StoreItemDoc>) {}

  /** Places an entry in a store; false when the store already holds it (unique storeId + entryId). */
  async insert(item: Omit<StoreItemDoc, '_id' | 'removedAt'>): Promise<boolean> {
    try {
      await this.model.create(item);
      return true;
    } catch (err) {
      if (isDuplicateKeyError(err)) return false;
      throw err;
    }
  }

  async remove(storeId: string, entryId: string, kind: StoreItemKind): Promise<boolean> {
    const result = await this.model.deleteOne({ storeId, entryId, kind, ...SHOWN }).exec();
    return result.deletedCount > 0;
  }

  listForStore(storeId: string): Promise<StoreItemDoc[]> {
    return this.model.find({ storeId, ...SHOWN }).sort({ addedAt: 1, _id: 1 }).lean<StoreItemDoc[]>().exec();
  }

  /** The stores of the user where the entry is placed. */
  async storeIdsHolding(userId: string, entryId: string): Promise<string[]> {
    const docs = await this.model.find({ userId, entryId, ...SHOWN }, { storeId: 1 }).lean<{ storeId: string }[]>().exec();
    return [...new Set(docs.map((d) => d.storeId))];
  }

  async entryIdsIn(storeId: string): Promise<Set<string>> {
    const docs = await this.model.find({ storeId, ...SHOWN }, { entryId: 1 }).lean<{ entryId: string }[]>().exec();
    return new Set(docs.map((d) => d.entryId));
  }

  /** Module and section counts of each of a user's stores. */
  async countsByStore(userId: string): Promise<Map<string, ItemCounts>> {
    const rows = await this.model
      .aggregate<{ _id: { storeId: string; kind: StoreItemKind }; n: number }>([
        { $match: { userId, ...SHOWN } },
        { $group: { _id: { storeId: '$storeId', kind: '$kind' }, n: { $sum: 1 } } },
      ])
      .exec();
    const counts = new Map<string, ItemCounts>();
    for (const row of rows) {
      const entry = counts.get(row._id.storeId) ?? { module: 0, section: 0 };
      entry[row._id.kind] += row.n;
      counts.set(row._id.storeId, entry);
    }
    return counts;
  }

  /** Items per store over every store (admin totals). */
  async countsPerStore(): Promise<Map<string, number>> {
    const rows = await this.model
      .aggregate<{ _id: string; n: number }>([{ $match: SHOWN }, { $group: { _id: '$storeId', n: { $sum: 1 } } }])
      .exec();
    return new Map(rows.map((r) => [r._id, r.n]));
  }

  async deleteForStore(storeId: string): Promise<number> {
    return (await this.model.deleteMany({ storeId }).exec()).deletedCount;
  }

  /** An entry left the library: it leaves every store that holds it (hidden, so a restore brings it back). */
  async hideForEntry(entryId: string, at: Date): Promise<number> {
    return (await this.model.updateMany({ entryId, ...SHOWN }, { $set: { removedAt: at } }).exec()).modifiedCount;
  }

  /** The entry is back in the library: it returns to every store it left (those not deleted meanwhile). */
  async showForEntry(entryId: string): Promise<number> {
    return (await this.model.updateMany({ entryId, removedAt: { $ne: null } }, { $set: { removedAt: null } }).exec()).modifiedCount;
  }

  async deleteForUser(userId: string): Promise<number> {
    return (await this.model.deleteMany({ userId }).exec()).deletedCount;
  }
}
