import { defineRoute, RouteContract } from '../openapi/registry';

/**
 * Documented routes (spec doc 2 §7, doc 3 §7) of services that are not built yet. They are declared so the
 * gateway's routing table knows them (it answers 503 with the envelope until the owning service exists) and
 * the OpenAPI document lists them. When a service lands, its routes move to `<service>/<service>.routes.ts`
 * with full request/response schemas and leave this file.
 */
type Planned = [RouteContract['method'], string, RouteContract['service'], RouteContract['access'], string];
const planned: Planned[] = [
  // support (doc 2 §7, doc 3 §7)
  ['get', '/api/support/faq', 'support', 'public', 'FAQ entries'],
  ['get', '/api/support/faq/categories', 'support', 'public', 'FAQ categories'],
  ['post', '/api/support/faq/{id}/vote', 'support', 'public', 'Vote on an FAQ entry'],
  ['post', '/api/support/faq/{id}/view', 'support', 'public', 'Count an FAQ view'],
  ['get', '/api/support/tickets', 'support', 'user', "The user's tickets"],
  ['post', '/api/support/tickets', 'support', 'user', 'Create a ticket'],
  ['get', '/api/support/tickets/{id}', 'support', 'user', 'A ticket'],
  ['post', '/api/support/tickets/{id}/messages', 'support', 'user', 'Reply to a ticket'],
  ['post', '/api/admin/support/faq/seed', 'support', 'admin', 'Seed the FAQ'],
  ['get', '/api/admin/support/tickets', 'support', 'admin', 'All tickets'],
  ['patch', '/api/admin/support/tickets/bulk', 'support', 'admin', 'Bulk-update tickets'],
  ['delete', '/api/admin/support/tickets/bulk', 'support', 'admin', 'Bulk-delete tickets'],
  ['patch', '/api/admin/support/tickets/{id}/status', 'support', 'admin', "Change a ticket's status"],
  ['patch', '/api/admin/support/tickets/{id}/assign', 'support', 'admin', 'Assign a ticket'],
];

export const plannedRoutes = planned.map(([method, path, service, access, summary]) =>
  defineRoute({ method, path, service, access, summary, tags: [service], responses: { 503: undefined } }),
);
