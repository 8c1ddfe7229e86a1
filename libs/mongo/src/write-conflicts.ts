import { AppException } from '@liquify/http';

/**
 * A unique-index violation. MongoDB answers code 11000 (11001 on old servers); FerretDB 1.24 does too for
 * inserts, but answers an update that breaks a unique index with a generic error whose message names the
 * SQLite constraint. The one place that knows this: every service and library asks here.
 */
export function isDuplicateKeyError(err: unknown): boolean {
  const e = err as { code?: unknown; message?: unknown } | null | undefined;
  if (!e || typeof e !== 'object') return false;
  if (e.code === 11000 || e.code === 11001) return true;
  return typeof e.message === 'string' && /E11000|duplicate key|UNIQUE constraint failed/i.test(e.message);
}

/**
 * A bulk write (insertMany, bulkWrite with `ordered: false`) whose every failed operation broke a unique index:
 * e.g. records already there, or conditional upserts a newer document refused. The driver gives one write error
 * as an object and several as an array.
 */
export function isOnlyDuplicateKeyErrors(err: unknown): boolean {
  const failures = (err as { writeErrors?: unknown } | null | undefined)?.writeErrors;
  const list = Array.isArray(failures) ? failures : failures ? [failures] : [];
  // The driver's WriteError answers `code` itself; mongoose's insertMany lists plain `{ index, err: { code } }`.
  return list.length > 0 && list.every((failure) => isDuplicateKeyError(failure) || isDuplicateKeyError((failure as { err?: unknown } | null)?.err));
}

/** What an attempt of `retryOnRevisionConflict` answers when its conditional write found a newer revision. */
export const REVISION_CONFLICT: unique symbol = Symbol('revision conflict');
export type RevisionConflict = typeof REVISION_CONFLICT;

export interface RevisionRetryOptions {
  /** Attempts before giving up (default 8). */
  attempts?: number;
  /** The 409 answer's message and code when every attempt met a newer revision. */
  message?: string;
  code?: string;
  /** Pause before attempt n (n >= 1); default: a short jittered backoff. Tests pass () => 0. */
  backoffMs?: (attempt: number) => number;
}

export const REVISION_CONFLICT_MESSAGE = 'This item was changed by someone else at the same time. Please try again.';
export const REVISION_CONFLICT_CODE = 'CONCURRENT_CHANGE';

const defaultBackoff = (attempt: number) => Math.min(5 * 2 ** attempt, 100) * (0.5 + Math.random());

/**
 * Optimistic concurrency, written once: `attempt` reads the document, decides, and writes on the condition
 * that the revision it read is still current; it answers REVISION_CONFLICT when that condition failed
 * (someone wrote in between) and the whole read-decide-write is tried again. Anything else it answers is
 * the result; anything it throws (404, 400...) ends the loop as is. When every attempt conflicted, the
 * caller gets 409 with the error envelope (`AppException`), never a 500.
 */
export async function retryOnRevisionConflict<T>(attempt: (n: number) => Promise<T | RevisionConflict>, options: RevisionRetryOptions = {}): Promise<T> {
  const attempts = options.attempts ?? 8;
  const backoff = options.backoffMs ?? defaultBackoff;
  for (let n = 0; n < attempts; n++) {
    if (n > 0) {
      const ms = backoff(n);
      if (ms > 0) await new Promise((resolve) => setTimeout(resolve, ms));
    }
    const result = await attempt(n);
    if (result !== REVISION_CONFLICT) return result as T;
  }
  throw AppException.conflict(options.message ?? REVISION_CONFLICT_MESSAGE, options.code ?? REVISION_CONFLICT_CODE);
}
