import { CATALOGUE_WRITE_BODY_LIMIT } from './catalogue.rules';
import { z } from 'zod';
import { errorEnvelopeSchema, messageOk, successOf } from '../common';
import { defineRoute } from '../openapi/registry';
import { trashListAnswerSchema } from '../trash/trash.schemas';
import { bulkAnswerSchema } from '../bulk/bulk';
import { catalogueBulkRequestSchema } from './catalogue-bulk.schemas';
import {
  adminCatalogueQuerySchema,
  adminModuleSchema,
  adminModulesAnswerSchema,
  adminSectionSchema,
  adminSectionsAnswerSchema,
  moduleCreateRequestSchema,
  moduleStatsSchema,
  moduleUpdateRequestSchema,
  publicModuleSchema,
  publicModulesAnswerSchema,
  publicModulesQuerySchema,
  publicSectionSchema,
  publicSectionsAnswerSchema,
  publicSectionsQuerySchema,
  sectionCreateRequestSchema,
  sectionStatsSchema,
  sectionUpdateRequestSchema,
  statusUpdateRequestSchema,
} from './catalogue.schemas';

const s = 'catalogue' as const;
const err = errorEnvelopeSchema;
const modules = ['modules'];
const sections = ['sections'];
const adminModules = ['admin modules'];
const adminSections = ['admin sections'];

/** Public (doc 2 §7, doc 1 §7). */
export const publicCatalogueRoutes = {
  modules: defineRoute({ service: s, tags: modules, method: 'get', path: '/api/modules', access: 'public', summary: 'Published modules (no code); cached, ETag', query: publicModulesQuerySchema, responses: { 200: publicModulesAnswerSchema, 304: undefined } }),
  module: defineRoute({ service: s, tags: modules, method: 'get', path: '/api/modules/{slug}', access: 'public', summary: 'A published module: its code, template and variables when the caller\'s plan allows it (or an admin), else its card (locked: true); Vary: Authorization', responses: { 200: successOf(publicModuleSchema), 304: undefined, 404: err } }),
  sections: defineRoute({ service: s, tags: sections, method: 'get', path: '/api/sections', access: 'public', summary: 'Published sections; cached, ETag', query: publicSectionsQuerySchema, responses: { 200: publicSectionsAnswerSchema, 304: undefined } }),
  section: defineRoute({ service: s, tags: sections, method: 'get', path: '/api/sections/{slug}', access: 'public', summary: 'A published section: its Liquid code and schema when the caller\'s plan allows it (or an admin), else its card (locked: true); Vary: Authorization', responses: { 200: successOf(publicSectionSchema), 304: undefined, 404: err } }),
  sectionPreview: defineRoute({ service: s, tags: sections, method: 'get', path: '/api/sections/{slug}/preview', access: 'public', summary: 'HTML preview of a published section rendered with its schema defaults (text/html, sandboxed by CSP)', responses: { 200: z.string(), 304: undefined, 404: err, 422: err } }),
  thumbnail: defineRoute({ service: s, tags: ['catalogue assets'], method: 'get', path: '/api/catalogue-assets/thumbnails/{kind}/{file}', access: 'public', summary: 'Seed thumbnail (image/svg+xml); kind is modules or sections, file is <slug>.svg', responses: { 200: z.string(), 304: undefined, 404: err } }),
};

/** Admin modules (doc 3 §7). */
export const adminModuleRoutes = {
  list: defineRoute({ service: s, tags: adminModules, method: 'get', path: '/api/admin/modules', access: 'admin', summary: 'All modules, filtered and paged (20 per page)', query: adminCatalogueQuerySchema, responses: { 200: adminModulesAnswerSchema } }),
  create: defineRoute({ bodyLimit: CATALOGUE_WRITE_BODY_LIMIT, service: s, tags: adminModules, method: 'post', path: '/api/admin/modules', access: 'admin', summary: 'Create a module (draft unless a status is given)', body: moduleCreateRequestSchema, responses: { 201: successOf(adminModuleSchema), 409: err } }),
  stats: defineRoute({ service: s, tags: adminModules, method: 'get', path: '/api/admin/modules/stats/overview', access: 'admin', summary: 'Module statistics', responses: { 200: successOf(moduleStatsSchema) } }),
  bySlug: defineRoute({ service: s, tags: adminModules, method: 'get', path: '/api/admin/modules/slug/{slug}', access: 'admin', summary: 'A module by slug (any status)', responses: { 200: successOf(adminModuleSchema), 404: err } }),
  byId: defineRoute({ service: s, tags: adminModules, method: 'get', path: '/api/admin/modules/{id}', access: 'admin', summary: 'A module by id (any status)', responses: { 200: successOf(adminModuleSchema), 404: err } }),
  update: defineRoute({ bodyLimit: CATALOGUE_WRITE_BODY_LIMIT, service: s, tags: adminModules, method: 'put', path: '/api/admin/modules/{id}', access: 'admin', summary: 'Update a module; names the revision it was read at (409 EDIT_CONFLICT when someone saved since)', body: moduleUpdateRequestSchema, responses: { 200: successOf(adminModuleSchema), 404: err, 409: err } }),
  remove: defineRoute({ service: s, tags: adminModules, method: 'delete', path: '/api/admin/modules/{id}', access: 'admin', summary: 'Delete a module (to the trash for 30 days)', responses: { 200: messageOk, 404: err } }),
  export: defineRoute({ service: s, tags: adminModules, method: 'get', path: '/api/admin/modules/export', access: 'admin', summary: 'The modules of the current filter (search, category, status, featured) as CSV, streamed (text/csv; formula-looking cells kept as text)', query: adminCatalogueQuerySchema, responses: { 200: z.string(), 400: err } }),
  bulk: defineRoute({ service: s, tags: adminModules, method: 'post', path: '/api/admin/modules/bulk', access: 'admin', summary: 'Set status, set featured or delete (to the trash) up to 100 modules; answers the outcome per id', body: catalogueBulkRequestSchema, responses: { 200: bulkAnswerSchema, 400: err } }),
  trash: defineRoute({ service: s, tags: adminModules, method: 'get', path: '/api/admin/modules/trash', access: 'admin', summary: 'Deleted modules in the trash, newest first, with the days left before purge', responses: { 200: trashListAnswerSchema } }),
  restore: defineRoute({ service: s, tags: adminModules, method: 'post', path: '/api/admin/modules/{id}/restore', access: 'admin', summary: 'Restore a module from the trash as it was (409 when its slug was taken meanwhile)', responses: { 200: successOf(adminModuleSchema), 404: err, 409: err } }),
  status: defineRoute({ service: s, tags: adminModules, method: 'put', path: '/api/admin/modules/{id}/status', access: 'admin', summary: "Set a module's status", body: statusUpdateRequestSchema, responses: { 200: successOf(adminModuleSchema), 404: err } }),
  featured: defineRoute({ service: s, tags: adminModules, method: 'put', path: '/api/admin/modules/{id}/featured', access: 'admin', summary: 'Toggle featured (no body)', responses: { 200: successOf(adminModuleSchema), 404: err } }),
};

/** Admin sections (doc 3 §7). */
export const adminSectionRoutes = {
  list: defineRoute({ service: s, tags: adminSections, method: 'get', path: '/api/admin/sections', access: 'admin', summary: 'All sections, filtered and paged (20 per page)', query: adminCatalogueQuerySchema, responses: { 200: adminSectionsAnswerSchema } }),
  create: defineRoute({ bodyLimit: CATALOGUE_WRITE_BODY_LIMIT, service: s, tags: adminSections, method: 'post', path: '/api/admin/sections', access: 'admin', summary: 'Create a section (Liquid checked, schema read)', body: sectionCreateRequestSchema, responses: { 201: successOf(adminSectionSchema), 409: err } }),
  stats: defineRoute({ service: s, tags: adminSections, method: 'get', path: '/api/admin/sections/stats/overview', access: 'admin', summary: 'Section statistics', responses: { 200: successOf(sectionStatsSchema) } }),
  bySlug: defineRoute({ service: s, tags: adminSections, method: 'get', path: '/api/admin/sections/slug/{slug}', access: 'admin', summary: 'A section by slug (any status)', responses: { 200: successOf(adminSectionSchema), 404: err } }),
  byId: defineRoute({ service: s, tags: adminSections, method: 'get', path: '/api/admin/sections/{id}', access: 'admin', summary: 'A section by id (any status)', responses: { 200: successOf(adminSectionSchema), 404: err } }),
  preview: defineRoute({ service: s, tags: adminSections, method: 'get', path: '/api/admin/sections/{id}/preview', access: 'admin', summary: 'HTML preview of any section (drafts included)', responses: { 200: z.string(), 404: err, 422: err } }),
  update: defineRoute({ bodyLimit: CATALOGUE_WRITE_BODY_LIMIT, service: s, tags: adminSections, method: 'put', path: '/api/admin/sections/{id}', access: 'admin', summary: 'Update a section (also used for status changes); names the revision it was read at (409 EDIT_CONFLICT when someone saved since)', body: sectionUpdateRequestSchema, responses: { 200: successOf(adminSectionSchema), 404: err, 409: err } }),
  remove: defineRoute({ service: s, tags: adminSections, method: 'delete', path: '/api/admin/sections/{id}', access: 'admin', summary: 'Delete a section (to the trash for 30 days)', responses: { 200: messageOk, 404: err } }),
  export: defineRoute({ service: s, tags: adminSections, method: 'get', path: '/api/admin/sections/export', access: 'admin', summary: 'The sections of the current filter (search, category, status, featured) as CSV, streamed (text/csv; formula-looking cells kept as text)', query: adminCatalogueQuerySchema, responses: { 200: z.string(), 400: err } }),
  bulk: defineRoute({ service: s, tags: adminSections, method: 'post', path: '/api/admin/sections/bulk', access: 'admin', summary: 'Set status, set featured or delete (to the trash) up to 100 sections; answers the outcome per id', body: catalogueBulkRequestSchema, responses: { 200: bulkAnswerSchema, 400: err } }),
  trash: defineRoute({ service: s, tags: adminSections, method: 'get', path: '/api/admin/sections/trash', access: 'admin', summary: 'Deleted sections in the trash, newest first, with the days left before purge', responses: { 200: trashListAnswerSchema } }),
  restore: defineRoute({ service: s, tags: adminSections, method: 'post', path: '/api/admin/sections/{id}/restore', access: 'admin', summary: 'Restore a section from the trash as it was (409 when its slug was taken meanwhile)', responses: { 200: successOf(adminSectionSchema), 404: err, 409: err } }),
  status: defineRoute({ service: s, tags: adminSections, method: 'put', path: '/api/admin/sections/{id}/status', access: 'admin', summary: "Set a section's status", body: statusUpdateRequestSchema, responses: { 200: successOf(adminSectionSchema), 404: err } }),
  featured: defineRoute({ service: s, tags: adminSections, method: 'put', path: '/api/admin/sections/{id}/featured', access: 'admin', summary: 'Toggle featured (no body)', responses: { 200: successOf(adminSectionSchema), 404: err } }),
};

/**
 * Every route the catalogue serves (the gateway's routing table and /api/docs come from these).
 * Public GETs answer ETag and honour If-None-Match with 304.
 */
export const catalogueRoutes = [...Object.values(publicCatalogueRoutes), ...Object.values(adminModuleRoutes), ...Object.values(adminSectionRoutes)];
