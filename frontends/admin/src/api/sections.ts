/** The admin sections calls (doc 3 §7 "Sections") on the catalogue service, with §8's default messages. */
import type { ApiClient } from '@liquify/api-client';
import type { adminSectionSchema, adminSectionsAnswerSchema, SectionCreateRequest, sectionStatsSchema } from '@liquify/contracts';
import type { z } from 'zod';
import { saving } from '../lib/save-failure';
import { ADMIN_PAGE_SIZE, wrap } from './users';

export type AdminSection = z.infer<typeof adminSectionSchema>;
export type SectionStats = z.infer<typeof sectionStatsSchema>;
export type SectionList = Omit<z.infer<typeof adminSectionsAnswerSchema>, 'success'>;
/** What the Create / Edit dialogs send (the contract's input; the server normalises and checks it again). */
export type SectionPayload = Pick<SectionCreateRequest, 'title' | 'description' | 'slug' | 'category' | 'code' | 'tags' | 'status' | 'featured'> &
  Partial<Pick<SectionCreateRequest, 'longDescription' | 'thumbnail' | 'demoUrl'>>;

export interface SectionQuery {
  page: number;
  search?: string;
  category?: string;
  status?: string;
  featured?: string;
}

export const sectionsApi = (api: ApiClient) => ({
  list: (query: SectionQuery) =>
    wrap('Failed to fetch sections', async () => {
      const body = await api.request<SectionList>('/admin/sections', { query: { ...query, limit: ADMIN_PAGE_SIZE } });
      return { sections: body.sections, pagination: body.pagination } satisfies SectionList;
    }),
  stats: () => wrap('Failed to fetch sections', async () => (await api.request<{ data: SectionStats }>('/admin/sections/stats/overview')).data),
  byId: (id: string) => wrap('Failed to fetch sections', async () => (await api.request<{ data: AdminSection }>(`/admin/sections/${id}`)).data),
  /** Failures are SaveFailures (a stale revision is a conflict, refused Liquid names its line). */
  create: (payload: SectionPayload) =>
    saving('Failed to create section', async () => (await api.request<{ data: AdminSection }>('/admin/sections', { method: 'POST', body: payload })).data),
  /** `revision`: the version the dialog was opened at (issue #25 item 3); a stale one is refused with 409. */
  update: (id: string, payload: Partial<SectionPayload>, revision: number) =>
    saving('Failed to update section', async () => (await api.request<{ data: AdminSection }>(`/admin/sections/${id}`, { method: 'PUT', body: { ...payload, revision } })).data),
  remove: (id: string) => wrap('Failed to delete section', () => api.request(`/admin/sections/${id}`, { method: 'DELETE' })),
  toggleFeatured: (id: string) =>
    wrap('Failed to toggle featured status', async () => (await api.request<{ data: AdminSection }>(`/admin/sections/${id}/featured`, { method: 'PUT' })).data),
});
