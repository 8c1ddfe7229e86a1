import { Inject, Injectable } from '@nestjs/common';
import { Redis, REDIS } from '@liquify/redis';
import { BillingErrorCodes } from '../billing.errors';

export interface RateLimitRule {
  /** What is limited, e.g. 'early-bird'. */
  name: string;
  limit: number;
  windowSeconds: number;
  message: string;
}

/** Fixed-window counters in Redis (shared by every billing replica). */
@Injectable()
export class RateLimiter {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  /** Counts one hit for `subject`; throws 429 with the rule's message once the window's limit is passed. */
  async hit(rule: RateLimitRule, subject: string): Promise<void> {
    const window = Math.floor(Date.now() / 1000 / rule.windowSeconds);
    const key = `rl:${rule.name}:${subject}:${window}`;
    const [[, count]] = (await this.redis.multi().incr(key).expire(key, rule.windowSeconds + 1).exec()) as [[Error | null, number]];
    if (count > rule.limit) throw BillingErrorCodes.RATE_LIMITED(rule.message);
  }
}

/** The caller's address as Fastify sees it (trustProxy: the gateway's X-Forwarded-For). */
export const clientIp = (request: { ip?: string }) => request.ip || 'unknown';
