import { testInfra, uniqueName } from '@liquify/testing';
import Redis from 'ioredis';
import { PUBLISHED_MARK_TTL_MS, RedisPublishedMarks } from '../src';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('RedisPublishedMarks: what one replica published and has yet to clear, seen by the other, on a real Redis', () => {
  let url: string;
  const clients: Redis[] = [];
  let prefix: string;
  const replica = (ttlMs?: number) => {
    const client = new Redis(url, { keyPrefix: prefix });
    clients.push(client);
    return { client, marks: new RedisPublishedMarks(client, { namespace: 'svc', ttlMs }) };
  };

  beforeAll(async () => {
    url = (await testInfra(['redis'])).redisUrl;
  });
  beforeEach(() => {
    prefix = `${uniqueName('marks')}:`;
  });
  afterAll(() => clients.forEach((c) => c.disconnect()));

  it("one replica's marks are seen by the other, per collection, until unmarked", async () => {
    const a = replica();
    const b = replica();
    await a.marks.mark('library_entries', ['0000-e1', '0001-e2']);
    expect(await b.marks.marked('library_entries', ['0000-e1', '0001-e2', '0000-e3'])).toEqual(new Set(['0000-e1', '0001-e2']));
    expect(await b.marks.marked('stores', ['0000-e1'])).toEqual(new Set());
    await a.marks.unmark('library_entries', ['0000-e1']);
    expect(await b.marks.marked('library_entries', ['0000-e1', '0001-e2'])).toEqual(new Set(['0001-e2']));
    expect(await b.marks.marked('library_entries', [])).toEqual(new Set());
  });

  it('a mark whose relay died (never unmarked) expires on its own, and so does the set; by default after 60 s', async () => {
    expect(PUBLISHED_MARK_TTL_MS).toBe(60_000);
    const a = replica(300);
    await a.marks.mark('stores', ['0000-old']);
    expect(await a.client.pttl('svc:outbox-published:stores')).toBeGreaterThan(0);
    await sleep(150);
    await a.marks.mark('stores', ['0000-new']);
    await sleep(200);
    // the first mark has expired, the second has not
    expect(await a.marks.marked('stores', ['0000-old', '0000-new'])).toEqual(new Set(['0000-new']));
    await a.marks.mark('stores', ['0000-newer']); // prunes the expired member
    expect(await a.client.zrange('svc:outbox-published:stores', 0, -1)).toEqual(expect.arrayContaining(['0000-new', '0000-newer']));
    expect(await a.client.zscore('svc:outbox-published:stores', '0000-old')).toBeNull();
    await sleep(350);
    expect(await a.client.exists('svc:outbox-published:stores')).toBe(0);
  });
});
