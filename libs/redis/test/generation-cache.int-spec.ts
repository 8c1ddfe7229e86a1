import { testInfra, uniqueName } from '@liquify/testing';
import Redis from 'ioredis';
import { GenerationCache } from '../src';

/** GenerationCache on a real Redis, two replicas sharing it: never a value older than the last bump of its scope. */
describe('GenerationCache', () => {
  const clients: Redis[] = [];
  let replicas: [GenerationCache, GenerationCache];
  let prefix: string;

  beforeAll(async () => {
    const url = (await testInfra(['redis'])).redisUrl;
    prefix = `${uniqueName('gencache')}:`;
    clients.push(new Redis(url, { keyPrefix: prefix }), new Redis(url, { keyPrefix: prefix }));
    replicas = [
      new GenerationCache(clients[0], { namespace: 'svc' }),
      new GenerationCache(clients[1], { namespace: 'svc' }),
    ];
  });
  afterAll(() => clients.forEach((c) => c.disconnect()));

  /** A stand-in for the database: its value, and how many times it was read. */
  const source = (value: unknown) => {
    const db = { value, reads: 0, load: async () => (db.reads++, db.value) };
    return db;
  };

  it('loads a scope once, then every replica answers the stored value until a bump', async () => {
    const db = source(['a']);
    expect(await replicas[0].read('user:1', db.load)).toEqual(['a']);
    expect(await replicas[1].read('user:1', db.load)).toEqual(['a']);
    expect(await replicas[0].read('user:1', db.load)).toEqual(['a']);
    expect(db.reads).toBe(1);

    db.value = ['a', 'b'];
    await replicas[1].bump(['user:1']);
    expect(await replicas[0].read('user:1', db.load)).toEqual(['a', 'b']);
    expect(await replicas[1].read('user:1', db.load)).toEqual(['a', 'b']);
    expect(db.reads).toBe(2);
  });

  it('keeps scopes apart: a bump of one leaves the others stored', async () => {
    const one = source(1);
    const two = source(2);
    await replicas[0].read('scope:one', one.load);
    await replicas[0].read('scope:two', two.load);
    await replicas[1].bump(['scope:one']);
    await replicas[1].read('scope:one', one.load);
    await replicas[1].read('scope:two', two.load);
    expect([one.reads, two.reads]).toEqual([2, 1]);
  });

  it('never stores what was loaded before a bump that came during the load', async () => {
    const db = source('old');
    let release!: () => void;
    const slow = async () => {
      const seen = db.value; // the database as the reader saw it, before the write
      await new Promise<void>((resolve) => (release = resolve));
      db.reads++;
      return seen;
    };
    const reading = replicas[0].read('race', slow);
    await new Promise((resolve) => setTimeout(resolve, 20));
    db.value = 'new';
    await replicas[1].bump(['race']); // the writer's bump, after its write, while the read is still loading
    release();
    expect(await reading).toBe('old'); // that reader answers what it read...
    expect(await replicas[1].read('race', db.load)).toBe('new'); // ...but nobody after the bump gets it
    expect(await replicas[0].read('race', db.load)).toBe('new');
  });

  it('never matches a value stored under a generation that was lost (evicted or expired) and made again', async () => {
    const db = source('first');
    await replicas[0].read('evicted', db.load);
    // The generation key disappears while its value stays, then the scope changes.
    await clients[0].del('svc:gen:evicted');
    db.value = 'second';
    await replicas[1].bump(['evicted']);
    expect(await replicas[0].read('evicted', db.load)).toBe('second');

    const again = source('third');
    await clients[0].set('svc:cached:evicted', JSON.stringify({ g: '1', v: 'stale' }));
    await clients[0].del('svc:gen:evicted');
    expect(await replicas[0].read('evicted', again.load)).toBe('third');
  });

  it("bumpTo: the value after a write's change is what the next reader gets, unless someone changed the scope meanwhile", async () => {
    const db = source(['a']);
    const read = await replicas[0].readVersion('write-through', db.load);
    expect(read.value).toEqual(['a']);
    db.value = ['a', 'b'];
    await replicas[0].bumpTo('write-through', read.generation, ['a', 'b']);
    expect(await replicas[1].read('write-through', db.load)).toEqual(['a', 'b']);
    expect(db.reads).toBe(1); // no load after the write

    // Another writer bumps between this writer's read and its bumpTo: the value goes, the next reader loads.
    const stale = await replicas[0].readVersion('write-through', db.load);
    db.value = ['b'];
    await replicas[1].bump(['write-through']);
    db.value = ['b', 'c'];
    await replicas[0].bumpTo('write-through', stale.generation, ['a', 'b', 'c']);
    expect(await replicas[1].read('write-through', db.load)).toEqual(['b', 'c']);
    expect(db.reads).toBe(2);

    // Without a generation (Redis did not answer the read) it is a plain bump.
    await replicas[0].bumpTo('write-through', null, ['never']);
    expect(await replicas[1].read('write-through', db.load)).toEqual(['b', 'c']);
    expect(db.reads).toBe(3);
  });

  it('expires a stored value after its ttl (what a lost bump can leave stale)', async () => {
    const short = new GenerationCache(clients[0], { namespace: 'svc', ttlMs: 100 });
    const db = source('v1');
    await short.read('ttl', db.load);
    db.value = 'v2'; // changed without a bump (the writer's bump failed)
    expect(await short.read('ttl', db.load)).toBe('v1');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await short.read('ttl', db.load)).toBe('v2');
  });

  it('loads from the source when Redis does not answer, and a bump then resolves without throwing', async () => {
    const down = new Redis('redis://127.0.0.1:1', {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
      enableOfflineQueue: false,
    });
    const cache = new GenerationCache(down, { namespace: 'svc' });
    const db = source('fresh');
    expect(await cache.read('x', db.load)).toBe('fresh');
    expect(await cache.read('x', db.load)).toBe('fresh');
    expect(db.reads).toBe(2);
    await expect(cache.bump(['x'])).resolves.toBeUndefined();
    down.disconnect();
  });

  describe('a write begun before it is made (beginChange)', () => {
    it('leaves no value without the write behind when the writer dies between its write and its bump', async () => {
      const db = source(['a']);
      expect(await replicas[0].read('killed', db.load)).toEqual(['a']);
      await replicas[0].beginChange('killed');
      db.value = ['a', 'b']; // the write lands, then the process is killed: no bump
      expect(await replicas[1].read('killed', db.load)).toEqual(['a', 'b']);
      expect(await replicas[0].read('killed', db.load)).toEqual(['a', 'b']);
    });

    it('stores nothing a reader loads while the write is under way, until the bump', async () => {
      const db = source('before');
      await replicas[0].beginChange('under-way');
      expect(await replicas[1].read('under-way', db.load)).toBe('before'); // read before the write's commit
      db.value = 'after';
      expect(await replicas[1].read('under-way', db.load)).toBe('after');
      await replicas[0].bump(['under-way']);
      const reads = db.reads;
      expect(await replicas[1].read('under-way', db.load)).toBe('after');
      expect(await replicas[0].read('under-way', db.load)).toBe('after');
      expect(db.reads).toBe(reads + 1);
    });

    it("gives the writer's next value to the next reader when nobody changed the scope since the writer read it", async () => {
      const db = source(['a']);
      const { generation } = await replicas[0].readVersion('handoff', db.load);
      const from = await replicas[0].beginChange('handoff', generation);
      expect(from).not.toBeNull();
      db.value = ['a', 'b'];
      await replicas[0].bumpTo('handoff', from, ['a', 'b']);
      const reads = db.reads;
      expect(await replicas[1].read('handoff', db.load)).toEqual(['a', 'b']);
      expect(db.reads).toBe(reads); // no load: the writer's value
    });

    it('answers null when the scope changed after the writer read it (its value must not be stored)', async () => {
      const db = source(['a']);
      const { generation } = await replicas[0].readVersion('raced', db.load);
      await replicas[1].bump(['raced']); // another writer in between
      expect(await replicas[0].beginChange('raced', generation)).toBeNull();
      db.value = ['a', 'c'];
      await replicas[0].bumpTo('raced', null, ['a', 'stale']);
      expect(await replicas[1].read('raced', db.load)).toEqual(['a', 'c']);
    });
  });
});
