import { randomUUID } from 'node:crypto';
import { Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { EventDefinition, EventEnvelope } from '@liquify/contracts';
import type { Model } from 'mongoose';
import { Schema } from 'mongoose';
import { z } from 'zod';
import { buildEnvelope, EventPublisher, OutgoingMessage } from './event-publisher';

/**
 * Transactional outbox without multi-document transactions (FerretDB and MongoDB alike):
 * pending events live INSIDE the aggregate document, in a map `_outbox.<eventId>`, written by the same
 * single-document update that changes the state. A crash after the write loses nothing: the relay finds the
 * document, publishes its events in order, then `$unset`s them. Deletions are soft (`deletedAt` + the event in
 * one update); the relay removes the tombstone once its events are out. Delivery is at-least-once; consumers
 * de-duplicate by eventId.
 */
export interface OutboxRecord {
  seq: number;
  topic: string;
  key: string;
  envelope: EventEnvelope;
}

export const OUTBOX_FIELD = '_outbox';

/** Add to an aggregate's mongoose schema (and set `minimize: false` on it). */
export const outboxSchemaFields = {
  [OUTBOX_FIELD]: { type: Schema.Types.Mixed, default: () => ({}), select: false },
  deletedAt: { type: Date, default: null, index: true },
};

let lastSeq = 0;
function nextSeq() {
  const now = Date.now() * 1000;
  lastSeq = now > lastSeq ? now : lastSeq + 1;
  return lastSeq;
}

/** One pending event ready to be merged into an update's `$set` (or a new document's fields). */
export class OutboxEntry {
  constructor(public readonly record: OutboxRecord) {}

  static of<D extends EventDefinition>(def: D, data: z.input<D['schema']>, producer: string): OutboxEntry {
    const envelope = buildEnvelope(def, data, producer);
    return new OutboxEntry({ seq: nextSeq(), topic: def.topic, key: def.key(envelope.data), envelope });
  }

  get eventId() {
    return this.record.envelope.eventId;
  }
}

/** `$set` fragment for an update: `{ '_outbox.<id>': record, ... }`. */
export function outboxSet(...entries: OutboxEntry[]): Record<string, OutboxRecord> {
  return Object.fromEntries(entries.map((e) => [`${OUTBOX_FIELD}.${e.eventId}`, e.record]));
}

/** Field value for a document being created: `{ <id>: record, ... }`. */
export function outboxField(...entries: OutboxEntry[]): Record<string, OutboxRecord> {
  return Object.fromEntries(entries.map((e) => [e.eventId, e.record]));
}

const PENDING_FILTER = { [OUTBOX_FIELD]: { $exists: true, $ne: {} } };

interface PendingDoc {
  _id: unknown;
  deletedAt?: Date | null;
  [OUTBOX_FIELD]?: Record<string, OutboxRecord>;
}

/**
 * Runs `work` while holding the write lock of one document (by its id), the same lock the service's writers
 * take; e.g. `(id, work) => locks.withLock(`module:${id}`, work)` with libs/redis `RedisLocks`.
 */
export type DocumentLock = <T>(id: string, work: () => Promise<T>) => Promise<T>;

export interface RelayRegistration {
  /**
   * Relay each document under its writers' lock. Needed on FerretDB 1.24, whose updates rewrite the whole
   * document without isolation: the relay's `$unset` of a published event, landing while a writer's update
   * of the same document lands, can write the document back as it was before that update (the change and
   * its event are lost). With the lock the relay re-reads the document inside it. Delivery stays at-least-once.
   */
  lock?: DocumentLock;
}

/**
 * The idle poll after a drain: back to the shortest when the drain sent something, otherwise twice the last
 * up to the longest. A write relays at once (`kick`), so the poll only finds what a crashed process or a
 * failed publish left; polling a quiet database every second from every service kept it busy for nothing.
 */
export function nextIdlePollMs(lastMs: number, sent: number, shortest: number, longest: number): number {
  return sent > 0 ? shortest : Math.min(Math.max(lastMs, shortest) * 2, longest);
}

@Injectable()
export class OutboxRelay implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(OutboxRelay.name);
  private readonly models = new Map<Model<any>, RelayRegistration>();
  private running = false;
  private again = false;
  private timer?: NodeJS.Timeout;
  private stopped = false;
  private failures = 0;
  /** Idle poll: picks up events left by a crashed process or a failed publish (nextIdlePollMs). */
  static IDLE_POLL_MS = 1000;
  static MAX_IDLE_POLL_MS = 8000;
  private idlePollMs = OutboxRelay.IDLE_POLL_MS;

  constructor(private readonly publisher: EventPublisher) {}

  /** Relays the pending events of `model`'s documents (call once per aggregate model, e.g. in onModuleInit). */
  register(model: Model<any>, options: RelayRegistration = {}) {
    this.models.set(model, options);
  }

  onModuleInit() {
    this.schedule(OutboxRelay.IDLE_POLL_MS);
  }

  async onApplicationShutdown() {
    this.stopped = true;
    clearTimeout(this.timer);
    // Give an in-flight relay a moment to finish so the next start does not republish needlessly.
    for (let i = 0; i < 50 && this.running; i++) await new Promise((r) => setTimeout(r, 20));
  }

  /** Called right after a write: relays immediately instead of waiting for the poll. */
  kick() {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    void this.drain();
  }

  private schedule(ms: number) {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.kick(), ms);
    this.timer.unref?.();
  }

  /** Publishes everything pending; returns how many events went out. */
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
        for (const [model, options] of this.models) sent += options.lock ? await this.drainLocked(model, options.lock) : await this.drainModel(model);
      } while (this.again && !this.stopped);
      this.failures = 0;
      this.idlePollMs = nextIdlePollMs(this.idlePollMs, sent, OutboxRelay.IDLE_POLL_MS, OutboxRelay.MAX_IDLE_POLL_MS);
      this.schedule(this.idlePollMs);
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

  private async drainModel(model: Model<any>): Promise<number> {
    let sent = 0;
    for (;;) {
      const docs = (await model
        .find(PENDING_FILTER)
        .select(`+${OUTBOX_FIELD} deletedAt`)
        .limit(100)
        .lean()
        .exec()) as PendingDoc[];
      if (docs.length === 0) return sent;
      for (const doc of docs) {
        const records = Object.entries(doc[OUTBOX_FIELD] ?? {}).sort((a, b) => a[1].seq - b[1].seq);
        const messages: OutgoingMessage[] = records.map(([, r]) => ({ topic: r.topic, key: r.key, envelope: r.envelope }));
        await this.publisher.send(messages);
        const unset = Object.fromEntries(records.map(([id]) => [`${OUTBOX_FIELD}.${id}`, '']));
        await model.updateOne({ _id: doc._id }, { $unset: unset }).exec();
        if (doc.deletedAt) {
          await model.deleteOne({ _id: doc._id, deletedAt: { $ne: null }, [OUTBOX_FIELD]: {} }).exec();
        }
        sent += messages.length;
      }
      if (docs.length < 100) return sent;
    }
  }

  /** Like drainModel, one document at a time, each read, published and cleared under its lock. */
  private async drainLocked(model: Model<any>, lock: DocumentLock): Promise<number> {
    let sent = 0;
    for (;;) {
      const ids = (await model.find(PENDING_FILTER).select('_id').limit(100).lean().exec()) as PendingDoc[];
      if (ids.length === 0) return sent;
      for (const { _id } of ids) sent += await lock(String(_id), () => this.relayOne(model, _id));
      if (ids.length < 100) return sent;
    }
  }

  private async relayOne(model: Model<any>, id: unknown): Promise<number> {
    const doc = (await model.findOne({ _id: id }).select(`+${OUTBOX_FIELD} deletedAt`).lean().exec()) as PendingDoc | null;
    const records = Object.entries(doc?.[OUTBOX_FIELD] ?? {}).sort((a, b) => a[1].seq - b[1].seq);
    if (!doc || records.length === 0) return 0;
    await this.publisher.send(records.map(([, r]) => ({ topic: r.topic, key: r.key, envelope: r.envelope })));
    if (doc.deletedAt) {
      await model.deleteOne({ _id: id, deletedAt: { $ne: null } }).exec();
    } else {
      await model.updateOne({ _id: id }, { $unset: Object.fromEntries(records.map(([eventId]) => [`${OUTBOX_FIELD}.${eventId}`, ''])) }).exec();
    }
    return records.length;
  }
}

/** A fresh event id, for callers that need one outside an envelope. */
export const newEventId = () => randomUUID();
