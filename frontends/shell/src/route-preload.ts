/**
 * A remote's pages load on demand, so on a first load a page's code used to be requested only once the
 * remote's expose had downloaded and run. The remote's manifest lists each page's files under the page's
 * route (`metaData.routes`, libs/ui/build/first-load-assets.mjs); when the federation runtime reads a
 * manifest, this plugin preloads the files of the route being opened, alongside the expose's own.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { routeFilesFor, type RemoteFiles as RouteFiles } from '@liquify/contracts/rules';

// The route matching is the gateway's too (it names a signed-in page's files in the document it sends).
export { routeFilesFor, routeMatchScore, type RemoteFiles as RouteFiles } from '@liquify/contracts/rules';

/** Adds a `<link rel="preload">` per file (resolved against `base`) not already preloaded; answers the URLs added. */
export function preloadFiles(files: RouteFiles, base: string, doc: Document = document): string[] {
  // The gateway's document may already name them (at the end of its body).
  const preloaded = new Set([...doc.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => link.href));
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
