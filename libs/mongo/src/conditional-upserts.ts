import type { Model } from 'mongoose';
import { findByIds } from './point-reads';
import { isOnlyDuplicateKeyErrors } from './write-conflicts';

export interface ConditionalUpsert {
  /** `_id` and the condition that the document is not newer (e.g. `eventAt: { $lte: at }`). */
  filter: Record<string, unknown>;
  update: Record<string, unknown>;
}

type Doc = Record<string, unknown>;
type Comparable = Date | number | string;
const RANGE: Record<string, (a: number, b: number) => boolean> = {
  $lt: (a, b) => a < b,
  $lte: (a, b) => a <= b,
  $gt: (a, b) => a > b,
  $gte: (a, b) => a >= b,
};

/** A Date, number or string as a number or string comparable within its own type (null: another type). */
function comparable(value: unknown, like: Comparable): number | string | null {
  if (like instanceof Date) return value instanceof Date ? value.getTime() : null;
  return typeof value === typeof like ? (value as number | string) : null;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype;
const isComparable = (value: unknown): value is Comparable => value instanceof Date || typeof value === 'number' || typeof value === 'string';

/**
 * A conditional upsert's filter as a check of the document read by its `_id`, with the fields an insert copies
 * from it (its equalities, as MongoDB's upsert does), or null when the filter holds a condition this does not
 * know: then the write keeps its filter. Known: a field equal to a value (null: null or missing, as MongoDB
 * matches it) and a field in a range (`$lt`, `$lte`, `$gt`, `$gte` of a date, number or string: only a value of the
 * same type matches, as MongoDB compares).
 */
export function conditionCheck(filter: Readonly<Record<string, unknown>>): { id: unknown; matches: (doc: Doc) => boolean; onInsert: Doc } | null {
  if (!('_id' in filter)) return null;
  const checks: ((doc: Doc) => boolean)[] = [];
  const onInsert: Doc = {};
  for (const [field, condition] of Object.entries(filter)) {
    if (field === '_id') continue;
    if (field.startsWith('$') || field.includes('.')) return null;
    if (condition === null) {
      checks.push((doc) => doc[field] === null || doc[field] === undefined);
      onInsert[field] = null;
    } else if (typeof condition === 'string' || typeof condition === 'number' || typeof condition === 'boolean') {
      checks.push((doc) => doc[field] === condition);
      onInsert[field] = condition;
    } else if (condition instanceof Date) {
      checks.push((doc) => doc[field] instanceof Date && (doc[field] as Date).getTime() === condition.getTime());
      onInsert[field] = condition;
    } else if (isPlainObject(condition) && Object.keys(condition).length > 0 && Object.entries(condition).every(([op, operand]) => op in RANGE && isComparable(operand))) {
      for (const [op, operand] of Object.entries(condition) as [string, Comparable][]) {
        const bound = comparable(operand, operand)!;
        checks.push((doc) => {
          const value = comparable(doc[field], operand);
          return value !== null && RANGE[op](value as number, bound as number);
        });
      }
    } else return null;
  }
  const id = filter._id;
  if (id === null || id === undefined || isPlainObject(id)) return null;
  return { id, matches: (doc) => checks.every((check) => check(doc)), onInsert };
}

/**
 * `update` for the insert of a missing document: the filter's equalities added to its `$set`, except the fields an
 * operator of the update already writes. `$set`, not `$setOnInsert`: the document is missing and its lock is held,
 * so both insert the same; FerretDB 1.24 leaves a null out of an inserted `$setOnInsert` (a `deletedAt: null`).
 */
function withEqualities(update: Readonly<Record<string, unknown>>, fields: Doc): Record<string, unknown> {
  const written = Object.entries(update).flatMap(([op, paths]) => (op.startsWith('$') && isPlainObject(paths) ? Object.keys(paths) : []));
  const overlaps = (field: string) => written.some((path) => path === field || path.startsWith(`${field}.`) || field.startsWith(`${path}.`));
  const added = Object.fromEntries(Object.entries(fields).filter(([field]) => !overlaps(field)));
  if (Object.keys(added).length === 0) return { ...update };
  return { ...update, $set: { ...((update.$set as Doc | undefined) ?? {}), ...added } };
}

type UpdateOne = { updateOne: { filter: Record<string, unknown>; update: Record<string, unknown>; upsert?: boolean } };
const asUpsert = ({ filter, update }: ConditionalUpsert): UpdateOne => ({ updateOne: { filter, update, upsert: true } });

/**
 * Several documents' conditional upserts ("this state, unless the document holds a newer one"), in one bulk write.
 * The caller holds the documents' locks (withDocumentLocks, RedisLocks.withLocks): nothing else writes them
 * meanwhile. So each document is read by `_id` and its condition checked here (conditionCheck): a document the
 * write is not older than is updated by `{ _id }` alone, one it is older than is left as it is (a stale state,
 * not a failure), a missing one is inserted by `{ _id }` with the filter's equalities. FerretDB 1.24 answers a
 * filter other than `{ _id: value }` by reading and decoding the whole collection: one such upsert per document
 * made a batch of 27 sign-ups take 4.7 s of a broker outage's catch-up (`npm run chaos`). A filter with conditions
 * conditionCheck does not know keeps its upsert, where a newer document refuses the write with a duplicate key.
 * FerretDB 1.24 stops an unordered bulk write at its first error and applies none of the writes after it, so
 * after a duplicate key each write is sent again on its own, as its conditional upsert (they are idempotent: a
 * write already applied matches and sets the same values). Any other failure is thrown. Runs no query middleware
 * (a bulk write). conditional-upserts.int-spec on FerretDB.
 */
export async function applyConditionalUpserts(model: Model<any>, writes: readonly ConditionalUpsert[]): Promise<void> {
  if (writes.length === 0) return;
  const planned = writes.map((write) => ({ write, check: conditionCheck(write.filter) }));
  const known = planned.flatMap(({ check }) => (check ? [check.id] : []));
  const docs = new Map((await findByIds<Doc>(model, known)).map((doc) => [String(doc._id), doc]));
  const ops = planned.flatMap(({ write, check }): UpdateOne[] => {
    if (!check) return [asUpsert(write)];
    const doc = docs.get(String(check.id));
    if (doc) return check.matches(doc) ? [{ updateOne: { filter: { _id: check.id }, update: write.update } }] : [];
    return [{ updateOne: { filter: { _id: check.id }, update: withEqualities(write.update, check.onInsert), upsert: true } }];
  });
  if (ops.length === 0) return;
  try {
    await model.bulkWrite(ops, { ordered: false });
  } catch (err) {
    if (!isOnlyDuplicateKeyErrors(err)) throw err;
    for (const write of writes) {
      try {
        await model.bulkWrite([asUpsert(write)], { ordered: true });
      } catch (one) {
        if (!isOnlyDuplicateKeyErrors(one)) throw one;
      }
    }
  }
}
