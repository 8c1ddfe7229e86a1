import { testInfra, uniqueName } from '@liquify/testing';
import Redis from 'ioredis';
import { EdgeHits, takePendingHits, TakenHits } from '../src';

describe('EdgeHits and takePendingHits against a real Redis', () => {
  let redis: Redis;

  beforeAll(async () => {
    const { redisUrl } = await testInfra(['redis']);
    redis = new Redis(redisUrl, { keyPrefix: `${uniqueName('hits')}:` });
  });
  afterAll(() => redis.disconnect());

  it('counts deliveries per counter, day and domain, and the owner takes each count exactly once', async () => {
    const hits = new EdgeHits(redis, { flushMs: 10_000, now: () => Date.parse('2026-11-23T10:00:00Z') });
    for (let i = 0; i < 5; i++) hits.record('library.snippet.a', 'shop.test');
    hits.record('library.snippet.a', '(direct)');
    hits.record('library.snippet.b', 'shop.test');
    hits.record('other.counter', 'x.test');
    await hits.flush();
    const taken: TakenHits[] = [];
    expect(await takePendingHits(redis, 'library.snippet.', async (batch) => void taken.push(...batch))).toBe(7);
    expect(taken.sort((a, b) => a.counter.localeCompare(b.counter))).toEqual([
      { counter: 'library.snippet.a', day: '2026-11-23', domains: { 'shop.test': 5, '(direct)': 1 } },
      { counter: 'library.snippet.b', day: '2026-11-23', domains: { 'shop.test': 1 } },
    ]);
    expect(await takePendingHits(redis, 'library.snippet.', async () => undefined)).toBe(0);
    await hits.stop();
  });

  it('counts each delivery under the UTC day it happened, across midnight and back (a clock set back)', async () => {
    let now = Date.parse('2026-11-23T23:59:59.999Z');
    const hits = new EdgeHits(redis, { flushMs: 10_000, now: () => now });
    hits.record('library.snippet.d', 'shop.test');
    now = Date.parse('2026-11-24T00:00:00.000Z');
    hits.record('library.snippet.d', 'shop.test');
    hits.record('library.snippet.d', 'shop.test');
    now = Date.parse('2026-11-23T12:00:00.000Z');
    hits.record('library.snippet.d', 'shop.test');
    await hits.flush();
    const taken: TakenHits[] = [];
    await takePendingHits(redis, 'library.snippet.d', async (batch) => void taken.push(...batch));
    expect(Object.fromEntries(taken.map((t) => [t.day, t.domains['shop.test']]))).toEqual({ '2026-11-23': 2, '2026-11-24': 2 });
    await hits.stop();
  });

  it('puts the counts back when storing them fails', async () => {
    const hits = new EdgeHits(redis);
    hits.record('library.snippet.c', 'a.test');
    await hits.flush();
    await expect(takePendingHits(redis, 'library.snippet.', async () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    const taken: TakenHits[] = [];
    expect(await takePendingHits(redis, 'library.snippet.', async (batch) => void taken.push(...batch))).toBe(1);
    expect(taken[0].domains).toEqual({ 'a.test': 1 });
  });
});
