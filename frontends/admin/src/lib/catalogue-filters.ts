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

export function catalogueFilters(labels: CatalogueFilterLabels, categories: readonly string[]): FilterSelect<CatalogueFilter>[] {
  return [
    filterSelect('category', labels.category.label, labels.category.all, categories),
    filterSelect('status', labels.status.label, labels.status.all, { published: 'Published', draft: 'Draft', archived: 'Archived' }),
    filterSelect('featured', labels.featured.label, labels.featured.all, { true: 'Featured', false: 'Not Featured' }),
  ];
}
