/** The sections library's rules (doc 2 §2, §4, §6). */
import { catalogueCategoryLabel } from '@liquify/contracts/rules';
import { queryTerms, type CatalogueSearch } from '../../search/catalogue-search';

export interface SectionLike {
  _id: string;
  slug: string;
  title: string;
  description: string;
  category: string;
  status?: string;
  featured?: boolean;
  tags?: readonly string[];
}

/** Draft or archived sections show as 'Locked'; so do sections the plan does not allow. */
export function isSectionLocked(section: SectionLike, allowed: Set<string>): boolean {
  return section.status === 'draft' || section.status === 'archived' || !allowed.has(section._id);
}

/**
 * Sections matching the search (the shared rule: title, description, category, tags; `index` built once per
 * list), grouped by category. Without a search, categories and the titles within them are sorted; with one,
 * the best match comes first: groups in the order of their best section, sections in the order they match.
 * `undefined` while the search engine loads.
 */
export function groupSections<T extends SectionLike>(index: CatalogueSearch<T>, search: string): Array<{ category: string; sections: T[] }> | undefined {
  const ranked = queryTerms(search).length > 0;
  const found = index.search(search);
  if (!found) return undefined;
  const groups = new Map<string, T[]>();
  for (const s of found) {
    const key = s.category || 'other';
    groups.set(key, [...(groups.get(key) ?? []), s]);
  }
  const entries = Array.from(groups.entries());
  if (ranked) return entries.map(([category, sections]) => ({ category, sections }));
  return entries
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([category, list]) => ({ category, sections: [...list].sort((a, b) => a.title.localeCompare(b.title)) }));
}

/** The category as people read it ('faq-accordion' → 'FAQ Accordion'), as every catalogue page shows it. */
export const categoryLabel = catalogueCategoryLabel;

/** Shopify's setting types as the theme editor names them (issue #24 item 9: no raw 'image_picker'). */
const SETTING_TYPE_LABELS: Record<string, string> = {
  text: 'Text',
  textarea: 'Multi-line text',
  richtext: 'Rich text',
  inline_richtext: 'Rich text',
  html: 'HTML',
  liquid: 'Liquid',
  image_picker: 'Image',
  video: 'Video',
  video_url: 'Video URL',
  url: 'Link',
  color: 'Colour',
  color_background: 'Background colour',
  color_scheme: 'Colour scheme',
  color_scheme_group: 'Colour schemes',
  font_picker: 'Font',
  range: 'Slider',
  number: 'Number',
  checkbox: 'Checkbox',
  radio: 'Choice',
  select: 'Drop-down',
  text_alignment: 'Alignment',
  product: 'Product',
  product_list: 'Products',
  collection: 'Collection',
  collection_list: 'Collections',
  blog: 'Blog',
  article: 'Article',
  page: 'Page',
  link_list: 'Menu',
  metaobject: 'Metaobject',
  header: 'Heading',
  paragraph: 'Note',
};

/** A setting's type as a label: the theme editor's name, else the type with its underscores as spaces. */
export function settingTypeLabel(type: unknown): string {
  const raw = typeof type === 'string' ? type.trim() : '';
  if (!raw) return '';
  const known = SETTING_TYPE_LABELS[raw.toLowerCase()];
  if (known) return known;
  const words = raw.replace(/[_-]+/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
