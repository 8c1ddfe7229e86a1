import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { getModelToken } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { MODULE_MODEL } from '../src/modules/module.schema';
import { SECTION_MODEL } from '../src/sections/section.schema';
import { CatalogueSeed } from '../src/catalogue/catalogue.seed';
import { seedDirFor } from '../src/catalogue/catalogue.seed-data';
import { CatalogueHarness, uniqueName } from './support';

jest.setTimeout(90_000);

const FIXTURE_SEED = join(__dirname, 'fixtures', 'seed');

describe('seed catalogue loaded on start (fixture seed folder)', () => {
  let h: CatalogueHarness;
  const run = uniqueName('catalogue-seed');

  beforeAll(async () => {
    h = await CatalogueHarness.start({ run, env: { SEED_ON_START: 'true', SEED_DIR: FIXTURE_SEED } });
  });
  afterAll(async () => {
    await h?.close();
  });

  it('loads every valid seed file as a published item, with thumbnails, ratings and downloads', async () => {
    const list = await h.http('GET', '/api/modules?limit=1000');
    expect(list.body.pagination.totalModules).toBe(2);
    const bar = list.body.data.find((m: any) => m.slug === 'fixture-announcement-bar');
    expect(bar).toMatchObject({ category: 'announcement-bar', featured: true, rating: 4.7, downloads: 1234, author: 'Liquify Studio', tags: ['announcement', 'banner'] });
    expect(bar.thumbnail).toMatch(/^\/api\/catalogue-assets\/thumbnails\/modules\/fixture-announcement-bar\.svg\?v=[a-f0-9]{12}$/);
    const detail = await h.http('GET', '/api/modules/fixture-announcement-bar', { token: h.token('admin') });
    expect(detail.body.data).toMatchObject({ status: 'published', code: '<div style="background:#111827">Free shipping over $50</div>', hasLiquidCode: true });

    const sections = await h.http('GET', '/api/sections?limit=1000&sortBy=title');
    expect(sections.body.data.map((s: any) => s.slug)).toEqual(['fixture-footer', 'fixture-hero']);
    expect(sections.body.data[0].thumbnail).toBe('/placeholders/categories/sections.svg');
    expect(sections.body.data[1].thumbnail).toMatch(/^\/api\/catalogue-assets\/thumbnails\/sections\/fixture-hero\.svg\?v=/);
    const preview = await h.http('GET', '/api/sections/fixture-footer/preview');
    expect(preview.text).toContain('<a href="/search">Search</a>');
  });

  it('skips an invalid seed file (same validation as an admin save) and never loads it', async () => {
    expect((await h.admin('GET', '/api/admin/modules/slug/fixture-broken')).status).toBe(404);
  });

  it('publishes a published event per seeded item through the outbox', async () => {
    const bar = (await h.admin('GET', '/api/admin/modules/slug/fixture-announcement-bar')).body.data;
    const event = await h.waitForEvent('catalogue.module.published.v1', (e) => e.envelope.data.slug === 'fixture-announcement-bar');
    expect(event.key).toBe(bar._id);
    expect(event.envelope.data).toMatchObject({ id: bar._id, status: 'published', templateCode: '<div style="background:${bar_color}">${message}</div>' });
    expect(event.envelope.data.variables).toHaveLength(2);
    await h.waitForEvent('catalogue.section.published.v1', (e) => e.envelope.data.slug === 'fixture-hero');
    await h.waitForEvent('catalogue.section.published.v1', (e) => e.envelope.data.slug === 'fixture-footer');
  });

  it('is idempotent: running again or restarting never duplicates, and a deleted seed item does not come back', async () => {
    const seed = h.app.get(CatalogueSeed);
    const report = await seed.seedIfEmpty();
    expect(report.modules.inserted + report.sections.inserted).toBe(0);

    const bar = (await h.admin('GET', '/api/admin/modules/slug/fixture-size-chart')).body.data;
    await h.admin('DELETE', `/api/admin/modules/${bar._id}`);

    const restarted = await CatalogueHarness.start({ run, observe: false, env: { SEED_ON_START: 'true', SEED_DIR: FIXTURE_SEED } });
    try {
      const modules = restarted.app.get<Model<any>>(getModelToken(MODULE_MODEL));
      const sections = restarted.app.get<Model<any>>(getModelToken(SECTION_MODEL));
      expect(await modules.countDocuments({ slug: 'fixture-announcement-bar' })).toBe(1);
      expect(await sections.countDocuments({ deletedAt: null })).toBe(2);
      expect(await modules.countDocuments({ slug: 'fixture-size-chart', deletedAt: null })).toBe(0);
    } finally {
      await restarted.close();
    }
  });

  describe('thumbnails', () => {
    it('serves a seed SVG with its content type, long cache and no-script headers', async () => {
      const bar = (await h.http('GET', '/api/modules/fixture-announcement-bar')).body.data;
      const versioned = await h.http('GET', bar.thumbnail);
      expect(versioned.status).toBe(200);
      expect(versioned.headers['content-type']).toBe('image/svg+xml');
      expect(versioned.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(versioned.headers['x-content-type-options']).toBe('nosniff');
      expect(versioned.headers['content-security-policy']).toContain("default-src 'none'");
      expect(versioned.headers['content-security-policy']).not.toContain('script-src');
      expect(versioned.text).toContain('<svg');
      const plain = await h.http('GET', '/api/catalogue-assets/thumbnails/modules/fixture-announcement-bar.svg');
      expect(plain.headers['cache-control']).toBe('public, max-age=86400, stale-while-revalidate=604800');
      expect((await h.http('GET', bar.thumbnail, { headers: { 'if-none-match': versioned.headers.etag as string } })).status).toBe(304);
    });

    it('serves an SVG carrying a script only under a CSP that blocks it', async () => {
      const res = await h.http('GET', '/api/catalogue-assets/thumbnails/modules/fixture-size-chart.svg');
      expect(res.status).toBe(200);
      expect(res.headers['content-security-policy']).toMatch(/default-src 'none'.*sandbox/);
    });

    it.each([
      '/api/catalogue-assets/thumbnails/modules/missing.svg',
      '/api/catalogue-assets/thumbnails/other/fixture-hero.svg',
      '/api/catalogue-assets/thumbnails/sections/fixture-hero.png',
      '/api/catalogue-assets/thumbnails/sections/..%2F..%2Fmodules%2Ffixture-announcement-bar.json',
      '/api/catalogue-assets/thumbnails/sections/%2e%2e',
      '/api/catalogue-assets/thumbnails/sections/FIXTURE-HERO.svg',
      '/api/catalogue-assets/thumbnails/sections/fixture-hero.svg%00.png',
    ])('answers 404 for %s', async (url) => {
      const res = await h.http('GET', url);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ success: false });
    });
  });
});

describe('the real seed catalogue (services/catalogue/seed)', () => {
  let h: CatalogueHarness;

  beforeAll(async () => {
    h = await CatalogueHarness.start({ observe: false });
  });
  afterAll(async () => {
    await h?.close();
  });

  it('loads every seed file through the admin validation (Liquid parsed, schema read), none skipped', async () => {
    const dir = seedDirFor({});
    const count = (folder: string) => readdirSync(join(dir, folder)).filter((f) => f.endsWith('.json')).length;
    const report = await h.app.get(CatalogueSeed).seedIfEmpty();
    expect(report.modules.skipped).toEqual([]);
    expect(report.sections.skipped).toEqual([]);
    expect(report.modules.inserted).toBe(count('modules'));
    expect(report.sections.inserted).toBe(count('sections'));
    const list = await h.http('GET', '/api/modules?limit=1000');
    expect(list.body.pagination.totalModules).toBe(count('modules'));
    for (const section of (await h.http('GET', '/api/sections?limit=1000')).body.data) {
      const preview = await h.http('GET', `/api/sections/${section.slug}/preview`);
      expect([section.slug, preview.status]).toEqual([section.slug, 200]);
    }
  });
});
