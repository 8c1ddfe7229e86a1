import { getModelToken } from '@nestjs/mongoose';
import { REDIS, Redis } from '@liquify/redis';
import type { Model } from 'mongoose';
import { MODULE_MODEL } from '../src/modules/module.schema';
import { SECTION_MODEL } from '../src/sections/section.schema';
import { CatalogueCacheService } from '../src/catalogue/catalogue-cache.service';
import { CatalogueHarness, uniqueName } from './support';

jest.setTimeout(60_000);

describe('public answers cached in real Redis, invalidated on every change', () => {
  let a: CatalogueHarness;
  let b: CatalogueHarness;
  let redis: Redis;

  beforeAll(async () => {
    const run = uniqueName('catalogue-cache');
    a = await CatalogueHarness.start({ run, observe: false });
    // A second replica on the same database, Redis prefix and topics.
    b = await CatalogueHarness.start({ run, observe: false });
    redis = a.app.get(REDIS);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const modules = () => a.app.get<Model<any>>(getModelToken(MODULE_MODEL));
  const sections = () => a.app.get<Model<any>>(getModelToken(SECTION_MODEL));

  it('serves the list from Redis (a change made behind its back is not seen) until a change through the service', async () => {
    const category = uniqueName('cached');
    const first = await a.createModule({ category, title: 'First', status: 'published' });
    const url = `/api/modules?category=${category}&limit=1000`;

    const miss = await a.http('GET', url);
    expect(miss.body.data.map((m: any) => m.title)).toEqual(['First']);
    const keys = await redis.keys(`${a.config.REDIS_KEY_PREFIX}catalogue:cache:modules:*`);
    expect(keys.some((k) => k.includes(`:list:1:1000::${category}:`))).toBe(true);

    // Written straight into the database: the service is not told, so the cache answers the old bytes.
    await modules().updateOne({ _id: first._id }, { $set: { title: 'Changed behind its back' } });
    const hit = await a.http('GET', url);
    expect(hit.text).toBe(miss.text);
    expect(hit.headers.etag).toBe(miss.headers.etag);

    // The other replica reads the same Redis entry.
    expect((await b.http('GET', url)).text).toBe(miss.text);

    // Any change through the service invalidates every cached list.
    await a.createModule({ category: uniqueName('elsewhere'), status: 'draft' });
    const fresh = await a.http('GET', url);
    expect(fresh.body.data.map((m: any) => m.title)).toEqual(['Changed behind its back']);
    expect(fresh.headers.etag).not.toBe(miss.headers.etag);
  });

  it('answers 304 to If-None-Match on lists and details, and 200 with a new ETag after a change', async () => {
    const m = await a.createModule({ status: 'published' });
    const list = await a.http('GET', '/api/modules');
    const etag = list.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(list.headers['cache-control']).toBe('public, no-cache');
    const notModified = await a.http('GET', '/api/modules', { headers: { 'if-none-match': etag } });
    expect(notModified.status).toBe(304);
    expect(notModified.text).toBe('');
    expect((await a.http('GET', '/api/modules', { headers: { 'if-none-match': `W/${etag}` } })).status).toBe(304);

    const detail = await a.http('GET', `/api/modules/${m.slug}`);
    expect((await a.http('GET', `/api/modules/${m.slug}`, { headers: { 'if-none-match': detail.headers.etag as string } })).status).toBe(304);

    await a.admin('PUT', `/api/admin/modules/${m._id}`, { description: 'New description', revision: m.revision });
    const changed = await a.http('GET', `/api/modules/${m.slug}`, { headers: { 'if-none-match': detail.headers.etag as string } });
    expect(changed.status).toBe(200);
    expect(changed.body.data.description).toBe('New description');
    expect((await a.http('GET', '/api/modules', { headers: { 'if-none-match': etag } })).status).toBe(200);
  });

  it("reads a module's page by its id from the first request on any replica, after its creation and after a rename", async () => {
    const m = await a.createModule({ status: 'published' });
    const other = b.app.get<Model<any>>(getModelToken(MODULE_MODEL));
    const asked = jest.spyOn(other, 'findOne');
    const bySlug = () => asked.mock.calls.filter(([filter]) => filter && 'slug' in (filter as object));
    try {
      const page = await b.http('GET', `/api/modules/${m.slug}`);
      expect(page.status).toBe(200);
      expect(page.body.data._id).toBe(m._id);
      expect(bySlug()).toEqual([]);
      const renamed = `${m.slug}-renamed`;
      expect((await a.admin('PUT', `/api/admin/modules/${m._id}`, { slug: renamed, revision: m.revision })).status).toBe(200);
      const again = await b.http('GET', `/api/modules/${renamed}`);
      expect(again.body.data._id).toBe(m._id);
      expect(bySlug()).toEqual([]);
      // The old slug names nothing now: asked by slug (the one way to know), and not found.
      expect((await b.http('GET', `/api/modules/${m.slug}`)).status).toBe(404);
    } finally {
      asked.mockRestore();
    }
  });

  it('a change on one replica reaches the other replica at once (pub/sub), not at the next poll', async () => {
    const category = uniqueName('replica');
    const s = await a.createSection({ category, status: 'published' });
    const url = `/api/sections?category=${category}`;
    expect((await b.http('GET', url)).body.data).toHaveLength(1);
    expect((await b.http('GET', url)).body.data).toHaveLength(1); // now in b's local copy

    await a.admin('PUT', `/api/admin/sections/${s._id}/status`, { status: 'archived' });
    const started = Date.now();
    let seen = -1;
    while (Date.now() - started < 3000) {
      seen = (await b.http('GET', url)).body.data.length;
      if (seen === 0) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(seen).toBe(0);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('caches the section detail and preview, invalidated by a section change', async () => {
    const s = await a.createSection({ status: 'published' });
    const preview = await a.http('GET', `/api/sections/${s.slug}/preview`);
    expect(preview.text).toContain('Hello');
    await sections().updateOne({ _id: s._id }, { $set: { code: '<p>Direct</p>', schemaJson: null } });
    expect((await a.http('GET', `/api/sections/${s.slug}/preview`)).text).toBe(preview.text);
    await a.admin('PUT', `/api/admin/sections/${s._id}`, { title: 'Renamed', revision: s.revision });
    const fresh = await a.http('GET', `/api/sections/${s.slug}/preview`);
    expect(fresh.text).toContain('<p>Direct</p>');
    expect(fresh.text).toContain('<title>Renamed - preview</title>');
  });

  it('a module change does not invalidate the sections cache (separate versions)', async () => {
    const before = await redis.get('edge:tag:catalogue.sections');
    await a.createModule();
    expect(await redis.get('edge:tag:catalogue.sections')).toBe(before);
    await a.createSection();
    expect(Number(await redis.get('edge:tag:catalogue.sections'))).toBe(Number(before ?? 0) + 1);
  });

  it('requests for one answer missing together are answered by one compute in a replica, and a newer version computes again', async () => {
    const cache = a.app.get(CatalogueCacheService);
    const key = uniqueName('together');
    let computes = 0;
    const compute = async () => {
      computes += 1;
      await new Promise((resolve) => setTimeout(resolve, 100));
      return JSON.stringify({ computes });
    };
    const answers = await Promise.all(Array.from({ length: 5 }, () => cache.getOrCompute('modules', key, compute)));
    expect(computes).toBe(1);
    expect(new Set(answers.map((answer) => answer.etag)).size).toBe(1);

    await a.createModule(); // the modules' version moves: the next request computes its answer again
    await Promise.all(Array.from({ length: 3 }, () => cache.getOrCompute('modules', key, compute)));
    expect(computes).toBe(2);
  });
});
