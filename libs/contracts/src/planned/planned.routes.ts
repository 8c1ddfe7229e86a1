import { defineRoute, RouteContract } from '../openapi/registry';

/**
 * Documented routes (spec doc 2 §7, doc 3 §7) of services that are not built yet. They are declared so the
 * gateway's routing table knows them (it answers 503 with the envelope until the owning service exists) and
 * the OpenAPI document lists them. When a service lands, its routes move to `<service>/<service>.routes.ts`
 * with full request/response schemas and leave this file.
 */
type Planned = [RouteContract['method'], string, RouteContract['service'], RouteContract['access'], string];
const planned: Planned[] = [
];

export const plannedRoutes = planned.map(([method, path, service, access, summary]) =>
  defineRoute({ method, path, service, access, summary, tags: [service], responses: { 503: undefined } }),
);
