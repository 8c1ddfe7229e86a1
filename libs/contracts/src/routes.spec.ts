import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as full from './index';
import { allRoutes, type RouteContract } from './openapi/registry';
import type { RouteAnswer, RouteBody, RouteParams, RouteQuery } from './openapi/route-ref';
import { routeRefsSource } from './openapi/route-refs.source';
import * as routes from './routes';
import { filesLoadedBy, packagesLoadedBy } from '../test/files-loaded-by';

type Ref = { method: string; path: string; access: string };
const refsOf = (value: unknown): Ref[] =>
  value && typeof value === 'object' && 'path' in value ? [value as Ref] : Object.values(value as Record<string, Ref>);

describe('@liquify/contracts/routes, the routes a browser calls by name', () => {
  it('is what the route declarations give (regenerate: node scripts/contracts/route-refs.mjs --write)', () => {
    expect(readFileSync(path.join(__dirname, 'routes.ts'), 'utf8')).toBe(routeRefsSource(full as Record<string, unknown>, allRoutes()));
  });

  it('names every declared route, with its own method, path and access', () => {
    const declared = new Set(allRoutes().map((r) => `${r.method} ${r.path} ${r.access}`));
    const referenced = new Set(Object.values(routes).flatMap(refsOf).map((r) => `${r.method} ${r.path} ${r.access}`));
    expect([...declared].filter((r) => !referenced.has(r))).toEqual([]);
    expect([...referenced].filter((r) => !declared.has(r))).toEqual([]);
    expect(routes.libraryModuleRoutes.get).toEqual({ method: 'get', path: '/api/user-modules/{id}', access: 'user' });
  });

  it('loads no package (no zod) and no declaration: only the reference helper', () => {
    expect(packagesLoadedBy(path.join(__dirname, 'routes.ts'))).toEqual([]);
    expect([...filesLoadedBy(path.join(__dirname, 'routes.ts')).keys()].map((f) => path.relative(__dirname, f)).sort()).toEqual([
      'openapi/route-ref.ts',
      'routes.ts',
    ]);
  });

  it('refuses a declared route that no export names', () => {
    const stray = { method: 'get', path: '/api/stray', access: 'user' } as RouteContract;
    expect(() => routeRefsSource(full as Record<string, unknown>, [...allRoutes(), stray])).toThrow('GET /api/stray');
  });

  it('types params, query, body and answer from the declaration', () => {
    // Compile-time checks (the typecheck target runs on specs too); each line fails to compile if a type drifts.
    const params: RouteParams<typeof routes.libraryModuleRoutes.get> = { id: 'e1' };
    const noParams: RouteParams<typeof routes.libraryModuleRoutes.list> = {};
    const body: RouteBody<typeof routes.libraryModuleRoutes.add> = { moduleId: 'm1' };
    const query: RouteQuery<typeof routes.libraryModuleRoutes.quotaCheck> = { moduleSlug: 'hero' };
    const answer = (a: RouteAnswer<typeof routes.libraryModuleRoutes.list>) => a.data.map((card) => card._id);
    const created = (a: RouteAnswer<typeof routes.libraryModuleRoutes.add>) => a.data.customValues;
    // @ts-expect-error: a route without parameters takes none
    const wrongParams: RouteParams<typeof routes.libraryModuleRoutes.list> = { id: 'x' };
    // @ts-expect-error: the body follows its schema
    const wrongBody: RouteBody<typeof routes.authRoutes.login> = { email: 3, password: 'x' };
    expect([params, noParams, body, query, wrongParams, wrongBody, typeof answer, typeof created]).toHaveLength(8);
  });
});
