import { Schema, Types } from 'mongoose';
import { outboxSchemaFields } from '@liquify/kafka';
import { serializeDocumentWrites } from '@liquify/mongo';
import type { StoreIcon } from '@liquify/contracts';

/** A user's store. Its events (created, updated, deleted) travel in the document's outbox. */
export interface StoreDoc {
  _id: Types.ObjectId;
  userId: string;
  name: string;
  description: string;
  color: string;
  icon: StoreIcon;
  createdAt: Date;
  updatedAt: Date;
  deletedAt: Date | null;
}

export const STORE_MODEL = 'Store';

export const storeSchema = new Schema<StoreDoc>(
  {
    userId: { type: String, required: true, index: true },
    name: { type: String, required: true },
    description: { type: String, default: '' },
    color: { type: String, required: true },
    icon: { type: String, required: true },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
    ...outboxSchemaFields,
  },
  { collection: 'stores', versionKey: false, minimize: false },
);
storeSchema.plugin(serializeDocumentWrites);
