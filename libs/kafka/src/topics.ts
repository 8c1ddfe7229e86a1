import type { Kafka } from 'kafkajs';

/** Errors a broker answers while a new topic's metadata is still propagating. */
export function isTransientTopicError(err: unknown): boolean {
  const e = err as { type?: string; message?: string; retriable?: boolean };
  return (
    e?.type === 'UNKNOWN_TOPIC_OR_PARTITION' ||
    e?.type === 'LEADER_NOT_AVAILABLE' ||
    e?.type === 'NOT_LEADER_FOR_PARTITION' ||
    /does not host this topic-partition|leader(ship)? (is )?not available|not the leader for that topic-partition/i.test(e?.message ?? '')
  );
}

/**
 * Creates the missing topics and waits until every partition has a leader, retrying the transient
 * "does not host this topic-partition" answers of a broker whose metadata is still catching up.
 */
export async function ensureTopicsReady(kafka: Kafka, topics: string[], partitions = 3): Promise<void> {
  const admin = kafka.admin();
  await admin.connect();
  try {
    for (let attempt = 1; ; attempt++) {
      try {
        const existing = new Set(await admin.listTopics());
        const missing = topics.filter((t) => !existing.has(t));
        if (missing.length) {
          await admin.createTopics({ waitForLeaders: true, topics: missing.map((topic) => ({ topic, numPartitions: partitions, replicationFactor: 1 })) });
        }
        await waitForPartitionLeaders(admin, topics);
        return;
      } catch (err) {
        if (!isTransientTopicError(err) || attempt >= 20) throw err;
        await new Promise((r) => setTimeout(r, Math.min(100 * attempt, 1000)));
      }
    }
  } finally {
    await admin.disconnect();
  }
}

/**
 * Waits (about 10 s at most) until every partition of `topics` has a leader in the metadata and that
 * leader answers ListOffsets: a fresh topic is listed with a leader a moment before the leader serves it,
 * and a producer or consumer starting in between meets "not the leader for that topic-partition".
 */
async function waitForPartitionLeaders(admin: ReturnType<Kafka['admin']>, topics: string[]) {
  const pending = new Set(topics);
  for (let attempt = 0; attempt < 50 && pending.size > 0; attempt++) {
    try {
      const { topics: meta } = await admin.fetchTopicMetadata({ topics: [...pending] });
      for (const t of meta) {
        if (t.partitions.length === 0 || t.partitions.some((p) => p.leader < 0)) continue;
        await admin.fetchTopicOffsets(t.name);
        pending.delete(t.name);
      }
    } catch (err) {
      if (!isTransientTopicError(err)) throw err;
    }
    if (pending.size > 0) await new Promise((r) => setTimeout(r, 200));
  }
}
