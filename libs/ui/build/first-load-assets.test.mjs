import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { chunkGroupFiles, exposeChunkGroupName, restoreExposeAssets, startupFiles, withStartupPreloads } from './first-load-assets.mjs';

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
});
