import { testInfra, uniqueName } from '@liquify/testing';
import Redis from 'ioredis';
import { RedisLocks } from '../src';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** RedisLocks.withLocks: several documents' locks at once (a bulk write), on a real Redis, two replicas. */
describe('RedisLocks.withLocks', () => {
  const clients: Redis[] = [];
  let replicas: [RedisLocks, RedisLocks];

  beforeAll(async () => {
    const url = (await testInfra(['redis'])).redisUrl;
    const prefix = `${uniqueName('locks')}:`;
    clients.push(new Redis(url, { keyPrefix: prefix }), new Redis(url, { keyPrefix: prefix }));
    replicas = [new RedisLocks(clients[0], { namespace: 'svc' }), new RedisLocks(clients[1], { namespace: 'svc' })];
  });
  afterAll(() => clients.forEach((c) => c.disconnect()));

  it('never lets two holders of a shared key work at once, and two holders asking in opposite orders both finish', async () => {
    const inside = new Map<string, number>();
    let overlapped = false;
    const work = (keys: string[]) => async () => {
      for (const key of keys) {
        inside.set(key, (inside.get(key) ?? 0) + 1);
        if (inside.get(key)! > 1) overlapped = true;
      }
      await sleep(20);
      for (const key of keys) inside.set(key, inside.get(key)! - 1);
    };
    const rounds = Array.from({ length: 10 }, () =>
      Promise.all([
        replicas[0].withLocks(['account:a', 'account:b', 'account:c'], work(['a', 'b', 'c'])),
        replicas[1].withLocks(['account:c', 'account:b', 'account:a', 'account:c'], work(['c', 'b', 'a'])),
        replicas[1].withLock('account:b', work(['b'])),
      ]),
    );
    await Promise.all(rounds);
    expect(overlapped).toBe(false);
  });

  it('releases every lock it took when the work fails', async () => {
    await expect(replicas[0].withLocks(['k:1', 'k:2'], () => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    expect(await clients[1].exists('svc:lock:k:1', 'svc:lock:k:2')).toBe(0);
  });
});
