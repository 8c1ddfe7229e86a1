/**
 * Catalogue rules shared by the server and the admin front end (spec doc 3 §5 and §9).
 * Pure functions: the zod schemas in catalogue.schemas.ts are built on them.
 */
import { hasControlCharacter } from '../text.rules';

/** Module and section status (doc 3 §4). A new item is a draft. */
export const CATALOGUE_STATUSES = ['draft', 'published', 'archived'] as const;
export type CatalogueStatus = (typeof CATALOGUE_STATUSES)[number];
export const DEFAULT_STATUS: CatalogueStatus = 'draft';

/** Doc 3 §9: default module category. */
export const DEFAULT_MODULE_CATEGORY = 'header';

/** Doc 3 §9: the fixed section categories (plus a custom one, typed by the admin). */
export const SECTION_CATEGORIES = [
  'header',
  'footer',
  'hero',
  'content',
  'sidebar',
  'navigation',
  'form',
  'gallery',
  'testimonial',
  'pricing',
  'blog',
  'contact',
  'feature',
  'cta',
  'team',
  'faq',
] as const;

/** Doc 3 §3: a section without a thumbnail shows this placeholder. */
export const DEFAULT_SECTION_THUMBNAIL = '/placeholders/categories/sections.svg';

/** Doc 3 §9: admin lists show 20 items per page. */
export const ADMIN_PAGE_SIZE = 20;
/** Doc 2 §7/§9: the catalogues fetch up to 1000 items at once (a larger limit is clamped to this). */
export const CATALOGUE_MAX_LIMIT = 1000;
/** Public lists default to the catalogue page size (doc 2 §9). */
export const CATALOGUE_PAGE_SIZE = 20;

export const SLUG_MAX_LENGTH = 100;
export const TITLE_MAX_LENGTH = 200;
export const DESCRIPTION_MAX_LENGTH = 2000;
export const LONG_DESCRIPTION_MAX_LENGTH = 20000;
export const CATEGORY_MAX_LENGTH = 50;
export const TAG_MAX_LENGTH = 50;
export const TAGS_MAX_COUNT = 30;
export const URL_MAX_LENGTH = 2048;
export const IMAGES_MAX_COUNT = 20;
/** A module's or section's code; bodies carry code and templateCode, within the service's 2 MiB body limit. */
export const CODE_MAX_LENGTH = 500_000;
/** Largest admin write of a module or section: its template and final code, each up to CODE_MAX_LENGTH characters. */
export const CATALOGUE_WRITE_BODY_LIMIT = 2 * 1024 * 1024;
export const VARIABLES_MAX_COUNT = 100;
export const SEARCH_MAX_LENGTH = 200;

/** Messages quoted from the spec (doc 3 §5, §8) or written in its voice. */
export const CatalogueMessages = {
  titleRequired: 'Title is required',
  descriptionRequired: 'Description is required',
  slugRequired: 'Slug is required',
  slugInvalid: 'Slug must contain only lowercase letters, numbers, and hyphens',
  categoryRequired: 'Category is required',
  categoryInvalid: 'Category may only contain letters, numbers, spaces, hyphens, underscores and &',
  codeRequired: 'Code is required',
  moduleTitleAndDescriptionRequired: 'Titre et description requis',
  variableNameAndLabelRequired: 'Nom et libellé requis',
  variableNameInvalid: 'Variable name must start with a letter or _ and contain only letters, digits and _',
  variableNamesUnique: 'Variable names must be unique',
  variableTypeInvalid: 'Variable type must be one of text, color, image, size, spacing, number, boolean, select, url, email, tel, date',
  statusInvalid: 'Status must be one of draft, published, archived',
  thumbnailInvalid: 'Thumbnail must be an http(s) URL or a path starting with /',
  demoUrlInvalid: 'Demo URL must be an http(s) URL or a path starting with /',
  imageInvalid: 'Images must be http(s) URLs or paths starting with /',
  featuredInvalid: 'Featured must be true or false',
  moduleNotFound: 'Module not found',
  sectionNotFound: 'Section not found',
  moduleSlugTaken: 'A module with this slug already exists',
  sectionSlugTaken: 'A section with this slug already exists',
  moduleDeleted: 'Module deleted successfully',
  sectionDeleted: 'Section deleted successfully',
  moduleRestored: 'Module restored',
  sectionRestored: 'Section restored',
  /** Restoring from the trash while another live item took the slug meanwhile. */
  moduleRestoreSlugTaken: 'Another module now uses this slug: change its slug, then restore this one',
  sectionRestoreSlugTaken: 'Another section now uses this slug: change its slug, then restore this one',
  concurrentChange: 'The item was changed by someone else at the same time, please retry',
  /** A general update sent with a revision older than the item's (issue #25 item 3). */
  editConflict: 'This item was changed by someone else. Reload to see their changes.',
  revisionRequired: 'Revision is required: send the revision the item was read at',
} as const;

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Lowercase letters, digits and single hyphens between them (no edge or double hyphens). */
export function isValidSlug(slug: string): boolean {
  return typeof slug === 'string' && slug.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(slug);
}

/**
 * The Generate button's rule (doc 3 §5): lowercase, runs of non-alphanumerics replaced by one hyphen,
 * edge hyphens trimmed. Latin accents are folded first ("Crème brûlée" -> "creme-brulee") so French
 * titles keep their letters. Cut to SLUG_MAX_LENGTH at a hyphen boundary. May return ''.
 */
export function slugFromTitle(title: string): string {
  const slug = String(title ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= SLUG_MAX_LENGTH) return slug;
  return slug.slice(0, SLUG_MAX_LENGTH).replace(/-+[^-]*$/, '').replace(/-+$/, '') || slug.slice(0, SLUG_MAX_LENGTH);
}

/** Tags trimmed, blanks dropped, de-duplicated keeping the first spelling (doc 3 §5). A string is split on commas. */
export function normaliseTags(tags: unknown): string[] {
  const list = typeof tags === 'string' ? tags.split(',') : Array.isArray(tags) ? tags : [];
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of list) {
    if (typeof raw !== 'string' && typeof raw !== 'number') continue;
    const tag = String(raw).trim();
    if (tag === '' || seen.has(tag)) continue;
    seen.add(tag);
    result.push(tag);
  }
  return result;
}

const CATEGORY_PATTERN = /^[\p{L}\p{N}](?:[\p{L}\p{N} _&-]*[\p{L}\p{N}])?$/u;

/**
 * A category as stored: trimmed and lowercased (doc 3 §5 "a custom category is trimmed and lowercased");
 * for modules "the category is the first entry if a list" (doc 3 §5). Returns '' when nothing usable.
 */
export function normaliseCategory(category: unknown): string {
  const first = Array.isArray(category) ? category[0] : category;
  if (typeof first !== 'string') return '';
  return first.trim().toLowerCase().replace(/\s+/g, ' ');
}

export function isValidCategory(category: string): boolean {
  return category.length > 0 && category.length <= CATEGORY_MAX_LENGTH && CATEGORY_PATTERN.test(category);
}

/**
 * URLs an admin may enter for thumbnails, demos and images: absolute http(s) URLs, or paths on this site
 * starting with a single "/" (never "//host", which is another site, nor javascript:/data: URLs).
 */
export function isSafeAssetUrl(url: string): boolean {
  if (typeof url !== 'string' || url.length === 0 || url.length > URL_MAX_LENGTH) return false;
  if (/[\s<>"'`\\]/.test(url) || hasControlCharacter(url)) return false;
  if (url.startsWith('/')) return !url.startsWith('//');
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.hostname.length > 0;
}

/** A variable name usable as `${name}`: a letter or _, then letters, marks, digits or _. */
export const VARIABLE_NAME_PATTERN = /^[\p{L}_][\p{L}\p{M}\p{N}_]*$/u;

/** Category counts most first, ties by name; an item without a category counts under 'uncategorized'. */
export function rankCategories(rows: { _id: string | null | undefined; count: number }[]): { _id: string; count: number }[] {
  const merged = new Map<string, number>();
  for (const row of rows) {
    const name = row._id || 'uncategorized';
    merged.set(name, (merged.get(name) ?? 0) + row.count);
  }
  return [...merged].map(([_id, count]) => ({ _id, count })).sort((a, b) => b.count - a.count || a._id.localeCompare(b._id));
}

/**
 * Whether a caller may read a published item's source (a module's code and template, a section's Liquid):
 * an admin always; a signed-in customer when their current plan's allowed list holds the item; an anonymous
 * visitor never (spec doc 2 §1: locked items "are visible but cannot be opened"; doc 2 §9: "A module or
 * section is allowed or locked by presence in the plan's allowed lists").
 */
export function maySeeSource(caller: { role: string } | undefined, allowedIds: ReadonlySet<string>, itemId: string): boolean {
  if (!caller) return false;
  if (caller.role === 'admin') return true;
  return allowedIds.has(itemId);
}

/** Words a category label writes in capitals (issue #24 item 9: 'faq-accordion' reads 'FAQ Accordion'). */
const CATEGORY_ACRONYMS = new Set(['faq', 'cta', 'ui', 'seo', 'ux', 'sms', 'vip', 'usp', 'bnpl']);

/**
 * A category as people read it: the stored slug ('faq-accordion', 'add_to_cart', 'cta') with its hyphens and
 * underscores as spaces, each word capitalised and known acronyms in capitals ('FAQ Accordion', 'Add To Cart', 'CTA').
 */
export function catalogueCategoryLabel(category: string): string {
  return category
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((word) => (CATEGORY_ACRONYMS.has(word.toLowerCase()) ? word.toUpperCase() : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(' ');
}
