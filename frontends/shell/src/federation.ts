/**
 * Remotes are registered at run time from /app-config.json and loaded by `<name>/<Expose>`.
 * A failed load can be retried: the remote is registered again with `force`, which drops the
 * runtime's cached (failed) entry.
 */
import type { ComponentType } from 'react';
import { loadRemote, preloadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { AppConfig, RemoteName } from './app-config';
import { chunkReloadPlugin, clearReloadMark } from './chunk-reload';
import { routePreloadPlugin } from './route-preload';

let registered: AppConfig['remotes'] | null = null;
let pluginsRegistered = false;

export function registerAppRemotes(remotes: AppConfig['remotes']): void {
  registered = remotes;
  if (!pluginsRegistered) {
    // Each remote's manifest names its pages' files by route: the page being opened is preloaded with the expose.
    // A remote whose files are gone mid-deploy (another release answered) reloads the page once (chunk-reload).
    registerPlugins([routePreloadPlugin(), chunkReloadPlugin()]);
    pluginsRegistered = true;
  }
  registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry })));
}

export interface RemotePageModule {
  default: ComponentType;
}

/**
 * Fetches (without running) `<remote>/<expose>`'s manifest, entry and code, so a later load finds them in
 * the cache. A failure here is not reported: the page's own load reports it, with its Retry.
 */
export function prefetchRemoteCode(remote: RemoteName, expose: string): void {
  preloadRemote([{ nameOrAlias: remote, exposes: [expose] }]).catch(() => undefined);
}

/** Loads `<remote>/<expose>` (e.g. `landing/AuthPage`) and returns its default export. */
export async function loadRemoteComponent(remote: RemoteName, expose: string): Promise<ComponentType> {
  const module = await loadRemote<RemotePageModule>(`${remote}/${expose}`);
  if (!module || typeof module.default !== 'function') {
    throw new Error(`${remote}/${expose} did not provide a component`);
  }
  clearReloadMark();
  return module.default;
}

/** Forgets a remote's failed entry so the next load fetches its manifest again. */
export function resetRemote(remote: RemoteName): void {
  if (!registered) return;
  registerRemotes([{ name: remote, entry: registered[remote] }], { force: true });
}
