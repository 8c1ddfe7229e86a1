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
   * every event (audit, statistics). See latest-per-key.ts. Such a handler is idempotent by this contract (a
   * state applied twice is kept once), so its events are not looked up in nor added to the processed-event store:
   * a redelivered one is handed over again.
   */
  latestPerKey?: (event: EventEnvelope<T>) => readonly number[];
  /** Set by OnEventBatch: the handler takes the envelopes of a fetched batch together. */
  batch?: boolean;
}

export const OnEvent = <D extends EventDefinition>(def: D, options: OnEventOptions<EventData<D>> = {}) => EventPattern(def.topic, { ...options });

/**
 * Marks a consumer method that applies the events of one fetched batch (one partition's, in offset order)
 * together: it receives `EventEnvelope[]`, the valid events not processed before, so it can write them in one
 * request instead of one round trip each (after a broker outage a backlog of adds reached the stores' read model
 * at ~0.3 s an event on FerretDB; `npm run chaos`, broker-outage). Only for a handler whose effect does not
 * depend on being applied once: a snapshot kept if not older than the one held (the event's own time or
 * revision decides), never a counter or an audit record. If the batch fails, each of its events is handled alone
 * (`[envelope]`) with the usual retries and dead-letter topic, so one bad event does not hold the others.
 */
export const OnEventBatch = <D extends EventDefinition>(def: D) => EventPattern(def.topic, { batch: true } satisfies OnEventOptions);
