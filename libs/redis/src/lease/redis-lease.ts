import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import type Redis from 'ioredis';

/** Keeps the lease alive while the work runs (only if still ours; never shortens a longer hold). */
const RENEW = "if redis.call('get', KEYS[1]) ~= ARGV[1] then return 0 end if redis.call('pttl', KEYS[1]) < tonumber(ARGV[2]) then redis.call('pexpire', KEYS[1], ARGV[2]) end return 1";
/** At the end: keep others out for what is left of the hold, else free the lease (only if still ours). */
const FINISH = "if redis.call('get', KEYS[1]) ~= ARGV[1] then return 0 end if tonumber(ARGV[2]) > 0 then return redis.call('pexpire', KEYS[1], ARGV[2]) end return redis.call('del', KEYS[1])";

export interface LeaseHandle {
  /** False once this replica lost the lease (it expired, e.g. after a long pause): stop between units of work. */
  readonly held: boolean;
}

export type LeaseResult<T> = { ran: true; value: T } | { ran: false };

export interface LeaseRunOptions {
  /**
   * Keep the other replicas out for at least this long from the start, even when the work ends sooner: a job
   * meant to run once per interval across replicas passes (about) its interval. Default 0: free at the end.
   */
  holdMs?: number;
  /** When Redis does not answer: 'skip' the work (default) or 'run' it unleased (work safe to repeat). */
  whenUnavailable?: 'skip' | 'run';
}

export interface RedisLeaseOptions {
  /** Keys are `<namespace>:lease:<name>` (the service's name). */
  namespace: string;
  /** A holder that died frees the lease after this long (default LEASE_TTL_MS); a live holder renews it every third of it. */
  ttlMs?: number;
}

/**
 * 5 s: how long a replica killed while it held a lease keeps the others out. With 15 s, `npm run chaos`'
 * kill-replicas saw the adds made just before a library replica's kill -9 reach the stores' copies ~15 s later:
 * the dead replica's relay held `outbox:library_entries` (a live holder renews every 1.7 s, so only a pause of
 * the event loop over 5 s loses it; its relay then stops between batches, and a second relay's duplicates are
 * de-duplicated by the consumers). A job's `holdMs` (its interval) is kept apart from this.
 */
export const LEASE_TTL_MS = 5_000;

/**
 * "Only one replica does this now" across every replica of a service: a Redis key set with SET NX PX
 * (atomic on the server), renewed while the work runs, freed or kept for the rest of the hold by its owner
 * only. Used by the outbox relay (one relay drains a collection at a time) and by every periodic job
 * (`PeriodicJob`: once per interval, not once per pod).
 *
 * Why Redis and not a Mongo document: FerretDB 1.24 applies a conditional update as an unisolated
 * read-modify-write, so two replicas' `findOneAndUpdate({ _id, until: { $lt: now } })` can both "win" a
 * Mongo-side lease; Redis executes SET NX and the owner-checked scripts one at a time.
 */
export class RedisLease {
  private readonly logger = new Logger(RedisLease.name);
  private readonly ttlMs: number;

  constructor(
    private readonly redis: Redis,
    private readonly options: RedisLeaseOptions,
  ) {
    this.ttlMs = options.ttlMs ?? LEASE_TTL_MS;
  }

  /** Runs `work` if no other replica holds the lease `name`; answers `{ ran: false }` without waiting otherwise. */
  async run<T>(name: string, work: (lease: LeaseHandle) => Promise<T>, options: LeaseRunOptions = {}): Promise<LeaseResult<T>> {
    const key = `${this.options.namespace}:lease:${name}`;
    const token = randomUUID();
    const holdMs = Math.max(0, options.holdMs ?? 0);
    const startedAt = Date.now();
    let acquired: boolean;
    try {
      acquired = (await this.redis.set(key, token, 'PX', Math.max(this.ttlMs, holdMs), 'NX')) === 'OK';
    } catch (err) {
      this.logger.warn(`lease ${key} unavailable (${options.whenUnavailable === 'run' ? 'running without it' : 'skipped'}): ${(err as Error).message}`);
      if (options.whenUnavailable !== 'run') return { ran: false };
      return { ran: true, value: await work({ held: true }) };
    }
    if (!acquired) return { ran: false };

    const handle = { held: true };
    const renew = setInterval(() => {
      this.redis
        .eval(RENEW, 1, key, token, this.ttlMs)
        .then((ok) => {
          if (ok !== 1) handle.held = false;
        })
        .catch((err: Error) => this.logger.warn(`lease ${key} not renewed: ${err.message}`));
    }, Math.max(50, Math.floor(this.ttlMs / 3)));
    renew.unref?.();
    try {
      return { ran: true, value: await work(handle) };
    } finally {
      clearInterval(renew);
      const rest = startedAt + holdMs - Date.now();
      await this.redis.eval(FINISH, 1, key, token, rest > 0 ? rest : 0).catch(() => undefined);
    }
  }
}
