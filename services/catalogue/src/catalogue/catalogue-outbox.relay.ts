import { Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { EventPublisher, OUTBOX_FIELD, OutboxRecord, OutgoingMessage } from '@liquify/kafka';
import type { Model } from 'mongoose';
import { ItemLockService } from './item-lock.service';

interface PendingDoc {
  _id: { toString(): string };
  deletedAt?: Date | null;
  [OUTBOX_FIELD]?: Record<string, OutboxRecord>;
}

const PENDING_FILTER = { [OUTBOX_FIELD]: { $exists: true, $ne: {} } };
const BATCH = 100;
const IDLE_POLL_MS = 1000;

/**
 * The outbox relay of @liquify/kafka (same storage: pending events in the aggregate's `_outbox` map,
 * written in the same single-document write as the change), with one difference: each document is
 * relayed while holding the item's write lock.
 *
 * Why not the shared OutboxRelay: on FerretDB 1.24 an update rewrites the whole document without
 * isolation, so the relay's `$unset` of a published event, running while an admin's save of the same
 * item lands, can write back the item as it was before the save (the save is lost, its event too).
 * Taking the same per-item lock as the writers removes that race. Delivery stays at-least-once.
 */
@Injectable()
export class CatalogueOutboxRelay implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(CatalogueOutboxRelay.name);
  private readonly models = new Map<Model<any>, string>();
  private running = false;
  private again = false;
  private stopped = false;
  private failures = 0;
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly publisher: EventPublisher,
    private readonly locks: ItemLockService,
  ) {}

  /** `kind` names the lock of the model's items (`<kind>:<id>`), as the writers take it. */
  register(model: Model<any>, kind: string) {
    this.models.set(model, kind);
  }

  onModuleInit() {
    this.schedule(IDLE_POLL_MS);
  }

  async onApplicationShutdown() {
    this.stopped = true;
    clearTimeout(this.timer);
    for (let i = 0; i < 100 && this.running; i++) await new Promise((r) => setTimeout(r, 20));
  }

  /** Relays now instead of at the next poll (called right after a write). */
  kick() {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    void this.drain();
  }

  /** Publishes everything pending; answers how many events went out. */
  async drain(): Promise<number> {
    if (this.running) {
      this.again = true;
      return 0;
    }
    this.running = true;
    let sent = 0;
    try {
      do {
        this.again = false;
        for (const [model, kind] of this.models) sent += await this.drainModel(model, kind);
      } while (this.again && !this.stopped);
      this.failures = 0;
      this.schedule(IDLE_POLL_MS);
    } catch (err) {
      this.failures++;
      const backoff = Math.min(100 * 2 ** this.failures, 5000);
      this.logger.warn(`outbox relay failed (retry in ${backoff} ms): ${(err as Error).message}`);
      this.schedule(backoff);
    } finally {
      this.running = false;
    }
    return sent;
  }

  private schedule(ms: number) {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.kick(), ms);
    this.timer.unref?.();
  }

  private async drainModel(model: Model<any>, kind: string): Promise<number> {
    let sent = 0;
    for (;;) {
      const ids = (await model.find(PENDING_FILTER).select('_id').limit(BATCH).lean().exec()) as PendingDoc[];
      if (ids.length === 0) return sent;
      for (const { _id } of ids) {
        sent += await this.locks.withLock(`${kind}:${_id.toString()}`, () => this.relayOne(model, _id));
      }
      if (ids.length < BATCH) return sent;
    }
  }

  /** Under the item's lock: publish its pending events in order, then remove them (and a tombstone). */
  private async relayOne(model: Model<any>, id: PendingDoc['_id']): Promise<number> {
    const doc = (await model.findOne({ _id: id }).select(`+${OUTBOX_FIELD} deletedAt`).lean().exec()) as PendingDoc | null;
    const records = Object.entries(doc?.[OUTBOX_FIELD] ?? {}).sort((a, b) => a[1].seq - b[1].seq);
    if (!doc || records.length === 0) return 0;
    const messages: OutgoingMessage[] = records.map(([, r]) => ({ topic: r.topic, key: r.key, envelope: r.envelope }));
    await this.publisher.send(messages);
    if (doc.deletedAt) {
      await model.deleteOne({ _id: id, deletedAt: { $ne: null } }).exec();
    } else {
      await model.updateOne({ _id: id }, { $unset: Object.fromEntries(records.map(([eventId]) => [`${OUTBOX_FIELD}.${eventId}`, ''])) }).exec();
    }
    return messages.length;
  }
}
