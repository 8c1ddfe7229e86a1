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
  // stores (doc 2 §7)
  ['get', '/api/stores', 'stores', 'user', "The user's stores"],
  ['post', '/api/stores', 'stores', 'user', 'Create a store'],
  ['post', '/api/stores/quota-check', 'stores', 'user', 'Store quota check'],
  ['get', '/api/stores/{id}', 'stores', 'user', 'A store'],
  ['put', '/api/stores/{id}', 'stores', 'user', 'Update a store'],
  ['delete', '/api/stores/{id}', 'stores', 'user', 'Delete a store'],
  ['post', '/api/stores/{id}/modules', 'stores', 'user', 'Add a module to a store'],
  ['delete', '/api/stores/{id}/modules/{moduleId}', 'stores', 'user', 'Remove a module from a store'],
  ['post', '/api/stores/{id}/sections', 'stores', 'user', 'Add a section to a store'],
  ['delete', '/api/stores/{id}/sections/{sectionId}', 'stores', 'user', 'Remove a section from a store'],
];

export const plannedRoutes = planned.map(([method, path, service, access, summary]) =>
  defineRoute({ method, path, service, access, summary, tags: [service], responses: { 503: undefined } }),
);
