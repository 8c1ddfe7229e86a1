import type { Model } from 'mongoose';
import { isOnlyDuplicateKeyErrors } from './write-conflicts';

export interface ConditionalUpsert {
  /** `_id` and the condition that the document is not newer (e.g. `eventAt: { $lte: at }`). */
  filter: Record<string, unknown>;
  update: Record<string, unknown>;
}

/**
 * Several documents' conditional upserts ("this state, unless the document holds a newer one"), in one bulk write.
 * A write a newer document refuses ends in a duplicate key (its upsert tries to insert an existing `_id`): a stale
 * state, not a failure. FerretDB 1.24 stops an unordered bulk write at its first error and applies none of the
 * writes after it, so after a duplicate key each write is sent again on its own (they are idempotent: a write
 * already applied matches and sets the same values). Any other failure is thrown. Runs no query middleware (a
 * bulk write): take the documents' locks around it (withDocumentLocks, RedisLocks.withLocks).
 * conditional-upserts.int-spec on FerretDB.
 */
export async function applyConditionalUpserts(model: Model<any>, writes: readonly ConditionalUpsert[]): Promise<void> {
  if (writes.length === 0) return;
  const op = ({ filter, update }: ConditionalUpsert) => ({ updateOne: { filter, update, upsert: true } });
  try {
    await model.bulkWrite(writes.map(op), { ordered: false });
  } catch (err) {
    if (!isOnlyDuplicateKeyErrors(err)) throw err;
    for (const write of writes) {
      try {
        await model.bulkWrite([op(write)], { ordered: true });
      } catch (one) {
        if (!isOnlyDuplicateKeyErrors(one)) throw one;
      }
    }
  }
}
