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

/** What anybody may see of a published section (contracts: sectionCardSchema): its rendered preview shows no Liquid. */
function sectionCardFields(doc: SectionDoc) {
  return {
    ...itemBaseFields(doc),
    status: doc.status,
    longDescription: doc.longDescription ?? '',
    hasLiquidCode: Boolean(doc.hasLiquidCode),
    images: doc.images ?? [],
    demoUrl: doc.demoUrl ?? '',
    previewUrl: sectionPreviewUrl(doc.slug),
  };
}

/** A published section to a caller whose plan does not allow it: no Liquid, no schema. */
export const sectionCard = (doc: SectionDoc) => ({ ...sectionCardFields(doc), locked: true as const });

/** The full section (admin answers; with `locked: false`, the public detail to an entitled caller). */
export function sectionDetail(doc: SectionDoc) {
  const schema = parsedSchema(doc);
  return {
    ...sectionCardFields(doc),
    code: doc.code ?? '',
    schema,
    settings: Array.isArray(schema?.settings) ? schema.settings : [],
  };
}
export type SectionDetail = ReturnType<typeof sectionDetail>;
/** An admin answer: the full section with its revision (what the next update names, see EDIT_CONFLICT). */
export const adminSection = (doc: SectionDoc) => ({ ...sectionDetail(doc), revision: doc.revision ?? 0 });
export type AdminSectionDetail = ReturnType<typeof adminSection>;
export const unlockedSection = (doc: SectionDoc) => ({ ...sectionDetail(doc), locked: false as const });
