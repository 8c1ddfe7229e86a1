import { toErrorResponse } from '@liquify/http';
import Redis from 'ioredis';
import { isRedisUnavailableError } from '../index';

describe('Redis errors at the error envelope', () => {
  it('answers 503 DEPENDENCY_UNAVAILABLE to the errors of a command without a connection', async () => {
    const offline = new Redis('redis://127.0.0.1:1', { lazyConnect: true, enableOfflineQueue: false, retryStrategy: () => null });
    const refused = await offline.get('k').catch((err: unknown) => err);
    expect(isRedisUnavailableError(refused)).toBe(true);
    expect(toErrorResponse(refused)).toEqual({
      status: 503,
      body: expect.objectContaining({ success: false, code: 'DEPENDENCY_UNAVAILABLE', error: 'A service this request needs is unavailable right now. Please try again in a moment.' }),
    });
    offline.disconnect();
    const closed = await offline.get('k').catch((err: unknown) => err);
    expect(isRedisUnavailableError(closed)).toBe(true);
  });

  it('maps the retries running out while reconnecting', () => {
    const err = new Error('Reached the max retries per request limit (which is 2). Refer to "maxRetriesPerRequest" option for details.');
    Object.defineProperty(err, 'name', { value: 'MaxRetriesPerRequestError' });
    expect(toErrorResponse(err).status).toBe(503);
  });

  it('leaves other errors alone: a Redis reply error or a bug stays a 500', () => {
    expect(isRedisUnavailableError(new Error('ERR unknown command'))).toBe(false);
    expect(toErrorResponse(new Error('ERR unknown command')).status).toBe(500);
    expect(isRedisUnavailableError('Connection is closed.')).toBe(false);
  });
});
