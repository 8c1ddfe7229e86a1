import { z } from 'zod';
import { errorEnvelopeSchema, messageOk, successOf } from '../common';
import { defineRoute } from '../openapi/registry';
import { LIBRARY_WRITE_BODY_LIMIT } from './library.constants';
import {
  addModuleRequestSchema,
  addSectionRequestSchema,
  adminLibraryStatsQuerySchema,
  adminLibraryStatsSchema,
  libraryModuleCardSchema,
  libraryModuleSchema,
  librarySectionCardSchema,
  librarySectionSchema,
  moduleQuotaQuerySchema,
  moduleUpdatePreviewSchema,
  quotaCheckSchema,
  remoteSnippetResultSchema,
  saveModuleRequestSchema,
  saveSectionRequestSchema,
  sectionQuotaQuerySchema,
} from './library.schemas';
import { themeBundleRequestSchema } from './theme-files.schemas';

const s = 'library' as const;
const err = errorEnvelopeSchema;
const modules = ['library modules'];
const sections = ['library sections'];
const remote = ['remote snippets'];

/** Where the public snippet of a token is served (the gateway routes it; the path holds the token). */
export const REMOTE_SNIPPET_PATH = '/api/remote-modules/snippet/{token}';
export const remoteSnippetPath = (token: string) => REMOTE_SNIPPET_PATH.replace('{token}', token);
/** The same customisation as an HTML document, for the snippet's `<noscript>` iframe. */
export const REMOTE_SNIPPET_FRAME_PATH = '/api/remote-modules/snippet/{token}/frame';
export const remoteSnippetFramePath = (token: string) => REMOTE_SNIPPET_FRAME_PATH.replace('{token}', token);

/**
 * The routes of a user's library modules (doc 2 §7), by name: the service serves each by its name, so the
 * path and method written here are the only ones. Every entry is owned by its user: another user's entry
 * answers 403, an unknown id 404, never its data.
 */
export const libraryModuleRoutes = {
  list: defineRoute({ service: s, tags: modules, method: 'get', path: '/api/user-modules/library', access: 'user', summary: "The user's library modules as cards, oldest first (locked, retired, updateAvailable and usage on each; the code, template, variables and values come with GET /api/user-modules/{id})", responses: { 200: successOf(z.array(libraryModuleCardSchema)) } }),
  add: defineRoute({ service: s, tags: modules, method: 'post', path: '/api/user-modules/add', access: 'user', summary: 'Add a catalogue module to the library (plan allowed list and moduleLimit enforced; counts a download)', body: addModuleRequestSchema, responses: { 201: successOf(libraryModuleSchema), 403: err, 404: err, 409: err } }),
  remove: defineRoute({ service: s, tags: modules, method: 'delete', path: '/api/user-modules/remove/{id}', access: 'user', summary: 'Remove a module from the library: its remote snippet answers 410 and it leaves every store (undo with restore for 10 minutes)', responses: { 200: messageOk, 403: err, 404: err } }),
  restore: defineRoute({ service: s, tags: modules, method: 'post', path: '/api/user-modules/restore/{id}', access: 'user', summary: 'Undo a removal within 10 minutes: the same entry comes back (values, snippet link, store places)', responses: { 200: successOf(libraryModuleSchema), 403: err, 404: err, 409: err } }),
  quotaCheck: defineRoute({ service: s, tags: modules, method: 'get', path: '/api/user-modules/quota-check', access: 'user', summary: 'Module quota check (optional moduleSlug: is it allowed and already held)', query: moduleQuotaQuerySchema, responses: { 200: successOf(quotaCheckSchema) } }),
  get: defineRoute({ service: s, tags: modules, method: 'get', path: '/api/user-modules/{id}', access: 'user', summary: 'A library module (with its 30-day daily loads)', responses: { 200: successOf(libraryModuleSchema), 403: err, 404: err } }),
  save: defineRoute({ bodyLimit: LIBRARY_WRITE_BODY_LIMIT, service: s, tags: modules, method: 'put', path: '/api/user-modules/{id}', access: 'user', summary: 'Save a library module: {customValues, ...} (code rendered by the server), {title} or {description}; locked entries are read-only', body: saveModuleRequestSchema, responses: { 200: successOf(libraryModuleSchema), 403: err, 404: err } }),
  previewUpdate: defineRoute({ service: s, tags: modules, method: 'get', path: '/api/user-modules/{id}/update', access: 'user', summary: "Preview the merge of the catalogue's newer template with the entry's values", responses: { 200: successOf(moduleUpdatePreviewSchema), 403: err, 404: err, 409: err } }),
  applyUpdate: defineRoute({ service: s, tags: modules, method: 'post', path: '/api/user-modules/{id}/update', access: 'user', summary: 'Apply the update (the previous version is kept for one-step rollback)', responses: { 200: successOf(libraryModuleSchema), 403: err, 404: err, 409: err } }),
  skipUpdate: defineRoute({ service: s, tags: modules, method: 'post', path: '/api/user-modules/{id}/update/skip', access: 'user', summary: 'Stay pinned on this version (updateAvailable turns false until the catalogue publishes another)', responses: { 200: successOf(libraryModuleSchema), 403: err, 404: err, 409: err } }),
  rollback: defineRoute({ service: s, tags: modules, method: 'post', path: '/api/user-modules/{id}/rollback', access: 'user', summary: 'Return to the version before the last update', responses: { 200: successOf(libraryModuleSchema), 403: err, 404: err, 409: err } }),
};

/** The routes of a user's library sections (doc 2 §7): the entry routes modules have, without template updates. */
export const librarySectionRoutes = {
  list: defineRoute({ service: s, tags: sections, method: 'get', path: '/api/user-sections/library', access: 'user', summary: "The user's library sections as cards, oldest first (the code, template and settings come with GET /api/user-sections/{id})", responses: { 200: successOf(z.array(librarySectionCardSchema)) } }),
  add: defineRoute({ service: s, tags: sections, method: 'post', path: '/api/user-sections/add', access: 'user', summary: 'Add a catalogue section by {sectionId} or {sectionSlug} (draft/archived: Locked; allowed list and sectionLimit enforced)', body: addSectionRequestSchema, responses: { 201: successOf(librarySectionSchema), 403: err, 404: err, 409: err } }),
  remove: defineRoute({ service: s, tags: sections, method: 'delete', path: '/api/user-sections/remove/{id}', access: 'user', summary: 'Remove a section from the library: it leaves every store (undo with restore for 10 minutes)', responses: { 200: messageOk, 403: err, 404: err } }),
  restore: defineRoute({ service: s, tags: sections, method: 'post', path: '/api/user-sections/restore/{id}', access: 'user', summary: 'Undo a removal within 10 minutes: the same entry comes back (code, store places)', responses: { 200: successOf(librarySectionSchema), 403: err, 404: err, 409: err } }),
  quotaCheck: defineRoute({ service: s, tags: sections, method: 'get', path: '/api/user-sections/quota-check', access: 'user', summary: 'Section quota check (optional sectionSlug)', query: sectionQuotaQuerySchema, responses: { 200: successOf(quotaCheckSchema) } }),
  get: defineRoute({ service: s, tags: sections, method: 'get', path: '/api/user-sections/{id}', access: 'user', summary: 'A library section', responses: { 200: successOf(librarySectionSchema), 403: err, 404: err } }),
  save: defineRoute({ bodyLimit: LIBRARY_WRITE_BODY_LIMIT, service: s, tags: sections, method: 'put', path: '/api/user-sections/{id}', access: 'user', summary: 'Save a library section {title, code} (trimmed) and/or {customValues} (its settings, by setting id: the defaults of its downloaded file); locked entries are read-only', body: saveSectionRequestSchema, responses: { 200: successOf(librarySectionSchema), 403: err, 404: err } }),
};

/**
 * The remote snippet routes (doc 2 §2, §7). Opening the dialog reads the entry's current token (always the
 * same one: a GET has no side effect); replacing it is its own POST, after which the old link stops working.
 */
export const remoteSnippetRoutes = {
  token: defineRoute({ service: s, tags: remote, method: 'get', path: '/api/remote-modules/generate-token/{id}', access: 'user', summary: "The library module's current remote snippet token and tag (created on first use, then always the same); the database keeps only its SHA-256", responses: { 200: successOf(remoteSnippetResultSchema), 403: err, 404: err } }),
  replace: defineRoute({ service: s, tags: remote, method: 'post', path: '/api/remote-modules/replace-token/{id}', access: 'user', summary: 'Replace the snippet link: a new token; the previous one stops working at once in every store that uses it', responses: { 200: successOf(remoteSnippetResultSchema), 403: err, 404: err } }),
  script: defineRoute({ service: s, tags: remote, method: 'get', path: REMOTE_SNIPPET_PATH, access: 'public', summary: 'The remote snippet script (application/javascript): renders the current customisation where pasted; strong ETag, 304, shared caching up to 15 minutes, CORS any origin; a locked entry: a script that renders nothing and says why in the console; unknown or revoked token: a 404 script logging why; removed entry or deleted account: 410', responses: { 200: z.string(), 304: undefined, 404: z.string(), 410: z.string() } }),
  frame: defineRoute({ service: s, tags: remote, method: 'get', path: REMOTE_SNIPPET_FRAME_PATH, access: 'public', summary: "The same customisation as an HTML page (the snippet's <noscript> iframe): framed by any store (frame-ancestors *), sandboxed, no script unless the module has some", responses: { 200: z.string(), 304: undefined, 404: z.string(), 410: z.string() } }),
};

/**
 * Shopify-native delivery (issue 24 items 12, 13): a library section as `<handle>.liquid` (the customer's settings
 * as its schema's defaults), a store's items as a theme bundle (zip). Both answer files as attachments; a locked
 * entry (the plan no longer allows it) is refused, as its snippet is.
 */
export const themeFileRoutes = {
  sectionFile: defineRoute({ service: s, tags: sections, method: 'get', path: '/api/user-sections/{id}/download', access: 'user', produces: 'text/plain', summary: 'The library section as a Shopify section file (text/plain attachment <handle>.liquid): the saved code with the customer settings as schema defaults; 403 when the entry is locked', responses: { 200: z.string(), 403: err, 404: err } }),
  themeBundle: defineRoute({ service: s, tags: ['theme bundles'], method: 'post', path: '/api/user-library/theme-bundle', access: 'user', produces: 'application/zip', summary: "A store's library entries as a Shopify theme bundle (application/zip): sections/, snippets/ (modules) and templates/page.liquify-<store>.json in the store's tetris order; every entry must be one of the caller's live entries of its kind (404 otherwise) and unlocked (403)", body: themeBundleRequestSchema, responses: { 200: z.string(), 403: err, 404: err } }),
};

/** Admin analytics. */
export const adminLibraryRoutes = {
  stats: defineRoute({ service: s, tags: ['admin library'], method: 'get', path: '/api/admin/library/stats', access: 'admin', summary: 'Library totals and daily adds / snippet loads over a range (default: last 30 days)', query: adminLibraryStatsQuerySchema, responses: { 200: successOf(adminLibraryStatsSchema) } }),
};

/** Every route the library serves (doc 2 §7, under /api; all signed-in only except the public snippet). */
export const libraryRoutes = [
  ...Object.values(libraryModuleRoutes),
  ...Object.values(librarySectionRoutes),

  ...Object.values(remoteSnippetRoutes),
  ...Object.values(themeFileRoutes),

  ...Object.values(adminLibraryRoutes),
];
