import { adminSearchQuerySchema, allRoutes } from '@liquify/contracts';
import type { SessionVerifier } from '@liquify/auth';
import { parseInput, toErrorResponse } from '@liquify/http';
import type { FastifyInstance } from 'fastify';
import { GatewayConfig } from '../config';
import { authorizeAtEdge } from '../routing/edge-auth';
import { GatewayRoute } from '../routing/route-table';
import { Upstreams } from '../routing/upstreams';
import { composeAdminSearch } from './admin-search';
import { composeDashboardStats } from './dashboard-stats';

export interface ComposedPluginOptions {
  upstreams: Upstreams;
  config: GatewayConfig;
  sessions: SessionVerifier;
}

const DASHBOARD_PATH = '/api/admin/stats/dashboard';
const SEARCH_PATH = '/api/admin/search';

function declaredRoute(path: string): GatewayRoute {
  const declared = allRoutes().find((r) => r.service === 'gateway' && r.path === path);
  if (!declared) throw new Error(`${path} is not declared in @liquify/contracts`);
  return { method: 'GET', url: path, path, service: 'identity', access: declared.access };
}

/**
 * Routes the gateway answers itself (declared with service 'gateway' in @liquify/contracts): the admin
 * dashboard, composed from identity, catalogue and billing within DASHBOARD_DEADLINE_MS, and the admin search
 * (issue #25 item 13), composed from every service's admin list within the same deadline.
 */
export async function composedPlugin(scope: FastifyInstance, options: ComposedPluginOptions) {
  const { upstreams, config, sessions } = options;
  const route = declaredRoute(DASHBOARD_PATH);
  const searchRoute = declaredRoute(SEARCH_PATH);
  scope.setErrorHandler((error: Error, request, reply) => {
    const { status, body } = toErrorResponse(error);
    body.requestId = String(request.id);
    if (status >= 500) request.log.error({ err: error }, 'gateway error');
    return reply.status(status).send(body);
  });
  scope.get(DASHBOARD_PATH, async (request, reply) => {
    await authorizeAtEdge(route, request.headers.authorization, sessions);
    const data = await composeDashboardStats(
      (service) => upstreams.pool(service),
      String(request.headers.authorization),
      String(request.id),
      config.DASHBOARD_DEADLINE_MS,
    );
    reply.header('cache-control', 'no-store');
    return reply.send({ success: true, data });
  });
  scope.get(SEARCH_PATH, async (request, reply) => {
    await authorizeAtEdge(searchRoute, request.headers.authorization, sessions);
    const { q } = parseInput(adminSearchQuerySchema, request.query);
    const data = await composeAdminSearch(q, (service) => upstreams.pool(service), String(request.headers.authorization), String(request.id), config.DASHBOARD_DEADLINE_MS);
    reply.header('cache-control', 'no-store');
    return reply.send({ success: true, data });
  });
}
