import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { LibraryEntryPayload, PickerFilter, recentSince, StoreItemKind } from '@liquify/contracts';
import { applyConditionalUpserts, escapeRegex, findByIds, withDocumentLocks } from '@liquify/mongo';
import type { Model } from 'mongoose';
import { LIBRARY_ENTRY_MODEL, LibraryEntryDoc } from './library-entries.schema';

export interface PickableSearch {
  kind: StoreItemKind;
  search?: string;
  filter: PickerFilter;
  limit: number;
  now: Date;
}

@Injectable()
export class LibraryEntriesRepository {
  constructor(@InjectModel(LIBRARY_ENTRY_MODEL) private readonly model: Model<LibraryEntryDoc>) {}

  /**
   * Several entries added or updated, each as of its event's time (a fetched batch of library.entry.added or
   * .updated), in one bulk write: each applied unless a newer event or the entry's removal is already known.
   */
  async upsertMany(states: ReadonlyArray<EntryState>): Promise<void> {
    const latest = latestEntryStates(states);
    const writes = latest.map(({ entry, eventAt }) => {
      const { entryId, createdAt, ...fields } = entry;
      return {
        filter: { _id: entryId, removedAt: null, eventAt: { $lte: eventAt } },
        update: { $set: { ...fields, createdAt: toDate(createdAt, eventAt), eventAt } },
      };
    });
    // The single-document writes of these entries (lock changes, removals) wait for it, and it for them.
    await withDocumentLocks(this.model.collection.collectionName, latest.map((state) => state.entry.entryId), () => applyConditionalUpserts(this.model, writes));
  }

  /** The entry left the library: a tombstone, so no later event brings it back. */
  async markRemoved(
    entry: { entryId: string; userId: string; kind: StoreItemKind; catalogueId: string },
    eventAt: Date,
  ): Promise<void> {
    await this.model
      .updateOne(
        { _id: entry.entryId },
        {
          $set: { removedAt: eventAt },
          $setOnInsert: {
            userId: entry.userId,
            kind: entry.kind,
            catalogueId: entry.catalogueId,
            createdAt: eventAt,
            eventAt,
          },
        },
        { upsert: true },
      )
      .exec();
  }

  /**
   * The removed entry came back (library.entry.restored, after its removal in the entry's event order): live
   * again with the payload's fields. False when it is not removed or the removal is newer than the event.
   */
  async markRestored(entry: LibraryEntryPayload, eventAt: Date): Promise<boolean> {
    const { entryId, createdAt, ...fields } = entry;
    const result = await this.model
      .updateOne({ _id: entryId, removedAt: { $ne: null, $lte: eventAt } }, { $set: { ...fields, createdAt: toDate(createdAt, eventAt), eventAt, removedAt: null } })
      .exec();
    return result.modifiedCount > 0;
  }

  /** The entry's lock as of `eventAt` (an older lock event than the one applied is ignored). */
  async applyLock(entryId: string, lock: 'limit' | 'plan' | null, eventAt: Date): Promise<void> {
    await this.model.updateOne({ _id: entryId, $or: [{ lockAt: null }, { lockAt: { $lte: eventAt } }] }, { $set: { lock, lockAt: eventAt } }).exec();
  }

  async markUserRemoved(userId: string, eventAt: Date): Promise<void> {
    await this.model.updateMany({ userId, removedAt: null }, { $set: { removedAt: eventAt } }).exec();
  }

  /** A live entry of this user's library, of this kind. */
  findOwned(userId: string, entryId: string, kind: StoreItemKind): Promise<LibraryEntryDoc | null> {
    return this.model.findOne({ _id: entryId, userId, kind, removedAt: null }).lean<LibraryEntryDoc>().exec();
  }

  findLiveByIds(ids: string[]): Promise<LibraryEntryDoc[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return findByIds<LibraryEntryDoc>(this.model, ids, { where: { removedAt: null } });
  }

  async isLive(entryId: string): Promise<boolean> {
    return (await this.model.countDocuments({ _id: entryId, removedAt: null }).exec()) > 0;
  }

  /** The picker's list (doc 2 §2): search on title, description or category; All / Featured / Recent; newest first. Locked entries cannot be placed: not offered. */
  pickable(userId: string, q: PickableSearch): Promise<LibraryEntryDoc[]> {
    const filter: Record<string, unknown> = { userId, kind: q.kind, removedAt: null, lock: null };
    if (q.search) {
      const pattern = { $regex: escapeRegex(q.search), $options: 'i' };
      filter.$or = [{ title: pattern }, { description: pattern }, { category: pattern }];
    }
    if (q.filter === 'featured') filter.featured = true;
    if (q.filter === 'recent') filter.createdAt = { $gte: recentSince(q.now) };
    return this.model
      .find(filter)
      .sort({ createdAt: -1, _id: -1 })
      .limit(q.limit)
      .lean<LibraryEntryDoc[]>()
      .exec();
  }
}

export interface EntryState {
  entry: LibraryEntryPayload;
  eventAt: Date;
}

/**
 * Of several states of the same entries, the newest of each (by event time; a tie goes to the later one, as
 * applying them in turn would), in first-seen order. Pure: library-entries.repository.spec.ts.
 */
export function latestEntryStates(states: ReadonlyArray<EntryState>): EntryState[] {
  const newest = new Map<string, EntryState>();
  for (const state of states) {
    const held = newest.get(state.entry.entryId);
    if (!held || held.eventAt.getTime() <= state.eventAt.getTime()) newest.set(state.entry.entryId, state);
  }
  return [...newest.values()];
}

function toDate(value: string, fallback: Date): Date {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? fallback : date;
}
