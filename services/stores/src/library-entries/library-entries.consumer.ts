import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { EventData, EventEnvelope, LibraryEntryAdded, LibraryEntryLockChanged, LibraryEntryUpdated } from '@liquify/contracts';
import { OnEvent } from '@liquify/kafka';
import { LibraryEntriesRepository } from './library-entries.repository';

/** Keeps the read model of users' library entries (removal is handled with the stores: see StoreCleanupConsumer). */
@Controller()
export class LibraryEntriesConsumer {
  constructor(private readonly entries: LibraryEntriesRepository) {}

  @OnEvent(LibraryEntryAdded)
  async onAdded(@Payload() event: EventEnvelope<EventData<typeof LibraryEntryAdded>>) {
    await this.entries.upsert(event.data, new Date(event.occurredAt));
  }

  @OnEvent(LibraryEntryUpdated)
  async onUpdated(@Payload() event: EventEnvelope<EventData<typeof LibraryEntryUpdated>>) {
    await this.entries.upsert(event.data, new Date(event.occurredAt));
  }

  /** A locked entry cannot be added to a store (it keeps the places it has). */
  @OnEvent(LibraryEntryLockChanged)
  async onLockChanged(@Payload() event: EventEnvelope<EventData<typeof LibraryEntryLockChanged>>) {
    await this.entries.applyLock(event.data.entryId, event.data.lock, new Date(event.occurredAt));
  }
}
