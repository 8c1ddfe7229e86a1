/** The catalogue's admin module calls (doc 3 §7 "Modules"); shapes inferred from the contracts. */
import type { ApiClient } from '@liquify/api-client';
import { CATALOGUE_MAX_LIMIT, type adminModuleSchema, type moduleCreateRequestSchema, type moduleStatsSchema } from '@liquify/contracts';
import { adminModuleRoutes, type RouteQuery } from '@liquify/contracts/routes';
import type { z } from 'zod';
import { saving } from '../lib/save-failure';
import { ADMIN_PAGE_SIZE, wrap } from './users';

export type AdminModule = z.infer<typeof adminModuleSchema>;
export type ModuleStats = z.infer<typeof moduleStatsSchema>;
/** What the editor sends on create and update (the server recomputes code and hasLiquidCode from it). */
export type ModulePayload = z.input<typeof moduleCreateRequestSchema> & { hasLiquidCode: boolean };

/**
 * The page and the filters as the address bar holds them (any text: the service validates them against the
 * contract's query and refuses an unknown one).
 */
export interface ModuleListQuery {
  page: number;
  search?: string;
  category?: string;
  status?: string;
  featured?: string;
}
/** The filters sent as they are: the contract's query types what the service accepts, not what a URL may hold. */
const sent = (query: ModuleListQuery) => query as Omit<ModuleListQuery, 'status' | 'featured'> & Pick<RouteQuery<typeof adminModuleRoutes.list>, 'status' | 'featured'>;

export interface ModuleList {
  modules: AdminModule[];
  pagination: { page: number; limit: number; total: number; pages: number };
}

const EMPTY: ModuleList['pagination'] = { page: 1, limit: ADMIN_PAGE_SIZE, total: 0, pages: 0 };

/** Doc 3 §8: a module list response of invalid structure is treated as empty. */
export function moduleListOf(body: unknown, page: number): ModuleList {
  const answer = body as { modules?: unknown; pagination?: Partial<ModuleList['pagination']> } | null;
  if (!answer || !Array.isArray(answer.modules)) return { modules: [], pagination: { ...EMPTY, page } };
  const p = answer.pagination ?? {};
  const limit = typeof p.limit === 'number' && p.limit > 0 ? p.limit : ADMIN_PAGE_SIZE;
  const total = typeof p.total === 'number' ? p.total : answer.modules.length;
  const pages = typeof p.pages === 'number' ? p.pages : Math.ceil(total / limit);
  return { modules: answer.modules as AdminModule[], pagination: { page: typeof p.page === 'number' ? p.page : page, limit, total, pages } };
}

const data = <T>(body: { data: T }) => body.data;

/** The query of every module at once (its key is built from it too). */
export const ALL_MODULES_QUERY = { page: 1, limit: CATALOGUE_MAX_LIMIT };

export const modulesApi = (api: ApiClient) => ({
  list: (query: ModuleListQuery) =>
    wrap('Failed to fetch modules', async () => moduleListOf(await api.callRoute(adminModuleRoutes.list, { query: { ...sent(query), limit: ADMIN_PAGE_SIZE } }), query.page)),
  /** Every module (the editor builds its category list from them, doc 3 §2). */
  all: () => wrap('Failed to fetch modules', async () => moduleListOf(await api.callRoute(adminModuleRoutes.list, { query: ALL_MODULES_QUERY }), 1).modules),
  /** Doc 3 §8: failing to fetch stats only logs a warning; the cards show a dash. */
  stats: async (): Promise<ModuleStats | null> => {
    try {
      return data(await api.callRoute(adminModuleRoutes.stats));
    } catch (error) {
      console.warn('Failed to fetch module stats', error);
      return null;
    }
  },
  bySlug: (slug: string) => wrap('Impossible de charger le module', async () => data(await api.callRoute(adminModuleRoutes.bySlug, { params: { slug } }))),
  byId: (id: string) => wrap('Impossible de charger le module', async () => data(await api.callRoute(adminModuleRoutes.byId, { params: { id } }))),
  /** Failures are SaveFailures (a stale revision is a conflict, refused Liquid names its line). */
  create: (payload: ModulePayload) => saving('Failed to create module', async () => data(await api.callRoute(adminModuleRoutes.create, { body: payload }))),
  /** `revision`: the version the editor was read at (issue #25 item 3); a stale one is refused with 409. */
  update: (id: string, payload: ModulePayload, revision: number) =>
    saving('Failed to update module', async () => data(await api.callRoute(adminModuleRoutes.update, { params: { id }, body: { ...payload, revision } }))),
  remove: (id: string) => wrap('Failed to delete module', () => api.callRoute(adminModuleRoutes.remove, { params: { id } })),
  toggleFeatured: (id: string) =>
    wrap('Failed to toggle featured status', async () => data(await api.callRoute(adminModuleRoutes.featured, { params: { id } }))),
});
