import { z } from 'zod';
import { isoDateSchema, limitSchema, successOf } from '../common';
import {
  DEFAULT_STORE_ICON,
  normaliseStoreColor,
  normaliseStoreIcon,
  PICKER_FILTERS,
  PICKER_LIMIT,
  STORE_DESCRIPTION_MAX_LENGTH,
  STORE_ICONS,
  STORE_ITEM_KINDS,
  STORE_NAME_MAX_LENGTH,
  STORE_SEARCH_MAX_LENGTH,
  STORE_SORTS,
  StoreMessages as M,
} from './stores.rules';

/*
 * Stores (spec doc 2 §3, §5, §7). A store holds entries of the user's library (modules and sections the
 * user added): item ids are library entry ids, the ids the picker lists.
 */

export const storeIconSchema = z.enum(STORE_ICONS);
export const storeItemKindSchema = z.enum(STORE_ITEM_KINDS, { error: M.kindInvalid });

// ---------------------------------------------------------------- requests

/** Name: required after trimming ('Please enter a name for your store.'), at most 100 characters. */
const storeNameSchema = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() : v === undefined || v === null ? '' : v),
  z.string({ error: M.nameRequired }).min(1, M.nameRequired).max(STORE_NAME_MAX_LENGTH, M.nameTooLong),
);
/** Description: optional text, null means empty, trimmed. */
const storeDescriptionSchema = z.preprocess(
  (v) => (v === null ? '' : typeof v === 'string' ? v.trim() : v),
  z.string({ error: M.descriptionInvalid }).max(STORE_DESCRIPTION_MAX_LENGTH, M.descriptionInvalid),
);
/** Colour: a hex colour (#rgb or #rrggbb, lower-cased); absent, null or blank gives #6366f1. */
function colorOrIssue(value: unknown, ctx: z.RefinementCtx): string {
  const color = normaliseStoreColor(value);
  if (color !== null) return color;
  ctx.addIssue({ code: 'custom', message: M.colorInvalid });
  return z.NEVER;
}
const storeColorSchema = z.unknown().optional().transform(colorOrIssue);
/** Icon: store, package or layers; anything else falls back to store (doc 2 §3). */
const storeIconInput = z
  .unknown()
  .optional()
  .transform((v) => normaliseStoreIcon(v));

/** POST /api/stores {name, description, color, icon} */
export const storeCreateRequestSchema = z.object({
  name: storeNameSchema,
  description: storeDescriptionSchema.optional().transform((v) => v ?? ''),
  color: storeColorSchema,
  icon: storeIconInput,
});
export type StoreCreateRequest = z.output<typeof storeCreateRequestSchema>;

/** PUT /api/stores/{id} (partial data): only the fields sent change; server-owned fields sent back are ignored. */
export const storeUpdateRequestSchema = z
  .object({
    name: storeNameSchema.optional(),
    description: storeDescriptionSchema.optional(),
    color: z
      .unknown()
      .optional()
      .transform((v, ctx) => (v === undefined ? undefined : colorOrIssue(v, ctx))),
    icon: z
      .unknown()
      .optional()
      .transform((v) => (v === undefined ? undefined : normaliseStoreIcon(v))),
  })
  .refine(
    (v) =>
      v.name !== undefined || v.description !== undefined || v.color !== undefined || v.icon !== undefined,
    M.nothingToUpdate,
  );
export type StoreUpdateRequest = z.output<typeof storeUpdateRequestSchema>;

const entryId = (message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z.string({ error: message }).min(1, message).max(64, message),
  );

/** POST /api/stores/{id}/modules {moduleId}: the id of a module entry of the user's library. */
export const storeAddModuleRequestSchema = z.object({ moduleId: entryId(M.moduleIdRequired) });
/** POST /api/stores/{id}/sections {sectionId}: the id of a section entry of the user's library. */
export const storeAddSectionRequestSchema = z.object({ sectionId: entryId(M.sectionIdRequired) });
export type StoreAddModuleRequest = z.output<typeof storeAddModuleRequestSchema>;
export type StoreAddSectionRequest = z.output<typeof storeAddSectionRequestSchema>;

/** POST /api/stores/quota-check: the body is accepted (the client sends one) but nothing in it is needed. */
export const storeQuotaCheckRequestSchema = z.looseObject({}).optional();

const searchQuery = z
  .string({ error: 'search must be text' })
  .max(STORE_SEARCH_MAX_LENGTH, `search must be at most ${STORE_SEARCH_MAX_LENGTH} characters long`)
  .optional()
  .transform((v) => (v && v.trim() ? v.trim() : undefined));

/** GET /api/stores?search&sort: search on name or description; sort all | recent | name | items. */
export const storeListQuerySchema = z.object({
  search: searchQuery,
  sort: z
    .enum([...STORE_SORTS, ''], { error: M.sortInvalid })
    .optional()
    .transform((v) => (v ? v : 'all')),
});
export type StoreListQuery = z.output<typeof storeListQuerySchema>;

const LIMIT_MESSAGE = `limit must be an integer from 1 to ${PICKER_LIMIT}`;
/**
 * GET /api/stores/pickable?kind=module|section&search&filter=all|featured|recent&limit&storeId:
 * the user's library entries the picker offers (doc 2 §2 store detail). With storeId, each item says
 * whether that store already holds it.
 */
export const pickableQuerySchema = z.object({
  kind: storeItemKindSchema,
  search: searchQuery,
  filter: z
    .enum([...PICKER_FILTERS, ''], { error: M.filterInvalid })
    .optional()
    .transform((v) => (v ? v : 'all')),
  limit: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce
      .number({ error: LIMIT_MESSAGE })
      .int(LIMIT_MESSAGE)
      .min(1, LIMIT_MESSAGE)
      .max(PICKER_LIMIT, LIMIT_MESSAGE)
      .optional()
      .transform((v) => v ?? PICKER_LIMIT),
  ),
  storeId: z
    .string()
    .max(64)
    .optional()
    .transform((v) => (v && v.trim() ? v.trim() : undefined)),
});
export type PickableQuery = z.output<typeof pickableQuerySchema>;

// ---------------------------------------------------------------- answers

/** Doc 2 §3 Store item: _id (the library entry id), title, thumbnail, featured; plus its kind. */
export const storeItemSchema = z
  .object({
    _id: z.string(),
    kind: storeItemKindSchema,
    title: z.string(),
    thumbnail: z.string(),
    featured: z.boolean(),
    /** When the item was placed in the store. */
    addedAt: isoDateSchema,
  })
  .meta({ id: 'StoreItem' });
export type StoreItem = z.infer<typeof storeItemSchema>;

const storeFields = {
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  color: z.string(),
  icon: storeIconSchema.default(DEFAULT_STORE_ICON),
  createdAt: isoDateSchema,
  updatedAt: isoDateSchema,
  moduleCount: z.number().int().min(0),
  sectionCount: z.number().int().min(0),
  /** Soft downgrade: over a lowered store limit, the newer stores are kept but read-only. */
  readOnly: z.boolean(),
};

/** A store in the list (doc 2 §2 store manager cards): counts, no items. */
export const storeSummarySchema = z.object(storeFields).meta({ id: 'StoreSummary' });
export type StoreSummary = z.infer<typeof storeSummarySchema>;

/** A store with its items (doc 2 §3 Store: modules and sections lists). */
export const storeSchema = z
  .object({ ...storeFields, modules: z.array(storeItemSchema), sections: z.array(storeItemSchema) })
  .meta({ id: 'Store' });
export type Store = z.infer<typeof storeSchema>;

/** GET /api/stores/holding/{entryId}: the user's stores that hold a library entry (what its removal takes it out of). */
export const entryStoresSchema = z
  .object({ count: z.number().int().nonnegative(), stores: z.array(z.object({ _id: z.string(), name: z.string() })) })
  .meta({ id: 'EntryStores' });
export type EntryStores = z.infer<typeof entryStoresSchema>;

/** Doc 2 §3 Quota check result. */
export const storeQuotaCheckSchema = z
  .object({ canAdd: z.boolean(), currentCount: z.number().int().min(0), limit: limitSchema })
  .meta({ id: 'StoreQuotaCheck' });
export type StoreQuotaCheckResult = z.infer<typeof storeQuotaCheckSchema>;

/** Doc 2 §2 store manager stats: store count and total items (modules plus sections over all stores). */
export const storeListStatsSchema = z.object({
  storeCount: z.number().int().min(0),
  moduleCount: z.number().int().min(0),
  sectionCount: z.number().int().min(0),
  totalItems: z.number().int().min(0),
});

/** GET /api/stores: the stores matching search, in the chosen order; stats and quota over all the user's stores. */
export const storeListAnswerSchema = z.object({
  success: z.literal(true),
  data: z.array(storeSummarySchema),
  stats: storeListStatsSchema,
  quota: storeQuotaCheckSchema,
});
export type StoreListAnswer = z.infer<typeof storeListAnswerSchema>;

/** Doc 2 §3 Pickable item: _id (library entry id), title, description, category, thumbnail, featured, createdAt; plus kind. */
export const pickableItemSchema = z
  .object({
    _id: z.string(),
    kind: storeItemKindSchema,
    title: z.string(),
    description: z.string(),
    category: z.string(),
    thumbnail: z.string(),
    featured: z.boolean(),
    createdAt: isoDateSchema,
    /** With ?storeId: whether that store already holds the item (it cannot be added twice). */
    inStore: z.boolean(),
  })
  .meta({ id: 'PickableItem' });
export type PickableItem = z.infer<typeof pickableItemSchema>;
export const pickableAnswerSchema = successOf(z.array(pickableItemSchema));

/** POST /api/stores/quota-check; a refusal also carries the spec's message. */
export const storeQuotaCheckAnswerSchema = z.object({
  success: z.literal(true),
  data: storeQuotaCheckSchema,
  message: z.string().optional(),
});

/** GET /api/admin/stores/stats: stores, items placed in them, users holding at least one store. */
export const storeAdminStatsSchema = z.object({
  totals: z.object({
    stores: z.number().int().min(0),
    items: z.number().int().min(0),
    users: z.number().int().min(0),
  }),
});
export type StoreAdminStats = z.infer<typeof storeAdminStatsSchema>;
