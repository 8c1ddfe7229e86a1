import { Logger } from '@nestjs/common';
import type Redis from 'ioredis';

/**
 * The scope's generation, created when missing at `ARGV[1]`, and its stored value. A generation starts at the
 * clock in microseconds, so one created again after an eviction or expiry is above every one handed out before
 * (unless a scope saw over a thousand changes per millisecond): a value stored under an old one never matches it.
 */
const READ =
  "local g = redis.call('get', KEYS[1]) if not g then redis.call('set', KEYS[1], ARGV[1], 'PX', ARGV[2]) g = ARGV[1] end return {g, redis.call('get', KEYS[2])}";
/** Stores the value only while the generation it was read under is still the current one, and no write of the scope is under way (KEYS[3]). */
const STORE =
  "if redis.call('get', KEYS[1]) ~= ARGV[1] or redis.call('exists', KEYS[3]) == 1 then return 0 end redis.call('set', KEYS[2], ARGV[2], 'PX', ARGV[3]) return 1";
/**
 * The next generation, and the value stored under it when the generation was still ARGV[3] (the one the writer
 * read its value under: nobody changed the scope since); else (or with no ARGV[3]) the stored value goes.
 */
const BUMP =
  "local before = redis.call('get', KEYS[1]) if redis.call('incr', KEYS[1]) == 1 then redis.call('set', KEYS[1], ARGV[1]) end redis.call('pexpire', KEYS[1], ARGV[2]) " +
  "if ARGV[3] and before == ARGV[3] then redis.call('set', KEYS[2], '{\"g\":\"' .. redis.call('get', KEYS[1]) .. '\",\"v\":' .. ARGV[4] .. '}', 'PX', ARGV[5]) return 1 end " +
  "redis.call('del', KEYS[2]) return 0";
/** BUMP, and the scope's write is over (its mark, KEYS[3], goes). */
const BUMP_DONE = `redis.call('del', KEYS[3]) ${BUMP}`;
/**
 * A write of the scope begins: the next generation, the stored value gone, and the scope marked (KEYS[3], for
 * ARGV[3] ms) so no reader stores a value until the writer's bump. Answers the new generation when the one before
 * was ARGV[4] (the writer's value is still the scope's: bumpTo may store its next one), else false.
 */
const BEGIN =
  "local before = redis.call('get', KEYS[1]) if redis.call('incr', KEYS[1]) == 1 then redis.call('set', KEYS[1], ARGV[1]) end redis.call('pexpire', KEYS[1], ARGV[2]) " +
  "redis.call('del', KEYS[2]) redis.call('set', KEYS[3], '1', 'PX', ARGV[3]) " +
  "if ARGV[4] and before == ARGV[4] then return redis.call('get', KEYS[1]) end return false";

export interface GenerationCacheOptions {
  /** Keys are `<namespace>:gen:<scope>` and `<namespace>:cached:<scope>` (the service's name). */
  namespace: string;
  /** A stored value lives this long at most (what a change whose bump failed can leave stale). Default 60 s. */
  ttlMs?: number;
}

/** How long a generation outlives its last change; one made again later is still above it (see READ). */
const GENERATION_TTL_MS = 7 * 24 * 3600 * 1000;
/**
 * How long a write begun (beginChange) keeps readers from storing, at most: past it, a writer that died before its
 * bump no longer holds the cache back. Longer than any write (the gateway gives a request 30 s).
 */
export const WRITE_MARK_MS = 30_000;

/**
 * A read-through cache of values derived from the database, per scope (e.g. which entries one user's library
 * holds), that never answers a value older than the last committed change of its scope: every writer bumps
 * the scope's generation after its write, a reader takes the generation before it loads and stores what it
 * loaded under it (only if still current), and a stored value is used only under its own generation.
 *
 * Why: FerretDB 1.24 reads every document of a collection for any query not by `_id`; a value asked on every
 * request of a user and changed rarely (the ids of their entries) can be read by `_id` afterwards. With
 * MongoDB's indexes it only saves a round trip. When Redis does not answer, `read` loads from the database
 * and `bump` logs a warning: the value it left stale expires after `ttlMs`.
 */
export class GenerationCache {
  private readonly logger = new Logger(GenerationCache.name);
  private readonly ttlMs: number;

  constructor(
    private readonly redis: Redis,
    private readonly options: GenerationCacheOptions,
  ) {
    this.ttlMs = options.ttlMs ?? 60_000;
  }

  /** The scope's value: stored under its current generation, else `load()` (JSON-serialisable), stored for the next reader. */
  async read<T>(scope: string, load: () => Promise<T>): Promise<T> {
    return (await this.readVersion(scope, load)).value;
  }

  /**
   * Like read(), with the generation the value belongs to (null when Redis did not answer): a writer that changes
   * the scope from this value passes it to bump() with the value after its change.
   */
  async readVersion<T>(
    scope: string,
    load: () => Promise<T>,
  ): Promise<{ value: T; generation: string | null }> {
    const [genKey, valueKey] = this.keys(scope);
    let generation: string;
    try {
      const [g, stored] = (await this.redis.eval(
        READ,
        2,
        genKey,
        valueKey,
        String(Date.now() * 1000),
        String(GENERATION_TTL_MS),
      )) as [string, string | null];
      generation = g;
      if (stored !== null) {
        const parsed = JSON.parse(stored) as { g: string; v: T };
        if (parsed.g === g) return { value: parsed.v, generation };
      }
    } catch (err) {
      this.logger.warn(`cache ${genKey} not read, loading: ${(err as Error).message}`);
      return { value: await load(), generation: null };
    }
    const value = await load();
    try {
      await this.redis.eval(
        STORE,
        3,
        genKey,
        valueKey,
        this.writingKey(scope),
        generation,
        JSON.stringify({ g: generation, v: value }),
        String(this.ttlMs),
      );
    } catch (err) {
      this.logger.warn(`cache ${valueKey} not stored: ${(err as Error).message}`);
    }
    return { value, generation };
  }

  /** After a committed change of these scopes: their stored values are not used again. Never throws. */
  async bump(scopes: readonly string[]): Promise<void> {
    await Promise.all([...new Set(scopes)].map((scope) => this.bumpOne(scope)));
  }

  /**
   * After a committed change of the scope made from the value read under `from` (readVersion): the scope's next
   * generation holds `next`, the value after the change, when nobody bumped the scope since `from`; otherwise
   * (or with `from` null) this is bump(). Saves the next reader a load. Never throws.
   */
  async bumpTo<T>(scope: string, from: string | null, next: T): Promise<void> {
    await this.bumpOne(scope, from === null ? undefined : { from, next });
  }

  /**
   * Before a write of the scope (then bump() or bumpTo() after it, whatever its outcome): the stored value goes and
   * no reader stores one until that bump, or WRITE_MARK_MS if the writer dies first. A process killed between its
   * write and its bump thus leaves no value without its write behind (bumping after the write alone left one for
   * the value's ttl: a library add made by a replica killed there was missing from the list, while the add said it
   * was held). `from`: the generation the writer read its value under (readVersion); the answer is the generation
   * to give bumpTo when nobody changed the scope since `from`, else null (bumpTo then bumps). Never throws.
   */
  async beginChange(scope: string, from: string | null = null): Promise<string | null> {
    const [genKey, valueKey] = this.keys(scope);
    const args = [String(Date.now() * 1000), String(GENERATION_TTL_MS), String(WRITE_MARK_MS)];
    if (from !== null) args.push(from);
    try {
      return ((await this.redis.eval(BEGIN, 3, genKey, valueKey, this.writingKey(scope), ...args)) as string | null) ?? null;
    } catch (err) {
      this.logger.warn(`cache ${genKey} not marked for a write: ${(err as Error).message}`);
      return null;
    }
  }

  private async bumpOne(scope: string, write?: { from: string; next: unknown }): Promise<void> {
    const [genKey, valueKey] = this.keys(scope);
    const args = [String(Date.now() * 1000), String(GENERATION_TTL_MS)];
    if (write) args.push(write.from, JSON.stringify(write.next), String(this.ttlMs));
    try {
      await this.redis.eval(BUMP_DONE, 3, genKey, valueKey, this.writingKey(scope), ...args);
    } catch (err) {
      this.logger.warn(
        `cache ${genKey} not bumped (its value may be stale for up to ${this.ttlMs} ms): ${(err as Error).message}`,
      );
    }
  }

  private keys(scope: string): [string, string] {
    return [`${this.options.namespace}:gen:${scope}`, `${this.options.namespace}:cached:${scope}`];
  }

  private writingKey(scope: string): string {
    return `${this.options.namespace}:writing:${scope}`;
  }
}
