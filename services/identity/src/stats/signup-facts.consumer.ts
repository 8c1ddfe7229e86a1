import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { EventData, EventEnvelope, UserRegistered } from '@liquify/contracts';
import { OnEventBatch } from '@liquify/kafka';
import { SignupFactsRepository } from './signup-facts.repository';

/**
 * Identity's own sign-up events, recorded as the facts the admin analytics count (deleting the account later
 * changes nothing). Sign-ups come in bursts (a launch, the backlog after a broker outage): a fetched batch is one
 * write, not one per sign-up that the consumer's other partitions (an admin's plan change) wait behind.
 */
@Controller()
export class SignupFactsConsumer {
  constructor(private readonly signups: SignupFactsRepository) {}

  @OnEventBatch(UserRegistered)
  async onRegistered(@Payload() events: EventEnvelope<EventData<typeof UserRegistered>>[]) {
    await this.signups.record(events.map(({ data }) => ({ userId: data.userId, at: new Date(data.createdAt) })));
  }
}
