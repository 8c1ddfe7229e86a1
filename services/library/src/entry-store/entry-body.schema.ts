import { Schema, Types } from 'mongoose';
import type { EntryDoc } from './entry.schema';

/**
 * What an entry holds beyond its card: its template, variables, values, code and the version kept for rollback.
 * They live in their own document (collection `library_entry_bodies`, the entry's `_id`), read by `_id` when the
 * editor, a snippet or a theme file needs them. The entry document keeps the card, the state and the outbox, so
 * what reads or rewrites entries without their code (a user's membership read, the list, the outbox relay's
 * clean-up, snippet links, lock changes, usage) does not carry ~10 KB per entry: FerretDB 1.24 decodes whole
 * documents, on every scan and every update.
 */
export const BODY_FIELDS = ['templateCode', 'variables', 'customValues', 'code', 'previous'] as const;
export type BodyField = (typeof BODY_FIELDS)[number];
export type EntryBody = Pick<EntryDoc, BodyField>;

export interface EntryBodyDoc extends Partial<EntryBody> {
  _id: Types.ObjectId;
}

export const ENTRY_BODY_MODEL = 'LibraryEntryBody';

export const entryBodySchema = new Schema<EntryBodyDoc>(
  {
    templateCode: { type: String },
    variables: { type: Schema.Types.Mixed },
    customValues: { type: Schema.Types.Mixed },
    code: { type: String },
    previous: { type: Schema.Types.Mixed },
  },
  { collection: 'library_entry_bodies', versionKey: false, minimize: false },
);

const emptyBody = (): EntryBody => ({ templateCode: '', variables: [], customValues: {}, code: '', previous: null });
const isBodyField = (key: string): key is BodyField => (BODY_FIELDS as readonly string[]).includes(key);

/** A change of an entry split into what its body document takes and what the entry document takes. */
export function splitBody<T extends Partial<EntryDoc>>(set: T): { body: Partial<EntryBody>; card: Omit<T, BodyField> } {
  const body: Record<string, unknown> = {};
  const card: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(set)) {
    if (value === undefined) continue;
    (isBodyField(key) ? body : card)[key] = value;
  }
  return { body: body as Partial<EntryBody>, card: card as Omit<T, BodyField> };
}

/**
 * The entry with its body. A field of the body document wins over the same field on the entry document: an entry
 * written before the split keeps its body inline, and a later change of some of its fields writes only those to
 * its body document. A field found in neither takes the empty value a new entry would have.
 */
export function withBody<T extends Partial<EntryDoc>>(entry: T, body: Partial<EntryBodyDoc> | null): T & EntryBody {
  const merged: Record<string, unknown> = { ...entry };
  const empty = emptyBody();
  for (const field of BODY_FIELDS) {
    if (body && field in body && body[field] !== undefined) merged[field] = body[field];
    else if (merged[field] === undefined) merged[field] = empty[field];
  }
  return merged as T & EntryBody;
}
