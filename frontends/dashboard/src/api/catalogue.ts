/** The catalogue's public calls the user area makes (doc 2 §7 "Catalogue"). */
import { routePath, type ApiClient } from '@liquify/api-client';
import { publicCatalogueRoutes } from '@liquify/contracts/routes';
import { CATALOGUE_FETCH_LIMIT } from '@liquify/contracts/rules';
import type { moduleListItemSchema, publicModuleSchema, publicSectionSchema, sectionListItemSchema } from '@liquify/contracts';
import type { z } from 'zod';

export type CatalogueModule = z.infer<typeof moduleListItemSchema>;
/** A module's detail: with its code when the plan allows it (`locked: false`), else its card (`locked: true`). */
export type CatalogueModuleDetail = z.infer<typeof publicModuleSchema>;
export type CatalogueSection = z.infer<typeof sectionListItemSchema>;
/** A section's detail: with its Liquid and settings when the plan allows it (`locked: false`), else its card. */
export type CatalogueSectionDetail = z.infer<typeof publicSectionSchema>;

/** All modules are fetched at once and paged on the client (doc 2 §4, §9). */
export { CATALOGUE_FETCH_LIMIT };
export const CATALOGUE_PAGE_SIZE = 20;
/** The module list is cached 5 minutes keyed by category, search and featured (doc 2 §4). */
export const MODULE_LIST_CACHE_MS = 5 * 60_000;
export const RELATED_FETCH = 5;
export const RELATED_SHOWN = 4;

/** The catalogue list filters the user area sends (the module list's key is this query: query-keys.ts). */
export interface ModuleListFilters {
  category?: string;
  search?: string;
  featured?: boolean;
  limit?: number;
}

/** GET /modules' query for `filters`: page 1, every module up to CATALOGUE_FETCH_LIMIT unless a limit is given. */
export function moduleListQuery(filters: ModuleListFilters = {}) {
  const featured = filters.featured === undefined ? undefined : filters.featured ? ('true' as const) : ('false' as const);
  return { page: 1, limit: filters.limit ?? CATALOGUE_FETCH_LIMIT, category: filters.category, search: filters.search, featured };
}

/** GET /sections' query: every section at once. */
export const SECTION_LIST_QUERY = { page: 1, limit: CATALOGUE_FETCH_LIMIT };

export const catalogueApi = {
  async modules(api: ApiClient, filters: ModuleListFilters = {}) {
    const body = await api.callRoute(publicCatalogueRoutes.modules, { auth: false, query: moduleListQuery(filters) });
    return { data: body?.data ?? [], total: body?.pagination?.totalModules ?? body?.data?.length ?? 0 };
  },
  /** Signed in: the catalogue answers the source only to a caller whose plan allows the item. */
  async module(api: ApiClient, slug: string): Promise<CatalogueModuleDetail> {
    const body = await api.callRoute(publicCatalogueRoutes.module, { params: { slug } });
    return body.data;
  },
  async sections(api: ApiClient) {
    const body = await api.callRoute(publicCatalogueRoutes.sections, { auth: false, query: SECTION_LIST_QUERY });
    return { data: body?.data ?? [], total: body?.pagination?.totalSections ?? body?.data?.length ?? 0 };
  },
  async section(api: ApiClient, slug: string): Promise<CatalogueSectionDetail> {
    const body = await api.callRoute(publicCatalogueRoutes.section, { params: { slug } });
    return body.data;
  },
};

/** The catalogue's server-rendered HTML preview of a published section (sandboxed by CSP). */
export function sectionPreviewSrc(apiBase: string, slug: string): string {
  return `${apiBase.replace(/\/+$/, '')}${routePath(publicCatalogueRoutes.sectionPreview, { slug })}`;
}
