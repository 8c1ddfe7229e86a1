import { Schema } from 'mongoose';
import { serializeDocumentWrites } from '@liquify/mongo';
import type { LibraryKind } from '@liquify/contracts';
import { CATALOGUE_ITEMS_SCHEMA_OPTIONS, catalogueItemFields, catalogueItemKey } from '@liquify/service';
import type { CatalogueItemDocBase } from '@liquify/service';
import type { TemplateVariable } from '@liquify/template-engine';
import { FALLBACK_PLAN_SLUG } from '@liquify/contracts';

/*
 * What the library knows of other services, fed only by their events (it never calls them):
 * users (identity: plan, status, limits), plans (billing: allowed lists), catalogue items (catalogue:
 * published state, template and variables). Each keeps the source time of its last applied event, so a
 * late or replayed older event never overwrites a newer state.
 */

export interface AccountDoc {
  _id: string;
  plan: string;
  planId: string | null;
  status: string;
  role: string;
  moduleLimit: number;
  sectionLimit: number;
  sourceAt: Date;
  deletedAt: Date | null;
}
export const ACCOUNT_MODEL = 'Account';
export const accountSchema = new Schema<AccountDoc>(
  {
    _id: { type: String },
    plan: { type: String, default: FALLBACK_PLAN_SLUG },
    planId: { type: String, default: null },
    status: { type: String, default: 'active' },
    role: { type: String, default: 'user' },
    moduleLimit: { type: Number, required: true },
    sectionLimit: { type: Number, required: true },
    sourceAt: { type: Date, default: () => new Date(0) },
    deletedAt: { type: Date, default: null },
  },
  { collection: 'accounts', versionKey: false },
);
accountSchema.plugin(serializeDocumentWrites);

export interface PlanDoc {
  _id: string;
  slug: string;
  isActive: boolean;
  moduleLimit: number;
  sectionLimit: number;
  allowedModules: string[];
  allowedSections: string[];
  revision: number;
  sourceAt: Date;
  deletedAt: Date | null;
}
export const PLAN_MODEL = 'Plan';
export const planSchema = new Schema<PlanDoc>(
  {
    _id: { type: String },
    slug: { type: String, required: true, index: true },
    isActive: { type: Boolean, default: true },
    moduleLimit: { type: Number, default: 0 },
    sectionLimit: { type: Number, default: 0 },
    allowedModules: { type: [String], default: [] },
    allowedSections: { type: [String], default: [] },
    revision: { type: Number, default: 0 },
    sourceAt: { type: Date, default: () => new Date(0) },
    deletedAt: { type: Date, default: null },
  },
  { collection: 'plans', versionKey: false, minimize: false },
);
planSchema.plugin(serializeDocumentWrites);

export interface CatalogueItemDoc extends CatalogueItemDocBase<LibraryKind> {
  templateCode: string;
  variables: TemplateVariable[];
  /** Hash of the template and its variables: entries made from another version show "update available". */
  templateVersion: string;
}
export const CATALOGUE_ITEM_MODEL = 'CatalogueItem';
export const catalogueItemSchema = new Schema<CatalogueItemDoc>(
  {
    ...catalogueItemFields(),
    templateCode: { type: String, default: '' },
    variables: { type: Schema.Types.Mixed, default: () => [] },
    templateVersion: { type: String, default: '' },
  },
  CATALOGUE_ITEMS_SCHEMA_OPTIONS,
);
catalogueItemSchema.index({ kind: 1, slug: 1 });
catalogueItemSchema.plugin(serializeDocumentWrites);

export const itemKey = (kind: LibraryKind, itemId: string) => catalogueItemKey(kind, itemId);
