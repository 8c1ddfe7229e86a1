import { defineRoute, RouteContract } from '../openapi/registry';

/**
 * Documented routes (spec doc 2 §7, doc 3 §7) of services that are not built yet. They are declared so the
 * gateway's routing table knows them (it answers 503 with the envelope until the owning service exists) and
 * the OpenAPI document lists them. When a service lands, its routes move to `<service>/<service>.routes.ts`
 * with full request/response schemas and leave this file.
 */
type Planned = [RouteContract['method'], string, RouteContract['service'], RouteContract['access'], string];
const planned: Planned[] = [
  // library (doc 2 §7)
  ['get', '/api/user-modules/library', 'library', 'user', "The user's library modules"],
  ['post', '/api/user-modules/add', 'library', 'user', 'Add a module to the library'],
  ['delete', '/api/user-modules/remove/{id}', 'library', 'user', 'Remove a module from the library'],
  ['get', '/api/user-modules/quota-check', 'library', 'user', 'Module quota check'],
  ['get', '/api/user-modules/{id}', 'library', 'user', 'A library module'],
  ['put', '/api/user-modules/{id}', 'library', 'user', 'Save a library module'],
  ['get', '/api/user-sections/library', 'library', 'user', "The user's library sections"],
  ['post', '/api/user-sections/add', 'library', 'user', 'Add a section to the library'],
  ['delete', '/api/user-sections/remove/{id}', 'library', 'user', 'Remove a section from the library'],
  ['get', '/api/user-sections/quota-check', 'library', 'user', 'Section quota check'],
  ['get', '/api/user-sections/{id}', 'library', 'user', 'A library section'],
  ['put', '/api/user-sections/{id}', 'library', 'user', 'Save a library section'],
  ['get', '/api/remote-modules/generate-token/{id}', 'library', 'user', 'Remote snippet token for a library module'],
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
