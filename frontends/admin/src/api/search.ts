/** GET /api/admin/search (issue #25 item 13): the header search, composed by the gateway. */
import type { ApiClient } from '@liquify/api-client';
import { adminGatewayRoutes } from '@liquify/contracts/routes';
import { wrap } from './users';

export const searchApi = (api: ApiClient) => ({
  search: (q: string) =>
    wrap('Search failed', async () => {
      const body = await api.callRoute(adminGatewayRoutes.search, { query: { q } });
      return body.data;
    }),
});
