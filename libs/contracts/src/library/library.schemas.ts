import { z } from 'zod';
import { VARIABLE_TYPES } from '../catalogue/variable-types';
import { objectIdSchema } from '../common';
import { DAY_MS } from '../time.rules';
import { ADMIN_STATS_MAX_DAYS } from '../stats/stats.rules';
import {
  CUSTOM_VALUE_MAX_LENGTH,
  CUSTOM_VALUES_MAX_COUNT,
  ENTRY_CODE_MAX_LENGTH,
  ENTRY_DESCRIPTION_MAX_LENGTH,
  ENTRY_TITLE_MAX_LENGTH,
  LibraryMessages as M,
} from './library.constants';

/*
 * Library requests and answers (spec doc 2 §3, §7, §8). Every answer is `{success:true, data}`; errors are
 * the `{success:false, error, code, details?}` envelope.
 */

// ---------------------------------------------------------------- shared pieces

export const libraryVariableSchema = z
  .object({
    id: z.string().optional(),
    name: z.string(),
    type: z.enum(VARIABLE_TYPES as unknown as [string, ...string[]]),
    label: z.string(),
    defaultValue: z.string(),
    description: z.string().optional(),
    options: z.array(z.string()).optional(),
  })
  .meta({ id: 'LibraryVariable' });
export type LibraryVariable = z.infer<typeof libraryVariableSchema>;

export const customValueSchema = z.union([z.string().max(CUSTOM_VALUE_MAX_LENGTH, `A custom value must be at most ${CUSTOM_VALUE_MAX_LENGTH} characters long`), z.number(), z.boolean(), z.null()]);
/** Custom values keyed by variable name (doc 2 §3). */
export const customValuesSchema = z
  .record(z.string().max(200), customValueSchema, { error: M.customValuesInvalid })
  .refine((v) => Object.keys(v).length <= CUSTOM_VALUES_MAX_COUNT, `At most ${CUSTOM_VALUES_MAX_COUNT} custom values`);
export type CustomValues = z.infer<typeof customValuesSchema>;

/** Why an entry is locked (read-only): beyond the plan's count limit (soft downgrade), or no longer in the plan's allowed list. */
export const lockReasonSchema = z.enum(['limit', 'plan']);
export type LockReason = z.infer<typeof lockReasonSchema>;

export const domainLoadsSchema = z.object({ domain: z.string(), loads: z.number().int() });

/** Snippet analytics of an entry: loads over the last 30 days and the domains that embed it most. */
export const entryUsageSchema = z
  .object({
    /** Snippet loads over the last 30 days (UTC days, today included). */
    loads: z.number().int(),
    /** Up to 5 embedding domains (from Origin/Referer) over the last 30 days, most loads first; '(direct)' when neither was sent. */
    topDomains: z.array(domainLoadsSchema),
    /** Per-day loads over the last 30 days, oldest first, days without loads included as 0 (GET of one entry only). */
    daily: z.array(z.object({ date: z.string(), loads: z.number().int() })).optional(),
  })
  .meta({ id: 'LibraryEntryUsage' });
export type EntryUsage = z.infer<typeof entryUsageSchema>;

/** Fields every library entry answer carries beyond the spec's (the extras). */
const entryExtras = {
  /** Read-only (soft downgrade or plan change); visible, never deleted. Its snippet keeps serving. */
  locked: z.boolean(),
  lockReason: lockReasonSchema.nullable(),
  /** The catalogue item was deleted or unpublished: the entry stays usable, marked retired. */
  retired: z.boolean(),
};

const catalogueRef = z.object({
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  category: z.string(),
  thumbnail: z.string(),
  featured: z.boolean(),
});

/** An entry's card: its own title and description (editable), the catalogue item's slug, category, thumbnail, featured. */
const cardFields = {
  title: z.string(),
  description: z.string(),
  slug: z.string(),
  category: z.string(),
  thumbnail: z.string(),
  featured: z.boolean(),
};

// ---------------------------------------------------------------- module entries

/** Library module entry (doc 2 §3) with the extras. */
export const libraryModuleSchema = z
  .object({
    _id: z.string(),
    /** The catalogue module id it was added from. */
    moduleId: z.string(),
    /** The catalogue module as it is now (its catalogue card fields). */
    module: catalogueRef,
    ...cardFields,
    /** All-time snippet loads. */
    usageCount: z.number().int(),
    /** The final code: templateCode rendered with customValues (never taken from the client). */
    code: z.string(),
    /** The template of the catalogue version this entry is on. */
    templateCode: z.string(),
    variables: z.array(libraryVariableSchema),
    customValues: z.record(z.string(), customValueSchema),
    createdAt: z.string(),
    updatedAt: z.string(),
    ...entryExtras,
    /** The catalogue published a newer template than this entry's (and the user did not choose to stay on this one). */
    updateAvailable: z.boolean(),
    /** A previous version was kept by the last update: one-step rollback is possible. */
    canRollback: z.boolean(),
    /** A remote snippet token exists (its value is never shown again; regenerate to get a new one). */
    hasRemoteSnippet: z.boolean(),
    usage: entryUsageSchema,
  })
  .meta({ id: 'LibraryModule' });
export type LibraryModuleDto = z.infer<typeof libraryModuleSchema>;

/** Library section entry (doc 2 §3) with the extras. */
export const librarySectionSchema = z
  .object({
    _id: z.string(),
    user: z.string(),
    /** The catalogue section id it was added from. */
    sectionId: z.string(),
    section: catalogueRef,
    ...cardFields,
    /** The user's code (trimmed on save). */
    code: z.string(),
    /** The original Liquid code of the catalogue section ('Reset to Original'). */
    templateCode: z.string(),
    status: z.literal('active'),
    variables: z.array(libraryVariableSchema),
    customValues: z.record(z.string(), customValueSchema),
    usageCount: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
    ...entryExtras,
  })
  .meta({ id: 'LibrarySection' });
export type LibrarySectionDto = z.infer<typeof librarySectionSchema>;

/*
 * The list answers carry what a list shows (issue 26 item 4): an entry's card, its state and its usage. The
 * code, the template, the variables and the values come with the entry's own GET (the editor's call).
 */

/** A library module as the library list shows it: the entry without its code, template, variables and values. */
export const libraryModuleCardSchema = libraryModuleSchema
  .pick({
    _id: true,
    moduleId: true,
    title: true,
    description: true,
    slug: true,
    category: true,
    thumbnail: true,
    featured: true,
    usageCount: true,
    createdAt: true,
    updatedAt: true,
    locked: true,
    lockReason: true,
    retired: true,
    updateAvailable: true,
    hasRemoteSnippet: true,
    usage: true,
  })
  .meta({ id: 'LibraryModuleCard' });
export type LibraryModuleCardDto = z.infer<typeof libraryModuleCardSchema>;

/** A library section as the library list shows it: the entry without its code, template, settings and values. */
export const librarySectionCardSchema = librarySectionSchema
  .pick({
    _id: true,
    sectionId: true,
    title: true,
    description: true,
    slug: true,
    category: true,
    thumbnail: true,
    featured: true,
    usageCount: true,
    createdAt: true,
    updatedAt: true,
    locked: true,
    lockReason: true,
    retired: true,
  })
  .meta({ id: 'LibrarySectionCard' });
export type LibrarySectionCardDto = z.infer<typeof librarySectionCardSchema>;

// ---------------------------------------------------------------- requests

const idField = (message: string) =>
  z.preprocess((v) => (v === undefined || v === null ? '' : v), z.string({ error: message }).trim().min(1, message).pipe(objectIdSchema));

/** POST /api/user-modules/add */
export const addModuleRequestSchema = z.object({ moduleId: idField(M.moduleIdRequired) }, { error: 'Request body must be a JSON object' });
export type AddModuleRequest = z.infer<typeof addModuleRequestSchema>;

/** POST /api/user-sections/add: {sectionId} or {sectionSlug}. */
export const addSectionRequestSchema = z
  .object(
    {
      sectionId: z.string({ error: 'sectionId must be text' }).trim().optional(),
      sectionSlug: z.string({ error: 'sectionSlug must be text' }).trim().max(100).optional(),
    },
    { error: 'Request body must be a JSON object' },
  )
  .refine((b) => Boolean(b.sectionId) || Boolean(b.sectionSlug), { message: M.sectionIdRequired, path: ['sectionId'] })
  .refine((b) => !b.sectionId || /^[a-f0-9]{24}$/i.test(b.sectionId), { message: 'sectionId must be a valid id', path: ['sectionId'] });
export type AddSectionRequest = z.infer<typeof addSectionRequestSchema>;

const titleField = z.string({ error: M.titleRequired }).trim().min(1, M.titleRequired).max(ENTRY_TITLE_MAX_LENGTH, M.titleTooLong);
const descriptionField = z.preprocess((v) => (v === null ? '' : v), z.string({ error: 'Description must be text' }).trim().max(ENTRY_DESCRIPTION_MAX_LENGTH, M.descriptionTooLong));

/**
 * PUT /api/user-modules/{id} (doc 2 §7): `{customValues, code, templateCode, variables}`, or `{title}`, or
 * `{description}`. The server renders `code` from the entry's template and variables with `customValues`:
 * `code`, `templateCode` and `variables` sent by the client are accepted for compatibility and ignored
 * (the template stays the catalogue version's; updates go through the update routes).
 * Unknown variable names in customValues are dropped.
 */
export const saveModuleRequestSchema = z
  .object(
    {
      customValues: customValuesSchema.optional(),
      code: z.unknown().optional(),
      templateCode: z.unknown().optional(),
      variables: z.unknown().optional(),
      title: titleField.optional(),
      description: descriptionField.optional(),
    },
    { error: 'Request body must be a JSON object' },
  )
  .refine((b) => b.customValues !== undefined || b.title !== undefined || b.description !== undefined, M.saveBodyInvalid);
export type SaveModuleRequest = z.infer<typeof saveModuleRequestSchema>;

/** PUT /api/user-sections/{id} {title, code}: both trimmed (doc 2 §5); either may be omitted. */
export const saveSectionRequestSchema = z
  .object(
    {
      title: titleField.optional(),
      code: z.string({ error: 'Code must be text' }).trim().max(ENTRY_CODE_MAX_LENGTH, M.codeTooLong).optional(),
      /**
       * The customer's values of the section's settings, by setting id (issue 24 item 12): they become the schema's
       * defaults in the downloaded file. Values of unknown settings, or that a setting cannot take, are dropped.
       */
      customValues: customValuesSchema.optional(),
    },
    { error: 'Request body must be a JSON object' },
  )
  .refine((b) => b.title !== undefined || b.code !== undefined || b.customValues !== undefined, M.sectionSaveBodyInvalid);
export type SaveSectionRequest = z.infer<typeof saveSectionRequestSchema>;

/** GET /api/user-modules/quota-check (optional moduleSlug); GET /api/user-sections/quota-check (optional sectionSlug). */
export const moduleQuotaQuerySchema = z.object({ moduleSlug: z.string().trim().max(100).optional() });
export const sectionQuotaQuerySchema = z.object({ sectionSlug: z.string().trim().max(100).optional() });

// ---------------------------------------------------------------- answers

/** Quota check result (doc 2 §3) plus whether the named item is allowed by the plan and already held. */
export const quotaCheckSchema = z
  .object({
    canAdd: z.boolean(),
    currentCount: z.number().int(),
    /** -1 is unlimited. */
    limit: z.number().int(),
    /** Present when a slug was asked about: the plan's allowed list includes the item. */
    allowed: z.boolean().optional(),
    /** Present when a slug was asked about: the user already holds it. */
    alreadyInLibrary: z.boolean().optional(),
    /** Why canAdd is false: 'limit', 'not-allowed', 'already-in-library', 'not-found' or 'locked' (unpublished section). */
    reason: z.enum(['limit', 'not-allowed', 'already-in-library', 'not-found', 'locked']).optional(),
  })
  .meta({ id: 'QuotaCheck' });
export type QuotaCheckDto = z.infer<typeof quotaCheckSchema>;

/** Remote snippet result (doc 2 §3): token shown once, and the tag to paste. */
export const remoteSnippetResultSchema = z.object({ token: z.string(), snippet: z.string() }).meta({ id: 'RemoteSnippet' });
export type RemoteSnippetResultDto = z.infer<typeof remoteSnippetResultSchema>;

/** The merge of a newer catalogue template with the user's values (issue 11 "update available"). */
export const moduleUpdatePreviewSchema = z
  .object({
    current: z.object({ templateCode: z.string(), variables: z.array(libraryVariableSchema), customValues: z.record(z.string(), customValueSchema), code: z.string() }),
    next: z.object({ templateCode: z.string(), variables: z.array(libraryVariableSchema), customValues: z.record(z.string(), customValueSchema), code: z.string() }),
    /** Variables whose values carry over by name. */
    kept: z.array(z.string()),
    /** New variables, at their defaults. */
    added: z.array(z.string()),
    /** Variables the new template dropped (their values are dropped). */
    removed: z.array(z.string()),
  })
  .meta({ id: 'LibraryModuleUpdatePreview' });
export type ModuleUpdatePreviewDto = z.infer<typeof moduleUpdatePreviewSchema>;

const dateOnly = /^\d{4}-\d{2}-\d{2}$/;
const statsDate = (field: string) =>
  z
    .string({ error: `${field} must be an ISO date` })
    .refine((v) => (dateOnly.test(v) || !Number.isNaN(Date.parse(v))) && /^\d{4}-\d{2}-\d{2}/.test(v), `${field} must be an ISO date`)
    .optional();

/** GET /api/admin/library/stats?from=<ISO>&to=<ISO>: defaults to the last 30 days (UTC), at most 366 days. */
export const adminLibraryStatsQuerySchema = z
  .object({ from: statsDate('from'), to: statsDate('to') })
  .refine((q) => !q.from || !q.to || q.from.slice(0, 10) <= q.to.slice(0, 10), { message: M.statsRangeInvalid, path: ['from'] })
  .refine(
    (q) => !q.from || !q.to || (Date.parse(q.to.slice(0, 10)) - Date.parse(q.from.slice(0, 10))) / DAY_MS < ADMIN_STATS_MAX_DAYS,
    { message: M.statsRangeTooLong, path: ['to'] },
  );
export type AdminLibraryStatsQuery = z.infer<typeof adminLibraryStatsQuerySchema>;

export const adminLibraryStatsSchema = z
  .object({
    /** Now (not limited to the range): entries held, of which modules and sections, and users holding at least one. */
    totals: z.object({ entries: z.number().int(), modules: z.number().int(), sections: z.number().int(), users: z.number().int() }),
    /** Every UTC day of the range, oldest first: adds to libraries and remote snippet loads. */
    daily: z.array(z.object({ date: z.string(), adds: z.number().int(), snippetLoads: z.number().int() })),
  })
  .meta({ id: 'AdminLibraryStats' });
export type AdminLibraryStatsDto = z.infer<typeof adminLibraryStatsSchema>;
