import { testInfra, uniqueName } from '@liquify/testing';
import Redis from 'ioredis';
import { CachedDocuments, GenerationCache } from '../src';

interface Account {
  _id: string;
  limit: number;
  sourceAt: Date;
  deletedAt: Date | null;
}

/** CachedDocuments on a real Redis, two replicas sharing it: a document as of its last change, read from the database once per change. */
describe('CachedDocuments', () => {
  const clients: Redis[] = [];
  let replicas: [CachedDocuments<Account>, CachedDocuments<Account>];

  beforeAll(async () => {
    const url = (await testInfra(['redis'])).redisUrl;
    const prefix = `${uniqueName('cacheddocs')}:`;
    clients.push(new Redis(url, { keyPrefix: prefix }), new Redis(url, { keyPrefix: prefix }));
    replicas = [0, 1].map((i) => new CachedDocuments<Account>(new GenerationCache(clients[i], { namespace: 'svc' }), 'account', ['sourceAt', 'deletedAt'])) as [
      CachedDocuments<Account>,
      CachedDocuments<Account>,
    ];
  });
  afterAll(() => clients.forEach((c) => c.disconnect()));

  /** A stand-in for the database: its documents, and how many reads reached it. */
  const database = () => {
    const db = { docs: new Map<string, Account>(), reads: 0, load: (id: string) => async () => (db.reads++, db.docs.get(id) ?? null) };
    return db;
  };

  it('reads a document once for every replica, with its dates as dates, until a change of it', async () => {
    const db = database();
    db.docs.set('u1', { _id: 'u1', limit: 3, sourceAt: new Date('2026-01-02T03:04:05.000Z'), deletedAt: null });
    const first = await replicas[0].get('u1', db.load('u1'));
    const second = await replicas[1].get('u1', db.load('u1'));
    expect(second).toEqual(first);
    expect(second!.sourceAt).toBeInstanceOf(Date);
    expect(second!.sourceAt.toISOString()).toBe('2026-01-02T03:04:05.000Z');
    expect(db.reads).toBe(1);

    await replicas[1].change(['u1'], async () => db.docs.set('u1', { ...db.docs.get('u1')!, limit: 5, deletedAt: new Date('2026-02-01T00:00:00.000Z') }));
    const after = await replicas[0].get('u1', db.load('u1'));
    expect(after).toMatchObject({ limit: 5 });
    expect(after!.deletedAt).toEqual(new Date('2026-02-01T00:00:00.000Z'));
    expect((await replicas[1].get('u1', db.load('u1')))!.deletedAt).toBeInstanceOf(Date);
    expect(db.reads).toBe(2);
  });

  it('keeps a document not found until its first write', async () => {
    const db = database();
    expect(await replicas[0].get('u2', db.load('u2'))).toBeNull();
    expect(await replicas[1].get('u2', db.load('u2'))).toBeNull();
    expect(db.reads).toBe(1);
    await replicas[0].change(['u2'], async () => db.docs.set('u2', { _id: 'u2', limit: 1, sourceAt: new Date(), deletedAt: null }));
    expect(await replicas[1].get('u2', db.load('u2'))).toMatchObject({ limit: 1 });
  });

  it('while a change is under way, readers go to the database and keep nothing the change has not written', async () => {
    const db = database();
    db.docs.set('u3', { _id: 'u3', limit: 1, sourceAt: new Date(), deletedAt: null });
    await replicas[0].get('u3', db.load('u3'));
    let release!: () => void;
    const written = new Promise<void>((resolve) => (release = resolve));
    const change = replicas[0].change(['u3'], async () => {
      await written;
      db.docs.set('u3', { ...db.docs.get('u3')!, limit: 2 });
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const reads = db.reads;
    expect(await replicas[1].get('u3', db.load('u3'))).toMatchObject({ limit: 1 });
    expect(await replicas[1].get('u3', db.load('u3'))).toMatchObject({ limit: 1 });
    expect(db.reads).toBe(reads + 2); // nothing stored meanwhile
    release();
    await change;
    expect(await replicas[1].get('u3', db.load('u3'))).toMatchObject({ limit: 2 });
  });

  it('bumps the key even when the write fails', async () => {
    const db = database();
    db.docs.set('u4', { _id: 'u4', limit: 1, sourceAt: new Date(), deletedAt: null });
    await replicas[0].get('u4', db.load('u4'));
    await expect(
      replicas[0].change(['u4'], async () => {
        db.docs.set('u4', { ...db.docs.get('u4')!, limit: 9 });
        throw new Error('write answered an error after applying');
      }),
    ).rejects.toThrow('write answered an error');
    expect(await replicas[1].get('u4', db.load('u4'))).toMatchObject({ limit: 9 });
  });
});
