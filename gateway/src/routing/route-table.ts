import { allRoutes, RouteContract } from '@liquify/contracts';

export interface GatewayRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Fastify path, e.g. /api/users/:id */
  url: string;
  /** Documented path, e.g. /api/users/{id} */
  path: string;
  service: Exclude<RouteContract['service'], 'gateway'>;
  access: RouteContract['access'];
  /** Larger body limit than the gateway's default, declared with the route. */
  bodyLimit?: number;
}

/**
 * One routing table for the whole API, generated from the route declarations in @liquify/contracts
 * (the same declarations that produce the OpenAPI document), so a documented route cannot be forgotten.
 */
export function buildRouteTable(routes: RouteContract[] = allRoutes()): GatewayRoute[] {
  const seen = new Map<string, GatewayRoute>();
  for (const route of routes) {
    if (route.service === 'gateway') continue;
    if (!route.path.startsWith('/api/')) throw new Error(`Route ${route.path} is outside /api`);
    const entry: GatewayRoute = {
      method: route.method.toUpperCase() as GatewayRoute['method'],
      url: route.path.replace(/\{([^}]+)\}/g, ':$1'),
      path: route.path,
      service: route.service,
      access: route.access,
      ...(route.bodyLimit ? { bodyLimit: route.bodyLimit } : {}),
    };
    const key = `${entry.method} ${entry.url.replace(/:[^/]+/g, ':')}`;
    const previous = seen.get(key);
    if (previous) {
      throw new Error(
        previous.service === entry.service ? `${key} is declared twice by ${entry.service}` : `${key} is declared by both ${previous.service} and ${entry.service}`,
      );
    }
    seen.set(key, entry);
  }
  return [...seen.values()];
}
