import { Schema } from 'mongoose';
import { serializeDocumentWrites } from '@liquify/mongo';

export type CatalogueKind = 'module' | 'section';

/** Billing's read model of the catalogue (from catalogue.module|section.*.v1): what the Manage dialogs list. */
export interface CatalogueItemDoc {
  /** `${kind}:${itemId}` */
  _id: string;
  kind: CatalogueKind;
  itemId: string;
  slug: string;
  title: string;
  description: string;
  category: string;
  thumbnail: string;
  featured: boolean;
  status: 'draft' | 'published' | 'archived';
  /** The item's own updatedAt: an older event never overwrites a newer one. */
  sourceUpdatedAt: Date;
  /** When billing first saw the item published: the new-item policies of plans apply once, then. */
  firstPublishedAt: Date | null;
  /** Tombstone: a deleted item never comes back through a late event, and ids of it are refused. */
  deletedAt: Date | null;
}

export const CATALOGUE_ITEM_MODEL = 'CatalogueItem';

export const catalogueItemSchema = new Schema<CatalogueItemDoc>(
  {
    _id: { type: String },
    kind: { type: String, required: true },
    itemId: { type: String, required: true },
    slug: { type: String, default: '' },
    title: { type: String, default: '' },
    description: { type: String, default: '' },
    category: { type: String, default: '' },
    thumbnail: { type: String, default: '' },
    featured: { type: Boolean, default: false },
    status: { type: String, default: 'draft' },
    sourceUpdatedAt: { type: Date, default: () => new Date(0) },
    firstPublishedAt: { type: Date, default: null },
    deletedAt: { type: Date, default: null },
  },
  { collection: 'catalogue_items', versionKey: false, minimize: false },
);
catalogueItemSchema.index({ kind: 1, status: 1 });

export const itemKey = (kind: CatalogueKind, itemId: string) => `${kind}:${itemId}`;
catalogueItemSchema.plugin(serializeDocumentWrites);
