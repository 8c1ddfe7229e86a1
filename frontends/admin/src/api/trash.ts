/**
 * The trash calls (issue #25 item 11): each service keeps the trash of what it owns, so the screen reads the
 * four lists and restores through the kind's own route.
 */
import type { ApiClient } from '@liquify/api-client';
import { TRASH_KINDS, type TrashedItem, type TrashKind } from '@liquify/contracts';
import { wrap } from './users';

/** Where each kind's admin routes live (GET <base>/trash, POST <base>/{id}/restore). */
export const TRASH_BASE: Record<TrashKind, string> = {
  module: '/admin/modules',
  section: '/admin/sections',
  plan: '/admin/plans',
  faq: '/admin/support/faq',
};

/** The admin lists a restore changes (their query keys), so they show the item again at once. */
export const LISTS_OF_KIND: Record<TrashKind, readonly string[]> = {
  module: ['admin', 'modules'],
  section: ['admin', 'sections'],
  plan: ['admin', 'plans'],
  faq: ['admin', 'support', 'faq'],
};

export const TRASH_KEY = ['admin', 'trash'] as const;

export const trashApi = (api: ApiClient) => ({
  list: () =>
    wrap('Impossible de charger la corbeille', async () => {
      const lists = await Promise.all(TRASH_KINDS.map((kind) => api.request<{ data: TrashedItem[] }>(`${TRASH_BASE[kind]}/trash`)));
      return lists.flatMap((answer) => answer.data);
    }),
  restore: (item: Pick<TrashedItem, '_id' | 'kind'>) => wrap('Impossible de restaurer cet élément', () => api.request(`${TRASH_BASE[item.kind]}/${item._id}/restore`, { method: 'POST' })),
});
