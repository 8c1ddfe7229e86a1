import { successOf } from '../common';
import { defineRoute } from '../openapi/registry';
import { dashboardStatsSchema } from './admin.schemas';

/** Routes the gateway answers itself (composed from the services' own routes). */
export const adminRoutes = [
  defineRoute({
    service: 'gateway',
    tags: ['admin dashboard'],
    method: 'get',
    path: '/api/admin/stats/dashboard',
    access: 'admin',
    summary: "Dashboard figures composed by the gateway from identity, catalogue and billing; a slow or failing service leaves its parts null and named in `missing` (never a 500)",
    responses: { 200: successOf(dashboardStatsSchema) },
  }),
];
