/** The admin lists' CSV exports and bulk actions (issue #25 item 12). */
import type { ApiClient } from '@liquify/api-client';
import type { CatalogueBulkRequest, UsersBulkRequest } from '@liquify/contracts';
import { adminModuleRoutes, adminSectionRoutes, adminTicketRoutes, userRoutes } from '@liquify/contracts/routes';
import { wrap } from './users';

export type ExportedList = 'users' | 'modules' | 'sections' | 'tickets';

const EXPORT_ROUTE = {
  users: userRoutes.export,
  modules: adminModuleRoutes.export,
  sections: adminSectionRoutes.export,
  tickets: adminTicketRoutes.export,
} satisfies Record<ExportedList, unknown>;

const BULK_ROUTE = { modules: adminModuleRoutes.bulk, sections: adminSectionRoutes.bulk } as const;

type Filter = Record<string, string | number | undefined>;

export const listsApi = (api: ApiClient) => ({
  /** The list's current filter (every page) as a CSV file. */
  exportCsv: (list: ExportedList, filter: Filter, failed: string) => wrap(failed, async () => (await api.downloadRoute(EXPORT_ROUTE[list], { query: filter })).blob),
  bulkUsers: (request: UsersBulkRequest) => wrap('Failed to update users', () => api.callRoute(userRoutes.bulk, { body: request })),
  bulkCatalogue: (kind: 'modules' | 'sections', request: CatalogueBulkRequest, failed: string) =>
    wrap(failed, () => api.callRoute(BULK_ROUTE[kind], { body: request })),
});
