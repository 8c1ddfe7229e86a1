import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  EventData,
  EventEnvelope,
  LibraryEntryAdded,
  LibraryEntryRemoved,
  LibraryEntryUpdated,
  StoreCreated,
  StoreDeleted,
  StoreUpdated,
} from '@liquify/contracts';
import { OnEvent } from '@liquify/kafka';
import { ContextItemsRepository } from './context-items.repository';

type Envelope<D> = EventEnvelope<D>;
type LibraryEntry = EventData<typeof LibraryEntryAdded>;
type Store = EventData<typeof StoreCreated>;

/** Keeps the read model of what tickets may refer to: library entries and stores (catalogue items: ContextCatalogueSink). */
@Controller()
export class ContextItemsConsumer {
  constructor(private readonly items: ContextItemsRepository) {}

  @OnEvent(LibraryEntryAdded)
  onEntryAdded(@Payload() e: Envelope<LibraryEntry>) {
    return this.applyEntry(e);
  }

  @OnEvent(LibraryEntryUpdated)
  onEntryUpdated(@Payload() e: Envelope<LibraryEntry>) {
    return this.applyEntry(e);
  }

  @OnEvent(LibraryEntryRemoved)
  onEntryRemoved(@Payload() e: Envelope<EventData<typeof LibraryEntryRemoved>>) {
    return this.items.markDeleted('library-entry', e.data.entryId, new Date(e.occurredAt), e.data.userId);
  }

  @OnEvent(StoreCreated)
  onStoreCreated(@Payload() e: Envelope<Store>) {
    return this.applyStore(e);
  }

  @OnEvent(StoreUpdated)
  onStoreUpdated(@Payload() e: Envelope<Store>) {
    return this.applyStore(e);
  }

  @OnEvent(StoreDeleted)
  onStoreDeleted(@Payload() e: Envelope<EventData<typeof StoreDeleted>>) {
    return this.items.markDeleted('store', e.data.storeId, new Date(e.occurredAt), e.data.userId);
  }

  private async applyEntry(e: Envelope<LibraryEntry>) {
    const d = e.data;
    await this.items.apply('library-entry', d.entryId, { userId: d.userId, title: d.title, slug: d.slug, kind: d.kind, published: true }, new Date(e.occurredAt));
  }

  private async applyStore(e: Envelope<Store>) {
    const d = e.data;
    await this.items.apply('store', d.storeId, { userId: d.userId, title: d.name, slug: '', kind: null, published: true }, new Date(e.occurredAt));
  }
}
