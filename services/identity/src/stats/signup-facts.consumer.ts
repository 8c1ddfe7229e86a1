import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { EventData, EventEnvelope, UserRegistered } from '@liquify/contracts';
import { OnEvent } from '@liquify/kafka';
import { SignupFactsRepository } from './signup-facts.repository';

/** Identity's own sign-up events, recorded as the facts the admin analytics count (deleting the account later changes nothing). */
@Controller()
export class SignupFactsConsumer {
  constructor(private readonly signups: SignupFactsRepository) {}

  @OnEvent(UserRegistered)
  async onRegistered(@Payload() event: EventEnvelope<EventData<typeof UserRegistered>>) {
    await this.signups.record([{ userId: event.data.userId, at: new Date(event.data.createdAt) }]);
  }
}
