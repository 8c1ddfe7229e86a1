import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { EventData, EventEnvelope, UserDeleted } from '@liquify/contracts';
import { OnEvent } from '@liquify/kafka';

/** Consumers are controllers (Nest discovers message handlers there); validation, idempotency, retries, DLQ: the kit. */
@Controller()
export class UsersConsumer {
  readonly deleted: string[] = [];

  @OnEvent(UserDeleted)
  async onUserDeleted(@Payload() event: EventEnvelope<EventData<typeof UserDeleted>>) {
    this.deleted.push(event.data.userId);
  }
}
