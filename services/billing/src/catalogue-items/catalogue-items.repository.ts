import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { CATALOGUE_ITEM_MODEL, CatalogueItemDoc, CatalogueKind, itemKey } from './catalogue-items.schema';
import { isDuplicateKeyError } from '@liquify/mongo';
import type { CatalogueItemState } from '@liquify/service';

export type UpsertOutcome = { applied: false } | { applied: true; firstPublication: boolean; item: CatalogueItemDoc };

@Injectable()
export class CatalogueItemsRepository {
  constructor(@InjectModel(CATALOGUE_ITEM_MODEL) private readonly model: Model<CatalogueItemDoc>) {}

  /**
   * Stores the item's latest state unless a newer one (or its deletion) is already known. Tells whether this
   * is the first time billing sees the item published (exactly once per item, even with redelivery).
   */
  async upsert(kind: CatalogueKind, itemId: string, fields: CatalogueItemState): Promise<UpsertOutcome> {
    const _id = itemKey(kind, itemId);
    const { sourceUpdatedAt: updatedAt, ...rest } = fields;
    try {
      await this.model
        .updateOne(
          { _id, deletedAt: null, sourceUpdatedAt: { $lte: updatedAt } },
          { $set: { ...rest, kind, itemId, sourceUpdatedAt: updatedAt } },
          { upsert: true },
        )
        .exec();
    } catch (err) {
      // Upsert collided with an existing document that is newer or deleted: nothing to apply.
      if (isDuplicateKeyError(err)) return { applied: false };
      throw err;
    }
    const item = await this.model.findById(_id).lean<CatalogueItemDoc>().exec();
    if (!item || item.deletedAt || item.sourceUpdatedAt.getTime() !== updatedAt.getTime()) return { applied: false };
    if (item.status !== 'published' || item.firstPublishedAt) return { applied: true, firstPublication: false, item };
    // Claim the first publication atomically: only one delivery wins.
    const claimed = await this.model
      .findOneAndUpdate({ _id, firstPublishedAt: null }, { $set: { firstPublishedAt: new Date() } }, { new: true })
      .lean<CatalogueItemDoc>()
      .exec();
    return { applied: true, firstPublication: !!claimed, item: claimed ?? item };
  }

  /** In the catalogue's trash as of `at`: hidden like a deleted item (allowed lists untouched), unless a restore is newer. */
  async markTrashed(kind: CatalogueKind, itemId: string, at: Date): Promise<void> {
    await this.model.updateOne({ _id: itemKey(kind, itemId), deletedAt: null, sourceUpdatedAt: { $lte: at } }, { $set: { deletedAt: at, trashedAt: at, sourceUpdatedAt: at } }).exec();
  }

  /** Back from the trash: its state, live again, unless a newer state (a later trash) is held. */
  async restore(kind: CatalogueKind, itemId: string, fields: CatalogueItemState): Promise<void> {
    const { sourceUpdatedAt: updatedAt, ...rest } = fields;
    try {
      await this.model
        .updateOne({ _id: itemKey(kind, itemId), sourceUpdatedAt: { $lte: updatedAt } }, { $set: { ...rest, kind, itemId, sourceUpdatedAt: updatedAt, deletedAt: null, trashedAt: null } }, { upsert: true })
        .exec();
    } catch (err) {
      if (!isDuplicateKeyError(err)) throw err; // a newer state is held: nothing to apply
    }
  }

  /** Tombstones the item; true when this call deleted it. */
  async markDeleted(kind: CatalogueKind, itemId: string, slug: string): Promise<void> {
    const _id = itemKey(kind, itemId);
    await this.model
      .updateOne(
        { _id },
        { $set: { deletedAt: new Date(), trashedAt: null, status: 'archived', kind, itemId }, $setOnInsert: { slug, sourceUpdatedAt: new Date(0), firstPublishedAt: null } },
        { upsert: true },
      )
      .exec();
  }

  listPublished(kind: CatalogueKind): Promise<CatalogueItemDoc[]> {
    return this.model.find({ kind, status: 'published', deletedAt: null }).sort({ title: 1 }).lean<CatalogueItemDoc[]>().exec();
  }

  /** Items (live or deleted) among `ids`. */
  findMany(kind: CatalogueKind, ids: string[]): Promise<CatalogueItemDoc[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.model
      .find({ _id: { $in: ids.map((id) => itemKey(kind, id)) } })
      .lean<CatalogueItemDoc[]>()
      .exec();
  }
}
