import { createParamDecorator, ExecutionContext, HttpCode, RequestMapping, RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { allRoutes, HttpMethod, IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_MESSAGE, isIdempotencyKey, RouteContract } from '@liquify/contracts';
import { AppException, parseInput } from '@liquify/http';

type Part = 'body' | 'query';
const byHandler = new WeakMap<object, RouteContract>();

const joinPath = (...parts: (string | string[] | undefined)[]) =>
  `/${parts
    .map((p) => (Array.isArray(p) ? p[0] : p) ?? '')
    .join('/')
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? `{${segment.slice(1)}}` : segment))
    .join('/')}`;

/** The contract (libs/contracts `defineRoute`) of the handler being called: same method, same path. */
export function routeContractOf(controller: object, handler: object): RouteContract {
  const known = byHandler.get(handler);
  if (known) return known;
  const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod]?.toLowerCase();
  const path = joinPath(Reflect.getMetadata(PATH_METADATA, controller), Reflect.getMetadata(PATH_METADATA, handler));
  const route = allRoutes().find((r) => r.method === method && r.path === path);
  if (!route) throw new Error(`no route contract for ${method?.toUpperCase()} ${path}: declare it with defineRoute in libs/contracts`);
  byHandler.set(handler, route);
  return route;
}

const REQUEST_METHODS: Record<HttpMethod, RequestMethod> = {
  get: RequestMethod.GET,
  post: RequestMethod.POST,
  put: RequestMethod.PUT,
  patch: RequestMethod.PATCH,
  delete: RequestMethod.DELETE,
};

/**
 * Serves a route declared in libs/contracts with `defineRoute`: the handler's method and path are the
 * contract's (`{id}` becomes Nest's `:id`) and its success status is the contract's 2xx, so a controller
 * never writes a path again. Use it in a `@Controller()` without a prefix.
 *
 *   @ServeRoute(libraryModuleRoutes.add) add(@ValidBody() body: AddModuleRequest) { ... }
 */
export function ServeRoute(route: RouteContract): MethodDecorator {
  const path = route.path.replace(/^\//, '').replace(/\{(\w+)\}/g, ':$1');
  const success = Object.keys(route.responses)
    .map(Number)
    .find((status) => status >= 200 && status < 300);
  return (target, key, descriptor) => {
    RequestMapping({ method: REQUEST_METHODS[route.method], path })(target, key, descriptor);
    if (success !== undefined) HttpCode(success)(target, key, descriptor);
    byHandler.set(descriptor.value as object, route);
  };
}

function validInput(part: Part, context: ExecutionContext): unknown {
  const route = routeContractOf(context.getClass(), context.getHandler());
  const schema = route[part];
  if (!schema) throw new Error(`the contract of ${route.method.toUpperCase()} ${route.path} declares no ${part} schema`);
  return parseInput(schema, context.switchToHttp().getRequest<Record<Part, unknown>>()[part]);
}

/**
 * The request body, validated by the `body` schema of this route's contract (found by method and path in
 * libs/contracts): the schema that documents the route is the one that checks it. Bad input: 400 with the
 * envelope, `error` = the first issue's message, `details` = [{field, message}].
 *
 *   @Post() create(@ValidBody() body: EntryCreateRequest) { ... }
 */
export const ValidBody = createParamDecorator((_data: unknown, context: ExecutionContext) => validInput('body', context));

/** The query string, validated (and coerced, defaulted) by the `query` schema of this route's contract. */
export const ValidQuery = createParamDecorator((_data: unknown, context: ExecutionContext) => validInput('query', context));

/**
 * The request's `Idempotency-Key` header (libs/contracts idempotency.rules.ts), or undefined without one. Only on
 * a route whose contract says `idempotent: true` (which documents the header). A malformed key: 400
 * VALIDATION_FAILED naming the header, before anything is done.
 *
 *   @ServeRoute(supportTicketRoutes.create) create(@ValidBody() body: TicketCreateRequest, @IdempotencyKey() key?: string) { ... }
 */
export const IdempotencyKey = createParamDecorator((_data: unknown, context: ExecutionContext): string | undefined => {
  const route = routeContractOf(context.getClass(), context.getHandler());
  if (!route.idempotent) throw new Error(`the contract of ${route.method.toUpperCase()} ${route.path} does not declare idempotent: true`);
  const value = context.switchToHttp().getRequest<{ headers: Record<string, string | string[] | undefined> }>().headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
  if (value === undefined) return undefined;
  if (!isIdempotencyKey(value)) throw AppException.badRequest(IDEMPOTENCY_KEY_MESSAGE, [{ field: IDEMPOTENCY_KEY_HEADER, message: IDEMPOTENCY_KEY_MESSAGE }], 'VALIDATION_FAILED');
  return value;
});
