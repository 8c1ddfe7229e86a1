import {
  EventDefinition,
  ModuleDeleted,
  ModulePublished,
  ModuleUnpublished,
  ModuleUpdated,
  SectionDeleted,
  SectionPublished,
  SectionUnpublished,
  SectionUpdated,
  UserDeleted,
  UserRegistered,
  UserSubscriptionChanged,
  UserUpdated,
} from '@liquify/contracts';
import { DLQ_SUFFIX, topicWithPrefix } from '@liquify/kafka';
import { Kafka, logLevel } from 'kafkajs';

/** Every event billing consumes (its consumers' @OnEvent handlers). */
export const CONSUMED_EVENTS: EventDefinition[] = [
  UserRegistered,
  UserUpdated,
  UserSubscriptionChanged,
  UserDeleted,
  ModulePublished,
  ModuleUpdated,
  ModuleUnpublished,
  ModuleDeleted,
  SectionPublished,
  SectionUpdated,
  SectionUnpublished,
  SectionDeleted,
];

/**
 * Creates the consumed topics (and their dead-letter topics) and waits until the broker serves their
 * metadata. A consumer that subscribes to a topic created a moment earlier can otherwise fail with
 * "This server does not host this topic-partition" and stop the process at boot.
 */
export async function ensureConsumedTopics(options: { brokers: string[]; topicPrefix?: string; partitions?: number; timeoutMs?: number }): Promise<void> {
  const kafka = new Kafka({ clientId: `${options.topicPrefix ?? ''}billing-topics`, brokers: options.brokers, logLevel: logLevel.NOTHING });
  const admin = kafka.admin();
  await admin.connect();
  try {
    const wanted = CONSUMED_EVENTS.flatMap((def) => [def.topic, `${def.topic}${DLQ_SUFFIX}`]).map((t) => topicWithPrefix(options.topicPrefix, t));
    const existing = new Set(await admin.listTopics());
    const missing = wanted.filter((t) => !existing.has(t));
    if (missing.length) {
      await admin
        .createTopics({ waitForLeaders: true, topics: missing.map((topic) => ({ topic, numPartitions: options.partitions ?? 3, replicationFactor: 1 })) })
        .catch((err: Error) => {
          // Another service created some of them meanwhile: fine, the metadata wait below decides.
          if (!/already exists/i.test(err.message)) throw err;
        });
    }
    const deadline = Date.now() + (options.timeoutMs ?? 30_000);
    for (;;) {
      try {
        const { topics } = await admin.fetchTopicMetadata({ topics: wanted });
        if (topics.length === wanted.length && topics.every((t) => t.partitions.length > 0 && t.partitions.every((p) => p.leader >= 0))) return;
      } catch (err) {
        if (Date.now() > deadline) throw err;
      }
      if (Date.now() > deadline) throw new Error(`Kafka topics not ready after ${options.timeoutMs ?? 30_000} ms`);
      await new Promise((r) => setTimeout(r, 200));
    }
  } finally {
    await admin.disconnect();
  }
}
