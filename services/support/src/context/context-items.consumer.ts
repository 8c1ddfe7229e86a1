import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  EventData,
  EventEnvelope,
  LibraryEntryAdded,
  LibraryEntryRemoved,
  LibraryEntryUpdated,
  ModuleDeleted,
  ModulePublished,
  ModuleUnpublished,
  ModuleUpdated,
  SectionDeleted,
  SectionPublished,
  SectionUnpublished,
  SectionUpdated,
  StoreCreated,
  StoreDeleted,
  StoreUpdated,
  catalogueItemPayloadSchema,
} from '@liquify/contracts';
import { OnEvent } from '@liquify/kafka';
import { z } from 'zod';
import { ContextItemsRepository } from './context-items.repository';

type Envelope<D> = EventEnvelope<D>;
type CatalogueItem = z.infer<typeof catalogueItemPayloadSchema>;
type LibraryEntry = EventData<typeof LibraryEntryAdded>;
type Store = EventData<typeof StoreCreated>;

/** Keeps the read model of what tickets may refer to: library entries, stores, catalogue items. */
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

  @OnEvent(ModulePublished)
  onModulePublished(@Payload() e: Envelope<CatalogueItem>) {
    return this.applyCatalogue('module', e);
  }

  @OnEvent(ModuleUpdated)
  onModuleUpdated(@Payload() e: Envelope<CatalogueItem>) {
    return this.applyCatalogue('module', e);
  }

  @OnEvent(ModuleUnpublished)
  onModuleUnpublished(@Payload() e: Envelope<CatalogueItem>) {
    return this.applyCatalogue('module', e);
  }

  @OnEvent(ModuleDeleted)
  onModuleDeleted(@Payload() e: Envelope<EventData<typeof ModuleDeleted>>) {
    return this.items.markDeleted('module', e.data.id, new Date(e.occurredAt));
  }

  @OnEvent(SectionPublished)
  onSectionPublished(@Payload() e: Envelope<CatalogueItem>) {
    return this.applyCatalogue('section', e);
  }

  @OnEvent(SectionUpdated)
  onSectionUpdated(@Payload() e: Envelope<CatalogueItem>) {
    return this.applyCatalogue('section', e);
  }

  @OnEvent(SectionUnpublished)
  onSectionUnpublished(@Payload() e: Envelope<CatalogueItem>) {
    return this.applyCatalogue('section', e);
  }

  @OnEvent(SectionDeleted)
  onSectionDeleted(@Payload() e: Envelope<EventData<typeof SectionDeleted>>) {
    return this.items.markDeleted('section', e.data.id, new Date(e.occurredAt));
  }

  private async applyEntry(e: Envelope<LibraryEntry>) {
    const d = e.data;
    await this.items.apply('library-entry', d.entryId, { userId: d.userId, title: d.title, slug: d.slug, kind: d.kind, published: true }, new Date(e.occurredAt));
  }

  private async applyStore(e: Envelope<Store>) {
    const d = e.data;
    await this.items.apply('store', d.storeId, { userId: d.userId, title: d.name, slug: '', kind: null, published: true }, new Date(e.occurredAt));
  }

  private async applyCatalogue(type: 'module' | 'section', e: Envelope<CatalogueItem>) {
    const d = e.data;
    await this.items.apply(type, d.id, { userId: null, title: d.title, slug: d.slug, kind: null, published: d.status === 'published' }, new Date(e.occurredAt));
  }
}
