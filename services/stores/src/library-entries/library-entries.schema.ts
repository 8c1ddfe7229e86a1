import { Schema } from 'mongoose';
import { serializeDocumentWrites } from '@liquify/mongo';
import type { StoreItemKind } from '@liquify/contracts';

/**
 * The read model of the users' library entries (library.entry.* events): what a store may hold and what its
 * items show. A removed entry stays as a tombstone (`removedAt`) so a late or replayed event cannot bring it back.
 */
export interface LibraryEntryDoc {
  /** the library's entry id */
  _id: string;
  userId: string;
  kind: StoreItemKind;
  catalogueId: string;
  slug: string;
  title: string;
  description: string;
  category: string;
  thumbnail: string;
  featured: boolean;
  createdAt: Date;
  /** occurredAt of the last event applied. */
  eventAt: Date;
  removedAt: Date | null;
  /** Locked by the owner's plan (library.entry.lock-changed): it stays in its stores but cannot be added to another. */
  lock: 'limit' | 'plan' | null;
  /** occurredAt of the last lock event applied. */
  lockAt: Date | null;
}

export const LIBRARY_ENTRY_MODEL = 'LibraryEntry';

export const libraryEntrySchema = new Schema<LibraryEntryDoc>(
  {
    _id: { type: String },
    userId: { type: String, required: true, index: true },
    kind: { type: String, required: true },
    catalogueId: { type: String, default: '' },
    slug: { type: String, default: '' },
    title: { type: String, default: '' },
    description: { type: String, default: '' },
    category: { type: String, default: '' },
    thumbnail: { type: String, default: '' },
    featured: { type: Boolean, default: false },
    createdAt: { type: Date, required: true },
    eventAt: { type: Date, required: true },
    removedAt: { type: Date, default: null },
    lock: { type: String, default: null },
    lockAt: { type: Date, default: null },
  },
  { collection: 'library_entries', versionKey: false, minimize: false },
);
libraryEntrySchema.index({ userId: 1, kind: 1, createdAt: -1 });
libraryEntrySchema.plugin(serializeDocumentWrites);
