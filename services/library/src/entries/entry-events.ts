import { EntryLock, LibraryEntryAdded, LibraryEntryLockChanged, LibraryEntryPayload, LibraryEntryRemoved, LibraryEntryRestored, LibraryEntryUpdated } from '@liquify/contracts';
import { OutboxEntry } from '@liquify/kafka';
import type { EntryDoc } from '../entry-store/entry.schema';

const PRODUCER = 'library';

/** The entry as other services see it (library.events.ts). */
export function entryPayload(entry: Pick<EntryDoc, '_id' | 'userId' | 'kind' | 'catalogueId' | 'slug' | 'title' | 'description' | 'category' | 'thumbnail' | 'featured' | 'createdAt'>): LibraryEntryPayload {
  return {
    entryId: entry._id.toHexString(),
    userId: entry.userId,
    kind: entry.kind,
    catalogueId: entry.catalogueId,
    slug: entry.slug,
    title: entry.title,
    description: entry.description,
    category: entry.category,
    thumbnail: entry.thumbnail,
    featured: entry.featured,
    createdAt: new Date(entry.createdAt).toISOString(),
  };
}

export const entryAdded = (entry: Parameters<typeof entryPayload>[0]) => OutboxEntry.of(LibraryEntryAdded, entryPayload(entry), PRODUCER);
export const entryRestored = (entry: Parameters<typeof entryPayload>[0]) => OutboxEntry.of(LibraryEntryRestored, entryPayload(entry), PRODUCER);
export const entryUpdated = (entry: Parameters<typeof entryPayload>[0]) => OutboxEntry.of(LibraryEntryUpdated, entryPayload(entry), PRODUCER);
export const entryRemoved = (entry: Pick<EntryDoc, '_id' | 'userId' | 'kind' | 'catalogueId'>) =>
  OutboxEntry.of(LibraryEntryRemoved, { entryId: entry._id.toHexString(), userId: entry.userId, kind: entry.kind, catalogueId: entry.catalogueId }, PRODUCER);
export const entryLockChanged = (entry: Pick<EntryDoc, '_id' | 'userId' | 'kind'>, lock: EntryLock) =>
  OutboxEntry.of(LibraryEntryLockChanged, { entryId: entry._id.toHexString(), userId: entry.userId, kind: entry.kind, lock }, PRODUCER);
