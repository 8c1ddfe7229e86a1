/**
 * Requests started before the page that shows them is rendered (app/preload.ts): on a first load the
 * remote's code is evaluated while the shell still checks the session, so the page's first data can be on
 * its way by the time the page mounts. The page's query takes the request once (its `queryFn` falls back
 * to fetching itself), so caching, retries and errors stay TanStack Query's.
 */
export const EARLY_DATA_MAX_AGE_MS = 10_000;

interface Started {
  promise: Promise<unknown>;
  at: number;
  /** Set once the request has answered (a success only). */
  arrived?: { value: unknown };
}

const started = new Map<string, Started>();

const idOf = (key: readonly unknown[]) => JSON.stringify(key);

/** Starts `fetcher` now for the query `key`, unless a request for it is already waiting; answers that request. */
export function fetchEarly<T>(key: readonly unknown[], fetcher: () => Promise<T>, now = Date.now()): Promise<T> {
  const id = idOf(key);
  const waiting = started.get(id);
  if (waiting) return waiting.promise as Promise<T>;
  const promise = fetcher();
  const entry: Started = { promise, at: now };
  // Its query receives the error; a request nobody takes (the user went elsewhere) is not an unhandled rejection.
  promise.then(
    (value) => {
      entry.arrived = { value };
    },
    () => undefined,
  );
  started.set(id, entry);
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

/**
 * The answer of the request started for `key` if it has already arrived, once (like takeEarly), with when it was
 * started; undefined while it is on its way, after a failure, or when it is too old.
 */
export function takeArrivedEarly<T>(key: readonly unknown[], now = Date.now()): { value: T; at: number } | undefined {
  const id = idOf(key);
  const entry = started.get(id);
  if (!entry?.arrived || now - entry.at > EARLY_DATA_MAX_AGE_MS) return undefined;
  started.delete(id);
  return { value: entry.arrived.value as T, at: entry.at };
}

/**
 * A query's initial data from its early request when that has already answered: the page's first render shows
 * the answer. Without it the query takes the settled request through its queryFn and TanStack Query hands the
 * data over in a timer, a second render one task later: on a phone's first load of /dashboard/modules the list
 * came ~0.25 s after the page (its header's layout and paint in between).
 */
export function arrivedEarlyData<T>(key: readonly unknown[], now: () => number = Date.now) {
  let arrived: { value: T; at: number } | undefined;
  return {
    initialData: (): T | undefined => (arrived = takeArrivedEarly<T>(key, now()))?.value,
    initialDataUpdatedAt: (): number | undefined => arrived?.at,
  };
}

/** Test helper. */
export function forgetEarlyData(): void {
  started.clear();
}
