import type Redis from 'ioredis';
import { EDGE_CHANNEL, edgeTagKey, EdgeScope, formatEdgeTag } from './edge-protocol';

/** Version counters of per-entity tags are dropped after a quiet week (the gateway forgets far sooner). */
const TAG_TTL_SECONDS = 7 * 24 * 3600;

/**
 * The service side of the edge cache: reads a tag's version before reading the data an answer is built
 * from, and bumps tags after every committed change of that data.
 */
export class EdgeTags {
  /** ioredis does not prefix pub/sub channels: the key prefix is added by hand (test isolation). */
  readonly channel: string;

  constructor(
    private readonly redis: Redis,
    keyPrefix = '',
  ) {
    this.channel = `${keyPrefix}${EDGE_CHANNEL}`;
  }

  /** The tag's current version (0 when never bumped); undefined when Redis does not answer (then: do not tag). */
  async version(tag: string): Promise<number | undefined> {
    try {
      return Number((await this.redis.get(edgeTagKey(tag))) ?? 0);
    } catch {
      return undefined;
    }
  }

  /** The header value for an answer computed after reading `version` of `tag`. */
  header(scope: EdgeScope, tag: string, version: number): string {
    return formatEdgeTag({ scope, tag, version });
  }

  /**
   * Makes every cached answer of these tags unusable, in every gateway. Call after the change is committed.
   * Throws when Redis fails: callers decide (a change must not be lost because a cache could not be told).
   */
  async bump(tags: readonly string[]): Promise<Map<string, number>> {
    const versions = new Map<string, number>();
    if (tags.length === 0) return versions;
    const unique = [...new Set(tags)];
    const incr = this.redis.pipeline();
    for (const tag of unique) incr.incr(edgeTagKey(tag)).expire(edgeTagKey(tag), TAG_TTL_SECONDS);
    const results = (await incr.exec()) ?? [];
    const publish = this.redis.pipeline();
    unique.forEach((tag, i) => {
      const [err, value] = results[i * 2] ?? [new Error('no answer')];
      if (err) throw err;
      versions.set(tag, Number(value));
      publish.publish(this.channel, `${tag}@${Number(value)}`);
    });
    for (const [err] of (await publish.exec()) ?? []) if (err) throw err;
    return versions;
  }
}
