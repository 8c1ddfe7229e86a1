import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { AuditRecord, AuditRecorded, EventEnvelope } from '@liquify/contracts';
import { OnEventBatch } from '@liquify/kafka';
import { AuditLogRepository } from './audit-log.repository';

/**
 * Every service's admin writes (`<service>.audit.recorded.v1`) into the one audit log. Thin: stored once by event
 * id, a fetched batch in one write (an outage's backlog of admin writes arrives at once).
 */
@Controller()
export class AuditLogConsumer {
  constructor(private readonly log: AuditLogRepository) {}

  private add(events: EventEnvelope<AuditRecord>[]) {
    return this.log.addMany(events.map((event) => ({ eventId: event.eventId, producer: event.producer, record: event.data })));
  }

  @OnEventBatch(AuditRecorded.identity)
  onIdentity(@Payload() events: EventEnvelope<AuditRecord>[]) {
    return this.add(events);
  }

  @OnEventBatch(AuditRecorded.billing)
  onBilling(@Payload() events: EventEnvelope<AuditRecord>[]) {
    return this.add(events);
  }

  @OnEventBatch(AuditRecorded.catalogue)
  onCatalogue(@Payload() events: EventEnvelope<AuditRecord>[]) {
    return this.add(events);
  }

  @OnEventBatch(AuditRecorded.support)
  onSupport(@Payload() events: EventEnvelope<AuditRecord>[]) {
    return this.add(events);
  }
}
