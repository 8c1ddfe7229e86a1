import { z } from 'zod';
import { bulkIdsSchema } from '../bulk/bulk';
import { catalogueStatusSchema } from './catalogue.schemas';

/**
 * POST /api/admin/modules/bulk and /api/admin/sections/bulk (issue #25 item 12): set the status, set
 * featured on or off, or delete (to the trash), for up to 100 items; each item follows the single route's rules.
 */
export const catalogueBulkRequestSchema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('status'), ids: bulkIdsSchema, status: catalogueStatusSchema }),
    z.object({ action: z.literal('featured'), ids: bulkIdsSchema, featured: z.boolean({ error: 'Featured must be true or false' }) }),
    z.object({ action: z.literal('delete'), ids: bulkIdsSchema }),
  ],
  { error: 'action must be one of status, featured, delete' },
);
export type CatalogueBulkRequest = z.infer<typeof catalogueBulkRequestSchema>;

/** The CSV export's columns (modules and sections alike), in order. */
export const CATALOGUE_EXPORT_COLUMNS = ['id', 'title', 'slug', 'category', 'status', 'featured', 'downloads', 'tags', 'createdAt', 'updatedAt'] as const;
