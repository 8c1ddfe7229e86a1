import { errorEnvelopeSchema, successOf } from '../common';
import { adminSearchQuerySchema, adminSearchResultSchema } from './admin-search.schemas';
import { defineRoute } from '../openapi/registry';
import { dashboardStatsSchema } from './admin.schemas';

/** Routes the gateway answers itself (composed from the services' own routes). */
export const adminGatewayRoutes = {
  dashboardStats: defineRoute({
    service: 'gateway',
    tags: ['admin dashboard'],
    method: 'get',
    path: '/api/admin/stats/dashboard',
    access: 'admin',
    summary: "Dashboard figures composed by the gateway from identity, catalogue and billing; a slow or failing service leaves its parts null and named in `missing` (never a 500)",
    responses: { 200: successOf(dashboardStatsSchema) },
  }),
  search: defineRoute({
    service: 'gateway',
    tags: ['admin search'],
    method: 'get',
    path: '/api/admin/search',
    access: 'admin',
    summary:
      "The back office's one search (Ctrl/Cmd+K): users, modules, sections, plans and tickets by name, e-mail, title, slug or short id, a few of each, grouped; a kind whose service fails keeps an error note (never a 500)",
    query: adminSearchQuerySchema,
    responses: { 200: successOf(adminSearchResultSchema), 400: errorEnvelopeSchema },
  }),
};
export const adminRoutes = Object.values(adminGatewayRoutes);
