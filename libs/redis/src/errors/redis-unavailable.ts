import { AppException, registerExceptionMapper } from '@liquify/http';

/** ioredis' own words for "no connection" (utils CONNECTION_CLOSED_ERROR_MSG, the offline queue refusal). */
const CONNECTION_MESSAGES = ['Connection is closed.', "Stream isn't writeable and enableOfflineQueue options is false"];

/**
 * True for the errors ioredis rejects a command with when it has no connection to Redis: the retries per
 * request ran out while reconnecting (MaxRetriesPerRequestError), the connection is closed for good, or
 * the offline queue is off. A Redis reply error (a wrong command, a script error) is not one: that is a bug.
 */
export function isRedisUnavailableError(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  if (err.name === 'MaxRetriesPerRequestError') return true;
  return CONNECTION_MESSAGES.includes(err.message);
}

/**
 * A Redis call no one caught (the gateway's rate limit on sign-in and registration, a lock, a lease...)
 * while Redis is down is answered 503 DEPENDENCY_UNAVAILABLE with a clear message, not 500: registered once,
 * when the library loads, so every route of every process gets it.
 */
registerExceptionMapper((err) => (isRedisUnavailableError(err) ? AppException.dependencyUnavailable() : undefined));
