import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import type Redis from 'ioredis';

const RELEASE = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end";

export interface RedisLocksOptions {
  /** Keys are `<namespace>:lock:<key>` (the service's name). */
  namespace: string;
  /** A holder that died frees the lock after this long. */
  ttlMs?: number;
  /** Longest wait for a lock before writing without it. */
  waitLimitMs?: number;
}

/**
 * One writer at a time per key, across replicas (Redis SET NX PX, released only by its owner).
 *
 * Why: FerretDB 1.24 (SQLite backend) applies an update as read-modify-write of the whole document without
 * isolation between connections: two `updateOne({_id, revision: n})` running together both match, and 50
 * concurrent `$inc` of one field leave it at ~5. A revision condition alone cannot stop lost updates there;
 * serialising the writers of a document can. If Redis is unreachable the work goes ahead (still
 * revision-checked) rather than failing the user's save. Give the same lock to the outbox relay
 * (`relay.register(model, { lock })`) so its clean-up never overwrites a save.
 */
export class RedisLocks {
  private readonly logger = new Logger(RedisLocks.name);
  private readonly ttlMs: number;
  private readonly waitLimitMs: number;

  constructor(
    private readonly redis: Redis,
    private readonly options: RedisLocksOptions,
  ) {
    this.ttlMs = options.ttlMs ?? 10_000;
    this.waitLimitMs = options.waitLimitMs ?? 8_000;
  }

  /**
   * The lock of each document of one kind (`plan`, `ticket`), by id: what every writer of such a document and the
   * outbox relay (`relay.register(model, { lock })`) share. Keys are `<kind>:<id>` (ids lower-cased).
   */
  documents(kind: string): <T>(id: { toString(): string } | string, work: () => Promise<T>) => Promise<T> {
    return (id, work) => this.withLock(`${kind}:${String(id).toLowerCase()}`, work);
  }

  /**
   * Runs `work` holding the lock of each key (e.g. one bulk write of several documents), taken one after the
   * other in sorted order, so two holders of several keys never wait for each other.
   */
  withLocks<T>(keys: readonly string[], work: () => Promise<T>): Promise<T> {
    const sorted = [...new Set(keys)].sort();
    const holding = (index: number): Promise<T> => (index === sorted.length ? work() : this.withLock(sorted[index], () => holding(index + 1)));
    return holding(0);
  }

  async withLock<T>(key: string, work: () => Promise<T>): Promise<T> {
    const lockKey = `${this.options.namespace}:lock:${key}`;
    const token = randomUUID();
    let held = false;
    try {
      held = await this.acquire(lockKey, token);
    } catch (err) {
      this.logger.warn(`lock ${lockKey} unavailable, working without it: ${(err as Error).message}`);
    }
    try {
      return await work();
    } finally {
      if (held) await this.redis.eval(RELEASE, 1, lockKey, token).catch(() => undefined);
    }
  }

  private async acquire(lockKey: string, token: string): Promise<boolean> {
    const deadline = Date.now() + this.waitLimitMs;
    for (let attempt = 0; ; attempt++) {
      if ((await this.redis.set(lockKey, token, 'PX', this.ttlMs, 'NX')) === 'OK') return true;
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${lockKey}`);
      await new Promise((resolve) => setTimeout(resolve, Math.min(5 + attempt * 5, 50) * (0.5 + Math.random())));
    }
  }
}
