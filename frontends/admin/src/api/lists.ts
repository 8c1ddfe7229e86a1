/** The admin lists' CSV exports and bulk actions (issue #25 item 12). */
import type { ApiClient } from '@liquify/api-client';
import type { BulkAnswer, CatalogueBulkRequest, UsersBulkRequest } from '@liquify/contracts';
import { wrap } from './users';

export type ExportedList = 'users' | 'modules' | 'sections' | 'tickets';

const EXPORT_PATH: Record<ExportedList, string> = {
  users: '/admin/users/export',
  modules: '/admin/modules/export',
  sections: '/admin/sections/export',
  tickets: '/admin/support/tickets/export',
};

type Filter = Record<string, string | number | undefined>;
type Outcome = Pick<BulkAnswer, 'message' | 'data'>;

export const listsApi = (api: ApiClient) => ({
  /** The list's current filter (every page) as a CSV file. */
  exportCsv: (list: ExportedList, filter: Filter, failed: string) => wrap(failed, () => api.download(EXPORT_PATH[list], filter)),
  bulkUsers: (request: UsersBulkRequest) => wrap('Failed to update users', () => api.request<Outcome>('/admin/users/bulk', { method: 'POST', body: request })),
  bulkCatalogue: (kind: 'modules' | 'sections', request: CatalogueBulkRequest, failed: string) =>
    wrap(failed, () => api.request<Outcome>(`/admin/${kind}/bulk`, { method: 'POST', body: request })),
});
