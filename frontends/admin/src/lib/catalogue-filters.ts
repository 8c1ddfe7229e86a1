/**
 * The filters of the two catalogue lists (doc 3 §2): Gestion des Modules (labels in French) and Sections
 * Management: category (the categories found in the list), status (published, draft, archived) and
 * featured (true, false).
 */
import { filterSelect, type FilterSelect } from '../components/FilterBar';

export type CatalogueFilter = 'category' | 'status' | 'featured';

export const NO_CATALOGUE_FILTER: Record<CatalogueFilter, string> = { category: '', status: '', featured: '' };

/** Each filter's accessible name and its "all" choice. */
export type CatalogueFilterLabels = Record<CatalogueFilter, { label: string; all: string }>;

export function catalogueFilters(labels: CatalogueFilterLabels, categories: readonly string[] | Record<string, string>): FilterSelect<CatalogueFilter>[] {
  return [
    filterSelect('category', labels.category.label, labels.category.all, categories),
    filterSelect('status', labels.status.label, labels.status.all, { published: 'Published', draft: 'Draft', archived: 'Archived' }),
    filterSelect('featured', labels.featured.label, labels.featured.all, { true: 'Featured', false: 'Not Featured' }),
  ];
}

/**
 * The category filter's choices (issue #25 item 5): every category the server counts (the stats overview's
 * categories, all of them, not only the loaded page's), by name, each with its count; the chosen one stays
 * offered (with 0) when no item has it any more.
 */
export function categoryChoices(counts: ReadonlyArray<{ _id: string; count: number }>, selected = ''): Record<string, string> {
  const byName = new Map(counts.filter((c) => c._id).map((c) => [c._id, c.count] as const));
  if (selected && !byName.has(selected)) byName.set(selected, 0);
  return Object.fromEntries([...byName].sort(([a], [b]) => a.localeCompare(b)).map(([name, count]) => [name, `${name} (${count})`]));
}
