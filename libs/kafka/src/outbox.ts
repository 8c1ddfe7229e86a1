import { EventDefinition, EventEnvelope } from '@liquify/contracts';
import { Schema } from 'mongoose';
import { z } from 'zod';
import { buildEnvelope } from './event-publisher';

/**
 * Transactional outbox without multi-document transactions (FerretDB and MongoDB alike):
 * pending events live INSIDE the aggregate document, in a map `_outbox.<position>-<eventId>` (outboxKey), written by the same
 * single-document update that changes the state. A crash after the write loses nothing: the relay finds the
 * document, publishes its events in the order they were written (pendingInWriteOrder), then `$unset`s them. Deletions are soft (`deletedAt` + the event in
 * one update); the relay removes the tombstone once its events are out. Delivery is at-least-once; consumers
 * de-duplicate by eventId. The relay is `OutboxRelay` (outbox-relay.ts).
 */
export interface OutboxRecord {
  /** The writing process's clock (informative: the order of events is their order in the document). */
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

/**
 * The `_outbox` key of the entry at `position` in one write: the position first, so the keys of one write sort
 * in the write's order (MongoDB applies an update's fields in the order of their names).
 */
export function outboxKey(entry: OutboxEntry, position: number): string {
  return `${String(position).padStart(4, '0')}-${entry.eventId}`;
}

/** `$set` fragment for an update: `{ '_outbox.<position>-<id>': record, ... }`, in the order given. */
export function outboxSet(...entries: OutboxEntry[]): Record<string, OutboxRecord> {
  return Object.fromEntries(entries.map((e, i) => [`${OUTBOX_FIELD}.${outboxKey(e, i)}`, e.record]));
}

/** Field value for a document being created: `{ <position>-<id>: record, ... }`, in the order given. */
export function outboxField(...entries: OutboxEntry[]): Record<string, OutboxRecord> {
  return Object.fromEntries(entries.map((e, i) => [outboxKey(e, i), e.record]));
}

/**
 * A document's pending events in the order they were written, from the database rather than from clocks: a
 * write appends its new `_outbox` fields after those already there (MongoDB and FerretDB keep a document's
 * field order), one write's in the order of their keys (outboxKey). The records' `seq` comes from each
 * process's clock, and two replicas' clocks disagree: sorting by it could publish an aggregate's later
 * change first.
 */
export function pendingInWriteOrder(outbox: Record<string, OutboxRecord> | undefined | null): [string, OutboxRecord][] {
  return Object.entries(outbox ?? {});
}
