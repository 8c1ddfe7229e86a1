// Test runs isolate themselves with topic prefixes (`<run id>.identity.user.registered.v1`), so every
// run leaves its topics behind on a long-lived local broker. Thousands of partitions later, a broker
// capped at -Xmx512m runs out of heap. `npm test` therefore prunes the test topics of earlier runs first.
// Product topics (`<service>.<entity>.<event>.v<N>`, optionally `.dlq`) and Kafka's own (`__*`) stay.
import kafkajs from 'kafkajs';

const { Kafka, logLevel } = kafkajs;
const PRODUCT_TOPIC = /^[a-z]+\.[a-z-]+\.[a-z-]+\.v\d+(\.dlq)?$/;

/** Topics that are neither product topics nor internal ones: leftovers of prefixed test runs. */
export function leftoverTestTopics(topics) {
  return topics.filter((t) => !t.startsWith('__') && !PRODUCT_TOPIC.test(t));
}

export async function pruneTestTopics(brokers, { batchSize = 200 } = {}) {
  const kafka = new Kafka({ clientId: 'liquify-test-prune', brokers, logLevel: logLevel.NOTHING });
  const admin = kafka.admin();
  await admin.connect();
  try {
    const leftovers = leftoverTestTopics(await admin.listTopics());
    for (let i = 0; i < leftovers.length; i += batchSize) {
      await admin.deleteTopics({ topics: leftovers.slice(i, i + batchSize), timeout: 30_000 });
    }
    return leftovers.length;
  } finally {
    await admin.disconnect();
  }
}
