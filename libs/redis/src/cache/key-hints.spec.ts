import { createHash } from 'node:crypto';
import { RedisKeyHints } from './key-hints';

describe('RedisKeyHints', () => {
  it('keeps each scope under the service namespace, the value hashed (no e-mail in a key), with an expiry', async () => {
    const store = new Map<string, string>();
    const set = jest.fn(async (key: string, value: string) => void store.set(key, value));
    const redis = { get: async (key: string) => store.get(key) ?? null, set } as never;
    const emails = new RedisKeyHints(redis, { namespace: 'identity', ttlMs: 1000 }).scope('user-email');
    expect(await emails.get('a@example.com')).toBeUndefined();
    await emails.set('a@example.com', '64b000000000000000000001');
    const hashed = createHash('sha256').update('a@example.com').digest('base64url');
    expect(set).toHaveBeenCalledWith(`identity:hint:user-email:${hashed}`, '64b000000000000000000001', 'PX', 1000);
    expect(await emails.get('a@example.com')).toBe('64b000000000000000000001');
  });

  it('never throws: Redis out of reach is no hint, and a hint not kept', async () => {
    const down = Promise.reject.bind(Promise, new Error('connect ECONNREFUSED'));
    const hints = new RedisKeyHints({ get: down, set: down } as never, { namespace: 'library' }).scope('snippet-hash');
    await expect(hints.get('h')).resolves.toBeUndefined();
    await expect(hints.set('h', 'id')).resolves.toBeUndefined();
  });
});
