// The built front ends (npm test builds them first, phase 2): the federation runtime's helper packages are
// bundled once, by the host, and each remote's remoteEntry.js takes them from it (provide-federation-helpers.mjs,
// issue 26 item 2: every first load's critical path carried a second copy of ~5 KB brotli).
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const frontends = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../frontends');
const HELPERS = ['@module-federation/sdk/', '@module-federation/error-codes/'];

function sourcesOf(remoteOrHost, file) {
  const map = path.join(frontends, remoteOrHost, 'dist', `${file}.map`);
  assert.ok(existsSync(map), `${path.relative(process.cwd(), map)} is missing: build the front ends first (nx run-many -t build)`);
  return JSON.parse(readFileSync(map, 'utf8')).sources;
}

const bundles = (sources, pkg) => sources.some((source) => source.includes(`node_modules/${pkg}`));

describe('federation helper packages', () => {
  it("the shell's entry bundles the sdk and the error codes it provides to the remotes", () => {
    const dist = path.join(frontends, 'shell', 'dist');
    const main = readdirSync(dist).find((file) => /^main\.[0-9a-f]+\.js$/.test(file));
    assert.ok(main, 'the shell has no built main.<hash>.js');
    const sources = sourcesOf('shell', main);
    for (const pkg of HELPERS) assert.ok(bundles(sources, pkg), `the shell's ${main} does not bundle ${pkg}`);
    assert.match(readFileSync(path.join(dist, main), 'utf8'), /__LIQUIFY_MF_HELPERS__/);
  });

  for (const remote of ['landing', 'dashboard', 'admin']) {
    it(`${remote}'s remoteEntry.js takes them from the host instead of a copy of its own`, () => {
      const sources = sourcesOf(remote, 'remoteEntry.js');
      for (const pkg of HELPERS) assert.equal(bundles(sources, pkg), false, `${remote}'s remoteEntry.js bundles ${pkg}`);
      // Its own federation runtime is still there (the host's instance is not shared).
      assert.ok(bundles(sources, '@module-federation/webpack-bundler-runtime/'), `${remote}'s remoteEntry.js has no bundler runtime`);
      assert.match(readFileSync(path.join(frontends, remote, 'dist', 'remoteEntry.js'), 'utf8'), /__LIQUIFY_MF_HELPERS__/);
    });
  }
});
