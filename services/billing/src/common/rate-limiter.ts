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

/**
 * Fixed-window counters in Redis (shared by every billing replica). A subject's window opens with its first
 * hit and lasts `windowSeconds`: N hits in a row are counted in one window wherever the clock's minute is.
 */
@Injectable()
export class RateLimiter {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  /** Counts one hit for `subject`; throws 429 with the rule's message once the window's limit is passed. */
  async hit(rule: RateLimitRule, subject: string): Promise<void> {
    const key = `rl:${rule.name}:${subject}`;
    const results = (await this.redis.multi().set(key, 0, 'EX', rule.windowSeconds, 'NX').incr(key).exec()) as [Error | null, unknown][];
    const count = Number(results[1][1]);
    if (count > rule.limit) throw BillingErrorCodes.RATE_LIMITED(rule.message);
  }
}

/** The caller's address as Fastify sees it (trustProxy: the gateway's X-Forwarded-For). */
export const clientIp = (request: { ip?: string }) => request.ip || 'unknown';
