import { sectionPreviewUrl } from '@liquify/contracts';
import { itemBaseFields } from '../catalogue/catalogue-item.mapper';
import type { SectionSchemaJson } from '@liquify/liquid-preview';
import type { SectionDoc } from './section.schema';

export function parsedSchema(doc: Pick<SectionDoc, 'schemaJson'>): SectionSchemaJson | null {
  if (!doc.schemaJson) return null;
  try {
    return JSON.parse(doc.schemaJson) as SectionSchemaJson;
  } catch {
    return null;
  }
}

export const sectionListItem = (doc: SectionDoc) => ({ ...itemBaseFields(doc), status: doc.status });

/** The full section (public detail and admin answers). */
export function sectionDetail(doc: SectionDoc) {
  const schema = parsedSchema(doc);
  return {
    ...itemBaseFields(doc),
    status: doc.status,
    longDescription: doc.longDescription ?? '',
    code: doc.code ?? '',
    hasLiquidCode: Boolean(doc.hasLiquidCode),
    images: doc.images ?? [],
    demoUrl: doc.demoUrl ?? '',
    schema,
    settings: Array.isArray(schema?.settings) ? schema.settings : [],
    previewUrl: sectionPreviewUrl(doc.slug),
  };
}
export type SectionDetail = ReturnType<typeof sectionDetail>;
