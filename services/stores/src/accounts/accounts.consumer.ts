import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  EventData,
  EventEnvelope,
  UserRegistered,
  UserRoleChanged,
  UserSubscriptionChanged,
  UserUpdated,
} from '@liquify/contracts';
import { OnEvent, OnEventBatch } from '@liquify/kafka';
import { AccountsRepository } from './accounts.repository';

/** Keeps each user's store limit (subscription features) and role from identity's events. */
@Controller()
export class AccountsConsumer {
  constructor(private readonly accounts: AccountsRepository) {}

  /** Sign-ups come in bursts (a launch, the backlog after a broker outage): a fetched batch is one bulk write. */
  @OnEventBatch(UserRegistered)
  async onRegistered(@Payload() events: EventEnvelope<EventData<typeof UserRegistered>>[]) {
    await this.accounts.applyFactsMany(
      events.map(({ data, occurredAt }) => ({
        userId: data.userId,
        facts: { storeLimit: data.subscription.features.storeLimit, role: data.role },
        eventAt: new Date(occurredAt),
      })),
    );
  }

  /** A plan change (upgrade, downgrade, expiry, admin edit): the new limit applies at once, stores are kept. */
  @OnEvent(UserSubscriptionChanged)
  async onSubscriptionChanged(@Payload() event: EventEnvelope<EventData<typeof UserSubscriptionChanged>>) {
    await this.accounts.applyFacts(
      event.data.userId,
      { storeLimit: event.data.features.storeLimit },
      new Date(event.occurredAt),
    );
  }

  @OnEvent(UserRoleChanged)
  async onRoleChanged(@Payload() event: EventEnvelope<EventData<typeof UserRoleChanged>>) {
    await this.accounts.applyFacts(event.data.userId, { role: event.data.role }, new Date(event.occurredAt));
  }

  @OnEvent(UserUpdated)
  async onUpdated(@Payload() event: EventEnvelope<EventData<typeof UserUpdated>>) {
    await this.accounts.applyFacts(event.data.userId, { role: event.data.role }, new Date(event.occurredAt));
  }
}
