/**
 * The Create / Edit Section form (doc 3 §5) as the dialog wires it. The rules themselves are the
 * catalogue contract's (slugFromTitle, normaliseTags, normaliseCategory, SECTION_CATEGORIES and the
 * request schema the server validates with): this file only maps form fields to them.
 */
import { normaliseCategory, normaliseTags, sectionCreateRequestSchema, SECTION_CATEGORIES, type CatalogueStatus } from '@liquify/contracts';
import { z } from 'zod';
import type { AdminSection, SectionPayload } from '../../api/sections';

/** The category select's value for "type your own". */
export const CUSTOM_CATEGORY = '__custom__';

/** Doc 3 §9: the fixed section categories; "cta" reads "Call to Action". */
export const SECTION_CATEGORY_OPTIONS: { value: string; label: string }[] = SECTION_CATEGORIES.map((value) => ({
  value,
  label: value === 'cta' ? 'Call to Action' : value === 'faq' ? 'FAQ' : value.charAt(0).toUpperCase() + value.slice(1),
}));

export interface SectionFormValues {
  title: string;
  description: string;
  longDescription: string;
  slug: string;
  /** One of SECTION_CATEGORIES, or CUSTOM_CATEGORY with `customCategory` typed. */
  category: string;
  customCategory: string;
  tags: string[];
  code: string;
  thumbnail: string;
  demoUrl: string;
  status: CatalogueStatus;
  featured: boolean;
}

export const EMPTY_SECTION_FORM: SectionFormValues = {
  title: '',
  description: '',
  longDescription: '',
  slug: '',
  category: SECTION_CATEGORIES[0],
  customCategory: '',
  tags: [],
  code: '',
  thumbnail: '',
  demoUrl: '',
  status: 'draft',
  featured: false,
};

const isFixedCategory = (category: string) => (SECTION_CATEGORIES as readonly string[]).includes(category);

/** The form pre-filled from a section (Edit Section): a category outside the fixed list is a custom one. */
export function sectionFormValues(section: AdminSection): SectionFormValues {
  const fixed = isFixedCategory(section.category);
  return {
    title: section.title,
    description: section.description,
    longDescription: section.longDescription ?? '',
    slug: section.slug,
    category: fixed ? section.category : CUSTOM_CATEGORY,
    customCategory: fixed ? '' : section.category,
    tags: [...section.tags],
    code: section.code,
    thumbnail: section.thumbnail && !section.thumbnail.startsWith('/placeholders/') ? section.thumbnail : '',
    demoUrl: section.demoUrl ?? '',
    status: section.status,
    featured: section.featured,
  };
}

/** Enter in the tag box: the typed tag joins the list, trimmed, blanks and duplicates dropped. */
export function addTag(tags: string[], typed: string): string[] {
  return normaliseTags([...tags, typed]);
}

/** The category sent: the fixed one chosen, or the custom one trimmed and lowercased. */
export function categoryOf(values: Pick<SectionFormValues, 'category' | 'customCategory'>): string {
  return values.category === CUSTOM_CATEGORY ? normaliseCategory(values.customCategory) : values.category;
}

/** POST /api/admin/sections and PUT /api/admin/sections/{id} bodies. Empty optional URLs are left out. */
export function sectionPayload(values: SectionFormValues): SectionPayload {
  const payload: SectionPayload = {
    title: values.title.trim(),
    description: values.description.trim(),
    longDescription: values.longDescription,
    slug: values.slug.trim(),
    category: categoryOf(values),
    code: values.code,
    tags: normaliseTags(values.tags),
    status: values.status,
    featured: values.featured,
  };
  if (values.thumbnail.trim()) payload.thumbnail = values.thumbnail.trim();
  if (values.demoUrl.trim()) payload.demoUrl = values.demoUrl.trim();
  return payload;
}

/**
 * The dialog's schema (react-hook-form resolver): the form as its request body (sectionPayload), checked by the
 * server's own sectionCreateRequestSchema (doc 3 §5: title, description, slug, category and code required, with
 * their messages). Issues keep the body's field names, which are the form's; a custom category's is 'category'.
 */
export const sectionFormSchema = z.custom<SectionFormValues>().pipe(z.preprocess((values) => sectionPayload(values as SectionFormValues), sectionCreateRequestSchema));
