import type { ApiClient } from '@liquify/api-client';
import type { AuditLogEntry } from '@liquify/contracts';
import { auditLogRoute } from '@liquify/contracts/routes';
import type { PageInfo } from '../components/ListControls';
import { wrap } from './users';

export type { AuditLogEntry };
export interface AuditLogPage {
  entries: AuditLogEntry[];
  pagination: PageInfo;
}

/** GET /api/admin/audit-log's query as the screen sends it (absent: no filter). */
export type AuditLogRequest = Partial<
  Record<'search' | 'entity' | 'action' | 'actor' | 'from' | 'to', string>
> & { page: number };

export const AUDIT_LOG_PAGE_SIZE = 25;

export const auditLogApi = (api: ApiClient) => ({
  list: (query: AuditLogRequest) =>
    wrap("Impossible de charger le journal d'audit", async () => {
      const body = await api.callRoute(auditLogRoute, {
        query: { ...query, limit: AUDIT_LOG_PAGE_SIZE },
      });
      return { entries: body.data, pagination: body.pagination } satisfies AuditLogPage;
    }),
});
