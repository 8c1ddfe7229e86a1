import { chunkReloadPlugin, clearReloadMark, isChunkLoadError, RELOAD_MARK, RELOAD_WINDOW_MS, reloadOnceForNewRelease, type ReloadEnvironment } from './chunk-reload';

function chunkError(message = 'Loading chunk 503 failed.\n(missing: http://localhost/remotes/dashboard/503.9f3255c5.js)') {
  const error = new Error(message);
  error.name = 'ChunkLoadError';
  return error;
}

interface FakeEnvironment extends ReloadEnvironment {
  reloads: number;
  time: number;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
}

function environment(over: Partial<ReloadEnvironment> = {}): FakeEnvironment {
  const values = new Map<string, string>();
  const env: FakeEnvironment = {
    reloads: 0,
    time: 1_000_000,
    storage: { getItem: (k: string) => values.get(k) ?? null, setItem: (k: string, v: string) => void values.set(k, v), removeItem: (k: string) => void values.delete(k) },
    reload() {
      env.reloads += 1;
    },
    online: () => true,
    now: (): number => env.time,
    ...(over as object),
  };
  return env;
}

describe('isChunkLoadError', () => {
  it('recognises chunk, CSS chunk, remote entry and manifest load failures', () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk 12 failed. (http://x/12.abcdef12.css)'))).toBe(true);
    expect(isChunkLoadError(new Error('[ Federation Runtime ]: Failed to get manifestJson for dashboard. The manifest URL is /remotes/dashboard/mf-manifest.json #RUNTIME-003'))).toBe(true);
    expect(isChunkLoadError(new Error('[ Federation Runtime ]: Failed to load script resources. #RUNTIME-008'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: http://x/a.js'))).toBe(true);
  });

  it('leaves other errors alone (a page that throws is not a release change)', () => {
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'map')"))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
    expect(isChunkLoadError('boom')).toBe(false);
  });
});

describe('reloadOnceForNewRelease', () => {
  it('reloads once, then not again while the mark is fresh; again after the window', () => {
    const env = environment();
    expect(reloadOnceForNewRelease(chunkError(), env)).toBe(true);
    expect(env.reloads).toBe(1);
    // The page came back with the new manifest, and the file still fails: the fallback shows, no loop.
    env.time += 5_000;
    expect(reloadOnceForNewRelease(chunkError(), env)).toBe(false);
    expect(env.reloads).toBe(1);
    env.time += RELOAD_WINDOW_MS;
    expect(reloadOnceForNewRelease(chunkError(), env)).toBe(true);
    expect(env.reloads).toBe(2);
  });

  it('may reload again once a remote loaded since (the mark is cleared): the next deploy is covered too', () => {
    const env = environment();
    expect(reloadOnceForNewRelease(chunkError(), env)).toBe(true);
    clearReloadMark(env);
    expect(env.storage.getItem(RELOAD_MARK)).toBeNull();
    expect(reloadOnceForNewRelease(chunkError(), env)).toBe(true);
    expect(env.reloads).toBe(2);
  });

  it('does not reload for another error, offline, or without a working sessionStorage to guard the loop', () => {
    const env = environment();
    expect(reloadOnceForNewRelease(new Error('render failed'), env)).toBe(false);
    expect(reloadOnceForNewRelease(chunkError(), environment({ online: () => false }))).toBe(false);
    expect(reloadOnceForNewRelease(chunkError(), { ...environment(), storage: null })).toBe(false);
    const blocked = environment();
    blocked.storage.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    expect(reloadOnceForNewRelease(chunkError(), blocked)).toBe(false);
    expect(env.reloads + blocked.reloads).toBe(0);
  });

  it('keeps its mark in the real sessionStorage of the page', () => {
    window.sessionStorage.removeItem(RELOAD_MARK);
    const reload = jest.fn();
    const env = { storage: window.sessionStorage, reload, online: () => true, now: () => 42_000_000 };
    expect(reloadOnceForNewRelease(chunkError(), env)).toBe(true);
    expect(window.sessionStorage.getItem(RELOAD_MARK)).toBe('42000000');
    expect(reloadOnceForNewRelease(chunkError(), env)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    clearReloadMark();
    expect(window.sessionStorage.getItem(RELOAD_MARK)).toBeNull();
  });
});

describe('chunkReloadPlugin', () => {
  it("reloads from the federation runtime's errorLoadRemote and lets the load fail (the page's fallback shows meanwhile)", async () => {
    const env = environment();
    const plugin = chunkReloadPlugin(() => env);
    const hook = plugin.errorLoadRemote as unknown as (args: unknown) => unknown;
    expect(await hook({ id: 'dashboard/ModulesPage', error: chunkError(), lifecycle: 'onLoad', from: 'runtime' })).toBeUndefined();
    expect(env.reloads).toBe(1);
  });
});
