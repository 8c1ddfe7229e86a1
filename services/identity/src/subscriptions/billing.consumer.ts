import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  CheckoutCompleted,
  EventData,
  EventDefinition,
  EventEnvelope,
  PlanCreated,
  PlanDeleted,
  PlanUpdated,
  SubscriptionActivated,
  SubscriptionCanceled,
  SubscriptionUpdated,
  planStateOrder,
} from '@liquify/contracts';
import { OnEvent, PoisonMessageError } from '@liquify/kafka';
import { InvalidBillingFactError } from '../users/subscription.rules';
import { SubscriptionsService } from './subscriptions.service';

type Envelope<D extends EventDefinition> = EventEnvelope<EventData<D>>;

/** A fact that can never be applied (e.g. an unreadable date) goes to the dead-letter topic at once. */
async function poisonIfInvalid<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof InvalidBillingFactError) throw new PoisonMessageError(err.message);
    throw err;
  }
}

/** Billing's facts identity acts on. Thin: validation, idempotency and retries are the event server's. */
@Controller()
export class BillingConsumer {
  constructor(private readonly subscriptions: SubscriptionsService) {}

  @OnEvent(CheckoutCompleted)
  async onCheckoutCompleted(@Payload() event: Envelope<typeof CheckoutCompleted>) {
    await poisonIfInvalid(() => this.subscriptions.onCheckoutCompleted(event.data));
  }

  @OnEvent(SubscriptionActivated)
  async onSubscriptionActivated(@Payload() event: Envelope<typeof SubscriptionActivated>) {
    await poisonIfInvalid(() => this.subscriptions.onProviderEvent('activated', event.data));
  }

  @OnEvent(SubscriptionUpdated)
  async onSubscriptionUpdated(@Payload() event: Envelope<typeof SubscriptionUpdated>) {
    await poisonIfInvalid(() => this.subscriptions.onProviderEvent('updated', event.data));
  }

  @OnEvent(SubscriptionCanceled)
  async onSubscriptionCanceled(@Payload() event: Envelope<typeof SubscriptionCanceled>) {
    await poisonIfInvalid(() => this.subscriptions.onProviderEvent('canceled', event.data));
  }

  @OnEvent(PlanCreated)
  async onPlanCreated(@Payload() event: Envelope<typeof PlanCreated>) {
    await this.subscriptions.onPlanUpserted(event.data, new Date(event.occurredAt));
  }

  // Each event is the plan as it then was, kept if not older: of a backlog of edits, only the newest matters.
  @OnEvent(PlanUpdated, { latestPerKey: planStateOrder })
  async onPlanUpdated(@Payload() event: Envelope<typeof PlanUpdated>) {
    await this.subscriptions.onPlanUpserted(event.data, new Date(event.occurredAt));
  }

  @OnEvent(PlanDeleted)
  async onPlanDeleted(@Payload() event: Envelope<typeof PlanDeleted>) {
    await this.subscriptions.onPlanDeleted(event.data.planId, new Date(event.occurredAt));
  }
}
