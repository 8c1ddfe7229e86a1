import type Redis from 'ioredis';
import { LRUCache } from 'lru-cache';
import { parseBump } from '../edge/edge-protocol';
import { SingleFlight } from '../cache/single-flight';
import { LiveChannel } from '../live-channel';
import { parseUserAccess, USER_ACCESS_CHANNEL, USER_ACCESS_TAG_PREFIX, userAccessKey, UserAccessRecord } from './user-access-protocol';

export interface UserAccessCacheOptions {
  keyPrefix?: string;
  /** Users whose record (or its absence) is kept in memory. */
  maxUsers?: number;
  onWarning?: (message: string) => void;
}

/** How long a version heard is remembered: far less than a record lives, so an expired record's version is forgotten first. */
const VERSION_MEMORY_MS = 3600 * 1000;

interface Kept {
  version: number;
  record: UserAccessRecord | null;
}

/**
 * Where a process verifying tokens learns a user's current access (user-access-protocol.ts) without a
 * Redis round trip per request: each user's record is read once, kept while no newer version is heard,
 * and read again after a change is announced. Like the edge cache, nothing is kept unless the
 * subscription is live, a (re)subscription forgets everything, and a read older than a version heard is
 * never kept. While the subscription is down every request reads Redis (and fails when Redis does).
 */
export class UserAccessCache {
  private readonly kept: LRUCache<string, Kept>;
  /** Newest version heard per user id. */
  private readonly versions: LRUCache<string, number>;
  private readonly inflight = new SingleFlight<UserAccessRecord | null>();
  private readonly changes: LiveChannel;

  constructor(
    private readonly redis: Redis,
    options: UserAccessCacheOptions = {},
  ) {
    const max = options.maxUsers ?? 200_000;
    this.kept = new LRUCache<string, Kept>({ max });
    this.versions = new LRUCache<string, number>({ max, ttl: VERSION_MEMORY_MS });
    this.changes = new LiveChannel(redis, `${options.keyPrefix ?? ''}${USER_ACCESS_CHANNEL}`, {
      message: (message) => {
        const bump = parseBump(message);
        if (!bump || !bump.tag.startsWith(USER_ACCESS_TAG_PREFIX)) return;
        const userId = bump.tag.slice(USER_ACCESS_TAG_PREFIX.length);
        this.observe(userId, bump.version);
        // A read begun before this change must not be joined by requests that come after it.
        this.inflight.forget(userId);
      },
      reset: () => {
        this.kept.clear();
        this.versions.clear();
        this.inflight.clear();
      },
      warn: (message) => (options.onWarning ?? (() => undefined))(`user access: ${message}`),
    });
  }

  /** Subscribes; never throws (until live, every lookup reads Redis). */
  start(): Promise<void> {
    return this.changes.start();
  }

  stop(): Promise<void> {
    return this.changes.stop();
  }

  get live(): boolean {
    return this.changes.live;
  }

  /**
   * The user's current record from memory: a record, null (none: the token's claims hold) or undefined
   * when it is not known here (then call read()).
   */
  peek(userId: string): UserAccessRecord | null | undefined {
    if (!this.changes.live) return undefined;
    const id = userId.toLowerCase();
    const kept = this.kept.get(id);
    if (!kept) return undefined;
    if (this.versions.get(id) !== kept.version) {
      this.kept.delete(id);
      return undefined;
    }
    return kept.record;
  }

  /** The user's current record, from memory or else from Redis (rejects when Redis does not answer). */
  read(userId: string): Promise<UserAccessRecord | null> {
    const known = this.peek(userId);
    if (known !== undefined) return Promise.resolve(known);
    const id = userId.toLowerCase();
    return this.inflight.run(id, () => this.fetch(id));
  }

  private async fetch(id: string): Promise<UserAccessRecord | null> {
    const epoch = this.changes.live ? this.changes.epoch : undefined;
    const record = parseUserAccess(await this.redis.hgetall(userAccessKey(id)));
    const version = record?.version ?? 0;
    this.observe(id, version);
    if (epoch !== undefined && this.changes.live && this.changes.epoch === epoch && this.versions.get(id) === version) {
      this.kept.set(id, { version, record });
    }
    return record;
  }

  /** Records that the user's record reached `version` (versions only move forward). */
  private observe(id: string, version: number) {
    const known = this.versions.get(id);
    if (known === undefined || version > known) this.versions.set(id, version);
  }
}
