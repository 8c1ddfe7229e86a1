// The built shell (npm test builds the front ends first, phase 2): the modules it shares with the remotes come
// from one file of its own, which its document preloads (rspack-preset.mjs HOST_SHARED_CHUNK, issue 26 item 3:
// a phone's first load fetched them as 12 files over HTTP/1.1's 6 connections, each paying a round trip).
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../frontends/shell/dist');
const SHARED_SOURCES = ['node_modules/react/', 'node_modules/react-dom/', 'node_modules/react-router/', 'node_modules/@tanstack/react-query/', 'libs/session/', 'libs/api-client/', 'libs/ui/'];

function sourcesOf(file) {
  const map = path.join(dist, `${file}.map`);
  assert.ok(existsSync(map), `${path.relative(process.cwd(), map)} is missing: build the front ends first (nx run-many -t build)`);
  return JSON.parse(readFileSync(map, 'utf8')).sources;
}

describe("the shell's shared modules", () => {
  const chunk = existsSync(dist) ? readdirSync(dist).find((file) => /^host-shared\.[0-9a-f]+\.js$/.test(file)) : undefined;

  it('are bundled in one chunk, host-shared.<hash>.js', () => {
    assert.ok(chunk, 'the shell has no built host-shared.<hash>.js');
    const sources = sourcesOf(chunk);
    for (const source of SHARED_SOURCES) assert.ok(sources.some((s) => s.includes(source)), `${chunk} does not bundle ${source}`);
  });

  it('every shared module of the manifest loads it, and no other chunk of the shell carries React', () => {
    const manifest = JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
    assert.ok(manifest.shared.length >= 8, 'the manifest lists the shared modules');
    for (const shared of manifest.shared) assert.ok(shared.assets.js.sync.includes(chunk), `${shared.name} does not load ${chunk}`);
    const others = readdirSync(dist).filter((file) => /\.js$/.test(file) && file !== chunk && existsSync(path.join(dist, `${file}.map`)));
    for (const file of others) {
      const carried = sourcesOf(file).filter((s) => s.includes('node_modules/react-dom/') || s.includes('node_modules/react/'));
      assert.deepEqual(carried, [], `${file} carries a copy of React`);
    }
  });

  it("the document preloads it with the entry's other first-load chunks", () => {
    const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
    const preloaded = [...html.matchAll(/<link as="?script"? href="?\/([^"\s>]+)"? rel="?preload"?/g)].map((m) => m[1]);
    assert.ok(preloaded.includes(chunk), `index.html preloads ${preloaded.join(', ')}, not ${chunk}`);
    assert.ok(preloaded.length <= 4, `the shell's first load is ${preloaded.length + 1} scripts: ${preloaded.join(', ')}`);
  });
});
