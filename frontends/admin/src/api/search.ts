/** GET /api/admin/search (issue #25 item 13): the header search, composed by the gateway. */
import type { ApiClient } from '@liquify/api-client';
import type { AdminSearchResult } from '@liquify/contracts';
import { wrap } from './users';

export const searchApi = (api: ApiClient) => ({
  search: (q: string) =>
    wrap('Search failed', async () => {
      const body = await api.request<{ data: AdminSearchResult }>('/admin/search', { query: { q } });
      return body.data;
    }),
});
