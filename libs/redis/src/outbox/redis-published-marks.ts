import type Redis from 'ioredis';

export interface RedisPublishedMarksOptions {
  /** Keys are `<namespace>:outbox-published:<collection>` (the service's name). */
  namespace: string;
  /** How long a mark lasts (default PUBLISHED_MARK_TTL_MS). */
  ttlMs?: number;
}

/**
 * 60 s: longer than a clean-up of a backlog takes on a busy FerretDB (8-13 s for ~90 documents after
 * `npm run chaos`' broker outage), so no replica publishes again what another has published and is clearing. An
 * event whose relay died before its clean-up is skipped until its mark expires, then published again and cleared.
 */
export const PUBLISHED_MARK_TTL_MS = 60_000;

/**
 * libs/kafka's `PublishedMarks` in Redis: one sorted set per collection, each key scored by the time its mark
 * expires (a set's members cannot expire one by one), expired members pruned at each mark, the set itself
 * expiring once its newest mark has.
 */
export class RedisPublishedMarks {
  private readonly ttlMs: number;

  constructor(
    private readonly redis: Redis,
    private readonly options: RedisPublishedMarksOptions,
  ) {
    this.ttlMs = options.ttlMs ?? PUBLISHED_MARK_TTL_MS;
  }

  private key(collection: string) {
    return `${this.options.namespace}:outbox-published:${collection}`;
  }

  async mark(collection: string, keys: readonly string[]): Promise<void> {
    if (keys.length === 0) return;
    const key = this.key(collection);
    const now = Date.now();
    const until = now + this.ttlMs;
    await this.redis
      .multi()
      .zremrangebyscore(key, '-inf', now)
      .zadd(key, ...keys.flatMap((member) => [until, member]))
      .pexpire(key, this.ttlMs)
      .exec()
      .then(failedStep);
  }

  async marked(collection: string, keys: readonly string[]): Promise<Set<string>> {
    if (keys.length === 0) return new Set();
    const scores = await this.redis.zmscore(this.key(collection), ...keys);
    const now = Date.now();
    return new Set(keys.filter((_, i) => scores[i] !== null && Number(scores[i]) > now));
  }

  async unmark(collection: string, keys: readonly string[]): Promise<void> {
    if (keys.length === 0) return;
    await this.redis.zrem(this.key(collection), ...keys);
  }
}

/** A MULTI's replies are [error, result] per step: the first error is thrown. */
function failedStep(replies: [Error | null, unknown][] | null): void {
  const failed = replies?.find(([err]) => err);
  if (failed) throw failed[0];
}
