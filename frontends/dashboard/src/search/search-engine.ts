/**
 * MiniSearch, the engine of the one search rule (catalogue-search.ts), loaded on its own after the first screen
 * instead of with the pages that search: ~5 KB brotli less on the critical path of /dashboard/modules on a
 * phone (issue 26 item 3). A page asks for it once it has painted (`prepare()`) or when a search is typed or
 * given (`?search=` from the top bar), and shows that it is searching until it is here.
 */
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type MiniSearch from 'minisearch';
import { lazyModule } from '../shell/lazy-module';

export type SearchEngine = typeof MiniSearch;

const engine = lazyModule<SearchEngine>(() => import(/* webpackChunkName: "search-engine" */ 'minisearch').then((module) => module.default));

/** Loads the engine once; a failed load (the network) is tried again by the next call. */
export function loadSearchEngine(): Promise<SearchEngine> {
  return engine.load();
}

/** The engine once loaded, else undefined. */
export function loadedSearchEngine(): SearchEngine | undefined {
  return engine.current();
}

const isLoaded = () => engine.current() !== undefined;

export interface SearchEngineState {
  /** The engine is here: a search answers at once. */
  ready: boolean;
  /** Its load failed (offline): `retry` tries again. */
  failed: boolean;
  retry: () => void;
}

/** The engine's state for a page; `wanted` (a search is typed) loads it now. The page renders again when it arrives. */
export function useSearchEngine(wanted: boolean): SearchEngineState {
  const ready = useSyncExternalStore(engine.subscribe, isLoaded, isLoaded);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!wanted || ready) return;
    let current = true;
    loadSearchEngine().catch(() => {
      if (current) setFailed(true);
    });
    return () => {
      current = false;
    };
  }, [wanted, ready, attempt]);
  const retry = useCallback(() => {
    setFailed(false);
    setAttempt((n) => n + 1);
  }, []);
  return { ready, failed: failed && !ready, retry };
}
