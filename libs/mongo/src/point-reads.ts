import { LRUCache } from 'lru-cache';
import type { Model, Query } from 'mongoose';

/**
 * Reads by `_id` alone, the state checked here. FerretDB 1.24 (development, tests, `npm run chaos`) answers a
 * query from an index only when its filter is exactly `{ _id: value }`; `{ _id, deletedAt: null }` reads and
 * decodes every document of the collection (a library entry with its code, on every edit of it). A document's
 * id names one document on MongoDB as well, so reading it by id and checking its state here answers the same.
 */

/** What a field must hold: a value (null: null or missing, as MongoDB matches it), or present and not null. */
export type FieldState = null | string | number | boolean | { $ne: null };

/** `doc` when every field of `state` holds what it names, else null (a document read by `{ _id }`). */
export function whereFields<T extends object>(
  doc: T | null | undefined,
  state: Readonly<Record<string, FieldState>>,
): T | null {
  if (!doc) return null;
  for (const [field, expected] of Object.entries(state)) {
    const value = (doc as Record<string, unknown>)[field];
    if (expected === null) {
      if (value !== null && value !== undefined) return null;
    } else if (typeof expected === 'object') {
      if (value === null || value === undefined) return null;
    } else if (value !== expected) {
      return null;
    }
  }
  return doc;
}

/** `select` (mongoose's form), an inclusion also naming the fields checked here: a missing one would read as null. */
function projectionWith(select: string | undefined, checked: readonly string[]): string | undefined {
  const fields = select?.trim().split(/\s+/) ?? [];
  const inclusion = fields.some((field) => !field.startsWith('-') && !field.startsWith('+'));
  return inclusion ? [...new Set([...fields, ...checked])].join(' ') : select;
}

/** Up to this many ids are read one by one (each `{ _id }`, at once); more go as one `_id: { $in }` query. */
export const POINT_READS_UP_TO = 32;

/**
 * The documents among `ids` (each once) whose fields hold `where` (as `whereFields` checks), with `select`'s
 * projection. A short list (a user's library, a page of tickets' people) is read by one `{ _id }` query per id
 * at once: FerretDB 1.24 answers `_id: { $in }` by reading and decoding the whole collection (the library's list
 * read every catalogue item with its template for a user holding one module). Order is not kept.
 */
export async function findByIds<T extends object>(
  model: Model<any>,
  ids: readonly unknown[],
  options: { where?: Readonly<Record<string, FieldState>>; select?: string } = {},
): Promise<T[]> {
  const unique = [
    ...new Map(ids.filter((id) => id !== undefined && id !== null).map((id) => [String(id), id])).values(),
  ];
  if (unique.length === 0) return [];
  const where = options.where ?? {};
  const select = projectionWith(options.select, Object.keys(where));
  const shaped = (query: Query<unknown, unknown>) => (select ? query.select(select) : query).lean().exec();
  if (unique.length > POINT_READS_UP_TO)
    return (await shaped(model.find({ _id: { $in: unique }, ...where }))) as unknown as T[];
  const docs = (await Promise.all(
    unique.map((id) => shaped(model.findOne({ _id: id }))),
  )) as unknown as (T | null)[];
  return docs.flatMap((doc) => {
    const kept = whereFields(doc, where);
    return kept ? [kept] : [];
  });
}

/**
 * Where the processes of a service share which `_id` a value last named (e.g. Redis: libs/redis RedisKeyHints).
 * Only hints: every one is checked against the document it names, so a wrong, stale or lost hint costs a query,
 * never a wrong answer. Neither method throws (a store out of reach answers undefined and forgets nothing).
 */
export interface KeyHints {
  get(value: string): Promise<string | undefined>;
  set(value: string, id: string): Promise<void>;
}

/**
 * Reads by a field whose value names one live document (a slug, an e-mail) through that document's `_id`.
 * It remembers which `_id` each value last named (found answers only): in this process (least recently used
 * dropped past `max`) and, given `hints`, where every replica of the service finds it (a user signing in on
 * the replica that did not register them; `remember` tells them of a document just written). It reads that
 * document by `_id` alone and checks it still holds the value and `where` (whereFields). An unknown value, or
 * a remembered `_id` that no longer matches (renamed, trashed, deleted), is asked with the field's own query,
 * and its answer remembered. So an answer is never staler than a read of the database; only the cost changes:
 * on FerretDB 1.24 a query by slug or e-mail reads and decodes the whole collection (the catalogue's modules,
 * templates included, on every module page; every user on every sign-in), one by `_id` reads one document.
 * Meant for values that name at most one document matching `where`.
 */
export class KeyedPointReads {
  private readonly ids: LRUCache<string, { id: unknown }>;
  private readonly fields: readonly string[];
  private readonly hints?: KeyHints;

  /** `field`: the field holding the value; several: the document holding it in any of them (a `$or`). */
  constructor(
    private readonly model: Model<any>,
    field: string | readonly string[],
    { max = 10_000, hints }: { max?: number; hints?: KeyHints } = {},
  ) {
    this.fields = typeof field === 'string' ? [field] : field;
    this.ids = new LRUCache({ max });
    this.hints = hints;
  }

  /** `value` now names the document `id` (just created or changed to hold it): the next read goes by `_id`. */
  async remember(value: string, id: unknown): Promise<void> {
    this.ids.set(value, { id });
    await this.hints?.set(value, String(id));
  }

  /** The document holding `value` and `where`; `select` as mongoose takes it (e.g. '+passwordHash'). */
  async findOne<T extends object>(
    value: string,
    where: Readonly<Record<string, FieldState>> = {},
    { select }: { select?: string } = {},
  ): Promise<T | null> {
    const projection = projectionWith(select, [...this.fields, ...Object.keys(where)]);
    const read = (filter: Record<string, unknown>) => {
      const query = this.model.findOne(filter);
      return (projection ? query.select(projection) : query).lean().exec() as Promise<(T & { _id: unknown }) | null>;
    };
    const holds = (doc: T | null) => doc !== null && this.fields.some((field) => (doc as Record<string, unknown>)[field] === value);
    const known = this.ids.get(value);
    if (known) {
      const doc = whereFields(await read({ _id: known.id }), where);
      if (holds(doc)) return doc;
    }
    const hinted = this.hints ? await this.hints.get(value) : undefined;
    if (hinted !== undefined && (!known || String(known.id) !== hinted)) {
      const doc = whereFields(await read({ _id: hinted }).catch(() => null), where);
      if (holds(doc)) {
        this.ids.set(value, { id: doc!._id });
        return doc;
      }
    }
    const named = this.fields.length === 1 ? { [this.fields[0]]: value } : { $or: this.fields.map((field) => ({ [field]: value })) };
    const doc = await read({ ...where, ...named });
    if (doc) {
      this.ids.set(value, { id: doc._id });
      if (String(doc._id) !== hinted) await this.hints?.set(value, String(doc._id));
    } else this.ids.delete(value);
    return doc;
  }
}

/**
 * `updateOne({ _id, ...where }, update)` as a read and a write by `_id` alone, for a caller that holds the
 * document's write lock (RedisLocks: every writer of the document takes it, so nothing changes it between
 * the two). On FerretDB 1.24 the filter with `where` reads and decodes the collection's documents until the
 * match (a library entry save read half the entries, code included); MongoDB answers both forms from the
 * `_id` index. Without the lock (Redis out of reach) the check and the write are two steps; FerretDB's own
 * conditional update is not atomic either (see RedisLocks).
 */
export async function updateOneWhere(
  model: Model<any>,
  id: unknown,
  where: Readonly<Record<string, FieldState>>,
  update: Record<string, unknown>,
): Promise<{ matchedCount: number; modifiedCount: number }> {
  const fields = Object.keys(where);
  const current = await model
    .findOne({ _id: id })
    .select(fields.length ? fields.join(' ') : '_id')
    .lean()
    .exec();
  if (!whereFields(current as object | null, where)) return { matchedCount: 0, modifiedCount: 0 };
  const result = await model.updateOne({ _id: id }, update).exec();
  return { matchedCount: result.matchedCount, modifiedCount: result.modifiedCount };
}
