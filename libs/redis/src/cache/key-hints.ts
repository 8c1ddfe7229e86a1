import { createHash } from 'node:crypto';
import type Redis from 'ioredis';

/** Which `_id` a value last named, shared by a service's replicas (libs/mongo KeyHints; structurally typed). */
export interface KeyHintScope {
  get(value: string): Promise<string | undefined>;
  set(value: string, id: string): Promise<void>;
}

export interface RedisKeyHintsOptions {
  /** Keys are `<namespace>:hint:<scope>:<SHA-256 of the value, base64url>` (the service's name; no e-mail in a key). */
  namespace: string;
  /** A hint outlives its last use this long. Default 7 days. */
  ttlMs?: number;
}

/**
 * Hints for libs/mongo's KeyedPointReads in Redis: which document an e-mail, a slug or a snippet token hash last
 * named, so every replica reads it by `_id` (on FerretDB 1.24 a query by any other field decodes the whole
 * collection). A hint is checked against the document before it is used, so Redis out of reach, an evicted or
 * a stale hint costs one query and never a wrong answer: nothing here throws.
 */
export class RedisKeyHints {
  private readonly ttlMs: number;

  constructor(
    private readonly redis: Redis,
    private readonly options: RedisKeyHintsOptions,
  ) {
    this.ttlMs = options.ttlMs ?? 7 * 24 * 3600 * 1000;
  }

  /** The hints of one kind of value (e.g. 'user-email'). */
  scope(name: string): KeyHintScope {
    const key = (value: string) => `${this.options.namespace}:hint:${name}:${createHash('sha256').update(value).digest('base64url')}`;
    return {
      get: async (value) => {
        try {
          return (await this.redis.get(key(value))) ?? undefined;
        } catch {
          return undefined;
        }
      },
      set: async (value, id) => {
        try {
          await this.redis.set(key(value), id, 'PX', this.ttlMs);
        } catch {
          // A hint only saves a query: without it the next read asks the database.
        }
      },
    };
  }
}
