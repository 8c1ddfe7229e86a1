import { randomUUID } from 'node:crypto';
import type Redis from 'ioredis';

const RELEASE = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end";

export class LockTimeoutError extends Error {
  constructor(key: string) {
    super(`Could not acquire the lock ${key} in time`);
    this.name = 'LockTimeoutError';
  }
}

export interface RedisLockOptions {
  /** The lock frees itself after this long if its holder dies. */
  ttlMs?: number;
  /** How long to wait for the lock before giving up with LockTimeoutError. */
  waitMs?: number;
}

/**
 * Runs `fn` while holding a Redis lock (SET NX PX, released only by its holder), so check-then-write rules
 * hold across processes and concurrent requests (e.g. "at most N items": count, then insert).
 */
export async function withRedisLock<T>(redis: Redis, key: string, fn: () => Promise<T>, options: RedisLockOptions = {}): Promise<T> {
  const ttlMs = options.ttlMs ?? 10_000;
  const deadline = Date.now() + (options.waitMs ?? 10_000);
  const owner = randomUUID();
  let delay = 5;
  while ((await redis.set(key, owner, 'PX', ttlMs, 'NX')) !== 'OK') {
    if (Date.now() >= deadline) throw new LockTimeoutError(key);
    await new Promise((r) => setTimeout(r, delay));
    delay = Math.min(delay * 2, 50);
  }
  try {
    return await fn();
  } finally {
    await redis.eval(RELEASE, 1, key, owner).catch(() => undefined);
  }
}
