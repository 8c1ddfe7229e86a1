import { z } from 'zod';
import { ADMIN_SEARCH_KINDS, ADMIN_SEARCH_MAX_LENGTH, ADMIN_SEARCH_MIN_LENGTH, normalizeAdminSearchQuery } from './admin-search.rules';

export const ADMIN_SEARCH_QUERY_MESSAGE = `q must be ${ADMIN_SEARCH_MIN_LENGTH} to ${ADMIN_SEARCH_MAX_LENGTH} characters long`;

/** GET /api/admin/search?q= (issue #25 item 13). */
export const adminSearchQuerySchema = z.object({
  q: z
    .string({ error: ADMIN_SEARCH_QUERY_MESSAGE })
    .transform(normalizeAdminSearchQuery)
    .pipe(z.string().min(ADMIN_SEARCH_MIN_LENGTH, ADMIN_SEARCH_QUERY_MESSAGE).max(ADMIN_SEARCH_MAX_LENGTH, ADMIN_SEARCH_QUERY_MESSAGE)),
});
export type AdminSearchQuery = z.output<typeof adminSearchQuerySchema>;

export const adminSearchKindSchema = z.enum(ADMIN_SEARCH_KINDS);

/** One thing found: what the list shows (title, a line under it) and where it opens in the admin app. */
export const adminSearchHitSchema = z.object({
  kind: adminSearchKindSchema,
  id: z.string(),
  title: z.string(),
  subtitle: z.string(),
  href: z.string(),
});
export type AdminSearchHit = z.infer<typeof adminSearchHitSchema>;

/** One kind's hits; `error` names why its service could not be searched (the other kinds still answer). */
export const adminSearchGroupSchema = z.object({
  kind: adminSearchKindSchema,
  hits: z.array(adminSearchHitSchema),
  error: z.string().nullable(),
});
export type AdminSearchGroup = z.infer<typeof adminSearchGroupSchema>;

export const adminSearchResultSchema = z.object({ query: z.string(), groups: z.array(adminSearchGroupSchema) });
export type AdminSearchResult = z.infer<typeof adminSearchResultSchema>;
