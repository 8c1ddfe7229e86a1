import { itemBaseFields } from '../catalogue/catalogue-item.mapper';
import type { ModuleDoc } from './module.schema';

export const moduleListItem = (doc: ModuleDoc) => itemBaseFields(doc);

/** What anybody may see of a published module (contracts: moduleCardSchema). */
function moduleCardFields(doc: ModuleDoc) {
  return {
    ...itemBaseFields(doc),
    status: doc.status,
    longDescription: doc.longDescription ?? '',
    content: doc.content ?? '',
    hasLiquidCode: Boolean(doc.hasLiquidCode),
    images: doc.images ?? [],
    demoUrl: doc.demoUrl ?? '',
  };
}

/** A published module to a caller whose plan does not allow it: no code, template or variables. */
export const moduleCard = (doc: ModuleDoc) => ({ ...moduleCardFields(doc), locked: true as const });

/** The full module (admin answers; with `locked: false`, the public detail to an entitled caller). */
export function moduleDetail(doc: ModuleDoc) {
  return {
    ...moduleCardFields(doc),
    code: doc.code ?? '',
    templateCode: doc.templateCode ?? '',
    variables: (doc.variables ?? []).map((v) => ({
      id: v.id,
      name: v.name,
      label: v.label,
      type: v.type,
      defaultValue: v.defaultValue ?? '',
      description: v.description ?? '',
      ...(v.options ? { options: v.options } : {}),
    })),
  };
}
export type ModuleDetail = ReturnType<typeof moduleDetail>;
/** An admin answer: the full module with its revision (what the next update names, see EDIT_CONFLICT). */
export const adminModule = (doc: ModuleDoc) => ({ ...moduleDetail(doc), revision: doc.revision ?? 0 });
export type AdminModuleDetail = ReturnType<typeof adminModule>;
export const unlockedModule = (doc: ModuleDoc) => ({ ...moduleDetail(doc), locked: false as const });
