import { Schema } from 'mongoose';
import { CatalogueItemDoc, catalogueItemSchema } from '../catalogue/catalogue-item.schema';

export const MODULE_MODEL = 'CatalogueModule';

/** A template variable as stored (spec doc 3 §3 "Module variable"). */
export interface StoredVariable {
  id: string;
  name: string;
  label: string;
  type: string;
  defaultValue: string;
  description: string;
  options?: string[];
}

/** Spec doc 3 §3 "Module": `code` is the final code (template with defaults), computed by the server. */
export interface ModuleDoc extends CatalogueItemDoc {
  templateCode: string;
  content: string;
  variables: StoredVariable[];
}

export const moduleSchema = catalogueItemSchema('modules', {
  templateCode: { type: String, default: '' },
  content: { type: String, default: '' },
  variables: { type: [Schema.Types.Mixed], default: [] },
});
moduleSchema.index({ status: 1, createdAt: -1 });
