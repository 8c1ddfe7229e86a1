/** The admin sections calls (doc 3 §7 "Sections") on the catalogue service, with §8's default messages. */
import type { ApiClient } from '@liquify/api-client';
import type { adminSectionSchema, adminSectionsAnswerSchema, SectionCreateRequest, sectionStatsSchema } from '@liquify/contracts';
import type { z } from 'zod';
import { adminSectionRoutes, type RouteQuery } from '@liquify/contracts/routes';
import { saving } from '../lib/save-failure';
import { ADMIN_PAGE_SIZE, wrap } from './users';

export type AdminSection = z.infer<typeof adminSectionSchema>;
export type SectionStats = z.infer<typeof sectionStatsSchema>;
export type SectionList = Omit<z.infer<typeof adminSectionsAnswerSchema>, 'success'>;
/** What the Create / Edit dialogs send (the contract's input; the server normalises and checks it again). */
export type SectionPayload = Pick<SectionCreateRequest, 'title' | 'description' | 'slug' | 'category' | 'code' | 'tags' | 'status' | 'featured'> &
  Partial<Pick<SectionCreateRequest, 'longDescription' | 'thumbnail' | 'demoUrl'>>;

/**
 * The page and the filters as the address bar holds them (any text: the service validates them against the
 * contract's query and refuses an unknown one).
 */
export interface SectionQuery {
  page: number;
  search?: string;
  category?: string;
  status?: string;
  featured?: string;
}
/** The filters sent as they are: the contract's query types what the service accepts, not what a URL may hold. */
const sent = (query: SectionQuery) => query as Omit<SectionQuery, 'status' | 'featured'> & Pick<RouteQuery<typeof adminSectionRoutes.list>, 'status' | 'featured'>;

export const sectionsApi = (api: ApiClient) => ({
  list: (query: SectionQuery) =>
    wrap('Failed to fetch sections', async () => {
      const body = await api.callRoute(adminSectionRoutes.list, { query: { ...sent(query), limit: ADMIN_PAGE_SIZE } });
      return { sections: body.sections, pagination: body.pagination } satisfies SectionList;
    }),
  stats: () => wrap('Failed to fetch sections', async () => (await api.callRoute(adminSectionRoutes.stats)).data),
  byId: (id: string) => wrap('Failed to fetch sections', async () => (await api.callRoute(adminSectionRoutes.byId, { params: { id } })).data),
  /** Failures are SaveFailures (a stale revision is a conflict, refused Liquid names its line). */
  create: (payload: SectionPayload) =>
    saving('Failed to create section', async () => (await api.callRoute(adminSectionRoutes.create, { body: payload })).data),
  /** `revision`: the version the dialog was opened at (issue #25 item 3); a stale one is refused with 409. */
  update: (id: string, payload: Partial<SectionPayload>, revision: number) =>
    saving('Failed to update section', async () => (await api.callRoute(adminSectionRoutes.update, { params: { id }, body: { ...payload, revision } })).data),
  remove: (id: string) => wrap('Failed to delete section', () => api.callRoute(adminSectionRoutes.remove, { params: { id } })),
  toggleFeatured: (id: string) =>
    wrap('Failed to toggle featured status', async () => (await api.callRoute(adminSectionRoutes.featured, { params: { id } })).data),
});
