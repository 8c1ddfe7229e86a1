import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { REDIS, Redis } from '@liquify/redis';

const RELEASE = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end";
const LOCK_TTL_MS = 10_000;
const WAIT_LIMIT_MS = 8_000;

/**
 * One writer at a time per catalogue item, across replicas (Redis SET NX PX, released only by its owner).
 *
 * Why: FerretDB 1.24 (SQLite backend) applies an update as read-modify-write of the whole document
 * without isolation between connections: two `updateOne({_id, revision: n})` running together both
 * match, and 50 concurrent `$inc` of one field leave it at ~5. The revision condition alone therefore
 * cannot stop lost updates; serialising the writers of an item can. If Redis is unreachable the write
 * goes ahead (still revision-checked) rather than failing the admin's save.
 */
@Injectable()
export class ItemLockService {
  private readonly logger = new Logger(ItemLockService.name);

  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  async withLock<T>(key: string, work: () => Promise<T>): Promise<T> {
    const lockKey = `catalogue:lock:${key}`;
    const token = randomUUID();
    let held = false;
    try {
      held = await this.acquire(lockKey, token);
    } catch (err) {
      this.logger.warn(`item lock unavailable, writing without it: ${(err as Error).message}`);
    }
    try {
      return await work();
    } finally {
      if (held) await this.redis.eval(RELEASE, 1, lockKey, token).catch(() => undefined);
    }
  }

  private async acquire(lockKey: string, token: string): Promise<boolean> {
    const deadline = Date.now() + WAIT_LIMIT_MS;
    for (let attempt = 0; ; attempt++) {
      if ((await this.redis.set(lockKey, token, 'PX', LOCK_TTL_MS, 'NX')) === 'OK') return true;
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${lockKey}`);
      await new Promise((resolve) => setTimeout(resolve, Math.min(5 + attempt * 5, 50) * (0.5 + Math.random())));
    }
  }
}
