import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { LibraryMessages, RemoteSnippetResultDto } from '@liquify/contracts';
import { LibraryErrors as E } from '../library.errors';
import { EDGE_COUNT_HEADER, EDGE_TAG_HEADER, EdgeCache, EdgeEntry, EdgeHits, formatEdgeTag, REDIS, Redis } from '@liquify/redis';
import { LRUCache } from 'lru-cache';
import { CONFIG, LibraryConfig } from '../config';
import { EntriesRepository } from '../entries/entries.repository';
import { EntriesService } from '../entries/entries.service';
import { LibraryCacheTags, snippetTag, userTag } from '../entries/library-cache-tags';
import { hashSnippetToken, isSnippetTokenShaped, newSnippetToken } from './snippet-token.util';
import { notFoundFrame, notFoundScript, pasteSnippet, snippetFrame, snippetScript } from './snippet-render.util';

export type SnippetFormat = 'script' | 'frame';

/** An answer ready to send: status, headers, bytes. */
export interface SnippetAnswer {
  status: 200 | 304 | 404;
  headers: Record<string, string>;
  body?: Buffer;
}

/** Snippet loads are counted per entry under this counter (edge-hits.ts). */
export const loadsCounter = (entryId: string) => `library.loads.${entryId}`;
export const LOADS_COUNTER_PREFIX = 'library.loads.';

const CONTENT_TYPE: Record<SnippetFormat, string> = { script: 'application/javascript; charset=utf-8', frame: 'text/html; charset=utf-8' };
/** Unknown tokens are remembered briefly, so a flood of them does not reach MongoDB. */
const UNKNOWN_TTL_MS = 10_000;

const etagOf = (body: Buffer) => `"${createHash('sha1').update(body).digest('base64url')}"`;

/**
 * The remote snippet, the product's hottest path. A warm request touches neither MongoDB nor Redis: answers
 * are kept rendered in process memory (libs/redis EdgeCache, the gateway's own cache), each valid while the
 * snippet's tag (by token hash) has the version it was rendered under; every save, regeneration and removal
 * bumps that tag, here and in every gateway, so the origin serves a saved customisation at once and only
 * downstream caches (up to SNIPPET_CACHE_SECONDS) may hold the old one. Loads are counted in memory and
 * moved to Redis in the background (EdgeHits); the gateway counts the deliveries it makes from its cache.
 */
@Injectable()
export class SnippetsService implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(SnippetsService.name);
  private readonly cache: EdgeCache;
  private readonly hits: EdgeHits;
  private readonly unknown: LRUCache<string, true>;
  private readonly cacheControl: string;

  constructor(
    @Inject(REDIS) redis: Redis,
    @Inject(CONFIG) private readonly config: LibraryConfig,
    private readonly entries: EntriesService,
    private readonly repository: EntriesRepository,
    private readonly tags: LibraryCacheTags,
  ) {
    const warn = (message: string) => this.logger.warn(message);
    this.hits = new EdgeHits(redis, { onWarning: warn });
    this.cache = new EdgeCache(redis.duplicate(), { keyPrefix: config.REDIS_KEY_PREFIX, maxAgeMs: 10 * 60_000, maxBytes: config.SNIPPET_CACHE_MB * 1024 * 1024, onWarning: warn, hits: this.hits });
    this.unknown = new LRUCache({ max: 100_000, ttl: UNKNOWN_TTL_MS });
    const seconds = config.SNIPPET_CACHE_SECONDS;
    this.cacheControl = seconds > 0 ? `public, max-age=${seconds}, s-maxage=${seconds}` : 'public, no-cache';
  }

  async onModuleInit() {
    // Our own bumps take effect here at once, before their pub/sub message comes back.
    this.tags.onBumped((versions) => versions.forEach((version, tag) => this.cache.observe(tag, version)));
    await this.cache.start();
  }

  async onApplicationShutdown() {
    await this.cache.stop();
    await this.hits.stop();
  }

  /** A new token for one of the user's modules; the previous one stops working at once. Shown once: only its hash is kept. */
  async generate(userId: string, entryId: string, baseUrl: string): Promise<RemoteSnippetResultDto> {
    const { entry } = await this.entries.editable(userId, 'module', entryId);
    const token = newSnippetToken();
    const updated = await this.repository.update(entry._id, { snippetTokenHash: hashSnippetToken(token), snippetCreatedAt: new Date() });
    if (!updated) throw E.ENTRY_NOT_FOUND(LibraryMessages.moduleNotFoundInLibrary);
    await this.tags.bump([userTag(userId), ...(entry.snippetTokenHash ? [snippetTag(entry.snippetTokenHash)] : [])]);
    return { token, snippet: pasteSnippet(baseUrl, token, entry.title) };
  }

  /** The public answer for a token (script or frame), 304 when the client holds it, 404 for an unknown or revoked token. */
  async serve(token: string, format: SnippetFormat, headers: Record<string, string | string[] | undefined>): Promise<SnippetAnswer> {
    const hash = isSnippetTokenShaped(token) ? hashSnippetToken(token) : undefined;
    const key = `${format}:${hash}`;
    let entry: Omit<EdgeEntry, 'tag' | 'version'> | undefined = hash ? this.cache.get(key) : undefined;
    if (!entry && hash && !this.unknown.has(hash)) entry = await this.render(hash, token, format, key);
    if (!entry) return this.notFound(format);
    this.cache.delivered(entry as EdgeEntry, headers);
    const inm = headers['if-none-match'];
    if (entry.etag && typeof inm === 'string' && inm.split(',').some((t) => t.trim().replace(/^W\//, '') === entry!.etag)) {
      return { status: 304, headers: entry.headers as Record<string, string> };
    }
    return { status: 200, headers: entry.headers as Record<string, string>, body: entry.body };
  }

  private async render(hash: string, token: string, format: SnippetFormat, key: string): Promise<Omit<EdgeEntry, 'tag' | 'version'> | undefined> {
    const started = this.cache.begin();
    const tag = snippetTag(hash);
    // The tag's version is read BEFORE the data (edge-protocol.ts): a save meanwhile makes this answer unkeepable.
    const version = await this.tags.edge.version(tag);
    const entry = await this.repository.findBySnippetHash(hash);
    if (!entry || entry.kind !== 'module') {
      this.unknown.set(hash, true);
      return undefined;
    }
    const body = Buffer.from(format === 'script' ? snippetScript({ token, slug: entry.slug, title: entry.title, code: entry.code }) : snippetFrame(entry.title, entry.code), 'utf8');
    const etag = etagOf(body);
    const counter = loadsCounter(entry._id.toHexString());
    const headers: Record<string, string> = {
      'content-type': CONTENT_TYPE[format],
      'cache-control': this.cacheControl,
      etag,
      'access-control-allow-origin': '*',
      'access-control-expose-headers': 'etag',
      'cross-origin-resource-policy': 'cross-origin',
      'x-content-type-options': 'nosniff',
      [EDGE_COUNT_HEADER]: counter,
    };
    if (version !== undefined) headers[EDGE_TAG_HEADER] = formatEdgeTag({ scope: 'public', tag, version });
    const answer = { body, headers, etag, count: counter };
    if (version !== undefined) this.cache.offer(key, { scope: 'public', tag, version }, answer, started);
    return answer;
  }

  private notFound(format: SnippetFormat): SnippetAnswer {
    return {
      status: 404,
      headers: { 'content-type': CONTENT_TYPE[format], 'cache-control': 'public, max-age=60', 'access-control-allow-origin': '*', 'cross-origin-resource-policy': 'cross-origin', 'x-content-type-options': 'nosniff' },
      body: Buffer.from(format === 'script' ? notFoundScript() : notFoundFrame(), 'utf8'),
    };
  }

  /** Where browsers reach the product: PUBLIC_URL, else the request's forwarded or own host. */
  baseUrl(headers: Record<string, string | string[] | undefined>): string {
    if (this.config.PUBLIC_URL) return this.config.PUBLIC_URL;
    const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)?.split(',')[0]?.trim();
    const proto = first(headers['x-forwarded-proto']) === 'https' ? 'https' : 'http';
    const host = first(headers['x-forwarded-host']) ?? first(headers.host) ?? `localhost:${this.config.PORT}`;
    return `${proto}://${/^[A-Za-z0-9.:[\]-]+$/.test(host) ? host : 'localhost'}`;
  }
}

