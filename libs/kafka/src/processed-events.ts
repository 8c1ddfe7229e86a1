import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit, Optional } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection, Model } from 'mongoose';
import { Schema } from 'mongoose';
import { insertOnce, isDuplicateKeyError } from '@liquify/mongo';
import { SERVICE_LEASE, ServiceLease } from './service-lease';

/** Remembers processed event ids per consumer group, so a redelivered event changes nothing. */
export interface ProcessedEventStore {
  has(group: string, eventId: string): Promise<boolean>;
  remember(group: string, eventId: string, topic: string): Promise<void>;
  /** Of these event ids (a fetched batch's), the ones already processed. */
  processedAmong(group: string, eventIds: readonly string[]): Promise<Set<string>>;
  /** Remembers several processed events at once (a batch handler's, see OnEventBatch). */
  rememberAll(group: string, eventIds: readonly string[], topic: string): Promise<void>;
}

/**
 * How long a processed event id is remembered: longer than a topic keeps its events (7 days,
 * deploy/k8s/overlays/prod/kafka/topics.yaml), so any redelivery of a retained event is still recognised. Older
 * records are deleted (a periodic prune rather than a TTL index, which FerretDB does not implement).
 */
export const PROCESSED_EVENT_RETENTION_MS = 14 * 24 * 3600 * 1000;
const PRUNE_EVERY_MS = 3600 * 1000;
/** Processed-event lookups of one batch in flight together (a share of the connection pool). */
const LOOKUPS_AT_ONCE = 16;

const processedSchema = new Schema(
  { _id: { type: String }, topic: String, processedAt: { type: Date, default: () => new Date() } },
  { versionKey: false, collection: 'processed_events' },
);
processedSchema.index({ processedAt: 1 });

@Injectable()
export class MongoProcessedEventStore implements ProcessedEventStore, OnModuleInit, OnModuleDestroy {
  private readonly model: Model<{ _id: string; topic: string; processedAt: Date }>;
  private readonly logger = new Logger('ProcessedEvents');
  private timer?: NodeJS.Timeout;

  constructor(
    @InjectConnection() connection: Connection,
    @Optional() @Inject(SERVICE_LEASE) private readonly lease?: ServiceLease,
  ) {
    this.model = (connection.models.ProcessedEvent as never) ?? connection.model('ProcessedEvent', processedSchema);
  }

  onModuleInit() {
    // One replica prunes per interval (the service's lease, kept for the interval); never holds the process open.
    this.timer = setInterval(() => {
      this.prunePeriodically().catch((err: Error) => this.logger.warn(`processed events not pruned: ${err.message}`));
    }, PRUNE_EVERY_MS);
    this.timer.unref();
  }

  onModuleDestroy() {
    clearInterval(this.timer);
  }

  /** The interval's prune, by the replica that takes the lease `processed-events-prune` (all of them without a lease). */
  async prunePeriodically(now = Date.now()): Promise<number> {
    if (!this.lease) return this.prune(now);
    const pass = await this.lease.run('processed-events-prune', () => this.prune(now), { holdMs: PRUNE_EVERY_MS - 60_000 });
    return pass.ran ? pass.value : 0;
  }

  /** Deletes the records older than the retention; answers how many. */
  async prune(now = Date.now()): Promise<number> {
    const { deletedCount } = await this.model.deleteMany({ processedAt: { $lt: new Date(now - PROCESSED_EVENT_RETENTION_MS) } }).exec();
    return deletedCount;
  }

  /** A lookup by `_id` (FerretDB counts by scanning the collection; a find by `_id` uses its primary key). */
  async has(group: string, eventId: string) {
    return (await this.model.exists({ _id: `${group}:${eventId}` }).exec()) !== null;
  }

  /**
   * Point lookups by `_id`, several at once, not one `$in` query: FerretDB answers `$in` by scanning the whole
   * collection (~0.4 s for 20,000 records, against a few ms a lookup), and this one holds 14 days of events.
   */
  async processedAmong(group: string, eventIds: readonly string[]) {
    const found = new Set<string>();
    for (let from = 0; from < eventIds.length; from += LOOKUPS_AT_ONCE) {
      const slice = eventIds.slice(from, from + LOOKUPS_AT_ONCE);
      const seen = await Promise.all(slice.map((eventId) => this.has(group, eventId)));
      slice.forEach((eventId, i) => seen[i] && found.add(eventId));
    }
    return found;
  }

  async rememberAll(group: string, eventIds: readonly string[], topic: string) {
    // One already remembered (a redelivery processed twice at once) is left as it is.
    await insertOnce(this.model, eventIds.map((eventId) => ({ _id: `${group}:${eventId}`, topic })));
  }

  async remember(group: string, eventId: string, topic: string) {
    try {
      await this.model.create({ _id: `${group}:${eventId}`, topic });
    } catch (err) {
      if (!isDuplicateKeyError(err)) throw err;
    }
  }
}
