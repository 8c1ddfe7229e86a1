import { Schema, Types } from 'mongoose';
import { outboxSchemaFields } from '@liquify/kafka';
import { serializeDocumentWrites } from '@liquify/mongo';
import type { EntryLock, LibraryKind } from '@liquify/contracts';
import type { TemplateVariable } from '@liquify/template-engine';

export type CustomValue = string | number | boolean | null;

/** A version of an entry's template with the values it was customised with (kept for one-step rollback). */
export interface EntryVersion {
  templateCode: string;
  variables: TemplateVariable[];
  customValues: Record<string, CustomValue>;
  code: string;
  templateVersion: string;
}

/** Snippet loads folded in from Redis by the usage flusher. */
export interface EntryUsageDoc {
  /** Loads per UTC day, the last 30 days only. */
  days: Record<string, number>;
  /** Most-loading domains over the last 30 days, refreshed at each flush. */
  topDomains: { domain: string; loads: number }[];
}

/**
 * A module or section in a user's library, as its repository answers it: the document in `library_entries` with
 * its body (`library_entry_bodies`, entry-body.schema.ts) merged in.
 */
export interface EntryDoc {
  _id: Types.ObjectId;
  userId: string;
  kind: LibraryKind;
  /** The catalogue item it was added from. */
  catalogueId: string;
  /** `${userId}:${kind}:${catalogueId}` while live (unique: one entry per item and user), `removed:<id>` while removed. */
  uniqueKey: string;
  title: string;
  description: string;
  slug: string;
  category: string;
  thumbnail: string;
  featured: boolean;
  /** The catalogue version's template (modules), or the section's original Liquid code ('Reset to Original'). */
  templateCode: string;
  variables: TemplateVariable[];
  customValues: Record<string, CustomValue>;
  /** Modules: always rendered by the server from templateCode and customValues. Sections: the user's code. */
  code: string;
  templateVersion: string;
  /** The catalogue version the user chose to stay on ("stay pinned"): no update shown for it. */
  skippedVersion: string | null;
  previous: EntryVersion | null;
  /** All-time snippet loads. */
  usageCount: number;
  usage: EntryUsageDoc;
  /** SHA-256 (hex) of the current remote snippet token; the token itself is never stored. */
  snippetTokenHash: string | null;
  /** The nonce the current token is derived from (snippet-token.util.ts); null for a token made before derivation. */
  snippetNonce: string | null;
  /**
   * SHA-256 of a link made before tokens were derived (not derivable again): it keeps serving, so showing the
   * dialog never breaks a store, until the user replaces the link.
   */
  snippetLegacyHash: string | null;
  snippetCreatedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  /** The lock last announced to other services (library.entry.lock-changed); the lock itself is derived. */
  publishedLock: EntryLock;
  /**
   * When the user removed it: the document stays (its snippet answers 410) and can be restored, with its values,
   * its snippet link and its store places, within ENTRY_RESTORE_WINDOW_MS.
   */
  removedAt: Date | null;
  /** The outbox's tombstone (the relay deletes the document once its events are out): not used by entries. */
  deletedAt: Date | null;
}

export const ENTRY_MODEL = 'LibraryEntry';

export const entrySchema = new Schema<EntryDoc>(
  {
    userId: { type: String, required: true },
    kind: { type: String, required: true },
    catalogueId: { type: String, required: true },
    uniqueKey: { type: String, required: true, unique: true },
    title: { type: String, default: '' },
    description: { type: String, default: '' },
    slug: { type: String, default: '' },
    category: { type: String, default: '' },
    thumbnail: { type: String, default: '' },
    featured: { type: Boolean, default: false },
    // templateCode, variables, customValues, code and previous live in the entry's body document (entry-body.schema.ts).
    templateVersion: { type: String, default: '' },
    skippedVersion: { type: String, default: null },
    usageCount: { type: Number, default: 0 },
    usage: { type: Schema.Types.Mixed, default: () => ({ days: {}, topDomains: [] }) },
    snippetTokenHash: { type: String, default: null, index: true },
    snippetNonce: { type: String, default: null },
    snippetLegacyHash: { type: String, default: null, index: true },
    snippetCreatedAt: { type: Date, default: null },
    // Set by the service (not mongoose timestamps: the outbox relay's and the usage flusher's writes are not edits).
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
    removedAt: { type: Date, default: null },
    publishedLock: { type: String, default: null },
    ...outboxSchemaFields,
  },
  { collection: 'library_entries', versionKey: false, minimize: false },
);
entrySchema.index({ userId: 1, kind: 1, createdAt: 1 });
entrySchema.index({ kind: 1, catalogueId: 1 });
entrySchema.plugin(serializeDocumentWrites);

export const liveKey = (userId: string, kind: LibraryKind, catalogueId: string) => `${userId}:${kind}:${catalogueId}`;

/** The document lock (`RedisLocks.documents`) every write of an existing entry takes: its repository, the usage flusher, the outbox relay. */
export const ENTRY_LOCK = 'entry';
