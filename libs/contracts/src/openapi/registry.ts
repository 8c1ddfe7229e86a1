import { z } from 'zod';
import { errorEnvelopeSchema } from '../common';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_MAX, IDEMPOTENCY_KEY_PATTERN } from '../idempotency.rules';

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
  /** Media type of the 2xx answers when they are not JSON (a file download: `text/plain`, `application/zip`). */
  produces?: string;
  /**
   * Takes an `Idempotency-Key` header (idempotency.rules.ts): a request sent again with the same key answers what
   * the first one did instead of acting twice. Documented as an optional header parameter.
   */
  idempotent?: true;
}

const routes: RouteContract[] = [];

/**
 * Declares a documented route; the OpenAPI document is generated from these declarations. The route keeps its
 * literal type (method, path, schemas), from which callers derive its params, body and answer (`route-ref.ts`).
 */
export function defineRoute<const R extends RouteContract>(route: R): R {
  routes.push(route);
  return route;
}
export function allRoutes(): RouteContract[] {
  return [...routes];
}

type JsonSchema = Record<string, unknown>;

/**
 * The named schemas (zod `.meta({ id })`) of one document, kept once under components.schemas. zod puts
 * them in each schema's own `$defs` and points at them with `#/$defs/<id>`, which inside an OpenAPI
 * document resolves against the document root, where there is no `$defs`: they are moved here and the
 * references rewritten. A name whose input and output forms differ gets the input form as `<id>Input`.
 */
class Components {
  readonly schemas: Record<string, JsonSchema> = {};
  private readonly texts = new Map<string, string>();

  /** Converts one zod schema; its named parts join the components. */
  convert(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
    const { $schema: _dialect, $defs, ...root } = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as JsonSchema & {
      $defs?: Record<string, JsonSchema>;
    };
    const names = new Map<string, string>();
    for (const [id, def] of Object.entries($defs ?? {})) names.set(id, this.nameFor(id, io, def));
    const rewrite = (node: unknown): unknown => {
      if (Array.isArray(node)) return node.map(rewrite);
      if (!node || typeof node !== 'object') return node;
      return Object.fromEntries(
        Object.entries(node).map(([key, value]) => {
          if (key === '$ref' && typeof value === 'string' && value.startsWith('#/$defs/')) {
            const id = decodeURIComponent(value.slice('#/$defs/'.length));
            return [key, `#/components/schemas/${encodeURIComponent(names.get(id) ?? id)}`];
          }
          return [key, rewrite(value)];
        }),
      );
    };
    for (const [id, def] of Object.entries($defs ?? {})) {
      const name = names.get(id)!;
      this.schemas[name] ??= rewrite(def) as JsonSchema;
    }
    return rewrite(root) as JsonSchema;
  }

  /** The component name of `id` in this conversion: the same as before when the definition is the same. */
  private nameFor(id: string, io: 'input' | 'output', def: JsonSchema): string {
    // Compared with its references still in zod's form: identical definitions share one name.
    const text = JSON.stringify(def);
    for (const candidate of io === 'output' ? [id, `${id}Output`] : [id, `${id}Input`]) {
      const known = this.texts.get(candidate);
      if (known === undefined) {
        this.texts.set(candidate, text);
        return candidate;
      }
      if (known === text) return candidate;
    }
    let n = 2;
    while (this.texts.has(`${id}${n}`) && this.texts.get(`${id}${n}`) !== text) n++;
    this.texts.set(`${id}${n}`, text);
    return `${id}${n}`;
  }
}

/** OpenAPI 3.1 (JSON Schema 2020-12 dialect) built from the zod schemas that also validate requests. */
export function buildOpenApiDocument(info: { title: string; version: string; description?: string }) {
  const paths: Record<string, Record<string, unknown>> = {};
  const components = new Components();
  const jsonSchema = (schema: z.ZodType, io: 'input' | 'output') => components.convert(schema, io);
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
    if (route.idempotent) {
      params.push({
        name: IDEMPOTENCY_KEY_HEADER,
        in: 'header',
        required: false,
        schema: { type: 'string', minLength: 1, maxLength: IDEMPOTENCY_KEY_MAX, pattern: IDEMPOTENCY_KEY_PATTERN.source },
      } as (typeof params)[number]);
    }
    if (params.length) operation.parameters = params;
    if (route.body) {
      operation.requestBody = { required: true, content: { 'application/json': { schema: jsonSchema(route.body, 'input') } } };
    }
    const responses = operation.responses as Record<string, unknown>;
    for (const [status, schema] of Object.entries(route.responses)) {
      responses[status] = {
        description: Number(status) < 400 ? 'Success' : 'Error',
        ...(schema ? { content: { [Number(status) < 400 && route.produces ? route.produces : 'application/json']: { schema: jsonSchema(schema, 'output') } } } : {}),
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
    components: { schemas: components.schemas, securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    paths,
  };
}
