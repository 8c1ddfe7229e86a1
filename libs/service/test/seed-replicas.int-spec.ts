import { Injectable, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { Test } from '@nestjs/testing';
import { RedisLease } from '@liquify/redis';
import { testInfra, uniqueName } from '@liquify/testing';
import Redis from 'ioredis';
import { MongoClient } from 'mongodb';
import { Seed, Seeder, SeedRunner } from '../src/seeding';

jest.setTimeout(60_000);

/** Two replicas booting at once, each running its seeds: a seed's "only when empty" must not let both insert. */
describe('seeds of two replicas starting together (real FerretDB and Redis)', () => {
  const run = uniqueName('seed-replicas');
  let mongo: MongoClient;
  const redisClients: Redis[] = [];

  beforeAll(async () => {
    mongo = await MongoClient.connect((await testInfra(['mongo', 'redis'])).mongoUrl);
  });
  afterAll(async () => {
    await mongo.db(run.replace(/-/g, '_')).dropDatabase().catch(() => undefined);
    await mongo.close();
    redisClients.forEach((r) => r.disconnect());
  });

  /** A seed without a unique key to lean on: check, a moment of work, insert (e.g. "the FAQ when empty"). */
  @Seeder('welcome')
  @Injectable()
  class WelcomeSeed implements Seed {
    async run() {
      const welcome = mongo.db(run.replace(/-/g, '_')).collection('welcome');
      if ((await welcome.countDocuments()) > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 150));
      await welcome.insertOne({ title: 'Welcome' });
      return '1 note';
    }
  }

  async function replica() {
    const { redisUrl } = await testInfra(['redis']);
    const redis = new Redis(redisUrl, { keyPrefix: `${run}:` });
    redisClients.push(redis);
    @Module({ imports: [DiscoveryModule], providers: [SeedRunner, WelcomeSeed, { provide: RedisLease, useValue: new RedisLease(redis, { namespace: 'notes' }) }] })
    class ReplicaModule {}
    return Test.createTestingModule({ imports: [ReplicaModule] }).compile();
  }

  it('seeds one copy: the second replica waits for the first, then finds the data there', async () => {
    const apps = await Promise.all([replica(), replica()]);
    await Promise.all(apps.map((app) => app.init()));
    expect(await mongo.db(run.replace(/-/g, '_')).collection('welcome').countDocuments()).toBe(1);
    await Promise.all(apps.map((app) => app.close()));
  });
});
