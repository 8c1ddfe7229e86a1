import { createContext, useCallback, useContext, useEffect, useState, type ComponentType } from 'react';
import { Link } from 'react-router';
import { Button, FullPageSpinner, PageMeta } from '@liquify/ui/core';
import type { RemoteName } from './app-config';
import { loadRemoteComponent, resetRemote } from './federation';

export interface RemoteLoader {
  load(remote: RemoteName, expose: string): Promise<ComponentType>;
  /** Called before a retry, so a failed remote is fetched again. */
  reset(remote: RemoteName): void;
}

const federationLoader: RemoteLoader = { load: loadRemoteComponent, reset: resetRemote };
const RemoteLoaderContext = createContext<RemoteLoader>(federationLoader);
export const RemoteLoaderProvider = RemoteLoaderContext.Provider;

/** Loaded components by `<remote>/<expose>`: coming back to a page does not flash the spinner. */
const loaded = new Map<string, ComponentType>();
/** Loads started ahead of their page (preloadRemotePage), by `<remote>/<expose>`, until they settle. */
const preloading = new Map<string, Promise<ComponentType>>();

/**
 * Starts loading a remote page before it is rendered (e.g. while the session is being checked); the
 * <RemotePage> that renders it then waits for this load instead of starting another. A failed preload is
 * forgotten: the page's own load (and its Retry) starts afresh. Resolves with the page's component (a page
 * being hydrated waits for it, so its first render is the page, not the spinner).
 */
export function preloadRemotePage(remote: RemoteName, expose: string, loader: RemoteLoader = federationLoader): Promise<ComponentType> {
  const key = `${remote}/${expose}`;
  const done = loaded.get(key);
  if (done) return Promise.resolve(done);
  const started = preloading.get(key);
  if (started) return started;
  const loading = loader.load(remote, expose);
  preloading.set(key, loading);
  loading.then(
    (Component) => {
      loaded.set(key, Component);
      preloading.delete(key);
    },
    () => preloading.delete(key),
  );
  return loading;
}

type LoadState = { status: 'loading' } | { status: 'ready'; Component: ComponentType } | { status: 'failed' };

export interface RemotePageProps {
  remote: RemoteName;
  expose: string;
}

/** Renders a page exposed by a remote; a remote that cannot be loaded shows a fallback with Retry. */
export function RemotePage({ remote, expose }: RemotePageProps) {
  const loader = useContext(RemoteLoaderContext);
  const key = `${remote}/${expose}`;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState>(() => {
    const Component = loaded.get(key);
    return Component ? { status: 'ready', Component } : { status: 'loading' };
  });

  useEffect(() => {
    const cached = loaded.get(key);
    if (cached) {
      setState({ status: 'ready', Component: cached });
      return;
    }
    let cancelled = false;
    setState({ status: 'loading' });
    (preloading.get(key) ?? loader.load(remote, expose)).then(
      (Component) => {
        loaded.set(key, Component);
        if (!cancelled) setState({ status: 'ready', Component });
      },
      (error: unknown) => {
        console.error(`[shell] could not load ${key}`, error);
        if (!cancelled) setState({ status: 'failed' });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [loader, remote, expose, key, attempt]);

  const retry = useCallback(() => {
    loader.reset(remote);
    setAttempt((n) => n + 1);
  }, [loader, remote]);

  if (state.status === 'loading') return <FullPageSpinner label="Loading page" />;
  if (state.status === 'failed') return <RemoteUnavailable onRetry={retry} />;
  const { Component } = state;
  return <Component />;
}

/** Never a blank page: what shows when a remote's manifest or code cannot be fetched. */
export function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4 py-12">
      <PageMeta title="Page unavailable" noindex />
      <div role="alert" className="w-full max-w-md rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
        <h1 className="text-xl font-semibold text-slate-900">This page could not be loaded</h1>
        <p className="mt-3 text-slate-600">
          This part of Liquify is temporarily unavailable. Check your connection and try again.
        </p>
        <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:justify-center">
          <Button onClick={onRetry}>Retry</Button>
          <Link
            to="/"
            className="inline-flex min-h-11 items-center justify-center rounded-lg px-5 py-2.5 text-sm font-semibold text-slate-700 hover:bg-slate-100"
          >
            Go to home page
          </Link>
        </div>
      </div>
    </main>
  );
}

/** Test helper: forget loaded components. */
export function clearLoadedRemotes(): void {
  loaded.clear();
  preloading.clear();
}
