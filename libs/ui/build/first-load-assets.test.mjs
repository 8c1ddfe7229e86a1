import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { chunkGroupFiles, exposeChunkGroupName, remoteManifestData, restoreExposeAssets, routeAssets, routeChunkName, routePatternOf, startupFiles, withSharedInExposes, withStartupPreloads } from './first-load-assets.mjs';

const chunk = (...files) => ({ files: new Set(files) });
const group = (name, chunks, children = []) => ({ name, chunks, childrenIterable: children });

describe('first-load assets', () => {
  it("lists a chunk group's JS and CSS files once each, in chunk order", () => {
    assert.deepEqual(chunkGroupFiles(group('g', [chunk('a.js', 'a.css'), chunk('b.js', 'a.css', 'b.js.map')])), { js: ['a.js', 'b.js'], css: ['a.css'] });
  });

  it("a host's startup files are those of its entry's direct child groups (boundary and provided shared modules), not deeper", () => {
    const lazyEditor = group('editor', [chunk('editor.js')]);
    const ui = group(undefined, [chunk('ui.js'), chunk('ui2.js')], [lazyEditor]);
    const entry = group('main', [chunk('main.js')], [group(undefined, [chunk('bootstrap.js')]), ui, group(undefined, [chunk('ui.js')])]);
    assert.deepEqual(startupFiles(entry), ['bootstrap.js', 'ui.js', 'ui2.js']);
  });

  it("restores an expose's own files the manifest plugin dropped for also holding a shared fallback", () => {
    const stats = {
      exposes: [
        { name: 'DashboardApp', assets: { js: { sync: ['658.js', 'expose.js'], async: ['page.js', '2638.js'] }, css: { sync: [], async: [] } } },
        { name: 'Other', assets: { js: { sync: ['o.js'], async: [] }, css: { sync: [], async: [] } } },
      ],
      shared: [],
    };
    const files = { __federation_expose_DashboardApp: { js: ['2638.js', '658.js', 'expose.js'], css: ['926.css'] } };
    const restored = restoreExposeAssets(stats, (name) => files[exposeChunkGroupName(name)]);
    assert.deepEqual(restored.exposes[0].assets, { js: { sync: ['658.js', 'expose.js', '2638.js'], async: ['page.js'] }, css: { sync: ['926.css'], async: [] } });
    assert.equal(restored.exposes[1], stats.exposes[1]);
    assert.equal(exposeChunkGroupName('./Help-App'), '__federation_expose_Help_App');
  });

  it("adds the files of the shared modules the host does not provide (the remote's copy loads) to every expose's first wave", () => {
    const stats = {
      exposes: [
        { name: 'DashboardApp', assets: { js: { sync: ['expose.js', 'ui-a.js'], async: ['ui-b.js', 'page.js'] }, css: { sync: [], async: [] } } },
        { name: 'HelpApp', assets: { js: { sync: ['help.js'], async: [] }, css: { sync: [], async: [] } } },
      ],
      shared: [
        { name: '@liquify/ui', assets: { js: { sync: ['ui-a.js', 'ui-b.js', 'ui-c.js'], async: [] } } },
        { name: 'react', assets: { js: { sync: ['react.js'], async: [] } } },
      ],
    };
    const withUi = withSharedInExposes(stats, ['@liquify/ui']);
    assert.deepEqual(withUi.exposes[0].assets.js, { sync: ['expose.js', 'ui-a.js', 'ui-b.js', 'ui-c.js'], async: ['page.js'] });
    assert.deepEqual(withUi.exposes[1].assets.js, { sync: ['help.js', 'ui-a.js', 'ui-b.js', 'ui-c.js'], async: [] });
    // Nothing named (the landing: its first load uses the core only), nothing added.
    assert.equal(withSharedInExposes(stats, []), stats);
    assert.equal(withSharedInExposes(stats), stats);
  });

  it('preloads the startup files after the entry script, which asks for a high fetch priority', () => {
    const tags = {
      headTags: [{ tagName: 'link', attributes: { rel: 'stylesheet', href: '/main.css' } }],
      bodyTags: [{ tagName: 'script', attributes: { defer: true, src: '/main.js' } }],
    };
    const next = withStartupPreloads(tags, ['20.js', '610.js'], '/');
    assert.deepEqual(next.headTags, tags.headTags);
    assert.deepEqual(
      next.bodyTags.map((tag) => tag.attributes),
      [
        { defer: true, src: '/main.js', fetchpriority: 'high' },
        { rel: 'preload', as: 'script', href: '/20.js' },
        { rel: 'preload', as: 'script', href: '/610.js' },
      ],
    );
  });

  it('names a page chunk after its route and reads the route back from the name', () => {
    assert.equal(routeChunkName('/dashboard/modules/:slug'), 'route.dashboard.modules.$slug');
    assert.equal(routeChunkName('/dashboard'), 'route.dashboard');
    assert.equal(routeChunkName('/help/ticket/:ticketId'), 'route.help.ticket.$ticketId');
    for (const pattern of ['/dashboard', '/dashboard/library/edit/section/:sectionId', '/help']) assert.equal(routePatternOf(routeChunkName(pattern)), pattern);
    assert.equal(routePatternOf('__federation_expose_DashboardApp'), undefined);
    assert.equal(routePatternOf(undefined), undefined);
    assert.equal(routePatternOf('route.'), undefined);
    assert.equal(routePatternOf('route.dashboard..x'), undefined);
  });

  it("lists each route chunk group's files under its path, and only those, in the remote's manifest metaData", () => {
    const groups = [
      group('route.dashboard.modules', [chunk('route.dashboard.modules.1a2b3c4d.js', 'route.dashboard.modules.1a2b3c4d.css'), chunk('vendor.js')]),
      group('route.dashboard.modules.$slug', [chunk('route.dashboard.modules.$slug.5e6f7a8b.js')]),
      group('__federation_expose_DashboardApp', [chunk('expose.js')]),
      group(undefined, [chunk('codemirror.js')]),
    ];
    const routes = {
      '/dashboard/modules': { js: ['route.dashboard.modules.1a2b3c4d.js', 'vendor.js'], css: ['route.dashboard.modules.1a2b3c4d.css'] },
      '/dashboard/modules/:slug': { js: ['route.dashboard.modules.$slug.5e6f7a8b.js'], css: [] },
    };
    assert.deepEqual(routeAssets(groups), routes);
    const stats = { metaData: { name: 'dashboard', publicPath: 'auto' }, exposes: [{ name: 'DashboardApp', assets: { js: { sync: [], async: ['route.dashboard.modules.1a2b3c4d.js'] }, css: { sync: [], async: [] } } }], shared: [] };
    const data = remoteManifestData({ stats, compilation: { chunkGroups: groups } });
    assert.deepEqual(data.metaData, { name: 'dashboard', publicPath: 'auto', routes });
    assert.deepEqual(data.exposes[0].assets.js.sync, ['expose.js']);
  });
});
