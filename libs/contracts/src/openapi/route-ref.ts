import type { z } from 'zod';
import type { Access, HttpMethod, RouteContract } from './registry';

/**
 * What a caller needs of a route at run time (method, path, access), typed by the declaration it comes from.
 * The browser's light entry `@liquify/contracts/routes` holds one per declared route, so a front end calls a
 * route by name without loading its zod schemas; the types below read the declaration (erased at build).
 */
export interface RouteRef<R extends RouteContract = RouteContract> {
  readonly method: R['method'];
  readonly path: R['path'];
  readonly access: R['access'];
  /** Type only: the declaration this reference stands for (never set). */
  readonly __contract?: R;
}

/** A route a caller can use: its declaration or its light reference. */
export type CallableRoute = { readonly method: HttpMethod; readonly path: string; readonly access: Access };

export const routeRef = <R extends RouteContract>(method: R['method'], path: R['path'], access: R['access']): RouteRef<R> => ({ method, path, access });

/** The declaration behind a route or its reference. */
export type ContractOf<R> = R extends { readonly __contract?: infer C } ? (C extends RouteContract ? C : R) : R;

type ParamNames<P> = P extends `${string}{${infer K}}${infer Rest}` ? K | ParamNames<Rest> : never;
/** The path parameters of a route, by name (`/api/user-modules/{id}` → `{ id }`). */
export type RouteParams<R> = [PathParamName<R>] extends [never] ? Record<string, never> : { [K in PathParamName<R>]: string | number };
type PathParamName<R> = ParamNames<ContractOf<R> extends { path: infer P } ? P : never>;
/** True when the route's path has parameters. */
export type HasParams<R> = [PathParamName<R>] extends [never] ? false : true;

type Input<S> = S extends z.ZodType ? z.input<S> : never;
/** What the route's body accepts (its schema's input); `never` when it takes none. */
export type RouteBody<R> = ContractOf<R> extends { body: infer B } ? Input<B> : never;
/** What the route's query accepts (its schema's input); `never` when it reads none. */
export type RouteQuery<R> = ContractOf<R> extends { query: infer Q } ? Input<Q> : never;

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;
type Responses<R> = ContractOf<R> extends { responses: infer A } ? A : never;
/** The route's success answer: the schema of its first declared 2xx status (200, 201, 202, then 204). */
export type RouteAnswer<R> =
  Responses<R> extends { 200: infer S }
    ? Output<S>
    : Responses<R> extends { 201: infer S }
      ? Output<S>
      : Responses<R> extends { 202: infer S }
        ? Output<S>
        : Responses<R> extends { 204: infer S }
          ? Output<S>
          : unknown;
