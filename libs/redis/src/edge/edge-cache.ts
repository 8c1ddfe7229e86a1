import type Redis from 'ioredis';
import { LRUCache } from 'lru-cache';
import { LiveChannel } from '../live-channel';
import { EdgeHits, embeddingDomain } from './edge-hits';
import { EDGE_CHANNEL, EdgeTagValue, parseBump } from './edge-protocol';

/** One answer the gateway may repeat: the bytes and the headers that describe them. */
export interface EdgeEntry {
  tag: string;
  version: number;
  body: Buffer;
  /** The answer's end-to-end headers (content-type, etag, cache-control, security headers...), replayed as they were. */
  headers: Record<string, string | string[]>;
  /** The answer's ETag, for conditional requests. */
  etag?: string;
  /** Counter of the answer's deliveries (x-liquify-edge-count, edge-hits.ts): each one served from here is counted. */
  count?: string;
}

export interface EdgeCacheOptions {
  keyPrefix?: string;
  /** Total bytes of answers kept in memory. */
  maxBytes?: number;
  /** Larger answers are passed through, never kept. */
  maxEntryBytes?: number;
  /** Upper bound on an entry's life, a safety net behind the pub/sub invalidation. */
  maxAgeMs?: number;
  /** How many tag versions are remembered (one per user seen, plus the catalogue's few). */
  maxTags?: number;
  onWarning?: (message: string) => void;
  /** Where deliveries of answers marked with a counter are counted. */
  hits?: EdgeHits;
}

/**
 * The gateway side of the edge cache (protocol in edge-protocol.ts): answers kept in process memory,
 * each valid only while its tag's newest known version is the one it was computed under. Newest versions
 * come from the answers themselves and from the services' bumps on one pub/sub channel.
 *
 * Safety rules: nothing is served or stored unless the subscription is live; a (re)subscription forgets
 * everything (bumps may have been missed) and refuses answers to requests that began before it; an
 * answer older than the newest known version of its tag is never stored.
 */
export class EdgeCache {
  private readonly entries: LRUCache<string, EdgeEntry>;
  private readonly versions: LRUCache<string, number>;
  /** The bumps; answers are accepted only within the subscription epoch their request began in. */
  private readonly bumps: LiveChannel;
  private readonly maxEntryBytes: number;
  private readonly hits?: EdgeHits;

  constructor(
    redis: Redis,
    options: EdgeCacheOptions = {},
  ) {
    this.maxEntryBytes = options.maxEntryBytes ?? 2 * 1024 * 1024;
    this.hits = options.hits;
    this.bumps = new LiveChannel(redis, `${options.keyPrefix ?? ''}${EDGE_CHANNEL}`, {
      message: (message) => {
        const bump = parseBump(message);
        if (bump) this.observe(bump.tag, bump.version);
      },
      reset: () => this.forget(),
      warn: (message) => (options.onWarning ?? (() => undefined))(`edge cache: ${message}`),
    });
    this.entries = new LRUCache<string, EdgeEntry>({
      maxSize: options.maxBytes ?? 64 * 1024 * 1024,
      sizeCalculation: (entry, key) => entry.body.length + key.length + 256,
      ttl: options.maxAgeMs ?? 60_000,
      ttlAutopurge: false,
    });
    this.versions = new LRUCache<string, number>({ max: options.maxTags ?? 200_000 });
  }

  /** Subscribes to the bumps; until this resolves (and whenever the subscription drops) the cache is bypassed. */
  start(): Promise<void> {
    return this.bumps.start();
  }

  stop(): Promise<void> {
    return this.bumps.stop();
  }

  get live(): boolean {
    return this.bumps.live;
  }

  /** Call when a request begins; pass the token to offer(). Undefined while the cache is bypassed. */
  begin(): number | undefined {
    return this.bumps.live ? this.bumps.epoch : undefined;
  }

  /** The kept answer for `key`, if it is still current. */
  get(key: string): EdgeEntry | undefined {
    if (!this.bumps.live) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.versions.get(entry.tag) !== entry.version) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  /** Counts one delivery of a kept answer that carries a counter (in memory; see EdgeHits). */
  delivered(entry: EdgeEntry, headers: Record<string, string | string[] | undefined>): void {
    if (entry.count && this.hits) this.hits.record(entry.count, this.domainOf(headers));
  }

  /** The embedding page's domain of frozen headers (a connection repeating one request head: libs/http's front door), read once per object. */
  private readonly domains = new WeakMap<object, string>();

  private domainOf(headers: Record<string, string | string[] | undefined>): string {
    if (!Object.isFrozen(headers)) return embeddingDomain(headers);
    let domain = this.domains.get(headers);
    if (domain === undefined) this.domains.set(headers, (domain = embeddingDomain(headers)));
    return domain;
  }

  /**
   * Offers an answer to a request whose begin() gave `token`. Stored when the subscription stayed live
   * since the request began and no newer version of its tag is known. Answers whether it was stored.
   */
  offer(key: string, tag: EdgeTagValue, entry: Omit<EdgeEntry, 'tag' | 'version'>, token: number | undefined): boolean {
    this.observe(tag.tag, tag.version);
    if (!this.bumps.live || token !== this.bumps.epoch) return false;
    if (entry.body.length > this.maxEntryBytes) return false;
    if (this.versions.get(tag.tag) !== tag.version) return false;
    this.entries.set(key, { ...entry, tag: tag.tag, version: tag.version });
    return true;
  }

  /** Records that `tag` reached `version` (versions only move forward). */
  observe(tag: string, version: number): void {
    const known = this.versions.get(tag);
    if (known === undefined || version > known) this.versions.set(tag, version);
  }

  private forget() {
    this.entries.clear();
    this.versions.clear();
  }
}
