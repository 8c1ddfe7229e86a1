import { itemBaseFields } from '../catalogue/catalogue-item.mapper';
import type { ModuleDoc } from './module.schema';

export const moduleListItem = (doc: ModuleDoc) => itemBaseFields(doc);

/** The full module (public detail and admin answers). */
export function moduleDetail(doc: ModuleDoc) {
  return {
    ...itemBaseFields(doc),
    status: doc.status,
    longDescription: doc.longDescription ?? '',
    code: doc.code ?? '',
    templateCode: doc.templateCode ?? '',
    content: doc.content ?? '',
    variables: (doc.variables ?? []).map((v) => ({
      id: v.id,
      name: v.name,
      label: v.label,
      type: v.type,
      defaultValue: v.defaultValue ?? '',
      description: v.description ?? '',
      ...(v.options ? { options: v.options } : {}),
    })),
    hasLiquidCode: Boolean(doc.hasLiquidCode),
    images: doc.images ?? [],
    demoUrl: doc.demoUrl ?? '',
  };
}
export type ModuleDetail = ReturnType<typeof moduleDetail>;
