import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { EventEnvelope, TicketFact, TicketOpened, TicketResolved } from '@liquify/contracts';
import { OnEvent } from '@liquify/kafka';
import { ticketFactOf } from './ticket-facts.rules';
import { TicketFactsRepository } from './ticket-facts.repository';

/** Support's own ticket events, recorded as the facts the admin analytics count. Idempotent: one fact per id. */
@Controller()
export class TicketFactsConsumer {
  constructor(private readonly facts: TicketFactsRepository) {}

  @OnEvent(TicketOpened)
  async onOpened(@Payload() event: EventEnvelope<TicketFact>) {
    await this.facts.record([ticketFactOf('opened', event.data.ticketId, new Date(event.data.at))]);
  }

  @OnEvent(TicketResolved)
  async onResolved(@Payload() event: EventEnvelope<TicketFact>) {
    await this.facts.record([ticketFactOf('resolved', event.data.ticketId, new Date(event.data.at))]);
  }
}
