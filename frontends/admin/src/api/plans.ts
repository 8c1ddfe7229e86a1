/** The plan administration calls (doc 3 §7 "Plans") on the billing service, with §8's default messages. */
import type { ApiClient } from '@liquify/api-client';
import type { AdminPlanDto, CreatePlanRequest, planDeletedResultSchema, planItemEntrySchema, syncStripeResultSchema, UpdatePlanRequest } from '@liquify/contracts';
import type { z } from 'zod';
import { adminPlanRoutes } from '@liquify/contracts/routes';
import { wrap } from './users';

export type AdminPlan = AdminPlanDto;
export type PlanItemEntry = z.infer<typeof planItemEntrySchema>;
export type PlanItemKind = 'modules' | 'sections';
export type PlanDeleted = Omit<z.infer<typeof planDeletedResultSchema>, 'success'>;
export type SyncStripeResult = Omit<z.infer<typeof syncStripeResultSchema>, 'success'>;

const ITEM_MESSAGES = {
  modules: { fetch: 'Failed to fetch plan modules', update: 'Failed to update allowed modules' },
  sections: { fetch: 'Failed to fetch plan sections', update: 'Failed to update allowed sections' },
} as const;

/** Each kind's list of the plan's allowed items. */
const ITEM_LIST = { modules: adminPlanRoutes.modules, sections: adminPlanRoutes.sections } as const;

export const plansApi = (api: ApiClient) => ({
  list: () => wrap('Failed to fetch plans', async () => (await api.callRoute(adminPlanRoutes.list)).data),
  get: (id: string) => api.callRoute(adminPlanRoutes.get, { params: { id } }).then((body) => body.data),
  create: (payload: CreatePlanRequest) =>
    wrap('Failed to create plan', async () => (await api.callRoute(adminPlanRoutes.create, { body: payload })).data),
  update: (id: string, payload: UpdatePlanRequest) =>
    wrap('Failed to update plan', async () => (await api.callRoute(adminPlanRoutes.update, { params: { id }, body: payload })).data),
  remove: (id: string) =>
    wrap('Failed to delete plan', async () => {
      const { message, data } = await api.callRoute(adminPlanRoutes.remove, { params: { id } });
      return { message, data } satisfies PlanDeleted;
    }),
  items: (id: string, kind: PlanItemKind) =>
    wrap(ITEM_MESSAGES[kind].fetch, async () => (await api.callRoute(ITEM_LIST[kind], { params: { id } })).data),
  setAllowed: (id: string, kind: PlanItemKind, ids: string[]) =>
    wrap<unknown>(ITEM_MESSAGES[kind].update, () =>
      kind === 'modules'
        ? api.callRoute(adminPlanRoutes.setModules, { params: { id }, body: { allowedModules: ids } })
        : api.callRoute(adminPlanRoutes.setSections, { params: { id }, body: { allowedSections: ids } }),
    ),
  /** Each plan's price id and sync state at the current provider (issue #25 item 6). */
  syncState: () => wrap('Failed to fetch plans', async () => (await api.callRoute(adminPlanRoutes.syncState)).data),
  syncStripe: () =>
    wrap('Failed to sync with Stripe', async () => {
      const { message, data } = await api.callRoute(adminPlanRoutes.syncStripe);
      return { message, data } satisfies SyncStripeResult;
    }),
});
