/**
 * The events a service's relays published lately, shared by its replicas (libs/redis `RedisPublishedMarks` fits;
 * the service kit provides one under PUBLISHED_MARKS). A relay holds its collection's lease only to read and
 * publish a batch, marks what it published, then clears it from the documents in the background: another
 * replica's relay, draining the same collection meanwhile, skips what is marked instead of publishing it again.
 * A mark outlives its clean-up (a read made just before the clean-up still finds the event) and expires on its
 * own; one whose relay died before the clean-up expires too, and the event, still in its document, is then
 * published again (at-least-once) and cleared. Keys are `_outbox` keys (`<position>-<eventId>`).
 */
export interface PublishedMarks {
  mark(collection: string, keys: readonly string[]): Promise<void>;
  /** Which of `keys` are marked (and not expired). */
  marked(collection: string, keys: readonly string[]): Promise<Set<string>>;
  /** A clean-up failed: the events, still pending in their documents, are to be published again. */
  unmark(collection: string, keys: readonly string[]): Promise<void>;
}

/** Injection token of the service's published marks (optional: without them, a relay knows only its own). */
export const PUBLISHED_MARKS = Symbol('PUBLISHED_MARKS');
