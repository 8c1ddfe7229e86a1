import { allRoutes } from '@liquify/contracts';
import type { SessionVerifier } from '@liquify/auth';
import { toErrorResponse } from '@liquify/http';
import type { FastifyInstance } from 'fastify';
import { GatewayConfig } from '../config';
import { authorizeAtEdge } from '../routing/edge-auth';
import { GatewayRoute } from '../routing/route-table';
import { Upstreams } from '../routing/upstreams';
import { composeDashboardStats } from './dashboard-stats';

export interface ComposedPluginOptions {
  upstreams: Upstreams;
  config: GatewayConfig;
  sessions: SessionVerifier;
}

const DASHBOARD_PATH = '/api/admin/stats/dashboard';

/**
 * Routes the gateway answers itself (declared with service 'gateway' in @liquify/contracts): the admin
 * dashboard, composed from identity, catalogue and billing within DASHBOARD_DEADLINE_MS.
 */
export async function composedPlugin(scope: FastifyInstance, options: ComposedPluginOptions) {
  const { upstreams, config, sessions } = options;
  const declared = allRoutes().find((r) => r.service === 'gateway' && r.path === DASHBOARD_PATH);
  if (!declared) throw new Error(`${DASHBOARD_PATH} is not declared in @liquify/contracts`);
  const route: GatewayRoute = { method: 'GET', url: DASHBOARD_PATH, path: DASHBOARD_PATH, service: 'identity', access: declared.access };
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
}
