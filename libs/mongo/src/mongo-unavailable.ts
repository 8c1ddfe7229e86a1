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
