import { Schema } from 'mongoose';
import { serializeDocumentWrites } from '@liquify/mongo';
import { CATALOGUE_ITEMS_SCHEMA_OPTIONS, catalogueItemFields, catalogueItemKey } from '@liquify/service';
import type { CatalogueItemDocBase, CatalogueKind } from '@liquify/service';

export type { CatalogueKind } from '@liquify/service';

/** Billing's read model of the catalogue (from catalogue.module|section.*.v1): what the Manage dialogs list. */
export interface CatalogueItemDoc extends CatalogueItemDocBase {
  /** When billing first saw the item published: the new-item policies of plans apply once, then. */
  firstPublishedAt: Date | null;
  /** Set while the item is in the catalogue's trash (deletedAt too): plans keep it in their lists until the purge. */
  trashedAt: Date | null;
}

export const CATALOGUE_ITEM_MODEL = 'CatalogueItem';

export const catalogueItemSchema = new Schema<CatalogueItemDoc>({ ...catalogueItemFields(), firstPublishedAt: { type: Date, default: null }, trashedAt: { type: Date, default: null } }, CATALOGUE_ITEMS_SCHEMA_OPTIONS);
catalogueItemSchema.index({ kind: 1, status: 1 });

export const itemKey = (kind: CatalogueKind, itemId: string) => catalogueItemKey(kind, itemId);
catalogueItemSchema.plugin(serializeDocumentWrites);
