import { Inject, Injectable, Logger } from '@nestjs/common';
import { REDIS, Redis } from '@liquify/redis';
import { UsageRepository } from './usage.repository';

/** Adds counted and not yet in daily_stats: a hash of UTC day -> adds. */
export const PENDING_ADDS_KEY = 'usage:adds:pending';

/**
 * The admin's adds per day. An add is counted in Redis (HINCRBY: atomic whichever replica counts it), and the
 * usage flusher moves the counts to daily_stats in its pass, which one replica runs at a time. FerretDB 1.24
 * does not isolate concurrent `$inc` of one document: 50 adds counted straight into the day's document
 * at once left it at 40 (measured here). When Redis does not answer, an add is counted in MongoDB directly.
 */
@Injectable()
export class DailyAdds {
  private readonly logger = new Logger(DailyAdds.name);

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly usage: UsageRepository,
  ) {}

  async count(day: string): Promise<void> {
    try {
      await this.redis.hincrby(PENDING_ADDS_KEY, day, 1);
    } catch (err) {
      this.logger.warn(`add of ${day} counted in MongoDB directly (Redis: ${(err as Error).message})`);
      await this.usage.countAdd(day, 1);
    }
  }

  /** Moves the pending counts to daily_stats (for the flusher's pass); what could not be stored goes back to Redis. Answers how many adds moved. */
  async flush(): Promise<number> {
    const results = await this.redis.multi().hgetall(PENDING_ADDS_KEY).del(PENDING_ADDS_KEY).exec();
    const pending = Object.entries((results?.[0]?.[1] ?? {}) as Record<string, string>)
      .map(([day, n]) => [day, Number(n)] as const)
      .filter(([, n]) => n > 0);
    let moved = 0;
    for (const [index, [day, n]] of pending.entries()) {
      try {
        await this.usage.countAdd(day, n);
        moved += n;
      } catch (err) {
        const back = this.redis.multi();
        for (const [later, m] of pending.slice(index)) back.hincrby(PENDING_ADDS_KEY, later, m);
        await back.exec();
        throw err;
      }
    }
    return moved;
  }
}
