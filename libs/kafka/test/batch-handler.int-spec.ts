import { LibraryEntryAdded, type LibraryEntryPayload } from '@liquify/contracts';
import { testInfra, uniqueName, waitFor } from '@liquify/testing';
import { Logger } from '@nestjs/common';
import { Kafka, logLevel, Partitioners } from 'kafkajs';
import mongoose from 'mongoose';
import { KafkaEventServer, MongoProcessedEventStore, PoisonMessageError, type OutgoingMessage } from '../src';
import { testProducer } from './test-producer';

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
const producer = (topicPrefix: string) => testProducer(brokers, 'library', topicPrefix);

type Call = string[]; // the titles handed over in one call

/** A consumer of LibraryEntryAdded on the test's topics with a real processed-event store, listening when answered. */
async function serve(
  topicPrefix: string,
  options: { service: string; keyConcurrency?: number; batch?: boolean },
  handler: (arg: never) => Promise<void>,
) {
  const server = new KafkaEventServer({ brokers, service: options.service, topicPrefix, maxAttempts: 2, retryBaseMs: 10, keyConcurrency: options.keyConcurrency });
  server.useProcessedEventStore(new MongoProcessedEventStore(connection));
  server.addHandler(LibraryEntryAdded.topic, handler as (arg: unknown) => Promise<void>, true, options.batch ? { batch: true } : {});
  await new Promise<void>((resolve, reject) => server.listen((err?: unknown) => (err ? reject(err) : resolve())));
  return server;
}

/** A batch handler: each call's titles go to `handler`. */
const consume = (topicPrefix: string, service: string, handler: (titles: string[]) => void) =>
  serve(topicPrefix, { service, batch: true }, async (events: { data: LibraryEntryPayload }[]) => handler(events.map((e) => e.data.title)));

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

it("a plain handler takes a backlog's keys several at once, each key's events in order and once", async () => {
  const topicPrefix = `${uniqueName('key-lanes')}.`;
  const { moduleRef, publisher } = await producer(topicPrefix);
  // Four users' events interleaved, all in one partition (as many aggregates share a partition): keys the
  // producer's partitioner puts in partition 0 of the topic's 3.
  const partitionOf = Partitioners.DefaultPartitioner();
  const metadata = [0, 1, 2].map((partitionId) => ({ partitionId, leader: 0, partitionErrorCode: 0, replicas: [0], isr: [0] }));
  const users = Array.from({ length: 100 }, (_, i) => `user-${i}`)
    .filter((key) => partitionOf({ topic: 't', partitionMetadata: metadata, message: { key, value: null } }) === 0)
    .slice(0, 4);
  const sent = Array.from({ length: 24 }, (_, i) => ({ user: users[i % 4], title: `e-${i}` }));
  await publisher.send(sent.map(({ user, title }) => ({ ...publisher.envelope(LibraryEntryAdded, { ...entry(title), userId: user }), key: user })));

  const seen: { user: string; title: string }[] = [];
  let running = 0;
  let most = 0;
  const server = await serve(topicPrefix, { service: 'lanes-reader', keyConcurrency: 3 }, async (event: { data: LibraryEntryPayload }) => {
    running++;
    most = Math.max(most, running);
    await new Promise((resolve) => setTimeout(resolve, 30));
    seen.push({ user: event.data.userId, title: event.data.title });
    running--;
  });
  try {
    await waitFor(() => seen.length >= sent.length, { timeout: 60_000, message: 'every event handled' });
    expect(seen.map((s) => s.title).sort()).toEqual(sent.map((s) => s.title).sort());
    for (const user of users)
      expect(seen.filter((s) => s.user === user).map((s) => s.title)).toEqual(sent.filter((s) => s.user === user).map((s) => s.title));
    expect(most).toBeGreaterThan(1);
    expect(most).toBeLessThanOrEqual(3);
  } finally {
    await server.close();
    await moduleRef.close();
  }
});

it('a consumer stopped in the middle of a batch leaves its unprocessed events to the next one (none skipped)', async () => {
  const topicPrefix = `${uniqueName('stop-mid-batch')}.`;
  const { moduleRef, publisher } = await producer(topicPrefix);
  const titles = Array.from({ length: 20 }, (_, i) => `s-${i}`);
  await publisher.send(titles.map((title) => ({ ...publisher.envelope(LibraryEntryAdded, entry(title)), key: 'one-user' })));

  const handled: string[] = [];
  const start = (delayMs: number) =>
    serve(topicPrefix, { service: 'stopping-reader' }, async (event: { data: LibraryEntryPayload }) => {
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      handled.push(event.data.title);
    });
  const first = await start(150);
  try {
    await waitFor(() => handled.length >= 3, { timeout: 45_000, message: 'the first consumer under way' });
    await first.close(); // mid-batch: one key, so one event at a time
    expect(handled.length).toBeLessThan(titles.length);
    const second = await start(0);
    try {
      await waitFor(() => titles.every((title) => handled.includes(title)), { timeout: 45_000, message: 'every event handled by one of them' });
    } finally {
      await second.close();
    }
  } finally {
    await moduleRef.close();
  }
});

it('a batch handled for longer than the session timeout (10 s) keeps its member in the group: no expiry, no rebalance, no redelivery', async () => {
  const topicPrefix = `${uniqueName('slow-batch')}.`;
  const groupId = `${topicPrefix}slow-reader`;
  const { moduleRef, publisher } = await producer(topicPrefix);
  const admin = new Kafka({ clientId: uniqueName('slow-batch-admin'), brokers, logLevel: logLevel.NOTHING }).admin();
  await admin.connect();
  const members = async () => (await admin.describeGroups([groupId])).groups[0];
  const calls: string[][] = [];
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  // One bulk write on a FerretDB busy catching up after an outage: no heartbeat() call from the handler meanwhile.
  const server = await serve(topicPrefix, { service: 'slow-reader', batch: true }, async (events: { data: LibraryEntryPayload }[]) => {
    calls.push(events.map((e) => e.data.title));
    if (calls.length === 1) await released;
  });
  try {
    await waitFor(async () => (await members()).state === 'Stable', { timeout: 30_000, message: 'the consumer in its group' });
    const before = (await members()).members.map((m) => m.memberId);
    await publisher.send([{ ...publisher.envelope(LibraryEntryAdded, entry('slow-1')), key: 'one-user' }]);
    await waitFor(() => calls.length === 1, { timeout: 30_000, message: 'the batch handed over' });
    await new Promise((resolve) => setTimeout(resolve, 13_000)); // past the session timeout
    release();
    await new Promise((resolve) => setTimeout(resolve, 3_000)); // a rebalance or a redelivery would show by now
    const after = await members();
    expect(after.state).toBe('Stable');
    expect(after.members.map((m) => m.memberId)).toEqual(before);
    expect(calls).toEqual([['slow-1']]);
  } finally {
    await server.close();
    await admin.disconnect();
    await moduleRef.close();
  }
});
