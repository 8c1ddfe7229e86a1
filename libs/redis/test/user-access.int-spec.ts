import { testInfra, uniqueName, waitFor } from '@liquify/testing';
import Redis from 'ioredis';
import { MAX_ENDED_SESSIONS, parseUserAccess, UserAccessCache, userAccessKey, UserAccessWriter } from '../src';

/** Identity's writes of users' access and the in-memory view every token-verifying process keeps, on a real Redis. */
describe('UserAccessWriter with UserAccessCache', () => {
  let redis: Redis;
  let writer: UserAccessWriter;
  let cache: UserAccessCache;
  let other: UserAccessCache;
  const clients: Redis[] = [];
  const user = () => uniqueName('u').replace(/[^a-z0-9]/gi, '').toLowerCase();

  beforeAll(async () => {
    const { redisUrl } = await testInfra(['redis']);
    const prefix = `${uniqueName('access')}:`;
    redis = new Redis(redisUrl, { keyPrefix: prefix });
    writer = new UserAccessWriter(redis, { keyPrefix: prefix, tokenLifetimeMs: 60_000 });
    clients.push(redis.duplicate(), redis.duplicate());
    cache = new UserAccessCache(clients[0], { keyPrefix: prefix });
    other = new UserAccessCache(clients[1], { keyPrefix: prefix });
    await Promise.all([cache.start(), other.start()]);
  });

  afterAll(async () => {
    await Promise.all([cache.stop(), other.stop()]);
    for (const client of [redis, ...clients]) client.disconnect();
  });

  it('knows nothing of a user before reading them, then keeps "no record" without asking Redis again', async () => {
    const id = user();
    expect(cache.peek(id)).toBeUndefined();
    expect(await cache.read(id)).toBeNull();
    expect(cache.peek(id)).toBeNull();
  });

  it('makes every process see a demotion, with no read per request in between', async () => {
    const id = user();
    await Promise.all([cache.read(id), other.read(id)]);
    await writer.roleChanged(id, 'user', Date.now());
    await waitFor(() => cache.peek(id) === undefined && other.peek(id) === undefined, { timeout: 10_000, message: 'the change to be heard' });
    expect(await cache.read(id)).toMatchObject({ role: 'user', deleted: false });
    expect(cache.peek(id)).toMatchObject({ role: 'user' });
  });

  it('never lets an older role write override a newer one (writes ordered by commit time)', async () => {
    const id = user();
    await writer.roleChanged(id, 'admin', 2_000);
    await writer.roleChanged(id, 'user', 1_000);
    expect((await cache.read(id))?.role).toBe('admin');
  });

  it('signs out sessions issued before now, keeps the one named, and answers the instant sessions start again', async () => {
    const id = user();
    const before = Date.now();
    const since = await writer.sessionsRevoked(id, 'kept-session');
    expect(since).toBeGreaterThanOrEqual(before);
    await waitFor(async () => (await cache.read(id))?.revokedBefore === since, { timeout: 10_000, message: 'the sign-out' });
    expect(cache.peek(id)).toMatchObject({ keptSession: 'kept-session', revokedBefore: since });
    // Two sign-outs in one millisecond still move forward.
    const again = await writer.sessionsRevoked(id);
    expect(again).toBeGreaterThan(since);
  });

  it('signs out one session at a time (a sign-out), listed once each, until a sign-out everywhere covers them all', async () => {
    const id = user();
    await writer.sessionEnded(id, 'phone');
    await writer.sessionEnded(id, 'laptop');
    await writer.sessionEnded(id, 'phone');
    await waitFor(async () => (await cache.read(id))?.endedSessions?.length === 2, { timeout: 10_000, message: 'the sign-outs' });
    expect(cache.peek(id)).toMatchObject({ endedSessions: ['phone', 'laptop'], revokedBefore: 0 });
    const since = await writer.sessionsRevoked(id);
    await waitFor(async () => (await cache.read(id))?.revokedBefore === since, { timeout: 10_000, message: 'the sign-out everywhere' });
    expect(cache.peek(id)?.endedSessions).toBeUndefined();
    await expect(writer.sessionEnded(id, 'not a session')).rejects.toThrow('not a session id');
  });

  it(`keeps the record small: past ${MAX_ENDED_SESSIONS} sessions signed out one by one, the next sign-out ends every session issued until then`, async () => {
    const id = user();
    for (let i = 0; i < MAX_ENDED_SESSIONS; i++) await writer.sessionEnded(id, `s${i}`);
    expect(parseUserAccess(await redis.hgetall(userAccessKey(id)))?.endedSessions).toHaveLength(MAX_ENDED_SESSIONS);
    const before = Date.now();
    await writer.sessionEnded(id, 'one-more');
    const record = parseUserAccess(await redis.hgetall(userAccessKey(id)));
    expect(record?.endedSessions).toBeUndefined();
    expect(record?.revokedBefore).toBeGreaterThanOrEqual(before);
    expect(record?.keptSession).toBeUndefined();
  });

  it('records a deletion, and lives as long as tokens do (plus a margin)', async () => {
    const id = user();
    await writer.deleted(id);
    await waitFor(async () => (await cache.read(id))?.deleted === true, { timeout: 10_000, message: 'the deletion' });
    const ttl = await redis.pttl(userAccessKey(id));
    expect(ttl).toBeGreaterThan(60_000);
    expect(ttl).toBeLessThanOrEqual(60_000 + 24 * 3600 * 1000);
  });

  it('keeps versions moving forward even after a record expired and is written again', async () => {
    const id = user();
    await writer.roleChanged(id, 'user', 1);
    const first = (await cache.read(id))!.version;
    await redis.del(userAccessKey(id));
    await writer.roleChanged(id, 'admin', 2);
    await waitFor(async () => (await cache.read(id))?.role === 'admin', { timeout: 10_000, message: 'the rewrite' });
    expect(cache.peek(id)!.version).toBeGreaterThan(first);
  });

  it('does not keep a read that a change overtook, and reads Redis on every lookup while the subscription is down', async () => {
    const id = user();
    const stale = cache.read(id);
    await writer.roleChanged(id, 'moderator', Date.now());
    await stale;
    await waitFor(async () => (await cache.read(id))?.role === 'moderator', { timeout: 10_000, message: 'the change' });

    await cache.stop();
    expect(cache.peek(id)).toBeUndefined();
    await writer.roleChanged(id, 'user', Date.now());
    expect((await cache.read(id))?.role).toBe('user');
    expect(cache.peek(id)).toBeUndefined();
    await cache.start();
  });
});
