import { CatalogueItemDoc, catalogueItemSchema } from '../catalogue/catalogue-item.schema';

export const SECTION_MODEL = 'CatalogueSection';

/** Spec doc 3 §3 "Section": `code` is the Liquid file; its `{% schema %}` is kept as read on save. */
export interface SectionDoc extends CatalogueItemDoc {
  /** The `{% schema %}` JSON as text (kept as text: schema keys need not be valid field names), or null. */
  schemaJson: string | null;
}

export const sectionSchema = catalogueItemSchema('sections', {
  schemaJson: { type: String, default: null },
});
sectionSchema.index({ status: 1, createdAt: -1 });
