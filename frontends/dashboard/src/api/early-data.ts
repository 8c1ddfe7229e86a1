/**
 * Requests started before the page that shows them is rendered (app/preload.ts): on a first load the
 * remote's code is evaluated while the shell still checks the session, so the page's first data can be on
 * its way by the time the page mounts. The page's query takes the request once (its `queryFn` falls back
 * to fetching itself), so caching, retries and errors stay TanStack Query's.
 */
export const EARLY_DATA_MAX_AGE_MS = 10_000;

const started = new Map<string, { promise: Promise<unknown>; at: number }>();

const idOf = (key: readonly unknown[]) => JSON.stringify(key);

/** Starts `fetcher` now for the query `key`, unless a request for it is already waiting; answers that request. */
export function fetchEarly<T>(key: readonly unknown[], fetcher: () => Promise<T>, now = Date.now()): Promise<T> {
  const id = idOf(key);
  const waiting = started.get(id);
  if (waiting) return waiting.promise as Promise<T>;
  const promise = fetcher();
  // Its query receives the error; a request nobody takes (the user went elsewhere) is not an unhandled rejection.
  promise.catch(() => undefined);
  started.set(id, { promise, at: now });
  return promise;
}

/** The request started for `key`, once: a second call, or one after EARLY_DATA_MAX_AGE_MS, gets undefined. */
export function takeEarly<T>(key: readonly unknown[], now = Date.now()): Promise<T> | undefined {
  const id = idOf(key);
  const entry = started.get(id);
  started.delete(id);
  if (!entry || now - entry.at > EARLY_DATA_MAX_AGE_MS) return undefined;
  return entry.promise as Promise<T>;
}

/** Test helper. */
export function forgetEarlyData(): void {
  started.clear();
}
