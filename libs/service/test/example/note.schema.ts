import { outboxSchemaFields } from '@liquify/kafka';
import { serializeDocumentWrites } from '@liquify/mongo';
import { Schema, Types } from 'mongoose';

export const NOTE_MODEL = 'Note';

export interface NoteDoc {
  _id: Types.ObjectId;
  userId: string;
  title: string;
  body: string;
  revision: number;
  deletedAt: Date | null;
}

export const noteSchema = new Schema<NoteDoc>(
  {
    userId: { type: String, required: true, index: true },
    title: { type: String, required: true },
    body: { type: String, default: '' },
    revision: { type: Number, default: 0 },
    ...outboxSchemaFields,
  },
  { collection: 'notes', minimize: false, timestamps: true },
);
noteSchema.index({ userId: 1, title: 1 }, { unique: true });
noteSchema.plugin(serializeDocumentWrites);
