/**
 * Reads by `_id` alone, the state checked here. FerretDB 1.24 (development, tests, `npm run chaos`) answers a
 * query from an index only when its filter is exactly `{ _id: value }`; `{ _id, deletedAt: null }` reads and
 * decodes every document of the collection (a library entry with its code, on every edit of it). A document's
 * id names one document on MongoDB as well, so reading it by id and checking its state here answers the same.
 */

/** What a field must hold: a value (null: null or missing, as MongoDB matches it), or present and not null. */
export type FieldState = null | string | number | boolean | { $ne: null };

/** `doc` when every field of `state` holds what it names, else null (a document read by `{ _id }`). */
export function whereFields<T extends object>(doc: T | null | undefined, state: Readonly<Record<string, FieldState>>): T | null {
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
