import { UserDeleted } from '@liquify/contracts';
import { uniqueName, waitFor } from '@liquify/testing';
import { Logger } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { Kafka, logLevel } from 'kafkajs';
import { ensureTopicsReady, EventPublisher, kafkaClientConfig, KafkaModule, KafkaOptions, MongoProcessedEventStore } from '../src';
import { ScramBroker, startScramBroker } from './scram-broker';

jest.setTimeout(180_000);

/**
 * Issue 22 item 4: libs/kafka connects to a broker that requires SASL/SCRAM (a managed Kafka, Strimzi's
 * authenticated listener) with the settings services take from the environment (KAFKA_SASL_*), creates its
 * topics with the configured replication factor on a broker that never auto-creates one, publishes and consumes.
 */
describe('libs/kafka on a broker with SASL/SCRAM', () => {
  let broker: ScramBroker;
  beforeAll(async () => {
    broker = await startScramBroker({ liquify: 'liquify-scram-password' });
  });
  afterAll(async () => {
    await broker?.stop();
  });

  const options = (sasl?: KafkaOptions['sasl']): KafkaOptions => ({ brokers: broker.brokers, service: 'scram-probe', topicPrefix: `${uniqueName('scram')}.`, sasl });
  const client = (o: KafkaOptions) => new Kafka({ clientId: uniqueName('scram'), ...kafkaClientConfig(o), logLevel: logLevel.NOTHING, retry: { retries: 1 } });

  it.each(['scram-sha-256', 'scram-sha-512'] as const)('publishes through the KafkaModule and consumes with the same settings (%s)', async (mechanism) => {
    const settings = options({ mechanism, username: 'liquify', password: broker.users.liquify });
    const moduleRef = await Test.createTestingModule({ imports: [KafkaModule.forRoot(settings)] })
      .overrideProvider(MongoProcessedEventStore)
      .useValue({})
      .compile();
    const topic = `${settings.topicPrefix}${UserDeleted.topic}`;
    // The product's own retry settings (kafkaClientConfig): a group coordinator still loading on the fresh broker
    // is waited for, where the probe client's single retry would crash the consumer for good.
    const consumer = new Kafka({ clientId: uniqueName('scram'), ...kafkaClientConfig(settings), logLevel: logLevel.NOTHING }).consumer({ groupId: uniqueName('scram-group') });
    const warn = jest.spyOn(Logger.prototype, 'warn');
    try {
      const envelope = await moduleRef.get(EventPublisher).publish(UserDeleted, { userId: 'u-scram', email: 'scram@example.com' });
      // kafkajs' partitioner notice and its bounded-retries warning are settled, not printed at every start
      expect(warn.mock.calls.map(([m]) => String(m)).filter((m) => /partitioner|Limiting retries/i.test(m))).toEqual([]);
      const seen: string[] = [];
      await consumer.connect();
      await consumer.subscribe({ topic, fromBeginning: true });
      await consumer.run({ eachMessage: async ({ message }) => void seen.push(JSON.parse(String(message.value)).eventId) });
      await waitFor(() => seen.includes(envelope.eventId), { timeout: 30_000 });
    } finally {
      warn.mockRestore();
      await consumer.disconnect();
      await moduleRef.close();
    }
  });

  it('creates topics with the configured replication factor (the broker has one node: 2 is refused, so the setting is used)', async () => {
    const settings = options({ mechanism: 'scram-sha-512', username: 'liquify', password: broker.users.liquify });
    const kafka = client(settings);
    const topic = `${settings.topicPrefix}things.changed.v1`;
    await expect(ensureTopicsReady(kafka, [topic], 1, 2)).rejects.toMatchObject({ errors: [expect.objectContaining({ type: 'INVALID_REPLICATION_FACTOR' })] });
    await ensureTopicsReady(kafka, [topic], 2, 1);
    const admin = kafka.admin();
    await admin.connect();
    try {
      const [meta] = (await admin.fetchTopicMetadata({ topics: [topic] })).topics;
      expect(meta.partitions).toHaveLength(2);
    } finally {
      await admin.disconnect();
    }
  });

  it('is refused with a wrong password, and without SASL', async () => {
    const wrong = client(options({ mechanism: 'scram-sha-512', username: 'liquify', password: 'not-the-password' })).admin();
    await expect(wrong.connect()).rejects.toThrow(/SASL SCRAM SHA512 authentication failed|Authentication failed/i);
    const none = client(options()).admin();
    try {
      await expect(none.connect().then(() => none.listTopics())).rejects.toThrow();
    } finally {
      await none.disconnect().catch(() => undefined);
    }
  });
});
