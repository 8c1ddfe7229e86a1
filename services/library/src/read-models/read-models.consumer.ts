import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  EventData,
  EventEnvelope,
  PlanCreated,
  PlanDeleted,
  PlanUpdated,
  UserDeleted,
  UserRegistered,
  UserRoleChanged,
  UserSubscriptionChanged,
  planStateOrder,
} from '@liquify/contracts';
import { OnEvent } from '@liquify/kafka';
import { ReadModelsService } from './read-models.service';

type Envelope<D> = EventEnvelope<D>;
type Plan = Envelope<EventData<typeof PlanUpdated>>;

const at = (event: { occurredAt: string }) => new Date(event.occurredAt);

/** identity.user.*, billing.plan.* -> the library's read models (thin: the service decides); catalogue.* via catalogueItemsConsumer. */
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

  // Each event is the plan as it then was, kept if not older: of a backlog of edits, only the newest matters.
  @OnEvent(PlanUpdated, { latestPerKey: planStateOrder })
  onPlanUpdated(@Payload() event: Plan) {
    return this.readModels.planChanged(event.data, at(event));
  }

  @OnEvent(PlanDeleted)
  onPlanDeleted(@Payload() event: Envelope<EventData<typeof PlanDeleted>>) {
    return this.readModels.planDeleted(event.data.planId, event.data.slug, at(event));
  }
}
