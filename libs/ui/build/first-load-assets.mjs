// What a first load of the product fetches, made known before the code that would otherwise discover it
// runs: one wave of requests instead of several, each waiting on the evaluation of the one before.
//
// - Host: the chunks its entry requests the moment it runs (its async boundary and the shared modules it
//   provides) are preloaded from index.html, so they download while the entry (the federation runtime)
//   is evaluated instead of after it; the entry itself keeps a high fetch priority ahead of them.
// - Remote: each expose lists, in mf-manifest.json, every file of its chunk group. @module-federation/manifest
//   drops from an expose's assets any file that also holds a provided shared module's fallback (e.g. the
//   Radix dialog both an expose and @liquify/ui's fallback use), so a host preloading the expose missed
//   those and fetched them in a second wave, after the expose started. rspack 2's native manifest keeps
//   them (web-infra-dev/rspack#15700); this is the same rule for the manifest our 1.x build writes.

import routeChunks from './route-chunks.cjs';

const { ROUTE_CHUNK_PREFIX, routeChunkName, routePatternOf } = routeChunks;

/** The JS and CSS files of a chunk group, in the group's chunk order. */
export function chunkGroupFiles(group) {
  const js = [];
  const css = [];
  for (const chunk of group.chunks) {
    for (const file of chunk.files) {
      if (file.endsWith('.js') && !js.includes(file)) js.push(file);
      else if (file.endsWith('.css') && !css.includes(file)) css.push(file);
    }
  }
  return { js, css };
}

/**
 * The files a host's entry requests as soon as it runs: those of the entry's direct child chunk groups
 * (the async boundary, e.g. `import('./bootstrap')`, and the provided shared modules the federation
 * runtime loads while initialising the share scope), JS first in group order.
 */
export function startupFiles(entryGroup) {
  const js = [];
  for (const child of entryGroup.childrenIterable) {
    for (const file of chunkGroupFiles(child).js) if (!js.includes(file)) js.push(file);
  }
  return js;
}

/**
 * `stats.exposes[*].assets` with each expose's own chunk-group files restored to its synchronous assets
 * (and removed from its asynchronous ones). `filesOf(exposeName)` answers the group's `{ js, css }`, or
 * undefined when the build has no such group (the expose is then left as the manifest plugin wrote it).
 */
export function restoreExposeAssets(stats, filesOf) {
  const merge = (listed, own) => [...listed, ...own.filter((file) => !listed.includes(file))];
  return {
    ...stats,
    exposes: stats.exposes.map((expose) => {
      const own = filesOf(expose.name);
      if (!own) return expose;
      const js = merge(expose.assets.js.sync, own.js);
      const css = merge(expose.assets.css.sync, own.css);
      return {
        ...expose,
        assets: {
          js: { sync: js, async: expose.assets.js.async.filter((file) => !js.includes(file)) },
          css: { sync: css, async: expose.assets.css.async.filter((file) => !css.includes(file)) },
        },
      };
    }),
  };
}

/** The chunk group module federation names after an expose (`./DashboardApp` -> `__federation_expose_DashboardApp`). */
export function exposeChunkGroupName(exposeName) {
  return `__federation_expose_${exposeName.replace(/^\.\//, '').replace(/[^a-zA-Z0-9_]/g, '_')}`;
}

/** For the federation plugin's `manifest.additionalData`: the remote's stats with whole expose assets. */
export function withWholeExposeAssets({ stats, compilation }) {
  const groups = new Map(compilation.chunkGroups.filter((group) => group.name).map((group) => [group.name, group]));
  return restoreExposeAssets(stats, (exposeName) => {
    const group = groups.get(exposeChunkGroupName(exposeName));
    return group ? chunkGroupFiles(group) : undefined;
  });
}

// ── route chunks ───────────────────────────────────────────────────────────────────────────────────────
// A remote's page code loads on demand (`import()` per route), so on a first load its request used to
// start only once the expose had downloaded and run. A page's chunk named after its route
// (`import(/* webpackChunkName: "route.dashboard.modules.$slug" */ ...)`, the full path with '/' as '.'
// and ':param' as '$param') is listed in the manifest's `metaData.routes` under that path
// (`/dashboard/modules/:slug`), and the host preloads the files of the route it is opening together with
// the expose's (frontends/shell/src/route-preload.ts).

export { ROUTE_CHUNK_PREFIX, routeChunkName, routePatternOf };

/** `{ [route path]: { js, css } }` for every chunk group named after a route. */
export function routeAssets(chunkGroups) {
  const routes = {};
  for (const group of chunkGroups) {
    const pattern = routePatternOf(group.name);
    if (pattern) routes[pattern] = chunkGroupFiles(group);
  }
  return routes;
}

/**
 * `stats` with the files of the shared modules named in `shared` (those the host does not provide, so this
 * remote's copy is the one loaded: @liquify/ui for a user-area remote) added to every expose's synchronous
 * assets: a host preloading an expose then fetches them in the same wave, not once the expose has started.
 */
export function withSharedInExposes(stats, shared = []) {
  const files = (stats.shared ?? []).filter((item) => shared.includes(item.name)).flatMap((item) => item.assets?.js?.sync ?? []);
  if (files.length === 0) return stats;
  return restoreExposeAssets(stats, () => ({ js: files, css: [] }));
}

/**
 * For a remote's `manifest.additionalData`: whole expose assets (with the files of `sharedInExposes`), and
 * each route's files in `metaData.routes`.
 */
export function remoteManifestData({ stats, compilation }, { sharedInExposes = [] } = {}) {
  const restored = withSharedInExposes(withWholeExposeAssets({ stats, compilation }), sharedInExposes);
  return { ...restored, metaData: { ...restored.metaData, routes: routeAssets(compilation.chunkGroups) } };
}

/**
 * index.html's tags with a preload for each startup file right after the entry script, which gets
 * `fetchpriority="high"`: a preload is a high-priority fetch and a deferred script a low one, and over
 * HTTP/1.1's six connections the entry must not queue behind the chunks it will ask for anyway.
 */
export function withStartupPreloads(tagGroups, files, publicPath) {
  const preloads = files.map((file) => ({
    tagName: 'link',
    voidTag: true,
    attributes: { rel: 'preload', as: 'script', href: `${publicPath}${file}` },
    meta: { plugin: 'liquify-startup-preloads' },
  }));
  const body = tagGroups.bodyTags.map((tag) =>
    tag.tagName === 'script' && tag.attributes?.src ? { ...tag, attributes: { ...tag.attributes, fetchpriority: 'high' } } : tag,
  );
  return { ...tagGroups, bodyTags: [...body, ...preloads] };
}

export class StartupPreloadPlugin {
  /** @param {{ entry?: string }} [options] */
  constructor({ entry = 'main' } = {}) {
    this.entry = entry;
  }

  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    const { HtmlRspackPlugin } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('StartupPreloadPlugin', (compilation) => {
      HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap('StartupPreloadPlugin', (data) => {
        const entry = compilation.chunkGroups.find((group) => group.name === this.entry);
        if (!entry) throw new Error(`StartupPreloadPlugin: no entry chunk group named '${this.entry}'`);
        const publicPath = typeof compilation.outputOptions.publicPath === 'string' ? compilation.outputOptions.publicPath : '/';
        const next = withStartupPreloads({ headTags: data.headTags, bodyTags: data.bodyTags }, startupFiles(entry), publicPath);
        data.headTags = next.headTags;
        data.bodyTags = next.bodyTags;
        return data;
      });
    });
  }
}
