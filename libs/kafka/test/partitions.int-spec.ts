import { testInfra, uniqueName } from '@liquify/testing';
import { Kafka, logLevel } from 'kafkajs';
import { ensureTopicsReady } from '../src';

jest.setTimeout(60_000);

/** KAFKA_PARTITIONS on the real broker: new topics get it, existing topics with fewer partitions grow to it. */
describe('partitions per topic (KAFKA_PARTITIONS)', () => {
  let kafka: Kafka;
  beforeAll(async () => {
    kafka = new Kafka({ clientId: uniqueName('partitions'), brokers: (await testInfra(['kafka'])).kafkaBrokers, logLevel: logLevel.NOTHING });
  });

  const partitionsOf = async (topic: string) => {
    const admin = kafka.admin();
    await admin.connect();
    try {
      return (await admin.fetchTopicMetadata({ topics: [topic] })).topics[0].partitions.length;
    } finally {
      await admin.disconnect();
    }
  };

  it('creates with the setting, grows an existing topic to a larger one (two replicas at once), never shrinks', async () => {
    const topic = `${uniqueName('partitions')}.things.changed.v1`;
    await ensureTopicsReady(kafka, [topic], 2);
    expect(await partitionsOf(topic)).toBe(2);
    // The deploy raised KAFKA_PARTITIONS: both replicas starting grow the topic, one of them wins.
    await Promise.all([ensureTopicsReady(kafka, [topic], 6), ensureTopicsReady(kafka, [topic], 6)]);
    expect(await partitionsOf(topic)).toBe(6);
    await ensureTopicsReady(kafka, [topic], 3);
    expect(await partitionsOf(topic)).toBe(6);
  });
});
