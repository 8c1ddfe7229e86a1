import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { EventData, EventEnvelope, LibraryEntryAdded, LibraryEntryLockChanged, LibraryEntryUpdated } from '@liquify/contracts';
import { OnEvent, OnEventBatch } from '@liquify/kafka';
import { LibraryEntriesRepository } from './library-entries.repository';

type EntryEvent = EventEnvelope<EventData<typeof LibraryEntryAdded>>;
const statesOf = (events: EntryEvent[]) => events.map((event) => ({ entry: event.data, eventAt: new Date(event.occurredAt) }));

/**
 * Keeps the read model of users' library entries (removal is handled with the stores: see StoreCleanupConsumer).
 * Adds and updates are snapshots kept if not older than the entry's last one: a fetched batch of them (e.g. the
 * library's backlog after a broker outage) is written in one request.
 */
@Controller()
export class LibraryEntriesConsumer {
  constructor(private readonly entries: LibraryEntriesRepository) {}

  @OnEventBatch(LibraryEntryAdded)
  async onAdded(@Payload() events: EntryEvent[]) {
    await this.entries.upsertMany(statesOf(events));
  }

  @OnEventBatch(LibraryEntryUpdated)
  async onUpdated(@Payload() events: EventEnvelope<EventData<typeof LibraryEntryUpdated>>[]) {
    await this.entries.upsertMany(statesOf(events));
  }

  /** A locked entry cannot be added to a store (it keeps the places it has). */
  @OnEvent(LibraryEntryLockChanged)
  async onLockChanged(@Payload() event: EventEnvelope<EventData<typeof LibraryEntryLockChanged>>) {
    await this.entries.applyLock(event.data.entryId, event.data.lock, new Date(event.occurredAt));
  }
}
