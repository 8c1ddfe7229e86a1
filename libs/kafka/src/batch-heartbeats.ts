/**
 * Heartbeats a consumer's group membership while a fetched batch is being handled, for up to
 * MAX_BATCH_HEARTBEAT_MS.
 *
 * kafkajs has no background heartbeat (the Java client has a heartbeat thread): it heartbeats between fetches and
 * when a handler calls `heartbeat()`, which ours do between events. One slow step, a batch handler's single bulk
 * write or one event's handling on a FerretDB busy catching up, went longer than the session timeout (10 s) with
 * none: the broker dropped the member and rebalanced its group. `npm run chaos`' broker-outage saw a stores
 * replica handle its first batch after the broker's return for 14 s, its group rebalance 15 s after the return,
 * and the stores' copies of the library adds reach their readers 16.5 s after it (target 5 s).
 *
 * The limit plays the part of the Java client's `max.poll.interval.ms` (5 minutes there too): a batch that never
 * ends (a handler waiting on a database that does not answer) stops heartbeating, its member expires and its
 * partitions go to another member, instead of being held for ever.
 *
 * `heartbeat` is kafkajs' (EachBatchPayload): it sends one only when its interval has passed since the last, and
 * a failure here (a rebalance begun) is left to the batch's own next heartbeat, which throws it to kafkajs.
 */
export async function withHeartbeats<T>(heartbeat: () => Promise<void>, everyMs: number, work: () => Promise<T>, maxMs = MAX_BATCH_HEARTBEAT_MS): Promise<T> {
  const until = Date.now() + maxMs;
  const timer = setInterval(() => {
    if (Date.now() > until) return clearInterval(timer);
    void heartbeat().catch(() => undefined);
  }, everyMs);
  timer.unref?.();
  try {
    return await work();
  } finally {
    clearInterval(timer);
  }
}

/** The longest a batch keeps its member in the group by heartbeating (Kafka's default `max.poll.interval.ms`). */
export const MAX_BATCH_HEARTBEAT_MS = 5 * 60_000;
