import { z } from 'zod';
import { errorEnvelopeSchema } from '../common';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';
export type Access = 'public' | 'user' | 'admin' | 'webhook';

export interface RouteContract {
  method: HttpMethod;
  /** OpenAPI style path under /api, e.g. /api/users/{id} */
  path: string;
  service: 'identity' | 'catalogue' | 'billing' | 'library' | 'stores' | 'support' | 'gateway';
  summary: string;
  access: Access;
  tags?: string[];
  body?: z.ZodType;
  query?: z.ZodType;
  responses: Record<number, z.ZodType | undefined>;
  /** Largest request body in bytes when above the gateway's default (BODY_LIMIT_BYTES). */
  bodyLimit?: number;
}

const routes: RouteContract[] = [];

/** Declares a documented route; the OpenAPI document is generated from these declarations. */
export function defineRoute(route: RouteContract): RouteContract {
  routes.push(route);
  return route;
}
export function allRoutes(): RouteContract[] {
  return [...routes];
}

function jsonSchema(schema: z.ZodType, io: 'input' | 'output') {
  return z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' });
}

/** OpenAPI 3.1 (JSON Schema 2020-12 dialect) built from the zod schemas that also validate requests. */
export function buildOpenApiDocument(info: { title: string; version: string; description?: string }) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const operation: Record<string, unknown> = {
      summary: route.summary,
      tags: route.tags ?? [route.service],
      operationId: `${route.method}${route.path.replace(/[^a-zA-Z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
      security: route.access === 'public' || route.access === 'webhook' ? [] : [{ bearerAuth: [] }],
      responses: {} as Record<string, unknown>,
    };
    const params = [...route.path.matchAll(/\{([^}]+)\}/g)].map((m) => ({ name: m[1], in: 'path', required: true, schema: { type: 'string' } }));
    if (route.query) {
      const qs = jsonSchema(route.query, 'input') as { properties?: Record<string, unknown>; required?: string[] };
      for (const [name, schema] of Object.entries(qs.properties ?? {})) {
        params.push({ name, in: 'query', required: (qs.required ?? []).includes(name), schema: schema as { type: string } });
      }
    }
    if (params.length) operation.parameters = params;
    if (route.body) {
      operation.requestBody = { required: true, content: { 'application/json': { schema: jsonSchema(route.body, 'input') } } };
    }
    const responses = operation.responses as Record<string, unknown>;
    for (const [status, schema] of Object.entries(route.responses)) {
      responses[status] = {
        description: Number(status) < 400 ? 'Success' : 'Error',
        ...(schema ? { content: { 'application/json': { schema: jsonSchema(schema, 'output') } } } : {}),
      };
    }
    for (const status of route.access === 'public' ? ['400'] : route.access === 'admin' ? ['400', '401', '403'] : ['400', '401']) {
      if (!responses[status]) {
        responses[status] = { description: 'Error', content: { 'application/json': { schema: jsonSchema(errorEnvelopeSchema, 'output') } } };
      }
    }
    paths[route.path] ??= {};
    paths[route.path][route.method] = operation;
  }
  return {
    openapi: '3.1.0',
    info,
    servers: [{ url: '/' }],
    components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    paths,
  };
}
