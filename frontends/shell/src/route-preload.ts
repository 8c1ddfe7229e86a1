/**
 * A remote's pages load on demand, so on a first load a page's code used to be requested only once the
 * remote's expose had downloaded and run. The remote's manifest lists each page's files under the page's
 * route (`metaData.routes`, libs/ui/build/first-load-assets.mjs); when the federation runtime reads a
 * manifest, this plugin preloads the files of the route being opened, alongside the expose's own.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export interface RouteFiles {
  js: string[];
  css: string[];
}

const NO_FILES: RouteFiles = { js: [], css: [] };

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/**
 * (Not react-router's matchPath: this runs in the shell's entry, before the shared modules, react-router
 * among them, are loaded.)
 * How well `pathname` matches the route `pattern` (':param' stands for one non-empty segment, the whole
 * path must match): the number of literal segments matched, or -1 when it does not match.
 */
export function routeMatchScore(pattern: string, pathname: string): number {
  const expected = segmentsOf(pattern);
  const actual = segmentsOf(pathname);
  if (expected.length !== actual.length) return -1;
  let literal = 0;
  for (let i = 0; i < expected.length; i += 1) {
    if (expected[i].startsWith(':')) continue;
    if (expected[i] !== actual[i]) return -1;
    literal += 1;
  }
  return literal;
}

const fileList = (value: unknown): string[] => (Array.isArray(value) ? value.filter((file): file is string => typeof file === 'string' && file !== '') : []);

/** The files of the route `pathname` opens (the most literal match wins), from a manifest's `metaData.routes`. */
export function routeFilesFor(routes: unknown, pathname: string): RouteFiles {
  if (!routes || typeof routes !== 'object') return NO_FILES;
  let best: { score: number; files: RouteFiles } | undefined;
  for (const [pattern, files] of Object.entries(routes as Record<string, unknown>)) {
    const score = routeMatchScore(pattern, pathname);
    if (score < 0 || (best && best.score >= score) || !files || typeof files !== 'object') continue;
    const { js, css } = files as { js?: unknown; css?: unknown };
    best = { score, files: { js: fileList(js), css: fileList(css) } };
  }
  return best?.files ?? NO_FILES;
}

/** Adds a `<link rel="preload">` per file (resolved against `base`) not already preloaded; answers the URLs added. */
export function preloadFiles(files: RouteFiles, base: string, doc: Document = document): string[] {
  const preloaded = new Set([...doc.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => link.href));
  const added: string[] = [];
  const add = (file: string, as: 'script' | 'style') => {
    const href = new URL(file, base).href;
    if (preloaded.has(href)) return;
    preloaded.add(href);
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', as);
    link.href = href;
    doc.head.appendChild(link);
    added.push(href);
  };
  for (const file of files.css) add(file, 'style');
  for (const file of files.js) add(file, 'script');
  return added;
}

interface ManifestSnapshotArgs {
  manifestJson?: { metaData?: { routes?: unknown } };
  manifestUrl?: string;
}

/** The runtime plugin: on each manifest read, preloads the files of the page at `pathname()`. */
export function routePreloadPlugin(pathname: () => string = () => window.location.pathname): ModuleFederationRuntimePlugin {
  return {
    name: 'liquify-route-preload',
    loadRemoteSnapshot(args) {
      const { manifestJson, manifestUrl } = args as ManifestSnapshotArgs;
      const routes = manifestJson?.metaData?.routes;
      if (routes && manifestUrl) {
        // A remote's files are relative to its manifest (its publicPath is 'auto').
        preloadFiles(routeFilesFor(routes, pathname()), new URL(manifestUrl, document.baseURI).href);
      }
      return args;
    },
  };
}
