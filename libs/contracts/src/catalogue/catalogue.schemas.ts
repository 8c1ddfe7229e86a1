import { z } from 'zod';
import { VARIABLE_TYPES } from './variable-types';
import { controlCharactersMessage, hasControlCharacter, isMultiLineText, isSingleLineText } from '../common';
import {
  CATALOGUE_MAX_LIMIT,
  CATALOGUE_PAGE_SIZE,
  CATALOGUE_STATUSES,
  CatalogueMessages as M,
  CATEGORY_MAX_LENGTH,
  CODE_MAX_LENGTH,
  DESCRIPTION_MAX_LENGTH,
  ADMIN_PAGE_SIZE,
  IMAGES_MAX_COUNT,
  isSafeAssetUrl,
  isValidCategory,
  isValidSlug,
  LONG_DESCRIPTION_MAX_LENGTH,
  normaliseCategory,
  normaliseTags,
  SEARCH_MAX_LENGTH,
  SLUG_MAX_LENGTH,
  TAG_MAX_LENGTH,
  TAGS_MAX_COUNT,
  TITLE_MAX_LENGTH,
  URL_MAX_LENGTH,
  VARIABLE_NAME_PATTERN,
  VARIABLES_MAX_COUNT,
} from './catalogue.rules';

/*
 * Request bodies. Every field carries its own message (spec doc 3 §5): validators are written so that
 * the FIRST issue is the one the admin should read. Server-owned fields a client may echo back on an
 * edit (_id, createdAt, downloads, rating, hasLiquidCode...) are accepted and ignored (zod strips them):
 * the admin editor PUTs back the item it loaded.
 */

export const catalogueStatusSchema = z.enum(CATALOGUE_STATUSES, { error: M.statusInvalid });

/** Whether a text is one line (titles, names: no control character at all) or may hold line breaks. */
type Lines = 'single' | 'multi';
const linesRule = (lines: Lines) => (lines === 'single' ? isSingleLineText : isMultiLineText);

/** A required text: missing, null or blank gives `message`. */
const requiredText = (field: string, lines: Lines, message: string, max: number) =>
  z.preprocess(
    (v) => (v === undefined || v === null ? '' : v),
    z
      .string({ error: message })
      .refine(linesRule(lines), controlCharactersMessage(field))
      .trim()
      .min(1, message)
      .max(max, `${message.replace(/ is required$/, '')} must be at most ${max} characters long`),
  );

/** An optional text: null means empty. */
const optionalText = (field: string, lines: Lines, max: number) =>
  z.preprocess(
    (v) => (v === null ? '' : v),
    z
      .string({ error: `${field} must be text` })
      .refine(linesRule(lines), controlCharactersMessage(field))
      .max(max, `${field} must be at most ${max} characters long`)
      .optional(),
  );

/** Texts inside a value that arrives as a string or a list (tags, categories). */
const anyControlCharacter = (v: unknown) => (Array.isArray(v) ? v : [v]).some((item) => typeof item === 'string' && hasControlCharacter(item));

const assetUrl = (message: string) =>
  z.preprocess(
    (v) => (v === null ? '' : v),
    z
      .string({ error: message })
      .trim()
      .max(URL_MAX_LENGTH, message)
      .refine((v) => v === '' || isSafeAssetUrl(v), message)
      .optional(),
  );

const imagesSchema = z
  .array(z.string({ error: M.imageInvalid }).trim().refine(isSafeAssetUrl, M.imageInvalid), { error: M.imageInvalid })
  .max(IMAGES_MAX_COUNT, `At most ${IMAGES_MAX_COUNT} images`)
  .optional();

const tagsSchema = z
  .unknown()
  .refine((v) => v === undefined || v === null || typeof v === 'string' || Array.isArray(v), 'Tags must be a list of texts')
  .refine((v) => !anyControlCharacter(v), controlCharactersMessage('Tags'))
  .transform((v) => (v === undefined ? undefined : normaliseTags(v)))
  .refine((tags) => tags === undefined || tags.length <= TAGS_MAX_COUNT, `At most ${TAGS_MAX_COUNT} tags`)
  .refine((tags) => tags === undefined || tags.every((t) => t.length <= TAG_MAX_LENGTH), `A tag must be at most ${TAG_MAX_LENGTH} characters long`)
  .optional();

const featuredSchema = z.boolean({ error: M.featuredInvalid }).optional();

/** Slug given by the admin: '' or absent means "not given". */
const optionalSlug = z.preprocess(
  (v) => (v === null ? '' : v),
  z
    .string({ error: M.slugInvalid })
    .refine(isSingleLineText, controlCharactersMessage('Slug'))
    .trim()
    .max(SLUG_MAX_LENGTH, `Slug must be at most ${SLUG_MAX_LENGTH} characters long`)
    .refine((v) => v === '' || isValidSlug(v), M.slugInvalid)
    .optional(),
);
const requiredSlug = z.preprocess(
  (v) => (v === undefined || v === null ? '' : v),
  z
    .string({ error: M.slugRequired })
    .refine(isSingleLineText, controlCharactersMessage('Slug'))
    .trim()
    .min(1, M.slugRequired)
    .max(SLUG_MAX_LENGTH, `Slug must be at most ${SLUG_MAX_LENGTH} characters long`)
    .refine(isValidSlug, M.slugInvalid),
);

/** A category as typed (string, or a list whose first entry counts), normalised; '' when absent. */
const categoryValue = z
  .unknown()
  .refine((v) => v === undefined || v === null || typeof v === 'string' || Array.isArray(v), M.categoryInvalid)
  .refine((v) => !anyControlCharacter(v), controlCharactersMessage('Category'))
  .transform((v) => normaliseCategory(v))
  .refine((v) => v === '' || v.length <= CATEGORY_MAX_LENGTH, `Category must be at most ${CATEGORY_MAX_LENGTH} characters long`)
  .refine((v) => v === '' || isValidCategory(v), M.categoryInvalid);
const categoryInput = categoryValue.optional();

const variableTypeSchema = z.enum(VARIABLE_TYPES, { error: M.variableTypeInvalid });

/** Options of a select variable: a list, or text with one option per line; trimmed, blank lines dropped (doc 3 §5). */
const variableOptionsSchema = z
  .unknown()
  .refine((v) => v === undefined || v === null || typeof v === 'string' || (Array.isArray(v) && v.every((o) => typeof o === 'string' || typeof o === 'number')), 'Options must be a list of texts')
  .transform((v) => {
    if (v === undefined || v === null) return undefined;
    const list = typeof v === 'string' ? v.split(/\r\n|\r|\n/) : (v as unknown[]).map(String);
    return list.map((o) => o.trim()).filter((o) => o !== '');
  })
  .refine((o) => o === undefined || o.length <= 100, 'At most 100 options')
  .optional();

const variableNameAndLabel = (v: unknown) => (v === undefined || v === null ? '' : v);

export const catalogueVariableInputSchema = z
  .object(
    {
      id: z.string().max(200).optional(),
      name: z.preprocess(
        variableNameAndLabel,
        z.string({ error: M.variableNameAndLabelRequired }).trim().min(1, M.variableNameAndLabelRequired).max(64, 'Variable name must be at most 64 characters long').regex(VARIABLE_NAME_PATTERN, M.variableNameInvalid),
      ),
      label: z.preprocess(variableNameAndLabel, z.string({ error: M.variableNameAndLabelRequired }).refine(isSingleLineText, controlCharactersMessage('Variable label')).trim().min(1, M.variableNameAndLabelRequired).max(200, 'Variable label must be at most 200 characters long')),
      type: variableTypeSchema.default('text'),
      defaultValue: z.preprocess(
        (v) => (v === undefined || v === null ? '' : v),
        z
          .union([z.string(), z.number(), z.boolean()], { error: 'Default value must be text, a number or a boolean' })
          .transform(String)
          .refine((v) => v.length <= 10000, 'Default value must be at most 10000 characters long'),
      ),
      description: optionalText('Variable description', 'multi', 1000),
      options: variableOptionsSchema,
    },
    { error: 'Each variable must be an object' },
  )
  .transform((v) => ({
    id: v.id && v.id.trim() ? v.id.trim() : `var_${v.name}`,
    name: v.name,
    label: v.label,
    type: v.type,
    defaultValue: v.defaultValue,
    description: v.description ?? '',
    ...(v.type === 'select' ? { options: v.options ?? [] } : {}),
  }));
export type CatalogueVariableInput = z.output<typeof catalogueVariableInputSchema>;

const variablesSchema = z
  .array(catalogueVariableInputSchema, { error: 'Variables must be a list' })
  .max(VARIABLES_MAX_COUNT, `At most ${VARIABLES_MAX_COUNT} variables`)
  .refine((list) => new Set(list.map((v) => v.name)).size === list.length, M.variableNamesUnique)
  .optional();

const codeText = (field: string) =>
  z.preprocess((v) => (v === null ? '' : v), z.string({ error: `${field} must be text` }).max(CODE_MAX_LENGTH, `${field} must be at most ${CODE_MAX_LENGTH} characters long`).optional());

/**
 * The version an admin edit was read at (the item's `revision`, as answered by every admin read). Required on
 * the general updates: a stale one is refused with 409 (EDIT_CONFLICT), so nobody overwrites a change
 * they have not seen.
 */
export const revisionInput = z.preprocess(
  (v) => (v === null ? undefined : v),
  z
    .number({ error: M.revisionRequired })
    .int(M.revisionRequired)
    .min(0, M.revisionRequired)
    .max(Number.MAX_SAFE_INTEGER, M.revisionRequired),
);

// ---------------------------------------------------------------- modules

const moduleTitle = requiredText('Title', 'single', M.moduleTitleAndDescriptionRequired, TITLE_MAX_LENGTH);
const moduleDescription = requiredText('Description', 'multi', M.moduleTitleAndDescriptionRequired, DESCRIPTION_MAX_LENGTH);

const moduleFields = {
  longDescription: optionalText('Long description', 'multi', LONG_DESCRIPTION_MAX_LENGTH),
  slug: optionalSlug,
  category: categoryInput,
  tags: tagsSchema,
  code: codeText('Code'),
  templateCode: codeText('Template code'),
  content: optionalText('Content', 'multi', LONG_DESCRIPTION_MAX_LENGTH),
  thumbnail: assetUrl(M.thumbnailInvalid),
  demoUrl: assetUrl(M.demoUrlInvalid),
  featured: featuredSchema,
  status: catalogueStatusSchema.optional(),
  images: imagesSchema,
  variables: variablesSchema,
  author: optionalText('Author', 'single', 100),
};

/**
 * POST /api/admin/modules (doc 3 §7). Title and description are required ("Titre et description
 * requis"); the slug is generated from the title when absent; category defaults to header; status to draft.
 * `code` is recomputed by the server from `templateCode` and `variables` (doc 3 §4); `hasLiquidCode` too.
 */
export const moduleCreateRequestSchema = z.object(
  { title: moduleTitle, description: moduleDescription, ...moduleFields },
  { error: 'Request body must be a JSON object' },
);
export type ModuleCreateRequest = z.output<typeof moduleCreateRequestSchema>;

/** PUT /api/admin/modules/{id}: the same payload; absent fields are left unchanged. */
export const moduleUpdateRequestSchema = z.object(
  { title: moduleTitle.optional(), description: moduleDescription.optional(), ...moduleFields, revision: revisionInput },
  { error: 'Request body must be a JSON object' },
);
export type ModuleUpdateRequest = z.output<typeof moduleUpdateRequestSchema>;

// ---------------------------------------------------------------- sections

const sectionFields = {
  longDescription: optionalText('Long description', 'multi', LONG_DESCRIPTION_MAX_LENGTH),
  tags: tagsSchema,
  thumbnail: assetUrl(M.thumbnailInvalid),
  demoUrl: assetUrl(M.demoUrlInvalid),
  featured: featuredSchema,
  status: catalogueStatusSchema.optional(),
  images: imagesSchema,
  author: optionalText('Author', 'single', 100),
};
const sectionTitle = requiredText('Title', 'single', M.titleRequired, TITLE_MAX_LENGTH);
const sectionDescription = requiredText('Description', 'multi', M.descriptionRequired, DESCRIPTION_MAX_LENGTH);
const sectionCategory = z.preprocess((v) => (v === undefined || v === null ? '' : v), categoryValue).refine((v) => v !== '', M.categoryRequired);
const sectionCode = z.preprocess(
  (v) => (v === undefined || v === null ? '' : v),
  z
    .string({ error: M.codeRequired })
    .max(CODE_MAX_LENGTH, `Code must be at most ${CODE_MAX_LENGTH} characters long`)
    .refine((v) => v.trim() !== '', M.codeRequired),
);

/** POST /api/admin/sections: title, description, slug, category and code are required (doc 3 §5). */
export const sectionCreateRequestSchema = z.object(
  { title: sectionTitle, description: sectionDescription, slug: requiredSlug, category: sectionCategory, code: sectionCode, ...sectionFields },
  { error: 'Request body must be a JSON object' },
);
export type SectionCreateRequest = z.output<typeof sectionCreateRequestSchema>;

/** PUT /api/admin/sections/{id}: partial (the sections screen also uses it for status changes, doc 3 §4). */
export const sectionUpdateRequestSchema = z.object(
  {
    title: sectionTitle.optional(),
    description: sectionDescription.optional(),
    slug: requiredSlug.optional(),
    category: categoryInput,
    code: sectionCode.optional(),
    ...sectionFields,
    revision: revisionInput,
  },
  { error: 'Request body must be a JSON object' },
);
export type SectionUpdateRequest = z.output<typeof sectionUpdateRequestSchema>;

/** PUT /api/admin/{modules|sections}/{id}/status */
export const statusUpdateRequestSchema = z.object(
  { status: z.preprocess((v) => (v === undefined || v === null ? '' : v), catalogueStatusSchema) },
  { error: 'Request body must be a JSON object' },
);

// ---------------------------------------------------------------- queries

/** A filter the client may send empty or as "all" (doc 3 §2 "All ..." options): both mean no filter. */
const filterText = (max: number) =>
  z
    .string()
    .max(max, `Filter must be at most ${max} characters long`)
    .optional()
    .transform((v) => {
      const t = v?.trim();
      return t === undefined || t === '' || t.toLowerCase() === 'all' ? undefined : t;
    });

const searchQuery = z
  .string()
  .max(SEARCH_MAX_LENGTH, `Search must be at most ${SEARCH_MAX_LENGTH} characters long`)
  .optional()
  .transform((v) => (v?.trim() ? v.trim() : undefined));

const categoryQuery = filterText(CATEGORY_MAX_LENGTH).transform((v) => (v === undefined ? undefined : normaliseCategory(v)));

const featuredQuery = z
  .enum(['true', 'false', 'all', ''], { error: 'featured must be true or false' })
  .optional()
  .transform((v) => (v === 'true' ? true : v === 'false' ? false : undefined));

const statusQuery = z
  .enum([...CATALOGUE_STATUSES, 'all', ''], { error: M.statusInvalid })
  .optional()
  .transform((v) => (v === 'all' || v === '' ? undefined : v));

const PAGE_MESSAGE = 'page must be a positive integer';
const pageParam = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z.coerce.number({ error: PAGE_MESSAGE }).int(PAGE_MESSAGE).min(1, PAGE_MESSAGE).max(100000, PAGE_MESSAGE).optional().transform((v) => v ?? 1),
);

/** Limit 1..n; larger values are clamped to CATALOGUE_MAX_LIMIT (the landing page asks for 10000, doc 1 §7). */
const clampedLimit = (fallback: number) =>
  z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce
      .number({ error: 'limit must be a positive integer' })
      .int('limit must be a positive integer')
      .min(1, 'limit must be a positive integer')
      .optional()
      .transform((v) => Math.min(v ?? fallback, CATALOGUE_MAX_LIMIT)),
  );

export const SECTION_SORTS = ['newest', 'oldest', 'title', 'popular', 'featured', 'createdAt', 'updatedAt', 'downloads', 'rating'] as const;
export type SectionSort = (typeof SECTION_SORTS)[number];

/** GET /api/modules (doc 2 §7) */
export const publicModulesQuerySchema = z.object({
  page: pageParam,
  limit: clampedLimit(CATALOGUE_PAGE_SIZE),
  category: categoryQuery,
  search: searchQuery,
  featured: featuredQuery,
});
export type PublicModulesQuery = z.output<typeof publicModulesQuerySchema>;

/** GET /api/sections (doc 2 §7) */
export const publicSectionsQuerySchema = z.object({
  page: pageParam,
  limit: clampedLimit(CATALOGUE_PAGE_SIZE),
  category: categoryQuery,
  search: searchQuery,
  featured: featuredQuery,
  sortBy: z
    .enum([...SECTION_SORTS, ''], { error: `sortBy must be one of ${SECTION_SORTS.join(', ')}` })
    .optional()
    .transform((v) => (v ? v : undefined)),
});
export type PublicSectionsQuery = z.output<typeof publicSectionsQuerySchema>;

/** GET /api/admin/{modules|sections} (doc 3 §7): page size 20 by default (doc 3 §9). */
export const adminCatalogueQuerySchema = z.object({
  page: pageParam,
  limit: clampedLimit(ADMIN_PAGE_SIZE),
  search: searchQuery,
  category: categoryQuery,
  status: statusQuery,
  featured: featuredQuery,
});
export type AdminCatalogueQuery = z.output<typeof adminCatalogueQuerySchema>;

// ---------------------------------------------------------------- answers

export const catalogueItemVariableSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    label: z.string(),
    type: z.string(),
    defaultValue: z.string(),
    description: z.string().optional(),
    options: z.array(z.string()).optional(),
  })
  .meta({ id: 'CatalogueVariable' });

/** Admin answers carry the item's revision: the version the next update must name. */
const adminRevision = z.number().int().min(0);

const itemBase = {
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  thumbnail: z.string(),
  featured: z.boolean(),
  tags: z.array(z.string()),
  author: z.string(),
  rating: z.number(),
  downloads: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
};

/** A module in GET /api/modules: no code (doc 2 §7). */
export const moduleListItemSchema = z.object(itemBase).meta({ id: 'ModuleListItem' });

/*
 * Source access (spec doc 2 §1: locked items "are visible but cannot be opened"). The source of an item,
 * a module's code, template and variables or a section's Liquid file and its schema, is answered only to a
 * caller whose current plan allows the item, or to an admin. Everyone else gets the item's card: what a
 * catalogue page shows of a locked item (title, description, category, tags, thumbnail...) and `locked: true`.
 */
const moduleCardFields = {
  ...itemBase,
  status: catalogueStatusSchema,
  longDescription: z.string(),
  content: z.string(),
  hasLiquidCode: z.boolean(),
  images: z.array(z.string()),
  demoUrl: z.string(),
};
const moduleSourceFields = {
  code: z.string(),
  templateCode: z.string(),
  variables: z.array(catalogueItemVariableSchema),
};
/** A module with its source: the final `code` (doc 3 §7 "Preview"), the template and its variables. */
export const moduleDetailSchema = z.object({ ...moduleCardFields, ...moduleSourceFields }).meta({ id: 'Module' });
/** Admin answers carry every field. */
export const adminModuleSchema = z.object({ ...moduleCardFields, ...moduleSourceFields, revision: adminRevision }).meta({ id: 'AdminModule' });
/** A published module as a caller whose plan does not allow it (or an anonymous visitor) sees it: no source. */
export const moduleCardSchema = z.object({ ...moduleCardFields, locked: z.literal(true) }).meta({ id: 'ModuleCard' });
/** GET /api/modules/{slug}: the module with its source (`locked: false`) to an entitled caller, else its card. */
export const publicModuleSchema = z.discriminatedUnion('locked', [moduleCardSchema, z.object({ ...moduleCardFields, ...moduleSourceFields, locked: z.literal(false) }).meta({ id: 'UnlockedModule' })]);

export const sectionListItemSchema = z.object({ ...itemBase, status: catalogueStatusSchema }).meta({ id: 'SectionListItem' });

/** The parsed `{% schema %}` of a section (Shopify's section schema; settings kept as written). */
export const sectionLiquidSchema = z
  .object({
    name: z.string().optional(),
    settings: z.array(z.record(z.string(), z.unknown())).optional(),
    blocks: z.array(z.record(z.string(), z.unknown())).optional(),
    presets: z.array(z.record(z.string(), z.unknown())).optional(),
  })
  .passthrough()
  .meta({ id: 'SectionLiquidSchema' });

const sectionCardFields = {
  ...itemBase,
  status: catalogueStatusSchema,
  longDescription: z.string(),
  hasLiquidCode: z.boolean(),
  images: z.array(z.string()),
  demoUrl: z.string(),
  /** GET this URL for an HTML preview rendered with the schema's defaults (it shows no Liquid). */
  previewUrl: z.string(),
};
const sectionSourceFields = {
  /** The Liquid file. */
  code: z.string(),
  /** The section's `{% schema %}`, null when the file has none. */
  schema: sectionLiquidSchema.nullable(),
  /** The schema's settings (empty without a schema). */
  settings: z.array(z.record(z.string(), z.unknown())),
};
export const sectionDetailSchema = z.object({ ...sectionCardFields, ...sectionSourceFields }).meta({ id: 'Section' });
export const adminSectionSchema = z.object({ ...sectionCardFields, ...sectionSourceFields, revision: adminRevision }).meta({ id: 'AdminSection' });
/** A published section as a caller whose plan does not allow it sees it: no Liquid, no schema. */
export const sectionCardSchema = z.object({ ...sectionCardFields, locked: z.literal(true) }).meta({ id: 'SectionCard' });
/** GET /api/sections/{slug}: the section with its Liquid (`locked: false`) to an entitled caller, else its card. */
export const publicSectionSchema = z.discriminatedUnion('locked', [sectionCardSchema, z.object({ ...sectionCardFields, ...sectionSourceFields, locked: z.literal(false) }).meta({ id: 'UnlockedSection' })]);

export const publicModulesAnswerSchema = z.object({
  success: z.literal(true),
  data: z.array(moduleListItemSchema),
  pagination: z.object({ page: z.number(), limit: z.number(), pages: z.number(), totalModules: z.number() }),
});
export const publicSectionsAnswerSchema = z.object({
  success: z.literal(true),
  data: z.array(sectionListItemSchema),
  pagination: z.object({ currentPage: z.number(), page: z.number(), limit: z.number(), pages: z.number(), totalSections: z.number() }),
});

const adminPagination = z.object({ page: z.number(), limit: z.number(), total: z.number(), pages: z.number() });
export const adminModulesAnswerSchema = z.object({ success: z.literal(true), modules: z.array(adminModuleSchema), pagination: adminPagination });
export const adminSectionsAnswerSchema = z.object({ success: z.literal(true), sections: z.array(adminSectionSchema), pagination: adminPagination });

/** Items per category, most first (ties by name); the admin dashboard shows the top DASHBOARD_TOP_CATEGORIES. */
export const categoryCountsSchema = z.array(z.object({ _id: z.string(), count: z.number().int() }));
export type CategoryCount = z.infer<typeof categoryCountsSchema>[number];

/** GET /api/admin/modules/stats/overview (doc 3 §3 "Module stats") */
export const moduleStatsSchema = z.object({ total: z.number(), published: z.number(), draft: z.number(), featured: z.number(), categories: categoryCountsSchema });
/** GET /api/admin/sections/stats/overview (doc 3 §3 "Section stats") */
export const sectionStatsSchema = z.object({
  totalSections: z.number(),
  publishedSections: z.number(),
  draftSections: z.number(),
  featuredSections: z.number(),
  categories: categoryCountsSchema,
});

export const THUMBNAIL_KINDS = ['modules', 'sections'] as const;
/** Thumbnail file names: a slug plus .svg. */
export const THUMBNAIL_FILE_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*\.svg$/;
/** Where the catalogue serves its seed thumbnails. */
export const thumbnailUrl = (kind: (typeof THUMBNAIL_KINDS)[number], slug: string) => `/api/catalogue-assets/thumbnails/${kind}/${slug}.svg`;
/** Where a published section's HTML preview lives. */
export const sectionPreviewUrl = (slug: string) => `/api/sections/${slug}/preview`;
