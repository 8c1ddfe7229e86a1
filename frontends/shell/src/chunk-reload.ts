/**
 * A rolling update mixes releases: a page opened on the old release can ask for a remote's manifest, entry or
 * chunk that the release answering now no longer has (or does not have yet). Reloading the page once fetches
 * the current index.html and manifests (both revalidated, never cached) and so a consistent set of files.
 * Once only: a mark in sessionStorage stops a second reload within RELOAD_WINDOW_MS, so a file that is really
 * missing ends on the page's "could not be loaded" screen with its Retry, never in a reload loop.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export const RELOAD_MARK = 'liquify:release-reload';
/** A second failure this soon after the reload is not a release change: no second reload. */
export const RELOAD_WINDOW_MS = 10 * 60_000;

/**
 * Chunk (JS or CSS), remote entry and manifest load failures: rspack's ChunkLoadError, the federation runtime's
 * "failed to get manifest" / "failed to load script" errors (RUNTIME-003, RUNTIME-008), dynamic import errors.
 */
const LOAD_FAILURE = /ChunkLoadError|Loading (CSS )?chunk \S+ failed|RUNTIME-00[38]|Failed to get manifest|Failed to load script|ScriptExternalLoadError|dynamically imported module|Importing a module script failed/i;

export function isChunkLoadError(error: unknown): boolean {
  if (!error) return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  return name === 'ChunkLoadError' || LOAD_FAILURE.test(`${String(name ?? '')} ${typeof message === 'string' ? message : String(error)}`);
}

export interface ReloadEnvironment {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  reload(): void;
  online(): boolean;
  now(): number;
}

function sessionStore(): ReloadEnvironment['storage'] {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage blocked: no guard against a loop, so no reload
  }
}

export const browserEnvironment = (): ReloadEnvironment => ({
  storage: sessionStore(),
  reload: () => window.location.reload(),
  online: () => navigator.onLine !== false,
  now: () => Date.now(),
});

/** Reloads the page for a load failure of a release's files, once per RELOAD_WINDOW_MS; answers whether it did. */
export function reloadOnceForNewRelease(error: unknown, env: ReloadEnvironment = browserEnvironment()): boolean {
  // Offline, a reload shows the browser's error page instead of ours: keep the page and its Retry.
  if (!isChunkLoadError(error) || !env.online() || !env.storage) return false;
  try {
    const last = Number(env.storage.getItem(RELOAD_MARK));
    if (last > 0 && env.now() - last < RELOAD_WINDOW_MS) return false;
    env.storage.setItem(RELOAD_MARK, String(env.now()));
  } catch {
    return false;
  }
  env.reload();
  return true;
}

/** A remote loaded: the next release change may reload again. */
export function clearReloadMark(env: Pick<ReloadEnvironment, 'storage'> = { storage: sessionStore() }): void {
  try {
    env.storage?.removeItem(RELOAD_MARK);
  } catch {
    // storage blocked: nothing to clear
  }
}

/** The federation runtime plugin: a remote that fails to load its files reloads the page once. */
export function chunkReloadPlugin(env?: () => ReloadEnvironment): ModuleFederationRuntimePlugin {
  return {
    name: 'liquify-chunk-reload',
    errorLoadRemote(args) {
      reloadOnceForNewRelease((args as { error?: unknown }).error, env?.());
      return undefined; // the load still fails: the page shows its fallback until the reload lands
    },
  };
}
