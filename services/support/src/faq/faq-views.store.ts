import { Inject, Injectable } from '@nestjs/common';
import { REDIS, Redis } from '@liquify/redis';
import { viewOnceKey } from '@liquify/contracts';

/** Two days: a key outlives its UTC day whatever the hour it was set. */
const VIEW_KEY_TTL_SECONDS = 2 * 24 * 3600;

/** Remembers who viewed which entry on which UTC day (Redis SET NX: the first view of the day wins). */
@Injectable()
export class FaqViewsStore {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  /** True the first time this visitor views this entry on this UTC day. */
  async firstViewToday(faqId: string, visitor: string, at: Date): Promise<boolean> {
    const answer = await this.redis.set(`support:faq-view:${viewOnceKey(faqId, visitor, at)}`, '1', 'EX', VIEW_KEY_TTL_SECONDS, 'NX');
    return answer === 'OK';
  }
}
