/**
 * The trash calls (issue #25 item 11): each service keeps the trash of what it owns, so the screen reads the
 * four lists and restores through the kind's own route.
 */
import type { ApiClient } from '@liquify/api-client';
import { TRASH_KINDS, type TrashedItem, type TrashKind } from '@liquify/contracts';
import { adminFaqRoutes, adminModuleRoutes, adminPlanRoutes, adminSectionRoutes } from '@liquify/contracts/routes';
import { wrap } from './users';

/** Each kind's trash routes: its list and its restore. */
export const TRASH_ROUTES = {
  module: { list: adminModuleRoutes.trash, restore: adminModuleRoutes.restore },
  section: { list: adminSectionRoutes.trash, restore: adminSectionRoutes.restore },
  plan: { list: adminPlanRoutes.trashed, restore: adminPlanRoutes.restore },
  faq: { list: adminFaqRoutes.trashed, restore: adminFaqRoutes.restore },
} as const satisfies Record<TrashKind, unknown>;

export const trashApi = (api: ApiClient) => ({
  list: () =>
    wrap('Impossible de charger la corbeille', async () => {
      const lists = await Promise.all(TRASH_KINDS.map((kind) => api.callRoute(TRASH_ROUTES[kind].list)));
      return lists.flatMap((answer) => answer.data);
    }),
  restore: (item: Pick<TrashedItem, '_id' | 'kind'>) => wrap('Impossible de restaurer cet élément', () => api.callRoute(TRASH_ROUTES[item.kind].restore, { params: { id: item._id } })),
});
