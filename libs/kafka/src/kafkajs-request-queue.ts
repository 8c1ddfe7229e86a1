/**
 * kafkajs 2.2.4 (its last release) schedules a "check the pending requests" timer after every response a
 * broker connection receives, also when no request is pending and no throttling is in force. Its delay is
 * then `throttledUntil - Date.now()` with `throttledUntil` still -1: about minus 1.7e12 ms. Node 24 prints
 * `TimeoutNegativeWarning` for it and runs the timer after 1 ms, and that timer schedules the next one: an
 * idle connection spins a 1 ms timer loop for as long as it is open (kafkajs issues #1704 and #1751,
 * unmerged fix PR #1768).
 *
 * The check has nothing to do then: a request pushed later is sent at once or enqueued, and enqueuing
 * schedules the check itself (with a positive delay). So no timer is scheduled in that case; with pending
 * requests or an active client-side throttle kafkajs' own scheduling runs unchanged. Applied once, on
 * import, before any client of this library connects.
 */

import { patchKafkajs } from './kafkajs-patch';

interface RequestQueueInternals {
  pending: unknown[];
  throttledUntil: number;
  scheduleCheckPendingRequests(): void;
}

const QUEUE_MODULE = 'kafkajs/src/network/requestQueue';
const PATCHED = Symbol.for('liquify.kafkajs.idleRequestQueueCheck');

export type RequestQueueClass = new (options: Record<string, unknown>) => RequestQueueInternals;

/** kafkajs' RequestQueue class (internal module: a kafkajs upgrade that moves it fails here, loudly). */
export function kafkajsRequestQueue(): RequestQueueClass {
  return require(QUEUE_MODULE) as RequestQueueClass;
}

/** Makes kafkajs schedule no pending-request check when there is nothing to check (see above). Idempotent. */
export function skipIdleRequestQueueChecks(RequestQueue: RequestQueueClass = kafkajsRequestQueue()): void {
  patchKafkajs(RequestQueue.prototype, PATCHED, { module: QUEUE_MODULE, file: 'kafkajs-request-queue.ts' }, {
    scheduleCheckPendingRequests: (schedule) =>
      function (this: RequestQueueInternals) {
        if (this.pending.length === 0 && this.throttledUntil <= Date.now()) return;
        schedule.call(this);
      },
  });
}

skipIdleRequestQueueChecks();
