/** The driver's (and mongoose's) errors for "no server to talk to", by name (mongoose may carry its own copy of the driver). */
const UNREACHABLE = new Set([
  'MongoServerSelectionError',
  'MongooseServerSelectionError',
  'MongoNetworkError',
  'MongoNetworkTimeoutError',
  'MongoNotConnectedError',
  'MongoTopologyClosedError',
]);

/**
 * True for an operation that failed because MongoDB could not be reached: no server selected in time, the
 * connection lost or closed, or mongoose's queue of operations waiting for a connection timing out. A server's
 * answer (a duplicate key, a validation error) is not one.
 */
export function isMongoUnavailableError(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  if (UNREACHABLE.has(err.name)) return true;
  return err.name === 'MongooseError' && /buffering timed out/.test(err.message);
}

/**
 * True when FerretDB's SQLite backend (development, tests, `npm run chaos`) gave up waiting for its database's
 * write lock: `database is locked (5) (SQLITE_BUSY)` after SQLite's 10 s busy wait. The write was not applied
 * (its transaction failed), so the request can be sent again: a 503, like MongoDB out of reach, not a 500.
 */
export function isStoreBusyError(err: unknown): boolean {
  return err instanceof Error && err.name === 'MongoServerError' && /\(SQLITE_BUSY\)/.test(err.message);
}
