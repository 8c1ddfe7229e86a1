import type { GenerationCache } from './generation-cache';

/**
 * Documents read by a key (a read model's account, plan or catalogue item, asked on nearly every request) through
 * GenerationCache, shared by every replica: a reader gets the document as stored after the last committed change
 * of its key, never older, and the database is read once per change instead of once per request. Every writer of
 * such a document writes through `change`, which marks the key before the write (no reader stores a value until
 * it is over) and bumps it after, whatever the outcome. A key not found is kept too (null) until its first write.
 *
 * Values travel as JSON: the fields named in `dates` come back as Dates. Why: on FerretDB 1.24 each point read is a
 * query on the service's one SQLite database, queued behind its writes; under `npm run chaos -- virtual-users` the
 * library's plan-context reads alone were ~4,700 of its ~11,000 queries.
 */
export class CachedDocuments<T extends object> {
  constructor(
    private readonly cache: GenerationCache,
    /** What the documents are (the scopes are `doc:<kind>:<key>`). */
    private readonly kind: string,
    private readonly dates: readonly (keyof T & string)[] = [],
  ) {}

  async get(key: string, load: () => Promise<T | null>): Promise<T | null> {
    const value = await this.cache.read<T | null>(this.scope(key), load);
    return value === null ? null : this.revive(value);
  }

  /** Runs a write of the documents under these keys: readers go to the database until it is over, then see it. */
  async change<R>(keys: readonly string[], write: () => Promise<R>): Promise<R> {
    const scopes = keys.map((key) => this.scope(key));
    await Promise.all(scopes.map((scope) => this.cache.beginChange(scope)));
    try {
      return await write();
    } finally {
      await this.cache.bump(scopes);
    }
  }

  private scope(key: string): string {
    return `doc:${this.kind}:${key}`;
  }

  private revive(value: T): T {
    const record = value as Record<string, unknown>;
    let revived: Record<string, unknown> | null = null;
    for (const field of this.dates) {
      const at = record[field];
      if (typeof at === 'string') (revived ??= { ...record })[field] = new Date(at);
    }
    return (revived ?? value) as T;
  }
}
