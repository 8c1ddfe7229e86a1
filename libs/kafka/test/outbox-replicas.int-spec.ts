import { defineEvent } from '@liquify/contracts';
import { RedisLease } from '@liquify/redis';
import { testInfra, TopicObserver, uniqueName, waitFor } from '@liquify/testing';
import Redis from 'ioredis';
import { Kafka, logLevel } from 'kafkajs';
import mongoose, { Schema } from 'mongoose';
import { z } from 'zod';
import { EventPublisher, OUTBOX_FIELD, outboxField, OutboxEntry, OutboxRelay, outboxSchemaFields, outboxSet } from '../src';

jest.setTimeout(90_000);

const ThingChanged = defineEvent('tests.thing.changed.v1', z.object({ id: z.string(), step: z.number() }), (d) => d.id);

/** Three replicas of one service: each its own Mongo connection, producer, Redis connection, relay and lease. */
describe('outbox relays of three replicas over the same collection', () => {
  const run = uniqueName('outbox-replicas');
  const prefix = `${run}.`;
  let kafka: Kafka;
  let observer: TopicObserver;
  const closers: (() => Promise<unknown>)[] = [];
  const replicas: { relay: OutboxRelay; model: mongoose.Model<any> }[] = [];

  beforeAll(async () => {
    const infra = await testInfra();
    kafka = new Kafka({ clientId: run, brokers: infra.kafkaBrokers, logLevel: logLevel.NOTHING });
    observer = await TopicObserver.start(kafka, prefix, [ThingChanged]);
    for (let i = 0; i < 3; i++) {
      const connection = await mongoose.createConnection(infra.mongoUrl, { dbName: run.replace(/-/g, '_') }).asPromise();
      const schema = new Schema({ _id: String, step: Number, ...outboxSchemaFields }, { minimize: false, versionKey: false });
      const model = connection.model('Thing', schema, 'things');
      const redis = new Redis(infra.redisUrl, { keyPrefix: `${run}:` });
      const publisher = new EventPublisher(new Kafka({ clientId: `${run}-${i}`, brokers: infra.kafkaBrokers, logLevel: logLevel.NOTHING }), { brokers: infra.kafkaBrokers, service: 'things', topicPrefix: prefix });
      const relay = new OutboxRelay(publisher, new RedisLease(redis, { namespace: 'things' }));
      relay.register(model);
      replicas.push({ relay, model });
      closers.push(() => relay.onApplicationShutdown(), () => publisher.onApplicationShutdown(), async () => redis.disconnect(), () => connection.close());
    }
  });
  afterAll(async () => {
    await replicas[0]?.model.db.dropDatabase().catch(() => undefined);
    for (const close of closers) await close().catch(() => undefined);
    await observer?.stop();
  });

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
