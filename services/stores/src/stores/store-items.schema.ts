import { Schema, Types } from 'mongoose';
import type { StoreItemKind } from '@liquify/contracts';

/**
 * One library entry placed in one store. A document per placement (not an array inside the store): adding
 * is an insert that the unique (storeId, entryId) index makes "once per store" under any concurrency, and
 * an entry leaving the library is one deleteMany over every store.
 */
export interface StoreItemDoc {
  _id: Types.ObjectId;
  storeId: string;
  userId: string;
  entryId: string;
  kind: StoreItemKind;
  addedAt: Date;
}

export const STORE_ITEM_MODEL = 'StoreItem';

export const storeItemSchema = new Schema<StoreItemDoc>(
  {
    storeId: { type: String, required: true },
    userId: { type: String, required: true, index: true },
    entryId: { type: String, required: true, index: true },
    kind: { type: String, required: true },
    addedAt: { type: Date, required: true },
  },
  { collection: 'store_items', versionKey: false },
);
storeItemSchema.index({ storeId: 1, entryId: 1 }, { unique: true });
