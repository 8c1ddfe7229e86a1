import type { CatalogueItemDoc } from './catalogue-item.schema';

export const iso = (date: Date | string | undefined) => (date instanceof Date ? date.toISOString() : date ? new Date(date).toISOString() : new Date(0).toISOString());

/** Fields every catalogue answer carries (modules and sections). */
export function itemBaseFields(doc: CatalogueItemDoc) {
  return {
    _id: doc._id.toString(),
    slug: doc.slug,
    title: doc.title,
    description: doc.description ?? '',
    category: doc.category,
    thumbnail: doc.thumbnail ?? '',
    featured: Boolean(doc.featured),
    tags: doc.tags ?? [],
    author: doc.author ?? '',
    rating: doc.rating ?? 0,
    downloads: doc.downloads ?? 0,
    createdAt: iso(doc.createdAt),
    updatedAt: iso(doc.updatedAt),
  };
}
