/**
 * Calling a route by its declaration (issue #27 item 2): the path, method and types come from
 * `@liquify/contracts/routes`, the light references of the routes libs/contracts declares, so no caller writes a
 * path again and a changed contract fails to compile where it is called.
 */
import type { CallableRoute, RouteAnswer, RouteBody, RouteParams, RouteQuery } from '@liquify/contracts/routes';
import type { ListParams } from './api-types';
import type { RequestOptions } from './api-client';

type HasParams<R> = [keyof RouteParams<R>] extends [never] ? false : RouteParams<R> extends Record<string, never> ? false : true;

/** What a call of `route` takes besides it: its params when its path has some, its body when it reads one. */
export type CallOptions<R extends CallableRoute> = Omit<RequestOptions, 'method' | 'body' | 'query'> &
  (HasParams<R> extends true ? { params: RouteParams<R> } : { params?: undefined }) &
  ([RouteBody<R>] extends [never] ? { body?: undefined } : { body: RouteBody<R> }) &
  // A route that declares no query schema still takes list filters (validated by the service).
  ([RouteQuery<R>] extends [never] ? { query?: ListParams } : { query?: RouteQuery<R> & ListParams });

/** The options argument: required when the route needs params or a body, optional otherwise. */
export type CallArgs<R extends CallableRoute> =
  HasParams<R> extends true ? [options: CallOptions<R>] : [RouteBody<R>] extends [never] ? [options?: CallOptions<R>] : [options: CallOptions<R>];

export type { RouteAnswer };

/**
 * The route's path under the API base with its `{name}` parameters filled (each URI-encoded): `/user-modules/e1`
 * for `/api/user-modules/{id}`. A missing parameter is a programming error and throws.
 */
export function routePath(route: CallableRoute, params?: Record<string, string | number>): string {
  const filled = route.path.replace(/\{([^}]+)\}/g, (_whole, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') throw new Error(`${route.method.toUpperCase()} ${route.path}: parameter '${name}' is missing`);
    return encodeURIComponent(String(value));
  });
  return filled.replace(/^\/api(?=\/)/, '');
}

/**
 * The TanStack Query key of a route's answer: `[path template, params, query]`. Every key of one route starts
 * with its path template, so `invalidateQueries({ queryKey: routeKey(route) })` reaches all of them, and
 * `routeKey(route, { id })` every query of that one resource.
 */
export function routeKey<R extends CallableRoute>(route: R, params?: Partial<RouteParams<R>>, query?: object): readonly unknown[] {
  if (query !== undefined) return [route.path, params ?? {}, query];
  if (params !== undefined) return [route.path, params];
  return [route.path];
}
