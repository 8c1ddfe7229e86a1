import { Logger, OnApplicationBootstrap } from '@nestjs/common';
import type { Redis } from '@liquify/redis';

/**
 * What Redis must do for the product, from its INFO (persistence and memory sections): it holds sign-outs and
 * access changes, not only a cache, so it keeps them across restarts (append-only file) and never evicts them.
 */
export function redisDurabilityProblems(info: string): string[] {
  const field = (name: string) => new RegExp(`^${name}:(.*)$`, 'm').exec(info)?.[1]?.trim();
  const problems: string[] = [];
  if (field('aof_enabled') !== '1') {
    problems.push('appendonly is off: sign-outs and access changes written since the last snapshot are lost when Redis restarts; run it with --appendonly yes');
  }
  const policy = field('maxmemory_policy');
  if (policy !== undefined && policy !== 'noeviction') {
    problems.push(`maxmemory-policy is ${policy}: a full Redis would silently drop sign-outs and access changes; use noeviction`);
  }
  return problems;
}

/**
 * At start, in production, says in the log when Redis does not keep what it holds (no AOF) or may evict it: the
 * product still runs, and an operator learns why a signed-out session could come back.
 */
export class RedisDurabilityCheck implements OnApplicationBootstrap {
  private readonly logger = new Logger('Redis');

  constructor(
    private readonly redis: Redis,
    private readonly production: boolean,
  ) {}

  async onApplicationBootstrap() {
    if (!this.production) return;
    try {
      const info = `${await this.redis.info('persistence')}\n${await this.redis.info('memory')}`;
      for (const problem of redisDurabilityProblems(info)) this.logger.warn(problem);
    } catch (err) {
      this.logger.warn(`Redis durability not checked: ${(err as Error).message}`);
    }
  }
}
