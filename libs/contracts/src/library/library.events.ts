import { z } from 'zod';
import { itemKindSchema } from '../common';
import { defineEvent } from '../events/envelope';

/**
 * A library entry as other services see it (the stores service places library entries in stores, the
 * catalogue counts adds as downloads). `catalogueId` is the catalogue module or section the entry was
 * added from; `kind` says which.
 */
export const libraryEntryPayloadSchema = z.object({
  entryId: z.string(),
  userId: z.string(),
  kind: itemKindSchema,
  catalogueId: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  thumbnail: z.string(),
  featured: z.boolean(),
  createdAt: z.string(),
});
export type LibraryEntryPayload = z.infer<typeof libraryEntryPayloadSchema>;

/** A user added a catalogue module or section to their library (the catalogue counts it as a download). */
export const LibraryEntryAdded = defineEvent('library.entry.added.v1', libraryEntryPayloadSchema, (d) => d.entryId);
/** An entry's shown fields changed (title or description edited, catalogue thumbnail or featured changed). */
export const LibraryEntryUpdated = defineEvent('library.entry.updated.v1', libraryEntryPayloadSchema, (d) => d.entryId);
/** An entry left the library: it leaves every store that holds it. */
export const LibraryEntryRemoved = defineEvent(
  'library.entry.removed.v1',
  z.object({ entryId: z.string(), userId: z.string(), kind: itemKindSchema, catalogueId: z.string() }),
  (d) => d.entryId,
);
/**
 * A removed entry came back (the user's Undo, within ENTRY_RESTORE_WINDOW_MS): the same entry as before, so it
 * returns to every store it left with its removal.
 */
export const LibraryEntryRestored = defineEvent('library.entry.restored.v1', libraryEntryPayloadSchema, (d) => d.entryId);
/**
 * An entry's lock changed (doc 2 soft downgrade: its plan no longer includes it, or it is beyond the plan's
 * limit; or it is usable again). A locked entry keeps its place in the stores that hold it but cannot be added
 * to another one until it is unlocked.
 */
export const LibraryEntryLockChanged = defineEvent(
  'library.entry.lock-changed.v1',
  z.object({ entryId: z.string(), userId: z.string(), kind: itemKindSchema, lock: z.enum(['limit', 'plan']).nullable() }),
  (d) => d.entryId,
);
