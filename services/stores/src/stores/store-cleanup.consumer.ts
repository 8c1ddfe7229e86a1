import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { EventData, EventEnvelope, LibraryEntryRemoved, LibraryEntryRestored, UserDeleted } from '@liquify/contracts';
import { OnEvent } from '@liquify/kafka';
import { StoreItemsService } from './store-items.service';
import { StoresService } from './stores.service';

/** Facts from other services that take things out of stores (and bring them back). */
@Controller()
export class StoreCleanupConsumer {
  constructor(
    private readonly items: StoreItemsService,
    private readonly stores: StoresService,
  ) {}

  /** An entry left the user's library: it leaves every store that holds it. */
  @OnEvent(LibraryEntryRemoved)
  async onEntryRemoved(@Payload() event: EventEnvelope<EventData<typeof LibraryEntryRemoved>>) {
    await this.items.removeEntryEverywhere(event.data, new Date(event.occurredAt));
  }

  /** The removal was undone: the entry returns to the stores it left. */
  @OnEvent(LibraryEntryRestored)
  async onEntryRestored(@Payload() event: EventEnvelope<EventData<typeof LibraryEntryRestored>>) {
    await this.items.restoreEntryEverywhere(event.data, new Date(event.occurredAt));
  }

  @OnEvent(UserDeleted)
  async onUserDeleted(@Payload() event: EventEnvelope<EventData<typeof UserDeleted>>) {
    await this.stores.deleteEverythingOf(event.data.userId, new Date(event.occurredAt));
  }
}
