import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { EventData, EventEnvelope, PlanCreated, PlanDeleted, PlanUpdated, UserDeleted, UserRegistered, UserSubscriptionChanged, planStateOrder } from '@liquify/contracts';
import { OnEvent } from '@liquify/kafka';
import { EntitlementsRepository } from './entitlements.repository';

type Envelope<D> = EventEnvelope<D>;
type Plan = Envelope<EventData<typeof PlanUpdated>>;

const at = (event: { occurredAt: string }) => new Date(event.occurredAt);

/** identity.user.* (each user's plan) and billing.plan.* (each plan's allowed lists) -> the entitlement read model. */
@Controller()
export class EntitlementsConsumer {
  constructor(private readonly repository: EntitlementsRepository) {}

  @OnEvent(UserRegistered)
  onUserRegistered(@Payload() event: Envelope<EventData<typeof UserRegistered>>) {
    const { userId, subscription } = event.data;
    return this.repository.applySubscriber(userId, { plan: subscription.plan, planId: subscription.planId ?? null }, at(event));
  }

  @OnEvent(UserSubscriptionChanged)
  onSubscriptionChanged(@Payload() event: Envelope<EventData<typeof UserSubscriptionChanged>>) {
    const { userId, plan, planId } = event.data;
    return this.repository.applySubscriber(userId, { plan, planId: planId ?? null }, at(event));
  }

  @OnEvent(UserDeleted)
  onUserDeleted(@Payload() event: Envelope<EventData<typeof UserDeleted>>) {
    return this.repository.markSubscriberDeleted(event.data.userId, at(event));
  }

  @OnEvent(PlanCreated)
  onPlanCreated(@Payload() event: Plan) {
    return this.planChanged(event);
  }

  // Each event is the plan as it then was, kept if not older: of a backlog of edits, only the newest matters.
  @OnEvent(PlanUpdated, { latestPerKey: planStateOrder })
  onPlanUpdated(@Payload() event: Plan) {
    return this.planChanged(event);
  }

  @OnEvent(PlanDeleted)
  onPlanDeleted(@Payload() event: Envelope<EventData<typeof PlanDeleted>>) {
    return this.repository.markPlanDeleted(event.data.planId, event.data.slug, at(event));
  }

  private planChanged({ data: plan, ...event }: Plan) {
    return this.repository.applyPlan(
      { _id: plan.planId, slug: plan.slug, allowedModules: plan.allowedModules, allowedSections: plan.allowedSections, revision: plan.revision ?? 0 },
      at(event),
    );
  }
}
