import { DAY_MS, utcDay } from '@liquify/contracts';
import type Redis from 'ioredis';

/**
 * Counting answers without slowing them down (the remote snippet is served to every storefront page view).
 *
 * A service marks an answer whose deliveries it wants counted with `x-liquify-edge-count: <counter>`
 * (e.g. `library.snippet.<entryId>`); the gateway keeps the marker with the answer and counts each delivery
 * it makes from its edge cache, the service counts the ones it makes itself. A delivery costs one Map
 * increment in process memory; every second the counts go to Redis in one MULTI (HINCRBY per counter, UTC
 * day and embedding domain, plus the key in a pending set). The owner of the counters takes them from Redis
 * (`takePendingHits`) and stores them (e.g. in MongoDB), off the request path.
 */
export const EDGE_COUNT_HEADER = 'x-liquify-edge-count';
const PENDING_KEY = 'edge:hits:pending';
const hitsKey = (counter: string, day: string) => `edge:hits:${counter}:${day}`;
/** Counted hits per key expire after 8 days when nobody takes them. */
const HITS_TTL_SECONDS = 8 * 24 * 3600;
const COUNTER_PATTERN = /^[a-z][a-z0-9._-]{0,127}$/;
const HOST_PATTERN = /^[a-z0-9.-]{1,253}$/;
/** Domain recorded when neither Origin nor Referer names the embedding page. */
export const DIRECT_DOMAIN = '(direct)';

export function isValidCounter(counter: string): boolean {
  return COUNTER_PATTERN.test(counter);
}

/** The embedding page's host, from Origin (when it names one) else Referer; '(direct)' when neither does. */
export function embeddingDomain(headers: Record<string, string | string[] | undefined>): string {
  for (const name of ['origin', 'referer'] as const) {
    const value = headers[name];
    if (typeof value !== 'string' || value === '' || value === 'null') continue;
    const host = pageHost(value);
    if (host !== undefined) return host;
  }
  return DIRECT_DOMAIN;
}

/** A plain http(s) URL's host, read without building a URL (this runs for every snippet delivery). */
const PLAIN_HOST = /^https?:\/\/([a-z0-9.-]{1,253})(?::\d{1,5})?(?=[/?#]|$)/i;

/** The page's host without a leading www. and a trailing dot, or undefined when the value names none. */
function pageHost(value: string): string | undefined {
  const plain = PLAIN_HOST.exec(value);
  let host: string;
  if (plain) host = plain[1].toLowerCase();
  else {
    // Anything else (credentials, IDN, IPv6, other schemes) the way a browser reads it.
    try {
      host = new URL(value).hostname.toLowerCase();
    } catch {
      return undefined;
    }
  }
  host = host.replace(/^www\./, '').replace(/\.$/, '');
  return HOST_PATTERN.test(host) ? host : undefined;
}

export interface EdgeHitsOptions {
  /** How often the counts go to Redis. */
  flushMs?: number;
  onWarning?: (message: string) => void;
  now?: () => number;
}

/** Counts deliveries in memory and moves them to Redis in the background. */
export class EdgeHits {
  private counts = new Map<string, number>();
  private timer?: NodeJS.Timeout;
  private flushing?: Promise<void>;
  private readonly flushMs: number;
  private readonly warn: (message: string) => void;
  private readonly now: () => number;
  /** The current UTC day and the moments it starts and ends, so a delivery does not format a date. */
  private day = { name: '', from: 0, to: 0 };
  /** The last delivery's counter, domain and day, and their key in `counts`. */
  private last = { counter: '', domain: '', day: '', key: '' };

  constructor(
    private readonly redis: Redis,
    options: EdgeHitsOptions = {},
  ) {
    this.flushMs = options.flushMs ?? 1000;
    this.warn = options.onWarning ?? (() => undefined);
    this.now = options.now ?? Date.now;
  }

  /** One delivery of `counter`'s answer to a page of `domain`. Never throws, never waits. */
  record(counter: string, domain: string): void {
    const day = this.today();
    let key: string;
    // A busy front door repeats one counter and page: their key is made (and the counter checked) once.
    if (counter === this.last.counter && domain === this.last.domain && day === this.last.day) key = this.last.key;
    else {
      if (!isValidCounter(counter)) return;
      key = `${counter}\n${day}\n${domain}`;
      this.last = { counter, domain, day, key };
    }
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
    if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), this.flushMs);
      this.timer.unref?.();
    }
  }

  private today(): string {
    const now = this.now();
    if (now < this.day.from || now >= this.day.to) {
      const from = now - (now % DAY_MS);
      this.day = { name: utcDay(from), from, to: from + DAY_MS };
    }
    return this.day.name;
  }

  /** Moves what was counted so far to Redis (also called on shutdown). A failed write keeps the counts for the next try. */
  async flush(): Promise<void> {
    if (this.flushing) await this.flushing;
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.counts.size === 0) return;
    const batch = this.counts;
    this.counts = new Map();
    const multi = this.redis.multi();
    const pending = new Set<string>();
    for (const [key, n] of batch) {
      const [counter, day, domain] = key.split('\n');
      multi.hincrby(hitsKey(counter, day), domain, n).expire(hitsKey(counter, day), HITS_TTL_SECONDS);
      pending.add(`${counter}:${day}`);
    }
    multi.sadd(PENDING_KEY, ...pending);
    this.flushing = multi
      .exec()
      .then((results) => {
        const failed = (results ?? []).find(([err]) => err);
        if (failed) throw failed[0];
      })
      .catch((err: Error) => {
        this.warn(`edge hits not written, kept for the next flush: ${err.message}`);
        for (const [key, n] of batch) this.counts.set(key, (this.counts.get(key) ?? 0) + n);
        if (!this.timer) {
          this.timer = setTimeout(() => void this.flush(), this.flushMs);
          this.timer.unref?.();
        }
      })
      .finally(() => {
        this.flushing = undefined;
      });
    await this.flushing;
  }

  async stop(): Promise<void> {
    await this.flush();
    clearTimeout(this.timer);
    this.timer = undefined;
  }
}

export interface TakenHits {
  counter: string;
  day: string;
  /** Deliveries per embedding domain. */
  domains: Record<string, number>;
}

/**
 * Takes every pending count out of Redis (atomically per key: a delivery counted meanwhile stays for the
 * next take) and hands it to `store`. When `store` fails, the counts go back to Redis.
 */
export async function takePendingHits(redis: Redis, counterPrefix: string, store: (hits: TakenHits[]) => Promise<void>): Promise<number> {
  const members = (await redis.smembers(PENDING_KEY)).filter((m) => m.startsWith(counterPrefix));
  if (members.length === 0) return 0;
  const taken: TakenHits[] = [];
  for (const member of members) {
    const cut = member.lastIndexOf(':');
    const counter = member.slice(0, cut);
    const day = member.slice(cut + 1);
    const results = await redis.multi().hgetall(hitsKey(counter, day)).del(hitsKey(counter, day)).srem(PENDING_KEY, member).exec();
    const hash = (results?.[0]?.[1] ?? {}) as Record<string, string>;
    const domains: Record<string, number> = {};
    for (const [domain, n] of Object.entries(hash)) if (Number(n) > 0) domains[domain] = Number(n);
    if (Object.keys(domains).length > 0) taken.push({ counter, day, domains });
  }
  if (taken.length === 0) return 0;
  try {
    await store(taken);
  } catch (err) {
    const back = redis.multi();
    for (const hit of taken) {
      for (const [domain, n] of Object.entries(hit.domains)) back.hincrby(hitsKey(hit.counter, hit.day), domain, n);
      back.expire(hitsKey(hit.counter, hit.day), HITS_TTL_SECONDS).sadd(PENDING_KEY, `${hit.counter}:${hit.day}`);
    }
    await back.exec();
    throw err;
  }
  return taken.reduce((sum, hit) => sum + Object.values(hit.domains).reduce((a, b) => a + b, 0), 0);
}
