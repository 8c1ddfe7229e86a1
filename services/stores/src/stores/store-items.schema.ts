import { Schema, Types } from 'mongoose';
import type { StoreItemKind } from '@liquify/contracts';

/**
 * One library entry placed in one store. A document per placement (not an array inside the store): adding
 * is an insert that the unique (storeId, entryId) index makes "once per store" under any concurrency, and
 * an entry leaving the library is one updateMany over every store (hidden until it is restored).
 */
export interface StoreItemDoc {
  _id: Types.ObjectId;
  storeId: string;
  userId: string;
  entryId: string;
  kind: StoreItemKind;
  addedAt: Date;
  /**
   * Set while the entry is out of the library (library.entry.removed): the placement is hidden, not deleted, so
   * the entry's restore (Undo, library.entry.restored) puts it back in exactly the stores it left.
   */
  removedAt: Date | null;
}

export const STORE_ITEM_MODEL = 'StoreItem';

export const storeItemSchema = new Schema<StoreItemDoc>(
  {
    storeId: { type: String, required: true },
    userId: { type: String, required: true, index: true },
    entryId: { type: String, required: true, index: true },
    kind: { type: String, required: true },
    addedAt: { type: Date, required: true },
    removedAt: { type: Date, default: null },
  },
  { collection: 'store_items', versionKey: false },
);
storeItemSchema.index({ storeId: 1, entryId: 1 }, { unique: true });
