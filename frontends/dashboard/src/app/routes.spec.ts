/**
 * Every page's chunk is named after its full path (libs/ui/build/first-load-assets.mjs), so the remote's
 * manifest lists it under that path and the shell preloads it on a first load of that page.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { routeChunkName } from '../../../../libs/ui/build/route-chunks.cjs';
import { dashboardRoutes, helpRoutes } from './routes';

const source = readFileSync(path.join(__dirname, 'routes.tsx'), 'utf8');
/** `page('<path>', () => import(/* webpackChunkName: "<name>" *\/ '<file>'))` as written in routes.tsx. */
const declared = [...source.matchAll(/page\('([^']*)', \(\) => import\((?:\/\* webpackChunkName: "([^"]+)" \*\/ )?'[^']+'\)\)/g)].map(([, routePath, chunkName]) => ({ routePath, chunkName }));

const fullPath = (routePath: string) => (routePath.startsWith('/') ? routePath : routePath ? `/dashboard/${routePath}` : '/dashboard');

describe('the route table (page chunks named after their routes)', () => {
  it('finds every route of both apps in the source', () => {
    expect(declared.map((d) => d.routePath).sort()).toEqual([...dashboardRoutes, ...helpRoutes].map((r) => r.path).sort());
  });

  it.each(declared.map((d) => [fullPath(d.routePath), d.chunkName]))('names the chunk of %s after it', (routePath, chunkName) => {
    expect(chunkName).toBe(routeChunkName(routePath));
  });
});
