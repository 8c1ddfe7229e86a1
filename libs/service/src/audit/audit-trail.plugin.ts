import { Logger } from '@nestjs/common';
import {
  AuditActor,
  AuditEntity,
  auditActionOf,
  auditEntryChangesOf,
  auditLabelOf,
  AuditRecord,
} from '@liquify/contracts';
import type { Connection, Model, Query, Schema } from 'mongoose';
import { currentAuditActor } from './actor-context';

type Plain = Record<string, unknown> & { _id?: unknown };

/** Where a service's audit records go (AuditTrailModule: its audit outbox); set once the service has started. */
export interface AuditSink {
  record(connection: Connection, record: AuditRecord): Promise<void>;
}

export interface AuditTrailOptions {
  entity: AuditEntity;
  /** Fields never recorded (besides bookkeeping). */
  omit?: readonly string[];
  /** Fields recorded only as "[redacted]" when they change (password hashes...). */
  redact?: readonly string[];
  /** A document that is not this entity's (e.g. a collection holding two kinds): its entity, or null to skip. */
  entityOf?: (doc: Plain) => AuditEntity | null;
}

const SINGLE_OPS = ['updateOne', 'findOneAndUpdate', 'replaceOne', 'deleteOne', 'findOneAndDelete'] as const;
const MANY_OPS = ['updateMany', 'deleteMany'] as const;
/** A bulk write records at most this many documents (an admin's bulk action is far below). */
const MANY_LIMIT = 1000;
const STATE = Symbol('auditTrail');
const APPLIED = Symbol('auditTrailApplied');

interface QueryState {
  actor: AuditActor;
  at: Date;
  befores: Plain[];
}
type AuditedQuery = Query<unknown, unknown> & { [STATE]?: QueryState };
type AuditedDoc = {
  [STATE]?: QueryState;
  isNew: boolean;
  _id: unknown;
  toObject(): Plain;
  constructor: Model<unknown>;
};

const logger = new Logger('AuditTrail');

/** The one document a filter names by a plain `_id` value (not an operator), else undefined. */
export function idNamedBy(filter: unknown): unknown {
  const id = (filter as { _id?: unknown } | null | undefined)?._id;
  if (id === undefined || id === null) return undefined;
  if (typeof id === 'object' && !Array.isArray(id) && Object.keys(id).some((key) => key.startsWith('$'))) return undefined;
  return id;
}

/** True when an update only touches the outbox (the relay's clean-up): not a write anyone made. */
function onlyOutbox(update: unknown): boolean {
  if (!update || typeof update !== 'object' || Array.isArray(update)) return false;
  const paths = Object.entries(update as Record<string, unknown>).flatMap(([op, value]) =>
    op.startsWith('$') && value && typeof value === 'object' ? Object.keys(value) : [op],
  );
  return paths.length > 0 && paths.every((p) => p === '_outbox' || p.startsWith('_outbox.'));
}

/**
 * Records every write a staff member's request makes to this schema's documents, with the document's state
 * before and after (read under the document's write queue, serializeDocumentWrites, which must be applied
 * first), as `<service>.audit.recorded.v1` through the service's outbox. Writes outside a staff request
 * (customers, consumers, seeds, the outbox relay) are not recorded. Apply with `AuditTrailModule.forService`.
 */
export function auditTrail(schema: Schema, options: AuditTrailOptions & { sink: AuditSink }): void {
  const flagged = schema as Schema & { [APPLIED]?: boolean };
  if (flagged[APPLIED]) return; // one service built twice in a process (tests) records once
  flagged[APPLIED] = true;

  // Redacted fields are often hidden by default (select: false): read them to see that they changed.
  const hidden = (options.redact ?? []).map((f) => `+${f}`).join(' ');

  const record = async (
    model: Model<unknown>,
    state: QueryState,
    before: Plain | null,
    after: Plain | null,
  ) => {
    const doc = after ?? before;
    if (!doc) return;
    const entity = options.entityOf ? options.entityOf(doc) : options.entity;
    const action = auditActionOf(before, after);
    const changes = action && auditEntryChangesOf(action, before, after, options);
    if (!entity || !action || !changes) return;
    await options.sink.record(model.db, {
      actor: state.actor,
      entityType: entity,
      entityId: String(doc._id),
      entityLabel: auditLabelOf(after) ?? auditLabelOf(before),
      action,
      before: changes.before,
      after: changes.after,
      at: state.at.toISOString(),
    });
  };
  const safely = async (work: () => Promise<void>) => {
    try {
      await work();
    } catch (err) {
      // The write is made: failing the request now would answer an error for a change that happened.
      logger.error(`audit record of a ${options.entity} write failed: ${(err as Error).message}`);
    }
  };

  for (const op of [...SINGLE_OPS, ...MANY_OPS]) {
    const single = (SINGLE_OPS as readonly string[]).includes(op);
    schema.pre(op, { document: false, query: true }, async function (this: AuditedQuery) {
      const actor = currentAuditActor();
      if (!actor || onlyOutbox(this.getUpdate())) return;
      await safely(async () => {
        // A single write naming its document reads it by id alone: FerretDB 1.24 answers only an exact `{ _id }`
        // from an index. A document the rest of the filter then does not match is not written, so its after
        // equals its before and nothing is recorded.
        const id = single ? idNamedBy(this.getFilter()) : undefined;
        const find = this.model.find(id !== undefined ? { _id: id } : this.getFilter()).select(hidden).lean<Plain[]>();
        const befores = await (single ? find.limit(1) : find.limit(MANY_LIMIT)).exec();
        this[STATE] = { actor, at: new Date(), befores };
      });
    });
    schema.post(op, { document: false, query: true }, async function (this: AuditedQuery, result: unknown) {
      const state = this[STATE];
      if (!state) return;
      this[STATE] = undefined;
      await safely(async () => {
        const upserted = (result as { upsertedId?: unknown } | null)?.upsertedId ?? null;
        const ids = state.befores.map((b) => b._id);
        if (upserted) ids.push(upserted);
        if (ids.length === 0) return;
        // One document (every single write) is read by `{ _id }`; FerretDB reads the whole collection for `$in`.
        const afters = await this.model
          .find(ids.length === 1 ? { _id: ids[0] } : { _id: { $in: ids } })
          .select(hidden)
          .lean<Plain[]>()
          .exec();
        const afterOf = new Map(afters.map((a) => [String(a._id), a]));
        for (const before of state.befores)
          await record(this.model as Model<unknown>, state, before, afterOf.get(String(before._id)) ?? null);
        if (upserted)
          await record(this.model as Model<unknown>, state, null, afterOf.get(String(upserted)) ?? null);
      });
    });
  }

  schema.pre('save', async function (this: AuditedDoc) {
    const actor = currentAuditActor();
    if (!actor) return;
    await safely(async () => {
      const before = this.isNew
        ? null
        : await this.constructor.findById(this._id).select(hidden).lean<Plain>().exec();
      this[STATE] = { actor, at: new Date(), befores: before ? [before] : [] };
    });
  });
  schema.post('save', async function (this: AuditedDoc) {
    const state = this[STATE];
    if (!state) return;
    this[STATE] = undefined;
    await safely(() => record(this.constructor, state, state.befores[0] ?? null, this.toObject()));
  });
}
