import { testInfra, uniqueName } from '@liquify/testing';
import Redis from 'ioredis';
import { LEASE_TTL_MS, leaseHoldMs, PeriodicJob, RedisLease } from '../src';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('RedisLease and PeriodicJob: two replicas on a real Redis', () => {
  let url: string;
  const clients: Redis[] = [];
  /** Two replicas of one service: their own Redis connections, the same key prefix and namespace. */
  let replicas: [RedisLease, RedisLease];

  beforeAll(async () => {
    url = (await testInfra(['redis'])).redisUrl;
  });
  beforeEach(() => {
    const prefix = `${uniqueName('lease')}:`;
    const pair = [new Redis(url, { keyPrefix: prefix }), new Redis(url, { keyPrefix: prefix })];
    clients.push(...pair);
    replicas = [new RedisLease(pair[0], { namespace: 'svc', ttlMs: 600 }), new RedisLease(pair[1], { namespace: 'svc', ttlMs: 600 })];
  });
  afterAll(() => clients.forEach((c) => c.disconnect()));

  it('by default keeps a holder that died (no renewal, no release) for LEASE_TTL_MS, 5 s, and a live one as long as it works', async () => {
    const prefix = `${uniqueName('lease-default')}:`;
    const client = new Redis(url, { keyPrefix: prefix });
    clients.push(client);
    const lease = new RedisLease(client, { namespace: 'svc' });
    let ttlInside = 0;
    await lease.run('outbox:things', async () => {
      ttlInside = await client.pttl('svc:lease:outbox:things');
    });
    expect(LEASE_TTL_MS).toBe(5_000);
    expect(ttlInside).toBeGreaterThan(LEASE_TTL_MS - 1_000);
    expect(ttlInside).toBeLessThanOrEqual(LEASE_TTL_MS);
    // Past a third of the ttl the holder has renewed it: still held, near the full ttl again.
    const renewed = await lease.run('outbox:long', async () => {
      await sleep(LEASE_TTL_MS / 3 + 400);
      return client.pttl('svc:lease:outbox:long');
    });
    expect(renewed).toMatchObject({ ran: true });
    expect((renewed as { value: number }).value).toBeGreaterThan(LEASE_TTL_MS - 1_000);
  });

  it('lets one replica at a time do the work; the other skips without waiting', async () => {
    let inside = 0;
    let most = 0;
    let done = 0;
    const work = async () => {
      most = Math.max(most, ++inside);
      await sleep(30);
      inside--;
      return ++done;
    };
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => replicas[i % 2].run('outbox:things', work)));
    expect(most).toBe(1);
    expect(results.filter((r) => r.ran)).toHaveLength(done);
    expect(done).toBeGreaterThanOrEqual(1);
    // Freed at the end: the other replica takes it at once.
    expect(await replicas[1].run('outbox:things', async () => 'next')).toEqual({ ran: true, value: 'next' });
  });

  it('keeps the lease for the hold after a short run, and renews it while a run outlasts its ttl', async () => {
    expect((await replicas[0].run('job:x', async () => 1, { holdMs: 400 })).ran).toBe(true);
    expect((await replicas[1].run('job:x', async () => 2, { holdMs: 400 })).ran).toBe(false);
    await sleep(450);
    // A run three ttls long: the other replica never gets in meanwhile.
    const long = replicas[1].run('job:x', () => sleep(1800).then(() => 'long'));
    await sleep(50);
    for (let i = 0; i < 6; i++) {
      expect((await replicas[0].run('job:x', async () => 'intruder')).ran).toBe(false);
      await sleep(250);
    }
    expect(await long).toEqual({ ran: true, value: 'long' });
  });

  it('tells the work when the lease was lost (someone else holds it now)', async () => {
    const seen = await replicas[0].run('lost', async (lease) => {
      const before = lease.held;
      await clients[clients.length - 1].del('svc:lease:lost');
      await replicas[1].run('lost', () => sleep(400), {}); // another replica takes it meanwhile
      await sleep(300);
      return [before, lease.held];
    });
    expect(seen).toEqual({ ran: true, value: [true, false] });
  });

  it('skips when Redis does not answer, or runs unleased when asked to', async () => {
    const down = new Redis('redis://127.0.0.1:1', { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null, enableOfflineQueue: false });
    const lease = new RedisLease(down, { namespace: 'svc' });
    expect(await lease.run('x', async () => 1)).toEqual({ ran: false });
    expect(await lease.run('x', async () => 2, { whenUnavailable: 'run' })).toEqual({ ran: true, value: 2 });
    down.disconnect();
  });

  it('a periodic job with two replicas runs once per interval, not once per replica', async () => {
    const intervalMs = 200;
    const starts: number[] = [];
    let inside = 0;
    let most = 0;
    const run = async () => {
      starts.push(Date.now());
      most = Math.max(most, ++inside);
      await sleep(20);
      inside--;
    };
    const jobs = replicas.map((lease) => new PeriodicJob(lease, { name: 'expiry', intervalMs, run }));
    jobs[0].start();
    await sleep(intervalMs / 2); // the second pod ticks half an interval later
    jobs[1].start();
    const from = Date.now();
    await sleep(2_000);
    await Promise.all(jobs.map((j) => j.stop()));
    const runs = starts.filter((t) => t >= from);
    // Two pods ticking every 200 ms would run ~20 times in 2 s; once per interval is ~10.
    expect(runs.length).toBeGreaterThanOrEqual(7);
    expect(runs.length).toBeLessThanOrEqual(Math.ceil(2_000 / leaseHoldMs(intervalMs)) + 1);
    for (let i = 1; i < starts.length; i++) expect(starts[i] - starts[i - 1]).toBeGreaterThanOrEqual(leaseHoldMs(intervalMs) - 50); // timers late on a busy machine
    expect(most).toBe(1);
  });
});
