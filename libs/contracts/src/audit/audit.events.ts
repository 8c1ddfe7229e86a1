import { defineEvent, EventDefinition } from '../events/envelope';
import { AUDIT_PRODUCERS, AuditProducer } from './audit.rules';
import { auditRecordSchema } from './audit.schemas';

/**
 * `<service>.audit.recorded.v1`: an admin write, published by the service that made it through its outbox
 * (libs/service audit trail), kept by identity's audit log. Keyed by the entity, so its records stay in order.
 */
export const AuditRecorded = Object.fromEntries(
  AUDIT_PRODUCERS.map((producer) => [
    producer,
    defineEvent(`${producer}.audit.recorded.v1`, auditRecordSchema, (d) => `${d.entityType}:${d.entityId}`),
  ]),
) as Record<AuditProducer, EventDefinition<typeof auditRecordSchema>>;
