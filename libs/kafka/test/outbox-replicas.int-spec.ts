import { defineEvent } from '@liquify/contracts';
import { RedisLease, RedisLocks, RedisPublishedMarks } from '@liquify/redis';
import { testInfra, TopicObserver, uniqueName, waitFor } from '@liquify/testing';
import Redis from 'ioredis';
import { Kafka, logLevel } from 'kafkajs';
import mongoose, { Schema } from 'mongoose';
import { z } from 'zod';
import { EventPublisher, OUTBOX_FIELD, outboxField, OutboxEntry, OutboxRelay, outboxSchemaFields, outboxSet } from '../src';

jest.setTimeout(90_000);

const ThingChanged = defineEvent('tests.thing.changed.v1', z.object({ id: z.string(), step: z.number() }), (d) => d.id);

/** One replica: its own Mongo connection, producer, Redis connection, relay, lease and published marks (as the service kit gives them). */
interface Replica {
  relay: OutboxRelay;
  model: mongoose.Model<any>;
  redis: Redis;
}

/**
 * Three replicas of one service over the collection `things` of the database named after `run`, each relay
 * registered by `register`; `close` stops them all and drops the database.
 */
async function startReplicas(run: string, register: (replica: Replica) => void) {
  const prefix = `${run}.`;
  const infra = await testInfra();
  const kafka = new Kafka({ clientId: run, brokers: infra.kafkaBrokers, logLevel: logLevel.NOTHING });
  const observer = await TopicObserver.start(kafka, prefix, [ThingChanged]);
  const closers: (() => Promise<unknown>)[] = [];
  const replicas: Replica[] = [];
  for (let i = 0; i < 3; i++) {
    const connection = await mongoose.createConnection(infra.mongoUrl, { dbName: run.replace(/-/g, '_') }).asPromise();
    const schema = new Schema({ _id: String, step: Number, ...outboxSchemaFields }, { minimize: false, versionKey: false });
    const model = connection.model('Thing', schema, 'things');
    const redis = new Redis(infra.redisUrl, { keyPrefix: `${run}:` });
    const publisher = new EventPublisher(new Kafka({ clientId: `${run}-${i}`, brokers: infra.kafkaBrokers, logLevel: logLevel.NOTHING }), { brokers: infra.kafkaBrokers, service: 'things', topicPrefix: prefix });
    const relay = new OutboxRelay(publisher, new RedisLease(redis, { namespace: 'things' }), new RedisPublishedMarks(redis, { namespace: 'things' }));
    const replica = { relay, model, redis };
    register(replica);
    replicas.push(replica);
    closers.push(() => relay.onApplicationShutdown(), () => publisher.onApplicationShutdown(), async () => redis.disconnect(), () => connection.close());
  }
  const close = async () => {
    await replicas[0]?.model.db.dropDatabase().catch(() => undefined);
    for (const closer of closers) await closer().catch(() => undefined);
    await observer.stop();
  };
  return { observer, replicas, close };
}

describe('outbox relays of three replicas over the same collection', () => {
  let observer: TopicObserver;
  let replicas: Replica[] = [];
  let close: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    ({ observer, replicas, close } = await startReplicas(uniqueName('outbox-replicas'), ({ relay, model }) => relay.register(model)));
  });
  afterAll(async () => close?.());

  it('publishes every pending event exactly once while all three relay at the same time, each document in order', async () => {
    const ids = Array.from({ length: 30 }, (_, i) => `thing-${i}`);
    // Each replica writes its share. No relay runs meanwhile: on FerretDB 1.24 a writer's $set landing with a
    // relay's $unset can bring a published event back as pending (its updates are not isolated), which the
    // repositories that write while relaying prevent with a document lock (RelayRegistration.lock), not the lease.
    await Promise.all(
      ids.map(async (id, i) => {
        const { model } = replicas[i % 3];
        await model.create({ _id: id, step: 0, [OUTBOX_FIELD]: outboxField(OutboxEntry.of(ThingChanged, { id, step: 0 }, 'things')) });
        await model.updateOne({ _id: id }, { $set: { step: 1, ...outboxSet(OutboxEntry.of(ThingChanged, { id, step: 1 }, 'things')) } }).exec();
      }),
    );
    // Then all three relay the same pending events at once, as their kicks and idle polls would after a burst of
    // writes or a crashed pod: each event must go out once.
    await Promise.all(replicas.flatMap(({ relay }) => [relay.drain(), Promise.resolve(relay.kick())]));
    await waitFor(async () => (await replicas[0].model.countDocuments({ [OUTBOX_FIELD]: { $ne: {} } })) === 0, { timeout: 20_000, message: 'outboxes drained' });
    await waitFor(() => observer.of(ThingChanged).length === 60, { timeout: 20_000, message: '60 distinct events' });
    await new Promise((resolve) => setTimeout(resolve, 1_000)); // late duplicates would arrive by now

    const published = observer.on(ThingChanged);
    const perEvent = new Map<string, number>();
    for (const m of published) perEvent.set(m.envelope!.eventId, (perEvent.get(m.envelope!.eventId) ?? 0) + 1);
    expect([...perEvent.values()].filter((n) => n > 1)).toEqual([]);
    expect(published).toHaveLength(60);
    for (const id of ids) expect(published.filter((m) => m.key === id).map((m) => m.envelope!.data.step)).toEqual([0, 1]);
  });

  it("leaves a document's updatedAt as its last change set it: publishing its events is not a change", async () => {
    const { model, relay } = replicas[0];
    const schema = new Schema({ _id: String, step: Number, ...outboxSchemaFields }, { timestamps: true, minimize: false, versionKey: false });
    const Stamped = model.db.model('Stamped', schema, 'stamped');
    relay.register(Stamped);
    const created = await Stamped.create({ _id: 'stamped-1', step: 0, [OUTBOX_FIELD]: outboxField(OutboxEntry.of(ThingChanged, { id: 'stamped-1', step: 0 }, 'things')) });
    await new Promise((resolve) => setTimeout(resolve, 50));
    await relay.drain();
    await relay.settled(); // its clean-up runs after the publish
    const after = await Stamped.findById('stamped-1').select(`+${OUTBOX_FIELD}`).lean<Record<string, unknown>>().exec();
    expect(after?.[OUTBOX_FIELD]).toEqual({});
    expect(after?.updatedAt).toEqual(created.get('updatedAt'));
  });

  it("publishes one document's events in the order they were written, whatever the writers' clocks say", async () => {
    const id = 'thing-skewed';
    const [a, b, c] = replicas;
    // Three writes from three pods whose clocks run behind one another (seq: 3000, 2000, 1000), the last write
    // carrying two events; each relay is kicked only once everything is written, so all five are pending together.
    const at = (step: number, seq: number) => new OutboxEntry({ ...OutboxEntry.of(ThingChanged, { id, step }, 'things').record, seq });
    await a.model.create({ _id: id, step: 0, [OUTBOX_FIELD]: outboxField(at(0, 3_000)) });
    await b.model.updateOne({ _id: id }, { $set: { step: 1, ...outboxSet(at(1, 2_000)) } }).exec();
    await c.model.updateOne({ _id: id }, { $set: { step: 2, ...outboxSet(at(2, 1_000)) } }).exec();
    await a.model.updateOne({ _id: id }, { $set: { step: 4, ...outboxSet(at(3, 900), at(4, 800)) } }).exec();
    await Promise.all(replicas.map(({ relay }) => relay.drain()));
    await waitFor(() => observer.of(ThingChanged).filter((e) => e.data.id === id).length === 5, { timeout: 20_000, message: 'the five events' });
    expect(observer.on(ThingChanged).filter((m) => m.key === id).map((m) => m.envelope!.data.step)).toEqual([0, 1, 2, 3, 4]);
  });
});

/**
 * Three replicas whose relays clear under the writers' document lock (RelayRegistration.lock), as every service's
 * repositories register them: a relay holds the collection's lease only to read and publish, its clean-ups run
 * after (made slow here, as on a FerretDB busy catching up after an outage), and the other replicas, draining
 * meanwhile, skip what it published through the shared marks (RedisPublishedMarks).
 */
describe('outbox relays of three replicas clearing under document locks, in the background', () => {
  let observer: TopicObserver;
  let replicas: Replica[] = [];
  let close: (() => Promise<void>) | undefined;
  let clearing = 0;
  /** The clean-ups wait here until the test opens it (as on a FerretDB busy catching up after an outage). */
  let gate = new Promise<void>(() => undefined);
  let openGate!: () => void;

  beforeAll(async () => {
    ({ observer, replicas, close } = await startReplicas(uniqueName('outbox-locked'), ({ relay, model, redis }) => {
      const locks = new RedisLocks(redis, { namespace: 'things' }).documents('thing');
      relay.register(model, {
        lock: async (id, work) => {
          clearing++;
          await gate;
          try {
            return await locks(id, work);
          } finally {
            clearing--;
          }
        },
      });
    }));
  });
  afterAll(async () => close?.());

  it('publishes every pending event once while all three relay at once and clear slowly, and what is written during the clean-ups goes out before they end', async () => {
    gate = new Promise<void>((resolve) => (openGate = resolve));
    const ids = Array.from({ length: 30 }, (_, i) => `thing-${i}`);
    await Promise.all(ids.map((id, i) => replicas[i % 3].model.create({ _id: id, step: 0, [OUTBOX_FIELD]: outboxField(OutboxEntry.of(ThingChanged, { id, step: 0 }, 'things')) })));
    // all three drain the backlog at once, as after a broker's return
    await Promise.all(replicas.map(({ relay }) => relay.drain()));
    await waitFor(() => observer.of(ThingChanged).length === 30, { timeout: 20_000, message: 'the backlog published' });
    expect(clearing).toBeGreaterThan(0); // its clean-ups still running

    // Writes through every replica while the clean-ups run: each a second event on a backlog document.
    await Promise.all(
      ids.slice(0, 6).map(async (id, i) => {
        const { model, relay } = replicas[i % 3];
        await locksFree(id, () => model.updateOne({ _id: id }, { $set: { step: 1, ...outboxSet(OutboxEntry.of(ThingChanged, { id, step: 1 }, 'things')) } }).exec());
        relay.kick(model, [id]);
        // and scans by every replica meanwhile (an idle poll): they must skip what is published and not yet cleared
        void replicas[(i + 1) % 3].relay.drain('poll');
      }),
    );
    await waitFor(() => observer.of(ThingChanged).length === 36, { timeout: 20_000, message: 'the writes made during the clean-ups published' });
    expect(clearing).toBeGreaterThan(0); // before the clean-ups have ended
    openGate();
    await waitFor(async () => (await replicas[0].model.countDocuments({ [OUTBOX_FIELD]: { $ne: {} } })) === 0, { timeout: 30_000, message: 'outboxes cleared' });
    await new Promise((resolve) => setTimeout(resolve, 1_000)); // late duplicates would arrive by now

    const published = observer.on(ThingChanged);
    const perEvent = new Map<string, number>();
    for (const m of published) perEvent.set(m.envelope!.eventId, (perEvent.get(m.envelope!.eventId) ?? 0) + 1);
    expect([...perEvent.entries()].filter(([, n]) => n > 1)).toEqual([]);
    expect(published).toHaveLength(36);
    for (const id of ids.slice(0, 6)) expect(published.filter((m) => m.key === id).map((m) => m.envelope!.data.step)).toEqual([0, 1]);
  });

  /** A writer of the document takes its lock as the relay's clean-up does (the services' repositories do). */
  function locksFree<T>(id: string, write: () => Promise<T>): Promise<T> {
    return new RedisLocks(replicas[0].redis, { namespace: 'things' }).documents('thing')(id, write);
  }
});
