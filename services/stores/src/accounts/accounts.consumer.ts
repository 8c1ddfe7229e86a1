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
import { OnEvent } from '@liquify/kafka';
import { AccountsRepository } from './accounts.repository';

/** Keeps each user's store limit (subscription features) and role from identity's events. */
@Controller()
export class AccountsConsumer {
  constructor(private readonly accounts: AccountsRepository) {}

  @OnEvent(UserRegistered)
  async onRegistered(@Payload() event: EventEnvelope<EventData<typeof UserRegistered>>) {
    const d = event.data;
    await this.accounts.applyFacts(
      d.userId,
      { storeLimit: d.subscription.features.storeLimit, role: d.role },
      new Date(event.occurredAt),
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
