import { testInfra, uniqueName, waitFor } from '@liquify/testing';
import Redis from 'ioredis';
import { EdgeCache, EdgeTags } from '../src';

/** The gateway's cache and the services' tags against a real Redis. */
describe('EdgeCache with EdgeTags', () => {
  let redis: Redis;
  let tags: EdgeTags;
  let cache: EdgeCache;
  let cacheClient: Redis;
  const entry = (text: string) => ({ body: Buffer.from(text), headers: { 'content-type': 'text/plain' } });

  beforeAll(async () => {
    const { redisUrl } = await testInfra(['redis']);
    const prefix = `${uniqueName('edge')}:`;
    redis = new Redis(redisUrl, { keyPrefix: prefix });
    tags = new EdgeTags(redis, prefix);
    cacheClient = redis.duplicate();
    cache = new EdgeCache(cacheClient, { keyPrefix: prefix, maxAgeMs: 60_000 });
    await cache.start();
  });

  afterAll(async () => {
    await cache.stop();
    cacheClient.disconnect();
    redis.disconnect();
  });

  it('keeps an answer until its tag is bumped anywhere', async () => {
    const version = (await tags.version('catalogue.modules'))!;
    expect(cache.offer('/a', { scope: 'public', tag: 'catalogue.modules', version }, entry('one'), cache.begin())).toBe(true);
    expect(cache.get('/a')?.body.toString()).toBe('one');
    const bumped = await tags.bump(['catalogue.modules', 'catalogue.modules']);
    expect(bumped.get('catalogue.modules')).toBe(version + 1);
    await waitFor(() => cache.get('/a') === undefined, { message: 'the bump to invalidate the answer' });
  });

  it('refuses an answer older than a version it knows, and one whose request began before a resubscription', async () => {
    const version = (await tags.version('identity.user.u1'))!;
    const token = cache.begin();
    await tags.bump(['identity.user.u1']);
    await waitFor(() => !cache.offer('/probe', { scope: 'user', tag: 'identity.user.u1', version }, entry('old'), cache.begin()), { message: 'the bump to arrive' });
    expect(cache.offer('/me', { scope: 'user', tag: 'identity.user.u1', version }, entry('old'), token)).toBe(false);

    const before = cache.begin();
    await cache.stop();
    expect(cache.live).toBe(false);
    expect(cache.begin()).toBeUndefined();
    await cache.start();
    const fresh = (await tags.version('identity.user.u1'))!;
    expect(cache.offer('/me', { scope: 'user', tag: 'identity.user.u1', version: fresh }, entry('new'), before)).toBe(false);
    expect(cache.offer('/me', { scope: 'user', tag: 'identity.user.u1', version: fresh }, entry('new'), cache.begin())).toBe(true);
    expect(cache.get('/me')?.body.toString()).toBe('new');
  });

  it('forgets everything when the subscription drops (bumps may be missed meanwhile)', async () => {
    const version = (await tags.version('catalogue.sections'))!;
    expect(cache.offer('/s', { scope: 'public', tag: 'catalogue.sections', version }, entry('s'), cache.begin())).toBe(true);
    await cache.stop();
    expect(cache.get('/s')).toBeUndefined();
    await cache.start();
    expect(cache.get('/s')).toBeUndefined();
  });
});
