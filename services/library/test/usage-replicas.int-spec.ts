import { DAY_MS, utcDay } from '@liquify/contracts';
import { EdgeHits } from '@liquify/redis';
import { TestService } from '@liquify/testing';
import Redis from 'ioredis';
import { Types } from 'mongoose';
import { startLibraryReplicas } from './support';
import { LOADS_COUNTER_PREFIX } from '../src/usage/entry-usage.util';
import { DailyAdds } from '../src/usage/daily-adds';
import { UsageFlusherService } from '../src/usage/usage-flusher.service';

jest.setTimeout(120_000);


/** Two replicas of the library (same database, topics and Redis prefix), both flushing snippet loads at once. */
describe('usage flushers of two replicas', () => {
  let replicas: TestService<any>[] = [];
  let redis: Redis;

  beforeAll(async () => {
    // The periodic flush is left to the test (a long interval): it calls both replicas' flush together.
    replicas = await startLibraryReplicas('library-usage-replicas', 2, { USAGE_FLUSH_MS: '600000' });
    redis = new Redis(replicas[0].config.REDIS_URL, { keyPrefix: replicas[0].config.REDIS_KEY_PREFIX || undefined });
  });
  afterAll(async () => {
    redis?.disconnect();
    await Promise.all(replicas.map((r) => r.close()));
  });

  it('lose no count: every load ends up in the entry (per day and all-time) and in the daily totals', async () => {
    const entryId = new Types.ObjectId();
    await replicas[0].db.collection('library_entries').insertOne({
      _id: entryId,
      userId: 'usage-owner',
      kind: 'module',
      deletedAt: null,
      usageCount: 0,
      usage: { days: {}, topDomains: [] },
      _outbox: {},
    } as never);
    const now = Date.now();
    const days = [0, 1, 2, 3].map((back) => now - back * DAY_MS);
    const expected: Record<string, number> = {};
    const flushers = replicas.map((r) => r.app.get(UsageFlusherService));
    for (let round = 0; round < 12; round++) {
      // Loads on four days (four pending counters): both replicas take some of them in the same pass.
      for (const [i, at] of days.entries()) {
        const hits = new EdgeHits(redis, { flushMs: 60_000, now: () => at });
        const n = 1 + ((round + i) % 3);
        for (let k = 0; k < n; k++) hits.record(`${LOADS_COUNTER_PREFIX}${entryId.toHexString()}`, k % 2 ? 'shop.test' : 'other.test');
        await hits.flush();
        await hits.stop();
        expected[utcDay(at)] = (expected[utcDay(at)] ?? 0) + n;
      }
      await Promise.all(flushers.map((f) => f.flush()));
    }
    // What a pass skipped (the other replica's pass was running) waits in Redis for the next one.
    for (let i = 0; i < 5; i++) await flushers[i % 2].flush();

    const total = Object.values(expected).reduce((a, b) => a + b, 0);
    const entry = await replicas[1].db.collection('library_entries').findOne({ _id: entryId });
    expect(entry?.usage.days).toEqual(expected);
    expect(entry?.usageCount).toBe(total);
    const daily = await replicas[1].db.collection('daily_stats').find({ _id: { $in: Object.keys(expected) as never[] } }).toArray();
    expect(Object.fromEntries(daily.map((d) => [d._id, d.snippetLoads]))).toEqual(expected);
  });

  it('lose no add: 200 adds counted at once on both replicas are all in the total of the day after their flushes', async () => {
    const day = '2001-01-01'; // a day of its own: nothing else counts on it
    const counters = replicas.map((r) => r.app.get(DailyAdds));
    await Promise.all(Array.from({ length: 200 }, (_, i) => counters[i % 2].count(day)));
    const flushers = replicas.map((r) => r.app.get(UsageFlusherService));
    await Promise.all(flushers.map((f) => f.flush()));
    // A pass skipped because the other replica's was running leaves nothing behind that the next one misses.
    await flushers[0].flush();
    const stored = await replicas[0].db.collection('daily_stats').findOne({ _id: day as never });
    expect(stored?.adds).toBe(200);
  });
});
