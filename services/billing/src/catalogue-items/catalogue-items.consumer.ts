import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  EventData,
  EventEnvelope,
  ModuleDeleted,
  ModulePublished,
  ModuleUnpublished,
  ModuleUpdated,
  SectionDeleted,
  SectionPublished,
  SectionUnpublished,
  SectionUpdated,
} from '@liquify/contracts';
import { OnEvent } from '@liquify/kafka';
import { CatalogueItemsService } from './catalogue-items.service';

type Item = EventEnvelope<EventData<typeof ModulePublished>>;
type Deleted = EventEnvelope<EventData<typeof ModuleDeleted>>;

/** catalogue.module|section.*.v1 -> billing's read model and the plans' allowed lists. */
@Controller()
export class CatalogueItemsConsumer {
  constructor(private readonly catalogue: CatalogueItemsService) {}

  @OnEvent(ModulePublished)
  onModulePublished(@Payload() event: Item) {
    return this.catalogue.itemChanged('module', event.data);
  }

  @OnEvent(ModuleUpdated)
  onModuleUpdated(@Payload() event: Item) {
    return this.catalogue.itemChanged('module', event.data);
  }

  @OnEvent(ModuleUnpublished)
  onModuleUnpublished(@Payload() event: Item) {
    return this.catalogue.itemChanged('module', event.data);
  }

  @OnEvent(ModuleDeleted)
  onModuleDeleted(@Payload() event: Deleted) {
    return this.catalogue.itemDeleted('module', event.data.id, event.data.slug);
  }

  @OnEvent(SectionPublished)
  onSectionPublished(@Payload() event: Item) {
    return this.catalogue.itemChanged('section', event.data);
  }

  @OnEvent(SectionUpdated)
  onSectionUpdated(@Payload() event: Item) {
    return this.catalogue.itemChanged('section', event.data);
  }

  @OnEvent(SectionUnpublished)
  onSectionUnpublished(@Payload() event: Item) {
    return this.catalogue.itemChanged('section', event.data);
  }

  @OnEvent(SectionDeleted)
  onSectionDeleted(@Payload() event: Deleted) {
    return this.catalogue.itemDeleted('section', event.data.id, event.data.slug);
  }
}
