import { EventPattern } from '@nestjs/microservices';
import { EventDefinition } from '@liquify/contracts';

/**
 * Marks a consumer method for an event. The handler receives the validated envelope
 * (`{eventId, type, version, occurredAt, producer, data}`); validation, idempotency, retry and the
 * dead-letter topic are handled by KafkaEventServer before and after it runs.
 */
export const OnEvent = (def: EventDefinition) => EventPattern(def.topic);
