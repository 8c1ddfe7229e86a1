import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit, Optional } from '@nestjs/common';
import { withLockedDocuments } from '@liquify/mongo';
import type { AnyBulkWriteOperation, Model } from 'mongoose';
import { EventPublisher } from './event-publisher';
import { OUTBOX_FIELD, OutboxRecord, pendingInWriteOrder } from './outbox';
import { SERVICE_LEASE, ServiceLease } from './service-lease';

const PENDING_FILTER = { [OUTBOX_FIELD]: { $exists: true, $ne: {} } };

/** A document read with pending events, and those events in write order. */
type Published = { doc: PendingDoc; records: [string, OutboxRecord][] };

/** The `$unset` of these events from a document's outbox. */
function unsetOf(eventIds: Iterable<string>): Record<string, ''> {
  return Object.fromEntries([...eventIds].map((eventId) => [`${OUTBOX_FIELD}.${eventId}`, '']));
}

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
   * its event are lost). The relay publishes without it and clears what it published inside it. Delivery stays at-least-once.
   */
  lock?: DocumentLock;
  /**
   * Records no reader waits for (the audit trail): a kick naming them is relayed this long after it, so the
   * write's own events, kicked right after its audit record was written, go out first. Otherwise the audit
   * record, published a few ms ahead, was handled first by a consumer reading both (identity: an admin's plan
   * change reached `/api/auth/me` 2-35 ms later for it, issue 26 item 6).
   */
  kickDelayMs?: number;
}

/**
 * The idle poll after a drain: back to the shortest when the drain sent something, otherwise twice the last
 * up to the longest. A write relays at once (`kick`), so the poll only finds what a crashed process or a
 * failed publish left; polling a quiet database every second from every service kept it busy for nothing.
 */
export function nextIdlePollMs(lastMs: number, sent: number, shortest: number, longest: number): number {
  return sent > 0 ? shortest : Math.min(Math.max(lastMs, shortest) * 2, longest);
}

/** 'kick': every model scanned (a write that named nothing, a retry); 'named': the documents kicks named; 'poll': the idle poll's scan. */
type Trigger = 'kick' | 'named' | 'poll';

/** Which documents a drain reads: every pending one (a scan), or only those named by the writes that kicked. */
type Source = { scan: true } | { ids: unknown[] };

/**
 * Publishes the events pending in the registered models' outboxes. With several replicas (a ServiceLease),
 * one relay drains a collection at a time: each drain of a model holds the lease `outbox:<collection>`, so
 * a pending event is published by one replica (no N× duplicates), each document's in the order written;
 * a replica that finds the lease taken retries shortly (its own write may have landed after the holder's
 * read). The idle poll is shared too: a replica polls only when no other replica polled within its interval
 * (`outbox:poll`). If Redis does not answer, relays drain unleased: duplicates, which consumers de-duplicate
 * by eventId, rather than events held back.
 */
@Injectable()
export class OutboxRelay implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(OutboxRelay.name);
  private readonly models = new Map<Model<any>, RelayRegistration>();
  /** Documents named by kicks since the last drain took them, per model (by String(id)). */
  private hinted = new Map<Model<any>, Map<string, unknown>>();
  /** Documents named by kicks of models registered with a `kickDelayMs`, until their delay has passed. */
  private deferred = new Map<Model<any>, Map<string, unknown>>();
  private deferredTimer?: NodeJS.Timeout;
  /** A kick that named no documents (or a failed drain): the next drain scans every model. */
  private scanAll = false;
  private running = false;
  private again = false;
  private timer?: NodeJS.Timeout;
  private stopped = false;
  private failures = 0;
  /** Idle poll: picks up events left by a crashed process or a failed publish (nextIdlePollMs). */
  static IDLE_POLL_MS = 1000;
  static MAX_IDLE_POLL_MS = 8000;
  /** Retry after finding a collection's lease held by another replica's relay. */
  static CONTENDED_RETRY_MS = 100;
  /**
   * The longest wait after a failed drain. A publish already tries for seconds (the client's retries) before it
   * fails, so a broker back from an outage gets the backlog within a second, not after a 5 s backoff (the
   * events of billing's plan edits reached their readers ~4 s late in `npm run chaos`' broker-outage).
   */
  static MAX_FAILURE_RETRY_MS = 1000;
  private idlePollMs = OutboxRelay.IDLE_POLL_MS;

  constructor(
    private readonly publisher: EventPublisher,
    @Optional() @Inject(SERVICE_LEASE) private readonly lease?: ServiceLease,
  ) {}

  /** Relays the pending events of `model`'s documents (call once per aggregate model, e.g. in onModuleInit). */
  register(model: Model<any>, options: RelayRegistration = {}) {
    this.models.set(model, options);
  }

  onModuleInit() {
    this.schedule(OutboxRelay.IDLE_POLL_MS, 'poll');
  }

  async onApplicationShutdown() {
    this.stopped = true;
    clearTimeout(this.timer);
    // Kicks still deferred are left pending in their documents: the next start's poll relays them.
    clearTimeout(this.deferredTimer);
    // Give an in-flight relay a moment to finish so the next start does not republish needlessly.
    for (let i = 0; i < 50 && this.running; i++) await new Promise((r) => setTimeout(r, 20));
  }

  /**
   * Called right after a write: relays immediately instead of waiting for the poll. With the written model and
   * the ids of the documents written, the drain reads those documents by id instead of scanning the collection
   * for pending events: FerretDB 1.24 answers only an exact `{ _id }` filter from an index and reads and decodes
   * every document of the collection for any other (under `npm run chaos`' 200 users, every library add
   * scanned all entries with their code), and MongoDB has no index on `_outbox` either. Without them (or for a
   * model not registered), the next drain scans every model, as the idle poll always does.
   */
  kick(model?: Model<any>, ids?: readonly unknown[]) {
    if (model && ids && this.models.has(model)) {
      const delayMs = this.models.get(model)!.kickDelayMs ?? 0;
      if (delayMs > 0) return this.kickLater(model, ids, delayMs);
      this.name(this.hinted, model, ids);
      this.start('named');
    } else {
      this.scanAll = true;
      this.start('kick');
    }
  }

  private name(into: Map<Model<any>, Map<string, unknown>>, model: Model<any>, ids: readonly unknown[]) {
    let named = into.get(model);
    if (!named) into.set(model, (named = new Map()));
    for (const id of ids) named.set(String(id), id);
  }

  /** A kick of a model registered with a `kickDelayMs`: its documents join the drain after that delay. */
  private kickLater(model: Model<any>, ids: readonly unknown[], delayMs: number) {
    this.name(this.deferred, model, ids);
    if (this.deferredTimer || this.stopped) return;
    this.deferredTimer = setTimeout(() => {
      this.deferredTimer = undefined;
      for (const [deferredModel, named] of this.deferred) this.name(this.hinted, deferredModel, [...named.values()]);
      this.deferred = new Map();
      this.start('named');
    }, delayMs);
    this.deferredTimer.unref?.();
  }

  /** What the next pass drains: every model scanned (a poll, or a kick naming nothing), else the named documents. */
  private takeSources(trigger: Trigger): Map<Model<any>, Source> {
    const scan = trigger !== 'named' || this.scanAll;
    const hinted = this.hinted;
    this.scanAll = false;
    this.hinted = new Map();
    const sources = new Map<Model<any>, Source>();
    for (const model of this.models.keys()) {
      if (scan) sources.set(model, { scan: true });
      else if (hinted.has(model)) sources.set(model, { ids: [...hinted.get(model)!.values()] });
    }
    return sources;
  }

  /** Named documents another replica's relay held the lease over: read them again at the retry. */
  private renameLater(model: Model<any>, source: Source) {
    if ('scan' in source) {
      this.scanAll = true;
      return;
    }
    this.name(this.hinted, model, source.ids);
  }

  private start(trigger: Trigger) {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    void this.drain(trigger);
  }

  private schedule(ms: number, trigger: Trigger) {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.start(trigger), ms);
    this.timer.unref?.();
  }

  /** Publishes everything pending (what this replica may relay now); returns how many events went out. */
  async drain(trigger: Trigger = 'kick'): Promise<number> {
    if (this.running) {
      this.again = true;
      return 0;
    }
    this.running = true;
    let sent = 0;
    try {
      let contended = false;
      if (trigger === 'poll' && this.lease) {
        this.again = false;
        const polled = await this.lease.run('outbox:poll', () => this.drainAll('poll'), { holdMs: this.idlePollMs, whenUnavailable: 'run' });
        if (polled.ran) ({ sent, contended } = polled.value);
        // Another replica polled lately, but a write of this one kicked meanwhile: relay it now, not at the next poll.
        else if (this.again) ({ sent, contended } = await this.drainAll('named'));
      } else {
        ({ sent, contended } = await this.drainAll(trigger));
      }
      this.failures = 0;
      this.idlePollMs = nextIdlePollMs(this.idlePollMs, sent, OutboxRelay.IDLE_POLL_MS, OutboxRelay.MAX_IDLE_POLL_MS);
      if (contended) this.schedule(OutboxRelay.CONTENDED_RETRY_MS, 'named');
      else this.schedule(this.idlePollMs, 'poll');
    } catch (err) {
      // What the failed pass had taken is read again by a scan at the retry.
      this.scanAll = true;
      this.failures++;
      const backoff = Math.min(100 * 2 ** this.failures, OutboxRelay.MAX_FAILURE_RETRY_MS);
      this.logger.warn(`outbox relay failed (retry in ${backoff} ms): ${(err as Error).message}`);
      this.schedule(backoff, 'kick');
    } finally {
      this.running = false;
    }
    return sent;
  }

  /**
   * Every model to drain (all of them on a poll, else those kicks named), again while kicks arrive; `contended`
   * when another replica held a collection meanwhile (its named documents are kept for the retry).
   */
  private async drainAll(trigger: Trigger): Promise<{ sent: number; contended: boolean }> {
    let sent = 0;
    let contended = false;
    let pass = trigger;
    do {
      this.again = false;
      for (const [model, source] of this.takeSources(pass)) {
        const result = await this.drainLeased(model, this.models.get(model)!, source);
        if (result === null) {
          contended = true;
          this.renameLater(model, source);
        } else sent += result;
      }
      pass = 'named';
    } while (this.again && !this.stopped);
    return { sent, contended };
  }

  /** One model under its collection's lease; null when another replica holds it (or took it over meanwhile). */
  private async drainLeased(model: Model<any>, options: RelayRegistration, source: Source = { scan: true }): Promise<number | null> {
    const read = pendingReader(model, source);
    const work = async (lease: { readonly held: boolean }) => {
      const sent = options.lock ? await this.drainLocked(model, options.lock, lease, read) : await this.drainModel(model, lease, read);
      return { sent, lost: !lease.held };
    };
    if (!this.lease) return (await work({ held: true })).sent;
    const result = await this.lease.run(`outbox:${model.collection.collectionName}`, work, { whenUnavailable: 'run' });
    if (!result.ran || result.value.lost) return null;
    return result.value.sent;
  }

  /**
   * A model relayed without a lock (its documents have no other writer once written, e.g. the audit trail's
   * records): as drainLocked, each document cleared by its own write (a tombstone deleted once nothing is
   * pending), a few at a time. One document at a time, the audit records held by a broker outage went out ~0.15 s
   * apart after its return.
   */
  private drainModel(model: Model<any>, lease: { readonly held: boolean }, read: PendingReader): Promise<number> {
    return this.drainBatches(model, lease, read, (pending) =>
      eachAtMost(OutboxRelay.CLEAR_CONCURRENCY, pending, async ({ doc, records }) => {
        // Publishing is not a change of the document: its updatedAt (mongoose timestamps) stays.
        await model.updateOne({ _id: doc._id }, { $unset: unsetOf(records.map(([eventId]) => eventId)) }, { timestamps: false }).exec();
        if (doc.deletedAt) await model.deleteOne({ _id: doc._id, deletedAt: { $ne: null }, [OUTBOX_FIELD]: {} }).exec();
      }),
    );
  }

  /**
   * Up to 100 pending documents read at once and their events published in one request (each document's in
   * write order), then `clear` removes them from their documents; again while more are pending and the lease is
   * held. A slow clean-up holds the collection's lease (and the events written meanwhile): it is reported, part of
   * a recovery's time line.
   */
  private async drainBatches(model: Model<any>, lease: { readonly held: boolean }, read: PendingReader, clear: (pending: Published[]) => Promise<void>): Promise<number> {
    let sent = 0;
    for (;;) {
      if (!lease.held) return sent;
      const { docs, more } = await read();
      const pending = docs.map((doc) => ({ doc, records: pendingInWriteOrder(doc[OUTBOX_FIELD]) })).filter(({ records }) => records.length > 0);
      if (pending.length > 0) {
        const records = pending.flatMap(({ records: r }) => r);
        await this.publisher.send(records.map(([, r]) => ({ topic: r.topic, key: r.key, envelope: r.envelope })));
        this.reportLate(model, records);
        const clearing = Date.now();
        await clear(pending);
        const clearMs = Date.now() - clearing;
        if (clearMs >= OutboxRelay.LATE_REPORT_MS) this.logger.log(`${model.collection.collectionName}: cleared ${pending.length} published document(s) in ${(clearMs / 1000).toFixed(1)} s`);
        sent += records.length;
      }
      if (!more) return sent;
    }
  }

  /**
   * Events published more than LATE_REPORT_MS after their write are reported (after an outage: how long the
   * outbox held them), with the consumers' own report of late batches (KafkaEventServer) the time line of a
   * recovery.
   */
  private reportLate(model: Model<any>, records: [string, OutboxRecord][]) {
    const oldest = Math.min(...records.map(([, r]) => Date.parse(r.envelope.occurredAt)));
    const lateMs = Date.now() - oldest;
    if (Number.isFinite(lateMs) && lateMs >= OutboxRelay.LATE_REPORT_MS) {
      this.logger.log(`${model.collection.collectionName}: published ${records.length} event(s), the oldest written ${(lateMs / 1000).toFixed(1)} s ago`);
    }
  }

  static LATE_REPORT_MS = 2000;

  /**
   * The relay of a model whose documents have writers (drainBatches, under those writers' locks). Only the
   * clean-up is a write; a publish that waits on the broker (seconds, while it is away) holds no writer back:
   * with the lock held across it, an admin's plan save waited the lock's 8 s limit in `npm run chaos`' broker
   * outage. Relaying one document at a time (read, publish, lock, read, clear) took ~0.3 s each: the stores'
   * copies of the adds made during the outage arrived ~24 s after the broker's return. Live documents are cleared
   * CLEAR_BATCH at a time, each batch one bulk write under its documents' locks: one database connection at a
   * time. One write each, 8 at once, filled a process's 4 connections after a broker outage (identity's 65 users
   * for 9 s), and its own consumer's queries queued behind them.
   */
  private drainLocked(model: Model<any>, lock: DocumentLock, lease: { readonly held: boolean }, read: PendingReader): Promise<number> {
    return this.drainBatches(model, lease, read, async (pending) => {
      const live = pending.filter(({ doc }) => !doc.deletedAt);
      for (let i = 0; i < live.length; i += OutboxRelay.CLEAR_BATCH) await this.clearTogether(model, live.slice(i, i + OutboxRelay.CLEAR_BATCH), lock);
      const tombstones = pending.filter(({ doc }) => doc.deletedAt);
      await eachAtMost(OutboxRelay.CLEAR_CONCURRENCY, tombstones, ({ doc, records }) => this.clearPublished(model, doc, records, lock));
    });
  }

  /** How many tombstones' clean-ups run at once (each its own lock, read and write). */
  static CLEAR_CONCURRENCY = 8;
  /** Live documents cleared by one bulk write, under all their locks. */
  static CLEAR_BATCH = 8;

  /**
   * Removes the published events of live documents in one bulk write, holding each document's lock and its
   * place in the process's write queue (withLockedDocuments: a bulk write passes by the schema's own queue).
   */
  private async clearTogether(model: Model<any>, items: Published[], lock: DocumentLock): Promise<void> {
    if (items.length === 0) return;
    const ids = items.map(({ doc }) => String(doc._id));
    const ops: AnyBulkWriteOperation[] = items.map(({ doc, records }) => ({
      // Publishing is not a change of the document: its updatedAt (mongoose timestamps) stays.
      updateOne: { filter: { _id: doc._id }, update: { $unset: unsetOf(records.map(([eventId]) => eventId)) }, timestamps: false },
    }));
    await withLockedDocuments(model.collection.collectionName, ids, lock, () => model.bulkWrite(ops, { ordered: true }));
  }

  /** Removes the published events of one document under its lock; a tombstone is deleted once nothing else is pending. */
  private async clearPublished(model: Model<any>, doc: PendingDoc, records: [string, OutboxRecord][], lock: DocumentLock): Promise<void> {
    const published = new Set(records.map(([eventId]) => eventId));
    const unset = () => model.updateOne({ _id: doc._id }, { $unset: unsetOf(published) }, { timestamps: false }).exec();
    await lock(String(doc._id), async () => {
      if (!doc.deletedAt) return void (await unset());
      // Read again under the lock: a write may have added events since (they stay for the next drain).
      const now = (await model.findOne({ _id: doc._id }).select(`+${OUTBOX_FIELD}`).lean().exec()) as PendingDoc | null;
      if (!now) return;
      const added = pendingInWriteOrder(now[OUTBOX_FIELD]).some(([eventId]) => !published.has(eventId));
      if (added) await unset();
      else await model.deleteOne({ _id: doc._id, deletedAt: { $ne: null } }).exec();
    });
  }
}

/** The next documents with pending events, and whether to read again after them (at most DRAIN_BATCH at a time). */
type PendingReader = () => Promise<{ docs: PendingDoc[]; more: boolean }>;
const DRAIN_BATCH = 100;
/** Named documents read at once, each by its own `{ _id }` query (FerretDB scans for `$in`). */
const POINT_READS_AT_ONCE = 8;

function pendingReader(model: Model<any>, source: Source): PendingReader {
  const projection = `+${OUTBOX_FIELD} deletedAt`;
  if ('scan' in source) {
    return async () => {
      const docs = (await model.find(PENDING_FILTER).select(projection).limit(DRAIN_BATCH).lean().exec()) as PendingDoc[];
      return { docs, more: docs.length === DRAIN_BATCH };
    };
  }
  let next = 0;
  return async () => {
    const ids = source.ids.slice(next, next + DRAIN_BATCH);
    next += ids.length;
    const found: (PendingDoc | null)[] = new Array(ids.length).fill(null);
    await eachAtMost(POINT_READS_AT_ONCE, ids.map((id, i) => ({ id, i })), async ({ id, i }) => {
      found[i] = (await model.findOne({ _id: id }).select(projection).lean().exec()) as PendingDoc | null;
    });
    const docs = found.filter((doc): doc is PendingDoc => doc !== null && pendingInWriteOrder(doc[OUTBOX_FIELD]).length > 0);
    return { docs, more: next < source.ids.length };
  };
}

/** Runs `work` on every item, at most `limit` at once; the first failure is thrown once all have settled. */
async function eachAtMost<T>(limit: number, items: T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const failures: unknown[] = [];
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++];
      await work(item).catch((err: unknown) => void failures.push(err));
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  if (failures.length) throw failures[0];
}
