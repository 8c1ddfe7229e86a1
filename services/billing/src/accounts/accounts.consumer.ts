import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { EventData, EventEnvelope, UserDeleted, UserRegistered, UserSubscriptionChanged, UserUpdated } from '@liquify/contracts';
import { OnEvent } from '@liquify/kafka';
import { AccountsRepository } from './accounts.repository';

/** Keeps billing's read model of users' plans from identity's events (for /api/plans/user/current and "plan in use"). */
@Controller()
export class AccountsConsumer {
  constructor(private readonly accounts: AccountsRepository) {}

  @OnEvent(UserRegistered)
  async onUserRegistered(@Payload() event: EventEnvelope<EventData<typeof UserRegistered>>) {
    const { userId, email, subscription } = event.data;
    await this.accounts.apply(userId, { email, plan: subscription.plan, status: subscription.status, currentPeriodEnd: toDate(subscription.currentPeriodEnd) }, new Date(event.occurredAt));
  }

  @OnEvent(UserSubscriptionChanged)
  async onSubscriptionChanged(@Payload() event: EventEnvelope<EventData<typeof UserSubscriptionChanged>>) {
    const d = event.data;
    await this.accounts.apply(d.userId, { email: d.email, plan: d.plan, status: d.status, currentPeriodEnd: toDate(d.currentPeriodEnd) }, new Date(event.occurredAt));
  }

  /** Only the email matters here (temporary checkouts refuse an email that already has an account). */
  @OnEvent(UserUpdated)
  async onUserUpdated(@Payload() event: EventEnvelope<EventData<typeof UserUpdated>>) {
    await this.accounts.updateEmail(event.data.userId, event.data.email);
  }

  @OnEvent(UserDeleted)
  async onUserDeleted(@Payload() event: EventEnvelope<EventData<typeof UserDeleted>>) {
    await this.accounts.markDeleted(event.data.userId, event.data.email, new Date(event.occurredAt));
  }
}

function toDate(value: string | null): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}
