import { errorEnvelopeSchema, messageOk, successOf } from '../common';
import { defineRoute } from '../openapi/registry';
import {
  entryStoresSchema,
  pickableAnswerSchema,
  pickableQuerySchema,
  storeAddModuleRequestSchema,
  storeAddSectionRequestSchema,
  storeAdminStatsSchema,
  storeCreateRequestSchema,
  storeListAnswerSchema,
  storeListQuerySchema,
  storeQuotaCheckAnswerSchema,
  storeQuotaCheckRequestSchema,
  storeSchema,
  storeUpdateRequestSchema,
} from './stores.schemas';

const s = 'stores' as const;
const err = errorEnvelopeSchema;
const stores = ['stores'];

/** A user's stores and the library entries placed in them. */
export const storeRoutes = {
  list: defineRoute({ service: s, tags: stores, method: 'get', path: '/api/stores', access: 'user', summary: "The user's stores with module and section counts, searched and sorted; stats and quota", query: storeListQuerySchema, responses: { 200: storeListAnswerSchema } }),
  create: defineRoute({ service: s, tags: stores, method: 'post', path: '/api/stores', access: 'user', summary: 'Create a store (quota checked: 403 when the plan limit is reached)', body: storeCreateRequestSchema, responses: { 201: successOf(storeSchema), 403: err } }),
  quotaCheck: defineRoute({ service: s, tags: stores, method: 'post', path: '/api/stores/quota-check', access: 'user', summary: 'Store quota check: canAdd, currentCount, limit', body: storeQuotaCheckRequestSchema, responses: { 200: storeQuotaCheckAnswerSchema } }),
  pickable: defineRoute({ service: s, tags: stores, method: 'get', path: '/api/stores/pickable', access: 'user', summary: "The user's library entries the store picker offers (kind, search, filter all|featured|recent, limit up to 100; not those locked by the plan)", query: pickableQuerySchema, responses: { 200: pickableAnswerSchema } }),
  holding: defineRoute({ service: s, tags: stores, method: 'get', path: '/api/stores/holding/{entryId}', access: 'user', summary: "The user's stores that hold a library entry (named in the library's remove dialog: 'it leaves N stores')", responses: { 200: successOf(entryStoresSchema) } }),
  get: defineRoute({ service: s, tags: stores, method: 'get', path: '/api/stores/{id}', access: 'user', summary: 'A store with its modules and sections', responses: { 200: successOf(storeSchema), 404: err } }),
  update: defineRoute({ service: s, tags: stores, method: 'put', path: '/api/stores/{id}', access: 'user', summary: 'Update a store (partial: name, description, color, icon)', body: storeUpdateRequestSchema, responses: { 200: successOf(storeSchema), 403: err, 404: err } }),
  remove: defineRoute({ service: s, tags: stores, method: 'delete', path: '/api/stores/{id}', access: 'user', summary: 'Delete a store (its items stay in the library)', responses: { 200: messageOk, 404: err } }),
  addModule: defineRoute({ service: s, tags: stores, method: 'post', path: '/api/stores/{id}/modules', access: 'user', summary: 'Place a module of the user\'s library in a store (once per store)', body: storeAddModuleRequestSchema, responses: { 200: successOf(storeSchema), 403: err, 404: err, 409: err } }),
  removeModule: defineRoute({ service: s, tags: stores, method: 'delete', path: '/api/stores/{id}/modules/{moduleId}', access: 'user', summary: 'Take a module out of a store', responses: { 200: successOf(storeSchema), 404: err } }),
  addSection: defineRoute({ service: s, tags: stores, method: 'post', path: '/api/stores/{id}/sections', access: 'user', summary: 'Place a section of the user\'s library in a store (once per store)', body: storeAddSectionRequestSchema, responses: { 200: successOf(storeSchema), 403: err, 404: err, 409: err } }),
  removeSection: defineRoute({ service: s, tags: stores, method: 'delete', path: '/api/stores/{id}/sections/{sectionId}', access: 'user', summary: 'Take a section out of a store', responses: { 200: successOf(storeSchema), 404: err } }),
};

/** Admin analytics. */
export const adminStoreRoutes = {
  totals: defineRoute({ service: s, tags: ['admin stores'], method: 'get', path: '/api/admin/stores/stats', access: 'admin', summary: 'Store totals: stores, items placed, users with a store', responses: { 200: successOf(storeAdminStatsSchema) } }),
};

/**
 * Every route the stores service serves (doc 2 §7, plus the picker's list and the admin totals). Signed-in
 * only; a store of another user answers 404 'Store not found'. A read-only store (over a lowered plan limit)
 * answers 403 on edits and additions.
 */
export const storesRoutes = [...Object.values(storeRoutes), ...Object.values(adminStoreRoutes)];
