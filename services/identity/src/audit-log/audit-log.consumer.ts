import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { AuditRecord, AuditRecorded, EventEnvelope } from '@liquify/contracts';
import { OnEvent } from '@liquify/kafka';
import { AuditLogRepository } from './audit-log.repository';

/** Every service's admin writes (`<service>.audit.recorded.v1`) into the one audit log. Thin: stored once by event id. */
@Controller()
export class AuditLogConsumer {
  constructor(private readonly log: AuditLogRepository) {}

  private add(event: EventEnvelope<AuditRecord>) {
    return this.log.add(event.eventId, event.producer, event.data);
  }

  @OnEvent(AuditRecorded.identity)
  onIdentity(@Payload() event: EventEnvelope<AuditRecord>) {
    return this.add(event);
  }

  @OnEvent(AuditRecorded.billing)
  onBilling(@Payload() event: EventEnvelope<AuditRecord>) {
    return this.add(event);
  }

  @OnEvent(AuditRecorded.catalogue)
  onCatalogue(@Payload() event: EventEnvelope<AuditRecord>) {
    return this.add(event);
  }

  @OnEvent(AuditRecorded.support)
  onSupport(@Payload() event: EventEnvelope<AuditRecord>) {
    return this.add(event);
  }
}
