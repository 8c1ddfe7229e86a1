/**
 * Code fetched on its own, after the first screen or when first needed (the top bar's overlays, the search
 * engine): loaded once, tried again by the next call after a failed load (offline), and readable at once by
 * React once here (`useSyncExternalStore(lazy.subscribe, lazy.current)` renders again when it arrives).
 */
export interface LazyModule<T> {
  /** Fetches the code, once (again after a failure); `importer` replaces the default one (tests). */
  load(importer?: () => Promise<T>): Promise<T>;
  /** The code once loaded, else undefined. */
  current(): T | undefined;
  subscribe(listener: () => void): () => void;
  /** Test helper: forget the loaded code. */
  forget(): void;
}

export function lazyModule<T>(defaultImporter: () => Promise<T>): LazyModule<T> {
  let loaded: T | undefined;
  let loading: Promise<T> | undefined;
  const listeners = new Set<() => void>();
  return {
    load(importer = defaultImporter) {
      loading ??= importer().then(
        (module) => {
          loaded = module;
          for (const listener of listeners) listener();
          return module;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    current: () => loaded,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    forget() {
      loaded = undefined;
      loading = undefined;
    },
  };
}
