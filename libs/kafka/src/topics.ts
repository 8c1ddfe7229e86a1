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

/** Partitions per topic when KAFKA_PARTITIONS is not set (a development broker). Production sets 12. */
export const DEFAULT_PARTITIONS = 3;

/**
 * Creates the missing topics with `partitions` partitions, adds partitions to existing topics that have fewer
 * (never removes any), and waits until every partition has a leader, retrying the transient "does not host
 * this topic-partition" answers of a broker whose metadata is still catching up. A topic's partitions cap the
 * consumers of a group that get work: KAFKA_PARTITIONS should be at least the replicas a service scales to.
 * New topics get `replicationFactor` replicas (KAFKA_REPLICATION_FACTOR: 1 on a development broker; production
 * topics are declared by the platform, so they are only found here).
 */
export async function ensureTopicsReady(kafka: Kafka, topics: string[], partitions = DEFAULT_PARTITIONS, replicationFactor = 1): Promise<void> {
  const admin = kafka.admin();
  await admin.connect();
  try {
    for (let attempt = 1; ; attempt++) {
      try {
        const existing = new Set(await admin.listTopics());
        const missing = topics.filter((t) => !existing.has(t));
        if (missing.length) {
          await admin.createTopics({ waitForLeaders: true, topics: missing.map((topic) => ({ topic, numPartitions: partitions, replicationFactor })) });
        }
        await growPartitions(admin, topics.filter((t) => existing.has(t)), partitions);
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

/** Topics with fewer partitions than wanted, and how many to add: `[topic, wanted]` pairs. */
export function topicsToGrow(current: { name: string; partitions: number }[], wanted: number): [string, number][] {
  return current.filter((t) => t.partitions > 0 && t.partitions < wanted).map((t) => [t.name, wanted]);
}

/**
 * Raises existing topics to `partitions` (KAFKA_PARTITIONS raised for more replicas). New keys then spread over
 * the new partitions; an aggregate's events published before and after the change may be consumed out of
 * order once, which consumers already tolerate (they keep the newest by revision or time). Another replica
 * growing the same topic at the same moment makes the broker answer INVALID_PARTITIONS: already done.
 */
async function growPartitions(admin: ReturnType<Kafka['admin']>, topics: string[], partitions: number) {
  if (topics.length === 0) return;
  const { topics: meta } = await admin.fetchTopicMetadata({ topics });
  const grow = topicsToGrow(meta.map((t) => ({ name: t.name, partitions: t.partitions.length })), partitions);
  if (grow.length === 0) return;
  try {
    await admin.createPartitions({ validateOnly: false, topicPartitions: grow.map(([topic, count]) => ({ topic, count })) });
  } catch (err) {
    if ((err as { type?: string }).type === 'INVALID_PARTITIONS') return;
    // Another replica's growth may still be under way (the broker then answers otherwise): grown is grown.
    const { topics: after } = await admin.fetchTopicMetadata({ topics: grow.map(([topic]) => topic) });
    if (topicsToGrow(after.map((t) => ({ name: t.name, partitions: t.partitions.length })), partitions).length > 0) throw err;
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
