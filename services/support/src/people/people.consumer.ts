import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { EventData, EventEnvelope, UserDeleted, UserRegistered, UserRoleChanged, UserSubscriptionChanged, UserUpdated } from '@liquify/contracts';
import { OnEvent } from '@liquify/kafka';
import { PeopleService } from './people.service';

/** Keeps support's read model of users (names on tickets, staff roles, the customer's plan) from identity's events. */
@Controller()
export class PeopleConsumer {
  constructor(private readonly people: PeopleService) {}

  @OnEvent(UserRegistered)
  async onRegistered(@Payload() event: EventEnvelope<EventData<typeof UserRegistered>>) {
    const { userId, name, email, role, subscription } = event.data;
    const at = new Date(event.occurredAt);
    await this.people.applyUser(userId, { name, email, role }, at);
    await this.people.applySubscription(userId, subscription, at);
  }

  @OnEvent(UserSubscriptionChanged)
  async onSubscriptionChanged(@Payload() event: EventEnvelope<EventData<typeof UserSubscriptionChanged>>) {
    await this.people.applySubscription(event.data.userId, event.data, new Date(event.occurredAt));
  }

  @OnEvent(UserUpdated)
  async onUpdated(@Payload() event: EventEnvelope<EventData<typeof UserUpdated>>) {
    const { userId, name, fullName, email, role } = event.data;
    await this.people.applyUser(userId, { name: name || fullName, email, role }, new Date(event.occurredAt));
  }

  @OnEvent(UserRoleChanged)
  async onRoleChanged(@Payload() event: EventEnvelope<EventData<typeof UserRoleChanged>>) {
    await this.people.applyRole(event.data.userId, event.data.role, new Date(event.occurredAt));
  }

  @OnEvent(UserDeleted)
  async onDeleted(@Payload() event: EventEnvelope<EventData<typeof UserDeleted>>) {
    await this.people.markDeleted(event.data.userId, new Date(event.occurredAt));
  }
}
