import { Logger } from '@nestjs/common';
import type { RedisLease } from './redis-lease';

export interface PeriodicJobOptions {
  /** The lease's name, e.g. 'usage-flush' (unique within the service). */
  name: string;
  intervalMs: number;
  /** One pass of the job; a failure is logged and the next interval tries again. */
  run: () => Promise<unknown>;
  logger?: Logger;
}

/**
 * How long one run keeps the other replicas out: its interval less a tenth (at most a second), so the replica
 * that ran keeps its turn despite timer drift, and a replica whose ticks come a little early cannot run twice.
 */
export function leaseHoldMs(intervalMs: number): number {
  return Math.max(0, intervalMs - Math.min(Math.floor(intervalMs / 10), 1000));
}

/**
 * A periodic job that runs once per interval across every replica of the service, not once per pod: each
 * replica ticks every interval and runs only when it takes the job's lease (RedisLease), which it keeps for
 * the interval. A replica that dies is replaced by another's next tick. Runs of one replica never overlap.
 */
export class PeriodicJob {
  private timer?: NodeJS.Timeout;
  private running?: Promise<boolean>;
  private readonly logger: Logger;

  constructor(
    private readonly lease: RedisLease,
    private readonly options: PeriodicJobOptions,
  ) {
    this.logger = options.logger ?? new Logger(`PeriodicJob:${options.name}`);
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.tick(), this.options.intervalMs);
    this.timer.unref?.();
  }

  /** One tick: runs the job if this replica takes its lease; answers whether it ran. */
  tick(): Promise<boolean> {
    this.running ??= this.lease
      .run(`job:${this.options.name}`, () => this.options.run(), { holdMs: leaseHoldMs(this.options.intervalMs) })
      .then((result) => result.ran)
      .catch((err: Error) => {
        this.logger.warn(`${this.options.name} failed (next interval retries): ${err.message}`);
        return true;
      })
      .finally(() => (this.running = undefined));
    return this.running;
  }

  /** Stops ticking and waits for a run in progress. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running?.catch(() => undefined);
  }
}
