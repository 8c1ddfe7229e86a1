import { Query, Schema, Types } from 'mongoose';

/**
 * FerretDB 1.24 (our MongoDB-compatible dev/test server) applies an update as read -> modify -> write
 * without isolating concurrent updates of the same document: 50 concurrent `$inc` leave 9, and the outbox
 * relay's `$unset` of a published event can undo a write made at the same moment (lost status changes,
 * events published twice). MongoDB does not have this problem, but the product must be right on both.
 *
 * This plugin queues the write operations that target ONE document (`_id` in the filter) per collection
 * and id, within this process: the service's own writes and the outbox relay's (it uses the same models).
 * One process per service database in dev/test; production runs on MongoDB, where the queue costs nothing.
 */
const queues = new Map<string, Promise<void>>();

export function acquireDocumentLock(key: string): Promise<() => void> {
  const previous = queues.get(key) ?? Promise.resolve();
  let release!: () => void;
  const mine = new Promise<void>((resolve) => (release = resolve));
  const tail = previous.then(() => mine);
  queues.set(key, tail);
  return previous.then(() => () => {
    release();
    if (queues.get(key) === tail) queues.delete(key);
  });
}

const WRITE_OPS = ['updateOne', 'findOneAndUpdate', 'replaceOne', 'deleteOne', 'findOneAndDelete'] as const;
const RELEASE = Symbol('releaseDocumentLock');

type LockedQuery = Query<unknown, unknown> & { [RELEASE]?: () => void };

/** The queue's key of one document (an ObjectId's hex spelling in either case is the same document). */
function lockKey(collection: string, id: unknown): string | null {
  if (typeof id === 'string' && /^[a-f0-9]{24}$/i.test(id)) return `${collection}:${id.toLowerCase()}`;
  if (typeof id === 'string' || typeof id === 'number') return `${collection}:${id}`;
  if (id instanceof Types.ObjectId) return `${collection}:${id.toHexString()}`;
  return null; // not a single-document write ($in, no _id): left alone
}

function documentKey(query: LockedQuery): string | null {
  return lockKey(query.model.collection.collectionName, (query.getFilter() as { _id?: unknown })._id);
}

/**
 * Runs `work` (e.g. one bulkWrite of several documents) in the write queue of each of these documents of
 * `collection`, as the plugin does for a single-document write. The queues are joined in one order (sorted
 * keys), so two holders of several never wait for each other.
 */
export async function withDocumentLocks<T>(collection: string, ids: readonly (string | Types.ObjectId)[], work: () => Promise<T>): Promise<T> {
  const keys = [...new Set(ids.map((id) => lockKey(collection, id)).filter((key): key is string => key !== null))].sort();
  const releases: (() => void)[] = [];
  try {
    for (const key of keys) releases.push(await acquireDocumentLock(key));
    return await work();
  } finally {
    for (const release of releases) release();
  }
}

/** A cross-replica lock of one document (e.g. a Redis lock keyed by its id): runs `work` while holding it. */
export type DocumentLockFn = (id: string, work: () => Promise<void>) => Promise<void>;

/**
 * Runs `work` (one bulk write of several documents) holding each document's cross-replica `lock`, then its place
 * in this process's write queue (withDocumentLocks), the order every single write takes them in: lock, then
 * queue. Both are taken in id order, so two holders of several documents never wait for each other. Answers
 * what `work` answered.
 */
export async function withLockedDocuments<T>(collection: string, ids: readonly string[], lock: DocumentLockFn, work: () => Promise<T>): Promise<T> {
  const sorted = [...new Set(ids)].sort();
  let result!: T;
  const locked = async () => {
    result = await withDocumentLocks(collection, sorted, work);
  };
  await sorted.reduceRight<() => Promise<void>>((inner, id) => () => lock(id, inner), locked)();
  return result;
}

export function serializeDocumentWrites(schema: Schema): void {
  for (const op of WRITE_OPS) {
    schema.pre(op, { document: false, query: true }, async function (this: LockedQuery) {
      const key = documentKey(this);
      if (key) this[RELEASE] = await acquireDocumentLock(key);
    });
    schema.post(op, { document: false, query: true }, function (this: LockedQuery) {
      this[RELEASE]?.();
      this[RELEASE] = undefined;
    });
    schema.post(op, { document: false, query: true }, function (this: LockedQuery, error: Error, _res: unknown, next: (err?: Error) => void) {
      this[RELEASE]?.();
      this[RELEASE] = undefined;
      next(error);
    });
  }
}
