import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { LibraryMessages } from '@liquify/contracts';
import { EDGE_COUNT_HEADER, EDGE_TAG_HEADER, EdgeCache, EdgeEntry, EdgeHits, formatEdgeTag, REDIS, Redis } from '@liquify/redis';
import { finalCodeFromTemplate } from '@liquify/template-engine';
import { LRUCache } from 'lru-cache';
import { SERVICE_CONFIG } from '@liquify/service';
import type { EntryDoc } from '../entry-store/entry.schema';
import { LibraryConfig } from '../config';
import { EntriesRepository } from '../entry-store/entries.repository';
import { EntriesService } from '../entries/entries.service';
import { LibraryCacheTags, snippetTag } from '../cache-tags/library-cache-tags';
import { loadsCounter } from '../usage/entry-usage.util';
import { snippetCacheControl } from './snippet-cache.util';
import { snippetFrameHeaders } from './snippet-frame.headers';
import { hashSnippetToken, isSnippetTokenShaped } from './snippet-token.util';
import { emptyFrame, goneScript, lockedScript, notFoundFrame, notFoundScript, snippetFrame, snippetScript } from './snippet-render.util';

export type SnippetFormat = 'script' | 'frame';

/** An answer ready to send: status, headers, bytes. */
export interface SnippetAnswer {
  status: 200 | 304 | 404 | 410;
  headers: Record<string, string>;
  body?: Buffer;
}

/** An answer kept in this process, with the status it is sent with. */
type Kept = Omit<EdgeEntry, 'tag' | 'version'> & { status: 200 | 410 };

const CONTENT_TYPE: Record<SnippetFormat, string> = { script: 'application/javascript; charset=utf-8', frame: 'text/html; charset=utf-8' };
/** Unknown tokens are remembered briefly, so a flood of them does not reach MongoDB. */
const UNKNOWN_TTL_MS = 10_000;

/** A module's code as the template engine renders it now (an entry without a template keeps its stored code). */
const moduleCode = (entry: EntryDoc) => (entry.templateCode ? finalCodeFromTemplate(entry.templateCode, entry.variables, entry.customValues) : entry.code);

const etagOf = (body: Buffer) => `"${createHash('sha1').update(body).digest('base64url')}"`;

/**
 * The remote snippet, the product's hottest path. A warm request touches neither MongoDB nor Redis: answers
 * are kept rendered in process memory (libs/redis EdgeCache, the gateway's own cache), each valid while the
 * snippet's tag (by token hash) has the version it was rendered under; every save, replacement, removal,
 * restore and change of the owner's plan or account bumps that tag, here and in every gateway (a locked entry
 * then renders nothing, a removed one answers 410, within the time a bump takes), so the origin serves a saved customisation at once and only
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
    @Inject(SERVICE_CONFIG) private readonly config: LibraryConfig,
    private readonly entries: EntriesService,
    private readonly repository: EntriesRepository,
    private readonly tags: LibraryCacheTags,
  ) {
    const warn = (message: string) => this.logger.warn(message);
    this.hits = new EdgeHits(redis, { onWarning: warn });
    this.cache = new EdgeCache(redis.duplicate(), { keyPrefix: config.REDIS_KEY_PREFIX, maxAgeMs: 10 * 60_000, maxBytes: config.SNIPPET_CACHE_MB * 1024 * 1024, onWarning: warn, hits: this.hits });
    this.unknown = new LRUCache({ max: 100_000, ttl: UNKNOWN_TTL_MS });
    this.cacheControl = snippetCacheControl(config.SNIPPET_CACHE_SECONDS, config.SNIPPET_STALE_SECONDS);
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

  /**
   * The public answer for a token (script or frame): the module while its entry is live and allowed, a script
   * that renders nothing while it is locked, 410 once the entry is removed or its account deleted, 404 for a
   * token that never existed or was replaced; 304 when the client holds it.
   */
  async serve(token: string, format: SnippetFormat, headers: Record<string, string | string[] | undefined>): Promise<SnippetAnswer> {
    const hash = isSnippetTokenShaped(token) ? hashSnippetToken(token) : undefined;
    const key = `${format}:${hash}`;
    let kept: Kept | undefined;
    if (hash) {
      const gone = this.cache.get(`gone:${key}`);
      kept = gone ? { ...gone, status: 410 } : this.keptAnswer(key);
    }
    if (!kept && hash && !this.unknown.has(hash)) kept = await this.render(hash, token, format, key);
    if (!kept) return this.notFound(format);
    if (kept.status === 410) return { status: 410, headers: kept.headers as Record<string, string>, body: kept.body };
    if (kept.count) this.cache.delivered({ tag: snippetTag(hash!), version: 0, ...kept }, headers);
    const inm = headers['if-none-match'];
    if (kept.etag && typeof inm === 'string' && inm.split(',').some((t) => t.trim().replace(/^W\//, '') === kept!.etag)) {
      return { status: 304, headers: kept.headers as Record<string, string> };
    }
    return { status: 200, headers: kept.headers as Record<string, string>, body: kept.body };
  }

  private keptAnswer(key: string): Kept | undefined {
    const entry = this.cache.get(key);
    return entry ? { ...entry, status: 200 } : undefined;
  }

  private async render(hash: string, token: string, format: SnippetFormat, key: string): Promise<Kept | undefined> {
    const started = this.cache.begin();
    const tag = snippetTag(hash);
    // The tag's version is read BEFORE the data (edge-protocol.ts): a save meanwhile makes this answer unkeepable.
    const version = await this.tags.edge.version(tag);
    const entry = await this.repository.findBySnippetHash(hash);
    if (!entry || entry.kind !== 'module') {
      this.unknown.set(hash, true);
      return undefined;
    }
    const state = await this.entries.snippetState(entry);
    const tagged = (headers: Record<string, string>) => (version !== undefined ? { ...headers, [EDGE_TAG_HEADER]: formatEdgeTag({ scope: 'public', tag, version }) } : headers);
    const keep = (cacheKey: string, answer: Omit<EdgeEntry, 'tag' | 'version'>) => {
      if (version !== undefined) this.cache.offer(cacheKey, { scope: 'public', tag, version }, answer, started);
    };
    const base = { 'content-type': CONTENT_TYPE[format], 'access-control-allow-origin': '*', 'cross-origin-resource-policy': 'cross-origin', 'x-content-type-options': 'nosniff' };
    if (state === 'gone') {
      // Kept here under the snippet's tag (a restore bumps it); the gateway never keeps a 410 and passes it on.
      const body = Buffer.from(format === 'script' ? goneScript() : emptyFrame('Removed', LibraryMessages.snippetGone), 'utf8');
      const answer = { body, headers: tagged({ ...base, 'cache-control': 'no-cache', ...this.frameHeaders(format, '') }) };
      keep(`gone:${key}`, answer);
      return { ...answer, status: 410 };
    }
    // Rendered again from the template and values (not the stored code): every value escaped for where it lands.
    const code = state === null ? moduleCode(entry) : '';
    const reason = state === 'limit' ? LibraryMessages.snippetLockedByLimit : LibraryMessages.snippetLockedByPlan;
    const text = state === null
      ? format === 'script' ? snippetScript({ token, slug: entry.slug, title: entry.title, code }) : snippetFrame(entry.title, code)
      : format === 'script' ? lockedScript(reason) : emptyFrame(entry.title, reason);
    const body = Buffer.from(text, 'utf8');
    const etag = etagOf(body);
    // A locked answer is revalidated on every load, so the snippet shows again as soon as the plan allows it.
    const counter = state === null ? loadsCounter(entry._id.toHexString()) : undefined;
    const headers: Record<string, string> = tagged({
      ...base,
      'cache-control': state === null ? this.cacheControl : 'public, no-cache',
      etag,
      'access-control-expose-headers': 'etag',
      ...this.frameHeaders(format, code),
      ...(counter ? { [EDGE_COUNT_HEADER]: counter } : {}),
    });
    const answer = { body, headers, etag, ...(counter ? { count: counter } : {}) };
    keep(key, answer);
    return { ...answer, status: 200 };
  }

  /** The frame's own policy (framed by any store, sandboxed); the script needs none. */
  private frameHeaders(format: SnippetFormat, code: string): Record<string, string> {
    return format === 'frame' ? snippetFrameHeaders(code) : {};
  }

  private notFound(format: SnippetFormat): SnippetAnswer {
    return {
      status: 404,
      headers: { 'content-type': CONTENT_TYPE[format], 'cache-control': 'public, max-age=60', 'access-control-allow-origin': '*', 'cross-origin-resource-policy': 'cross-origin', 'x-content-type-options': 'nosniff', ...this.frameHeaders(format, '') },
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

