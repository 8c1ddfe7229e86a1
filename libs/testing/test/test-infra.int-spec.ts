import mongoose from 'mongoose';
import Redis from 'ioredis';
import { Kafka, logLevel } from 'kafkajs';
import { ensureTopicsReady } from '@liquify/kafka';
import { testInfra, uniqueName, waitFor } from '../src';

// Against the real infra: proves that what testInfra() hands out is usable the way service
// integration tests use it (own database, own topic prefix, own key prefix).
describe('testInfra (real MongoDB-compatible server, Kafka, Redis)', () => {
  jest.setTimeout(60_000);

  it('gives a MongoDB URL where a per-run database can be written and read back', async () => {
    const { mongoUrl } = await testInfra();
    const conn = await mongoose.createConnection(mongoUrl, { dbName: uniqueName('lib-testing'), serverSelectionTimeoutMS: 5000 }).asPromise();
    try {
      await conn.collection('things').insertOne({ _id: 'a' as never, n: 1 });
      await expect(conn.collection('things').findOne({ _id: 'a' as never })).resolves.toEqual({ _id: 'a', n: 1 });
    } finally {
      await conn.dropDatabase();
      await conn.close();
    }
  });

  it('gives a Redis URL that stores keys under a per-run prefix', async () => {
    const { redisUrl } = await testInfra();
    const prefix = `${uniqueName('lib-testing')}:`;
    const redis = new Redis(redisUrl, { keyPrefix: prefix, lazyConnect: true, maxRetriesPerRequest: 1 });
    try {
      await redis.connect();
      await redis.set('k', 'v', 'EX', 60);
      await expect(redis.get('k')).resolves.toBe('v');
    } finally {
      await redis.del('k');
      redis.disconnect();
    }
  });

  it('gives Kafka brokers where a message on a per-run topic reaches a new consumer group', async () => {
    const { kafkaBrokers } = await testInfra();
    const run = uniqueName('lib-testing');
    const topic = `${run}.testing.probe.sent.v1`;
    const kafka = new Kafka({ clientId: run, brokers: kafkaBrokers, logLevel: logLevel.NOTHING });
    const admin = kafka.admin();
    const producer = kafka.producer();
    const consumer = kafka.consumer({ groupId: `${run}.group` });
    const received: string[] = [];
    try {
      await admin.connect();
      await ensureTopicsReady(kafka, [topic], 1);
      await consumer.connect();
      await consumer.subscribe({ topic, fromBeginning: true });
      await consumer.run({ eachMessage: async ({ message }) => void received.push(String(message.value)) });
      await producer.connect();
      await producer.send({ topic, messages: [{ key: 'k', value: 'hello' }] });
      await waitFor(() => received.length > 0, { timeout: 30_000, message: 'the probe message to arrive' });
      expect(received).toEqual(['hello']);
    } finally {
      await consumer.disconnect();
      await producer.disconnect();
      await admin.deleteTopics({ topics: [topic] }).catch(() => undefined);
      await admin.disconnect();
    }
  });
  it('lets several clients ensure the same new topics at once (a topic another one just created is no error)', async () => {
    const { kafkaBrokers } = await testInfra();
    const run = uniqueName('lib-testing');
    const topics = [`${run}.testing.race.a.v1`, `${run}.testing.race.b.v1`];
    const clients = [0, 1, 2].map((i) => new Kafka({ clientId: `${run}-${i}`, brokers: kafkaBrokers, logLevel: logLevel.NOTHING }));
    const admin = clients[0].admin();
    try {
      await Promise.all(clients.map((kafka) => ensureTopicsReady(kafka, topics, 2)));
      await admin.connect();
      const { topics: meta } = await admin.fetchTopicMetadata({ topics });
      expect(meta.map((t) => [t.name, t.partitions.length, t.partitions.every((p) => p.leader >= 0)]).sort()).toEqual(topics.map((t) => [t, 2, true]));
    } finally {
      await admin.deleteTopics({ topics }).catch(() => undefined);
      await admin.disconnect();
    }
  });
});
