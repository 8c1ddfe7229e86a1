import { testInfra, uniqueName } from '@liquify/testing';
import mongoose from 'mongoose';
import { MongoProcessedEventStore, PROCESSED_EVENT_RETENTION_MS } from '../src';

jest.setTimeout(30_000);

/** Issue 22 item 5: processed-event records expire (after the topics' own retention), on FerretDB and MongoDB alike. */
describe('processed events are pruned after their retention', () => {
  let connection: mongoose.Connection;
  beforeAll(async () => {
    connection = await mongoose.createConnection((await testInfra(['mongo'])).mongoUrl, { dbName: uniqueName('processed').replace(/-/g, '_'), retryWrites: false }).asPromise();
  });
  afterAll(async () => {
    await connection.db?.dropDatabase();
    await connection.close();
  });

  it('deletes the records older than the retention and keeps the others', async () => {
    const store = new MongoProcessedEventStore(connection);
    await store.remember('g', 'recent', 'a.b.c.v1');
    await store.remember('g', 'old', 'a.b.c.v1');
    const now = Date.now();
    await connection.collection('processed_events').updateOne({ _id: 'g:old' as never }, { $set: { processedAt: new Date(now - PROCESSED_EVENT_RETENTION_MS - 60_000) } });
    expect(await store.prune(now)).toBe(1);
    expect(await store.has('g', 'old')).toBe(false);
    expect(await store.has('g', 'recent')).toBe(true);
  });

  it('remembers longer than a production topic keeps its events (7 days), so a redelivery is always recognised', async () => {
    const { readFileSync } = await import('node:fs');
    const topics = readFileSync(`${__dirname}/../../../deploy/k8s/overlays/prod/kafka/topics.yaml`, 'utf8');
    // the event topics (not their dead-letter topics, which no service consumes)
    const retentions = topics
      .split(/^---$/m)
      .filter((doc) => /topicName: (?!.*\.dlq$).+$/m.test(doc))
      .map((doc) => Number(/retention\.ms: (\d+)/.exec(doc)?.[1]));
    expect(retentions.length).toBeGreaterThan(0);
    expect(PROCESSED_EVENT_RETENTION_MS).toBeGreaterThan(Math.max(...retentions));
  });

  it("answers which of a batch's events were processed, and remembers a batch's events at once (twice is harmless)", async () => {
    const store = new MongoProcessedEventStore(connection);
    const ids = Array.from({ length: 40 }, (_, i) => `batch-${i}`);
    await store.rememberAll('g', ids.filter((_, i) => i % 3 === 0), 'a.b.c.v1');
    await store.rememberAll('g', ['batch-0', 'batch-1'], 'a.b.c.v1'); // batch-0 again, batch-1 new
    await store.remember('other-group', 'batch-2', 'a.b.c.v1');
    const processed = await store.processedAmong('g', ids);
    expect([...processed].sort()).toEqual(['batch-1', ...ids.filter((_, i) => i % 3 === 0)].sort());
    expect(await store.processedAmong('g', [])).toEqual(new Set());
  });
});
