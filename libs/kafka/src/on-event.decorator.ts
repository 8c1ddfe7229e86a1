import { EventPattern } from '@nestjs/microservices';
import type { EventData, EventDefinition, EventEnvelope } from '@liquify/contracts';

/**
 * Marks a consumer method for an event. The handler receives the validated envelope
 * (`{eventId, type, version, occurredAt, producer, data}`); validation, idempotency, retry and the
 * dead-letter topic are handled by KafkaEventServer before and after it runs.
 */
export interface OnEventOptions<T = unknown> {
  /**
   * The event is a snapshot of its aggregate (keyed by its id) and the handler keeps a state only if it is not
   * older than the one it holds: of the states of one key waiting in a fetched batch, only the newest by this
   * order is handed over (e.g. `planStateOrder` from contracts). Never for a handler that counts or records
   * every event (audit, statistics). See latest-per-key.ts.
   */
  latestPerKey?: (event: EventEnvelope<T>) => readonly number[];
}

export const OnEvent = <D extends EventDefinition>(def: D, options: OnEventOptions<EventData<D>> = {}) => EventPattern(def.topic, { ...options });
