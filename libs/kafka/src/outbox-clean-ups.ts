/**
 * The clean-ups of one collection's published events (each removes them from their document under its writers'
 * lock), run in the background, a few at a time, while the relay goes on publishing what is written meanwhile;
 * and the events this relay published lately, which its reads skip.
 *
 * Why: after a broker outage a relay published the ~90 events its service held in one request, then cleared
 * them one locked write at a time; on FerretDB, busy with every service's catch-up, that took 8-13 s, and the
 * events written meanwhile (the adds made as the broker came back) waited behind it: `npm run chaos`'
 * broker-outage converged 7.7-15.5 s after the broker's return (target 5 s).
 *
 * Why remembered after their clean-up (for `memoryMs`): a read made just before a clean-up ends still finds the
 * event in its document; checked against "awaiting its clean-up" only once the clean-up had ended, it would be
 * published again (the integration test with three replicas saw exactly that).
 */
export class OutboxCleanUps {
  /** The `_outbox` keys (`<position>-<eventId>`) this relay published: until when to skip them (Infinity until cleared). */
  private readonly published = new Map<string, number>();
  private readonly queue: Array<{ keys: string[]; work: () => Promise<void> }> = [];
  private active = 0;
  private idleWaiters: Array<() => void> = [];

  constructor(
    private readonly concurrency: number,
    /** How long a cleared event is still skipped (default: as long as a published mark lasts in Redis). */
    private readonly memoryMs = 60_000,
  ) {}

  /** Published by this relay (its clean-up still to come, or done within `memoryMs`): not to be published again. */
  isPublished(key: string, now = Date.now()): boolean {
    return (this.published.get(key) ?? 0) > now;
  }

  /** Forgets `keys`: their clean-up failed, they are still pending in their document and to be published again. */
  forget(keys: readonly string[]): void {
    for (const key of keys) this.published.delete(key);
  }

  /** Clean-ups queued or running. */
  get busy(): boolean {
    return this.active > 0 || this.queue.length > 0;
  }

  /**
   * Queues `work`, the clean-up of the published events `keys`. It handles its own failure (and `forget`s its
   * keys then); otherwise the keys are remembered for `memoryMs` after it.
   */
  add(keys: string[], work: () => Promise<void>): void {
    this.prune();
    for (const key of keys) this.published.set(key, Infinity);
    this.queue.push({ keys, work });
    this.pump();
  }

  /** Resolves once no clean-up is queued or running. */
  idle(): Promise<void> {
    if (!this.busy) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private pump() {
    while (this.active < this.concurrency && this.queue.length > 0) {
      const { keys, work } = this.queue.shift()!;
      this.active++;
      void work()
        .catch(() => undefined)
        .finally(() => {
          const until = Date.now() + this.memoryMs;
          for (const key of keys) if (this.published.has(key)) this.published.set(key, until);
          this.active--;
          this.pump();
          if (!this.busy) {
            const waiters = this.idleWaiters;
            this.idleWaiters = [];
            for (const resolve of waiters) resolve();
          }
        });
    }
  }

  /** Drops what is past its memory (at most once per 1,000 keys remembered). */
  private prune() {
    if (this.published.size < this.nextPruneAt) return;
    const now = Date.now();
    for (const [key, until] of this.published) if (until <= now) this.published.delete(key);
    this.nextPruneAt = this.published.size + 1_000;
  }

  private nextPruneAt = 1_000;
}
