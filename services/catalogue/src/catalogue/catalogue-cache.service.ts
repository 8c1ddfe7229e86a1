import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { edgeTagKey, EdgeTags, formatEdgeTag, parseBump, REDIS, Redis, SingleFlight } from '@liquify/redis';
import { SERVICE_CONFIG } from '@liquify/service';
import { CatalogueConfig } from '../config';

export type CacheKind = 'modules' | 'sections';
export const CACHE_KINDS: readonly CacheKind[] = ['modules', 'sections'];

/** A serialised public answer with its precomputed strong ETag: served as-is, never re-serialised. */
export interface CachedAnswer {
  etag: string;
  body: string;
  /** `body` encoded once (UTF-8): sockets then write these bytes with no per-request encoding. */
  bytes?: Buffer;
  /** x-liquify-edge-tag value: the gateway may repeat this answer until the kind's version moves. */
  edgeTag?: string;
}

/** The answer's bytes, encoded on first use and kept on the (cached) answer object. */
export function answerBytes(answer: CachedAnswer): Buffer {
  answer.bytes ??= Buffer.from(answer.body, 'utf8');
  return answer.bytes;
}

/** Answers computed under `version` of `kind` (read before the data): safe for the gateway to repeat until it moves. */
function edgeHeader(kind: CacheKind, version: number): string {
  return formatEdgeTag({ scope: 'public', tag: edgeTagOf(kind), version });
}

export function etagOf(body: string): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** The kinds' versions are edge-cache tags (libs/redis edge-protocol.ts), shared with the gateway. */
const edgeTagOf = (kind: CacheKind) => `catalogue.${kind}`;
const VERSION_KEY = (kind: CacheKind) => edgeTagKey(edgeTagOf(kind));
const ENTRY_KEY = (kind: CacheKind, version: number, key: string) => `catalogue:cache:${kind}:v${version}:${key}`;
const LOCAL_MAX_ENTRIES = 2000;
const VERSION_POLL_MS = 5000;

/**
 * Public answers cached in Redis, invalidated by bumping a per-kind version counter that is part of
 * every key (a change makes all older entries unreachable at once; they expire by TTL).
 *
 * The hot path must be cheap (GET /api/modules?limit=1000 is benchmarked): the answer is stored
 * serialised with its ETag, and a process-local copy of the current entries is kept in front of Redis.
 * The local copy is valid only for the version it was read under. The current versions are kept in
 * memory, updated synchronously by this process's own changes, pushed by Redis pub/sub from other
 * replicas, re-read on reconnect and polled every few seconds as a safety net. When Redis is
 * unavailable the catalogue answers from the database (uncached) instead of failing.
 */
@Injectable()
export class CatalogueCacheService implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(CatalogueCacheService.name);
  private readonly versions = new Map<CacheKind, number>();
  private readonly local = new Map<string, CachedAnswer>();
  /** Answers being read or computed here, by their key at their version: the requests that want one meanwhile wait for it. */
  private readonly pending = new SingleFlight<CachedAnswer>();
  private subscriber?: Redis;
  private poll?: NodeJS.Timeout;
  private readonly channel: string;
  private readonly ttlSeconds: number;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly edgeTags: EdgeTags,
    @Inject(SERVICE_CONFIG) config: CatalogueConfig,
  ) {
    this.channel = edgeTags.channel;
    this.ttlSeconds = config.CATALOGUE_CACHE_TTL_SECONDS;
  }

  async onModuleInit() {
    await this.refreshVersions();
    try {
      this.subscriber = this.redis.duplicate();
      this.subscriber.on('message', (_channel: string, message: string) => this.onInvalidated(message));
      this.subscriber.on('ready', () => void this.refreshVersions());
      this.subscriber.on('error', (err: Error) => this.logger.warn(`cache subscriber: ${err.message}`));
      await this.subscriber.subscribe(this.channel);
    } catch (err) {
      this.logger.warn(`cache invalidation channel unavailable, polling only: ${(err as Error).message}`);
    }
    this.poll = setInterval(() => void this.refreshVersions(), VERSION_POLL_MS);
    this.poll.unref();
  }

  async onApplicationShutdown() {
    clearInterval(this.poll);
    if (this.subscriber) {
      try {
        await this.subscriber.quit();
      } catch {
        this.subscriber.disconnect();
      }
    }
  }

  /** The cached answer for `key`, else computes, stores and returns it. */
  async getOrCompute(kind: CacheKind, key: string, compute: () => Promise<string>): Promise<CachedAnswer> {
    const version = this.versions.get(kind);
    if (version === undefined) {
      // Versions unknown (Redis down at start): no caching until they are known.
      const body = await compute();
      return { etag: etagOf(body), body };
    }
    const localKey = `${kind}:${version}:${key}`;
    const hit = this.local.get(localKey);
    if (hit) return hit;
    // After a change, the next requests for an answer arrive together (the gateways' misses): one of them reads or
    // computes it in this process, the others wait for it. On FerretDB each compute read every module (a list of
    // the catalogue, and its count); `npm run chaos -- virtual-users` saw 114 of them in a minute.
    return this.pending.run(localKey, () => this.readOrCompute(kind, version, key, localKey, compute));
  }

  private async readOrCompute(kind: CacheKind, version: number, key: string, localKey: string, compute: () => Promise<string>): Promise<CachedAnswer> {
    const redisKey = ENTRY_KEY(kind, version, key);
    try {
      const stored = await this.redis.get(redisKey);
      if (stored !== null) {
        const newline = stored.indexOf('\n');
        const answer = { etag: stored.slice(0, newline), body: stored.slice(newline + 1), edgeTag: edgeHeader(kind, version) };
        this.remember(localKey, answer, kind, version);
        return answer;
      }
    } catch (err) {
      this.logger.warn(`cache read failed, answering from the database: ${(err as Error).message}`);
    }

    const body = await compute();
    const answer = { etag: etagOf(body), body, edgeTag: edgeHeader(kind, version) };
    try {
      await this.redis.set(redisKey, `${answer.etag}\n${body}`, 'EX', this.ttlSeconds);
    } catch (err) {
      this.logger.warn(`cache write failed: ${(err as Error).message}`);
    }
    this.remember(localKey, answer, kind, version);
    return answer;
  }

  /** Makes every cached answer of `kind` unreachable, here and in every replica. */
  async invalidate(kind: CacheKind): Promise<void> {
    this.dropLocal(kind);
    try {
      // The gateway's edge cache and every replica learn the new version from the same bump.
      const version = (await this.edgeTags.bump([edgeTagOf(kind)])).get(edgeTagOf(kind))!;
      // Our own bump is authoritative (even after a Redis reset made the counter start again).
      this.versions.set(kind, version);
      this.dropLocal(kind);
    } catch (err) {
      // Without a new version this process must not serve its old entries: forget the version until
      // Redis answers again (the poll restores it).
      this.versions.delete(kind);
      this.logger.warn(`cache invalidation failed: ${(err as Error).message}`);
    }
  }

  private remember(localKey: string, answer: CachedAnswer, kind: CacheKind, version: number) {
    // Store only if the version did not move while we were reading.
    if (this.versions.get(kind) !== version) return;
    if (this.local.size >= LOCAL_MAX_ENTRIES) this.local.clear();
    this.local.set(localKey, answer);
  }

  private onInvalidated(message: string) {
    const bump = parseBump(message);
    const kind = CACHE_KINDS.find((k) => edgeTagOf(k) === bump?.tag);
    if (bump && kind) this.setVersion(kind, bump.version);
  }

  private setVersion(kind: CacheKind, version: number) {
    // Versions only move forward: a reply read before a newer bump must not bring old entries back.
    const current = this.versions.get(kind);
    if (current !== undefined && current >= version) return;
    this.versions.set(kind, version);
    this.dropLocal(kind);
  }

  private dropLocal(kind: CacheKind) {
    for (const key of this.local.keys()) if (key.startsWith(`${kind}:`)) this.local.delete(key);
  }

  private async refreshVersions() {
    try {
      const values = await this.redis.mget(...CACHE_KINDS.map(VERSION_KEY));
      CACHE_KINDS.forEach((kind, i) => {
        this.setVersion(kind, Number(values[i] ?? 0));
      });
    } catch (err) {
      this.logger.warn(`cache versions unavailable: ${(err as Error).message}`);
    }
  }
}
