/** The plan administration calls (doc 3 §7 "Plans") on the billing service, with §8's default messages. */
import type { ApiClient } from '@liquify/api-client';
import type { AdminPlanDto, PlanPriceSyncDto, CreatePlanRequest, planDeletedResultSchema, planItemEntrySchema, syncStripeResultSchema, UpdatePlanRequest } from '@liquify/contracts';
import type { z } from 'zod';
import { wrap } from './users';

export type AdminPlan = AdminPlanDto;
export type PlanItemEntry = z.infer<typeof planItemEntrySchema>;
export type PlanItemKind = 'modules' | 'sections';
export type PlanDeleted = Omit<z.infer<typeof planDeletedResultSchema>, 'success'>;
export type SyncStripeResult = Omit<z.infer<typeof syncStripeResultSchema>, 'success'>;

const ITEM_MESSAGES = {
  modules: { fetch: 'Failed to fetch plan modules', update: 'Failed to update allowed modules', field: 'allowedModules' },
  sections: { fetch: 'Failed to fetch plan sections', update: 'Failed to update allowed sections', field: 'allowedSections' },
} as const;

export const plansApi = (api: ApiClient) => ({
  list: () => wrap('Failed to fetch plans', async () => (await api.request<{ data: AdminPlan[] }>('/admin/plans')).data),
  get: (id: string) => api.request<{ data: AdminPlan }>(`/admin/plans/${id}`).then((body) => body.data),
  create: (payload: CreatePlanRequest) =>
    wrap('Failed to create plan', async () => (await api.request<{ data: AdminPlan }>('/admin/plans', { method: 'POST', body: payload })).data),
  update: (id: string, payload: UpdatePlanRequest) =>
    wrap('Failed to update plan', async () => (await api.request<{ data: AdminPlan }>(`/admin/plans/${id}`, { method: 'PUT', body: payload })).data),
  remove: (id: string) =>
    wrap('Failed to delete plan', async () => {
      const { message, data } = await api.request<PlanDeleted>(`/admin/plans/${id}`, { method: 'DELETE' });
      return { message, data } satisfies PlanDeleted;
    }),
  items: (id: string, kind: PlanItemKind) =>
    wrap(ITEM_MESSAGES[kind].fetch, async () => (await api.request<{ data: PlanItemEntry[] }>(`/admin/plans/${id}/${kind}`)).data),
  setAllowed: (id: string, kind: PlanItemKind, ids: string[]) =>
    wrap(ITEM_MESSAGES[kind].update, () => api.request(`/admin/plans/${id}/${kind}`, { method: 'PUT', body: { [ITEM_MESSAGES[kind].field]: ids } })),
  /** Each plan's price id and sync state at the current provider (issue #25 item 6). */
  syncState: () => wrap('Failed to fetch plans', async () => (await api.request<{ data: PlanPriceSyncDto }>('/admin/plans/sync-stripe')).data),
  syncStripe: () =>
    wrap('Failed to sync with Stripe', async () => {
      const { message, data } = await api.request<SyncStripeResult>('/admin/plans/sync-stripe', { method: 'POST' });
      return { message, data } satisfies SyncStripeResult;
    }),
});
