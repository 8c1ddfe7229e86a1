import { RedisLease } from '@liquify/redis';
import { testInfra, uniqueName } from '@liquify/testing';
import Redis from 'ioredis';
import mongoose from 'mongoose';
import { MongoProcessedEventStore } from '../src';

jest.setTimeout(30_000);

/** The processed-events prune is a periodic job: with two replicas it runs once per interval, not once per pod. */
describe('the processed-events prune with two replicas', () => {
  const run = uniqueName('prune-replicas');
  let connection: mongoose.Connection;
  const clients: Redis[] = [];

  beforeAll(async () => {
    const infra = await testInfra(['mongo', 'redis']);
    connection = await mongoose.createConnection(infra.mongoUrl, { dbName: run.replace(/-/g, '_'), retryWrites: false }).asPromise();
    clients.push(new Redis(infra.redisUrl, { keyPrefix: `${run}:` }), new Redis(infra.redisUrl, { keyPrefix: `${run}:` }));
  });
  afterAll(async () => {
    clients.forEach((c) => c.disconnect());
    await connection.db?.dropDatabase();
    await connection.close();
  });

  it('prunes in one replica per interval', async () => {
    const stores = clients.map((redis) => new MongoProcessedEventStore(connection, new RedisLease(redis, { namespace: 'svc' })));
    const prunes = stores.map((store) => jest.spyOn(store, 'prune'));
    await Promise.all(stores.map((store) => store.prunePeriodically()));
    await Promise.all(stores.map((store) => store.prunePeriodically())); // the same interval, a moment later
    expect(prunes.reduce((sum, spy) => sum + spy.mock.calls.length, 0)).toBe(1);
    // Without a lease (a service not built on the kit), each replica prunes.
    const unleased = new MongoProcessedEventStore(connection);
    const prune = jest.spyOn(unleased, 'prune');
    await unleased.prunePeriodically();
    expect(prune).toHaveBeenCalledTimes(1);
  });
});
