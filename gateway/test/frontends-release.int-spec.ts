import { testInfra, uniqueName } from '@liquify/testing';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { existsSync, mkdtempSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { publishReleaseAssets } from '../src/frontends/release-assets';
import { fakeFrontends, startGateway } from './start-gateway';
import { JWT_PUBLIC_KEYS } from './token-keys';

jest.setTimeout(60_000);

/** Two releases of the front ends, as a rolling update has them side by side. */
const release = (n: 1 | 2, hash: string) =>
  fakeFrontends({
    'shell/dist/index.html': `<!doctype html><title>release ${n}</title><script src="/main.${hash}.js"></script>`,
    [`shell/dist/main.${hash}.js`]: `console.log("shell of release ${n}")`,
    'shell/dist/mf-manifest-stats.json': `{"release":${n}}`,
    'dashboard/dist/mf-manifest.json': `{"release":${n}}`,
    'dashboard/dist/remoteEntry.js': `/* dashboard entry of release ${n} */`,
    [`dashboard/dist/static/js/async/503.${hash}.js`]: `/* dashboard chunk of release ${n} */`,
    [`dashboard/dist/static/js/async/503.${hash}.js.map`]: '{"sources":["secret.ts"]}',
  });

describe('front ends across a rolling update', () => {
  let redisUrl: string;
  const apps: NestFastifyApplication[] = [];
  const start = async (env: Record<string, string>) => {
    const app = await startGateway({ JWT_PUBLIC_KEYS, REDIS_URL: redisUrl, REDIS_KEY_PREFIX: `${uniqueName('gw')}:`, NODE_ENV: 'production', ...env });
    apps.push(app);
    return (url: string) => app.getHttpAdapter().getInstance().inject({ method: 'GET', url });
  };

  beforeAll(async () => {
    redisUrl = (await testInfra(['redis'])).redisUrl;
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  it('a gateway of the new release still serves the old release hashed files from the shared assets folder', async () => {
    const assets = mkdtempSync(path.join(tmpdir(), 'liquify-assets-'));
    const v1 = release(1, 'aaaa1111');
    const v2 = release(2, 'bbbb2222');
    await start({ FRONTENDS_DIR: v1, FRONTENDS_ASSETS_DIR: assets });
    // Release 2 starts with the same shared folder; release 1's pods are going away.
    const get = await start({ FRONTENDS_DIR: v2, FRONTENDS_ASSETS_DIR: assets });

    const oldChunk = await get('/remotes/dashboard/static/js/async/503.aaaa1111.js');
    expect(oldChunk.statusCode).toBe(200);
    expect(oldChunk.body).toBe('/* dashboard chunk of release 1 */');
    expect(oldChunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const oldMain = await get('/main.aaaa1111.js');
    expect(oldMain.statusCode).toBe(200);
    expect(oldMain.body).toBe('console.log("shell of release 1")');
    // Its own files as before; entry points only ever from its own build.
    expect((await get('/remotes/dashboard/static/js/async/503.bbbb2222.js')).body).toBe('/* dashboard chunk of release 2 */');
    expect((await get('/remotes/dashboard/mf-manifest.json')).body).toBe('{"release":2}');
    expect((await get('/some/page')).body).toContain('release 2');
    // Unknown hashed files stay 404, source maps are not published, paths cannot leave the folder.
    expect((await get('/remotes/dashboard/static/js/async/503.cccc3333.js')).statusCode).toBe(404);
    expect((await get('/main.cccc3333.js')).statusCode).toBe(404);
    expect(existsSync(path.join(assets, 'dashboard/static/js/async/503.aaaa1111.js.map'))).toBe(false);
    expect((await get('/remotes/dashboard/..%2F..%2Fshell%2Fmain.aaaa1111.js')).statusCode).toBe(404);
  });

  it('a gateway of the old release serves the new release hashed files too (pods of both answer mid-deploy)', async () => {
    const assets = mkdtempSync(path.join(tmpdir(), 'liquify-assets-'));
    const getOld = await start({ FRONTENDS_DIR: release(1, 'dddd1111'), FRONTENDS_ASSETS_DIR: assets });
    await start({ FRONTENDS_DIR: release(2, 'eeee2222'), FRONTENDS_ASSETS_DIR: assets });
    expect((await getOld('/remotes/dashboard/static/js/async/503.eeee2222.js')).body).toBe('/* dashboard chunk of release 2 */');
  });

  it('falls back to the previous build (FRONTENDS_PREVIOUS_DIR) without a shared folder', async () => {
    const get = await start({ FRONTENDS_DIR: release(2, 'ffff2222'), FRONTENDS_PREVIOUS_DIR: release(1, 'ffff1111') });
    expect((await get('/remotes/dashboard/static/js/async/503.ffff1111.js')).body).toBe('/* dashboard chunk of release 1 */');
    expect((await get('/remotes/dashboard/static/js/async/503.ffff1111.js.map')).statusCode).toBe(404);
    expect((await get('/remotes/dashboard/mf-manifest.json')).body).toBe('{"release":2}');
  });

  it('revalidates every file without a hash (manifests, entries, index) instead of caching it for 5 minutes', async () => {
    const get = await start({ FRONTENDS_DIR: release(2, 'abab2222') });
    for (const url of ['/mf-manifest-stats.json', '/remotes/dashboard/mf-manifest.json', '/remotes/dashboard/remoteEntry.js', '/']) {
      expect([url, (await get(url)).headers['cache-control']]).toEqual([url, 'no-cache']);
    }
  });

  it('keeps a release hashed files for the set days after a gateway of it last started, then removes them', async () => {
    const assets = mkdtempSync(path.join(tmpdir(), 'liquify-assets-'));
    const v1 = release(1, '12121212');
    const chunk = 'dashboard/static/js/async/503.12121212.js';
    expect(await publishReleaseAssets([{ app: 'dashboard', root: path.join(v1, 'dashboard/dist') }], assets, 14)).toEqual({ copied: 1, kept: 0, pruned: 0 });
    const old = new Date(Date.now() - 20 * 86_400_000);
    utimesSync(path.join(assets, chunk), old, old);
    // Republished by a start of its release: kept, its time refreshed.
    expect(await publishReleaseAssets([{ app: 'dashboard', root: path.join(v1, 'dashboard/dist') }], assets, 14)).toEqual({ copied: 0, kept: 1, pruned: 0 });
    utimesSync(path.join(assets, chunk), old, old);
    // Only release 2 starts from now on: release 1's file goes after 14 days.
    expect(await publishReleaseAssets([{ app: 'dashboard', root: path.join(release(2, '34343434'), 'dashboard/dist') }], assets, 14)).toEqual({ copied: 1, kept: 0, pruned: 1 });
    expect(existsSync(path.join(assets, chunk))).toBe(false);
  });
});
