// The name of a page's chunk is its route (first-load-assets.mjs lists route chunks in a remote's manifest).
// CommonJS so that the remotes' jest tests can check their route tables against it (routes.spec.ts).
'use strict';

const ROUTE_CHUNK_PREFIX = 'route.';

/** The chunk name of the page at `pattern` (`/dashboard/modules/:slug` -> `route.dashboard.modules.$slug`). */
function routeChunkName(pattern) {
  const segments = pattern.replace(/^\//, '').split('/');
  return `${ROUTE_CHUNK_PREFIX}${segments.map((segment) => segment.replace(/^:/, '$')).join('.')}`;
}

/** The route path a chunk name stands for, or undefined when it is not a route chunk's. */
function routePatternOf(chunkName) {
  if (typeof chunkName !== 'string' || !chunkName.startsWith(ROUTE_CHUNK_PREFIX)) return undefined;
  const segments = chunkName.slice(ROUTE_CHUNK_PREFIX.length).split('.');
  if (segments.some((segment) => segment === '')) return undefined;
  return `/${segments.map((segment) => segment.replace(/^\$/, ':')).join('/')}`;
}

module.exports = { ROUTE_CHUNK_PREFIX, routeChunkName, routePatternOf };
