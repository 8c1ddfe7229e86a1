import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  EventData,
  EventEnvelope,
  ModuleDeleted,
  ModulePublished,
  ModuleUnpublished,
  ModuleUpdated,
  PlanCreated,
  PlanDeleted,
  PlanUpdated,
  SectionDeleted,
  SectionPublished,
  SectionUnpublished,
  SectionUpdated,
  UserDeleted,
  UserRegistered,
  UserRoleChanged,
  UserSubscriptionChanged,
} from '@liquify/contracts';
import { OnEvent } from '@liquify/kafka';
import { ReadModelsService } from './read-models.service';

type Envelope<D> = EventEnvelope<D>;
type Item = Envelope<EventData<typeof ModulePublished>>;
type Deleted = Envelope<EventData<typeof ModuleDeleted>>;
type Plan = Envelope<EventData<typeof PlanUpdated>>;

const at = (event: { occurredAt: string }) => new Date(event.occurredAt);

/** identity.user.*, billing.plan.*, catalogue.module|section.* -> the library's read models (thin: the service decides). */
@Controller()
export class ReadModelsConsumer {
  constructor(private readonly readModels: ReadModelsService) {}

  @OnEvent(UserRegistered)
  onUserRegistered(@Payload() event: Envelope<EventData<typeof UserRegistered>>) {
    const { userId, role, subscription: s } = event.data;
    return this.readModels.accountChanged(userId, { role, plan: s.plan, planId: s.planId ?? null, status: s.status, moduleLimit: s.features.moduleLimit, sectionLimit: s.features.sectionLimit }, at(event));
  }

  @OnEvent(UserSubscriptionChanged)
  onSubscriptionChanged(@Payload() event: Envelope<EventData<typeof UserSubscriptionChanged>>) {
    const d = event.data;
    return this.readModels.accountChanged(d.userId, { plan: d.plan, planId: d.planId ?? null, status: d.status, moduleLimit: d.features.moduleLimit, sectionLimit: d.features.sectionLimit }, at(event));
  }

  @OnEvent(UserRoleChanged)
  onRoleChanged(@Payload() event: Envelope<EventData<typeof UserRoleChanged>>) {
    return this.readModels.accountChanged(event.data.userId, { role: event.data.role }, at(event));
  }

  @OnEvent(UserDeleted)
  onUserDeleted(@Payload() event: Envelope<EventData<typeof UserDeleted>>) {
    return this.readModels.accountDeleted(event.data.userId, at(event));
  }

  @OnEvent(PlanCreated)
  onPlanCreated(@Payload() event: Plan) {
    return this.readModels.planChanged(event.data, at(event));
  }

  @OnEvent(PlanUpdated)
  onPlanUpdated(@Payload() event: Plan) {
    return this.readModels.planChanged(event.data, at(event));
  }

  @OnEvent(PlanDeleted)
  onPlanDeleted(@Payload() event: Envelope<EventData<typeof PlanDeleted>>) {
    return this.readModels.planDeleted(event.data.planId, event.data.slug, at(event));
  }

  @OnEvent(ModulePublished)
  onModulePublished(@Payload() event: Item) {
    return this.readModels.itemChanged('module', event.data);
  }

  @OnEvent(ModuleUpdated)
  onModuleUpdated(@Payload() event: Item) {
    return this.readModels.itemChanged('module', event.data);
  }

  @OnEvent(ModuleUnpublished)
  onModuleUnpublished(@Payload() event: Item) {
    return this.readModels.itemChanged('module', event.data);
  }

  @OnEvent(ModuleDeleted)
  onModuleDeleted(@Payload() event: Deleted) {
    return this.readModels.itemDeleted('module', event.data.id, event.data.slug);
  }

  @OnEvent(SectionPublished)
  onSectionPublished(@Payload() event: Item) {
    return this.readModels.itemChanged('section', event.data);
  }

  @OnEvent(SectionUpdated)
  onSectionUpdated(@Payload() event: Item) {
    return this.readModels.itemChanged('section', event.data);
  }

  @OnEvent(SectionUnpublished)
  onSectionUnpublished(@Payload() event: Item) {
    return this.readModels.itemChanged('section', event.data);
  }

  @OnEvent(SectionDeleted)
  onSectionDeleted(@Payload() event: Deleted) {
    return this.readModels.itemDeleted('section', event.data.id, event.data.slug);
  }
}
