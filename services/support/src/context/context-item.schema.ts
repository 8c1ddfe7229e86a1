import { Schema } from 'mongoose';
import { serializeDocumentWrites } from '@liquify/mongo';
import type { TicketContextType, ItemKind } from '@liquify/contracts';

/**
 * Support's read model of what a ticket may be about: users' library entries (library.entry.*), users'
 * stores (stores.store.*) and the catalogue's modules and sections (catalogue.*). Fed by events only.
 * `_id` is `<type>:<id>`; `userId` is the owner (null for catalogue items).
 */
export interface ContextItemDoc {
  _id: string;
  type: TicketContextType;
  itemId: string;
  userId: string | null;
  title: string;
  slug: string;
  /** For library entries: module or section. */
  kind: ItemKind | null;
  /** Catalogue items: only published ones may be referenced by new tickets. */
  published: boolean;
  /** occurredAt of the event this state comes from: older events are ignored. */
  eventAt: Date;
  deletedAt: Date | null;
}

export const CONTEXT_ITEM_MODEL = 'ContextItem';

export const contextItemSchema = new Schema<ContextItemDoc>(
  {
    _id: { type: String },
    type: { type: String, required: true },
    itemId: { type: String, required: true },
    userId: { type: String, default: null },
    title: { type: String, default: '' },
    slug: { type: String, default: '' },
    kind: { type: String, default: null },
    published: { type: Boolean, default: true },
    eventAt: { type: Date, required: true },
    deletedAt: { type: Date, default: null },
  },
  { collection: 'context_items', versionKey: false, minimize: false },
);
contextItemSchema.index({ userId: 1, type: 1 });
contextItemSchema.index({ type: 1, published: 1 });
contextItemSchema.plugin(serializeDocumentWrites);

export const contextItemKey = (type: TicketContextType, id: string) => `${type}:${id}`;
