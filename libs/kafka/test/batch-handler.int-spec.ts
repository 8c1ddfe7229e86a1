import { LibraryEntryAdded, type LibraryEntryPayload } from '@liquify/contracts';
import { testInfra, uniqueName, waitFor } from '@liquify/testing';
import { Logger } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { Kafka, logLevel } from 'kafkajs';
import mongoose from 'mongoose';
import { EventPublisher, KafkaEventServer, KafkaModule, MongoProcessedEventStore, PoisonMessageError, type OutgoingMessage } from '../src';

/**
 * A batch handler (OnEventBatch) gets a fetched batch's new events together, on a real broker and processed-event
 * store: a backlog published before the consumer starts (as after a broker outage) arrives in calls of several
 * events, each valid event once and in order, a redelivered one (the same event id twice) once, one processed
 * before never, an undecodable one parked on the dead-letter topic; a batch that fails is handled event by event,
 * so only its poison event is parked.
 */
jest.setTimeout(120_000);

let brokers: string[];
let connection: mongoose.Connection;
beforeAll(async () => {
  const infra = await testInfra(['kafka', 'mongo']);
  brokers = infra.kafkaBrokers;
  connection = await mongoose.createConnection(infra.mongoUrl, { dbName: uniqueName('batch-handler').replace(/-/g, '_'), retryWrites: false }).asPromise();
  Logger.overrideLogger(false);
}, 120_000);
afterAll(async () => {
  await connection.db?.dropDatabase();
  await connection.close();
});

const entry = (title: string): LibraryEntryPayload => ({
  entryId: new mongoose.Types.ObjectId().toHexString(),
  userId: 'user-1',
  kind: 'module',
  catalogueId: 'cat-1',
  slug: title,
  title,
  description: '',
  category: 'header',
  thumbnail: '',
  featured: false,
  createdAt: new Date().toISOString(),
});

/** The library's side: publishes onto the test's topics. */
async function producer(topicPrefix: string) {
  const moduleRef = await Test.createTestingModule({ imports: [KafkaModule.forRoot({ brokers, service: 'library', topicPrefix })] })
    .overrideProvider(MongoProcessedEventStore)
    .useValue({})
    .compile();
  return { moduleRef, publisher: moduleRef.get(EventPublisher) };
}

type Call = string[]; // the titles handed over in one call

async function consume(topicPrefix: string, service: string, handler: (titles: string[]) => void) {
  const server = new KafkaEventServer({ brokers, service, topicPrefix, maxAttempts: 2, retryBaseMs: 10 });
  server.useProcessedEventStore(new MongoProcessedEventStore(connection));
  server.addHandler(LibraryEntryAdded.topic, async (events: { data: LibraryEntryPayload }[]) => handler(events.map((e) => e.data.title)), true, { batch: true });
  await new Promise<void>((resolve, reject) => server.listen((err?: unknown) => (err ? reject(err) : resolve())));
  return server;
}

/** The titles parked on the topic's dead-letter topic. */
async function parked(topicPrefix: string, expected: number): Promise<string[]> {
  const consumer = new Kafka({ clientId: uniqueName('dlq'), brokers, logLevel: logLevel.NOTHING }).consumer({ groupId: uniqueName('dlq-reader') });
  const titles: string[] = [];
  await consumer.connect();
  await consumer.subscribe({ topic: `${topicPrefix}${LibraryEntryAdded.topic}.dlq`, fromBeginning: true });
  await consumer.run({
    eachMessage: async ({ message }) => {
      const body = JSON.parse(message.value!.toString('utf8')) as { data?: { title?: string } };
      titles.push(body.data?.title ?? '(undecodable)');
    },
  });
  try {
    await waitFor(() => titles.length >= expected, { timeout: 45_000, message: `${expected} parked event(s)` });
    return titles;
  } finally {
    await consumer.disconnect();
  }
}

it('hands a backlog over in batches: each valid event once and in order, a redelivery once, a processed one never, a bad one parked', async () => {
  const topicPrefix = `${uniqueName('batch-handler')}.`;
  const { moduleRef, publisher } = await producer(topicPrefix);
  // One key: one partition, so the backlog is one partition's batch, in this order.
  const message = (title: string): OutgoingMessage => ({ ...publisher.envelope(LibraryEntryAdded, entry(title)), key: 'one-user' });
  const titles = Array.from({ length: 30 }, (_, i) => `entry-${i}`);
  const messages = titles.map(message);
  const alreadyDone = message('processed-before');
  const undecodable: OutgoingMessage = { ...message('bad'), envelope: { ...message('bad').envelope, data: { title: 'bad' } } };
  await new MongoProcessedEventStore(connection).remember(`${topicPrefix}batch-reader`, alreadyDone.envelope.eventId, LibraryEntryAdded.topic);
  await publisher.send([...messages.slice(0, 10), alreadyDone, messages[4], undecodable, ...messages.slice(10)]);

  const calls: Call[] = [];
  const server = await consume(topicPrefix, 'batch-reader', (got) => void calls.push(got));
  try {
    await waitFor(() => calls.flat().length >= titles.length, { timeout: 60_000, message: 'every valid event handed over' });
    expect(calls.flat()).toEqual(titles);
    expect(Math.max(...calls.map((call) => call.length))).toBeGreaterThan(1);
    expect(await parked(topicPrefix, 1)).toEqual(['bad']);
  } finally {
    await server.close();
    await moduleRef.close();
  }
});

it('a batch the handler refuses is handled event by event: only the poison event is parked, the others each handled once', async () => {
  const topicPrefix = `${uniqueName('batch-poison')}.`;
  const { moduleRef, publisher } = await producer(topicPrefix);
  const titles = ['a', 'b', 'poison', 'c', 'd'];
  await publisher.send(titles.map((title) => ({ ...publisher.envelope(LibraryEntryAdded, entry(title)), key: 'one-user' })));

  const calls: Call[] = [];
  const server = await consume(topicPrefix, 'poison-reader', (got) => {
    if (got.includes('poison')) throw new PoisonMessageError('cannot apply poison');
    calls.push(got);
  });
  try {
    await waitFor(() => calls.flat().length >= 4, { timeout: 60_000, message: 'the four good events handed over' });
    expect(await parked(topicPrefix, 1)).toEqual(['poison']);
    expect(calls.flat().sort()).toEqual(['a', 'b', 'c', 'd']);
  } finally {
    await server.close();
    await moduleRef.close();
  }
});
