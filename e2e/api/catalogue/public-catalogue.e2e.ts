import { api, loginAs } from '../support';
import { createModule, createSection, expectEnvelope, uniqueSlug } from './catalogue-helpers';

/** GET /api/modules, /api/sections and their details, previews and thumbnails, through the gateway (doc 2 §7, doc 1 §7). */
describe('catalogue: public routes (e2e)', () => {
  describe('GET /api/modules', () => {
    it('answers the seeded published modules without code, with pagination.totalModules, to anyone', async () => {
      const anonymous = await api('/api/modules?limit=1000');
      expect(anonymous.status).toBe(200);
      expect(anonymous.body).toMatchObject({ success: true, pagination: { page: 1, limit: 1000, totalModules: expect.any(Number), pages: expect.any(Number) } });
      expect(anonymous.body.data.length).toBeGreaterThan(0);
      expect(anonymous.body.data.length).toBe(Math.min(anonymous.body.pagination.totalModules, 1000));
      for (const item of anonymous.body.data) {
        expect(item).toEqual(
          expect.objectContaining({ _id: expect.any(String), slug: expect.any(String), title: expect.any(String), description: expect.any(String), category: expect.any(String), thumbnail: expect.any(String), featured: expect.any(Boolean), rating: expect.any(Number), tags: expect.any(Array), author: expect.any(String), downloads: expect.any(Number), updatedAt: expect.any(String) }),
        );
        expect(item).not.toHaveProperty('code');
        expect(item).not.toHaveProperty('templateCode');
      }
      // A signed-in visitor gets the same answer. Other suites publish modules meanwhile on this shared
      // stack: compare with anonymous answers taken just before and just after, when those two agree.
      const user = await loginAs('user');
      let compared = false;
      for (let attempt = 0; attempt < 5 && !compared; attempt++) {
        const before = (await api('/api/modules?limit=1000')).text;
        const signedIn = (await api('/api/modules?limit=1000', { token: user.token })).text;
        const after = (await api('/api/modules?limit=1000')).text;
        if (before !== after) continue;
        expect(signedIn).toBe(before);
        compared = true;
      }
      expect(compared).toBe(true);
    });

    it('filters by category, featured and search; clamps the landing page limit of 10000', async () => {
      const category = uniqueSlug('cat');
      await createModule({ category, status: 'published', featured: true, title: `Findable ${category}` });
      await createModule({ category, status: 'published' });
      await createModule({ category, status: 'draft' });
      expect((await api(`/api/modules?category=${category}`)).body.data).toHaveLength(2);
      expect((await api(`/api/modules?category=${category}&featured=true`)).body.data).toHaveLength(1);
      expect((await api(`/api/modules?search=${encodeURIComponent(`Findable ${category}`)}`)).body.data).toHaveLength(1);
      expect((await api('/api/modules?search=%5B%28.%2A')).status).toBe(200);
      expect((await api('/api/modules?page=1&limit=10000')).body.pagination.limit).toBe(1000);
    });

    it('answers 400 with the envelope for malformed queries, never 5xx', async () => {
      expectEnvelope(await api('/api/modules?page=0'), 400, 'page must be a positive integer');
      expectEnvelope(await api('/api/modules?limit=abc'), 400, 'limit must be a positive integer');
      expectEnvelope(await api('/api/modules?featured=yes'), 400, 'featured must be true or false');
      expectEnvelope(await api(`/api/modules?search=${'x'.repeat(201)}`), 400);
      // Operator-shaped parameters are not filters: ignored, never passed to the database.
      expect((await api('/api/modules?category[$ne]=x&limit=1')).status).toBe(200);
    });

    it('answers ETag and 304 to If-None-Match through the gateway', async () => {
      let etag = (await api('/api/modules?limit=1000')).headers.get('etag');
      expect(etag).toMatch(/^"/);
      let again = await api('/api/modules?limit=1000', { headers: { 'if-none-match': etag! } });
      // Suites run side by side and admin suites add modules: when the catalogue moved between the two
      // requests, the answer is the new list with a new ETag, which must then give the 304.
      for (let moved = 0; again.status === 200 && again.headers.get('etag') !== etag && moved < 5; moved += 1) {
        etag = again.headers.get('etag');
        again = await api('/api/modules?limit=1000', { headers: { 'if-none-match': etag! } });
      }
      expect(again.status).toBe(304);
      expect(again.text).toBe('');
    });
  });

  describe('GET /api/modules/{slug}', () => {
    it('answers a published module (with data.code to an admin; access by plan: source-access.e2e.ts); drafts, archived and unknown slugs are 404', async () => {
      const published = await createModule({ status: 'published', templateCode: '<b>${word}</b>', variables: [{ name: 'word', label: 'Word', defaultValue: 'hi' }] });
      const res = await api(`/api/modules/${published.slug}`, { token: (await loginAs('admin')).token });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ slug: published.slug, code: '<b>hi</b>', variables: [{ name: 'word', defaultValue: 'hi' }] });
      const draft = await createModule();
      expectEnvelope(await api(`/api/modules/${draft.slug}`), 404, 'Module not found');
      expectEnvelope(await api('/api/modules/no-such-module-anywhere'), 404, 'Module not found');
      expectEnvelope(await api('/api/modules/%24where'), 404);
    });
  });

  describe('GET /api/sections and /api/sections/{slug}', () => {
    it('answers published sections with data, pagination.totalSections and currentPage', async () => {
      const category = uniqueSlug('sc');
      const published = await createSection({ category, status: 'published' });
      await createSection({ category });
      const res = await api(`/api/sections?category=${category}&limit=1000&sortBy=title`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ success: true, pagination: { currentPage: 1, totalSections: 1 } });
      expect(res.body.data.map((s: any) => s.slug)).toEqual([published.slug]);
      expect((await api(`/api/sections/${published.slug}`, { token: (await loginAs('admin')).token })).body.data).toMatchObject({ slug: published.slug, code: published.code, previewUrl: `/api/sections/${published.slug}/preview` });
      expectEnvelope(await api('/api/sections?sortBy=bogus'), 400);
      expectEnvelope(await api('/api/sections/unknown-section-slug'), 404, 'Section not found');
    });

    it('renders a preview of a published section as sandboxed HTML; 404 for a draft', async () => {
      const published = await createSection({ status: 'published' });
      const preview = await api(`/api/sections/${published.slug}/preview`);
      expect(preview.status).toBe(200);
      expect(preview.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(preview.headers.get('content-security-policy')).toContain('sandbox allow-scripts');
      expect(preview.text).toContain('<h2>Hello from the preview</h2>');
      expect(preview.text).toContain('<p>A line</p>');
      const draft = await createSection();
      expectEnvelope(await api(`/api/sections/${draft.slug}/preview`), 404, 'Section not found');
    });
  });

  describe('GET /api/catalogue-assets/thumbnails/{kind}/{file}', () => {
    it('serves a seed thumbnail as SVG with long caching and a script-blocking CSP', async () => {
      const list = await api('/api/modules?limit=1000');
      const withThumbnail = list.body.data.find((m: any) => m.thumbnail.startsWith('/api/catalogue-assets/thumbnails/modules/'));
      expect(withThumbnail).toBeDefined();
      const res = await api(withThumbnail.thumbnail);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/svg+xml');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
      expect(res.text).toContain('<svg');
    });

    it("is kept by the gateway at its versioned (content-addressed) URL only: repeated from there, same bytes and headers", async () => {
      const list = await api('/api/modules?limit=1000');
      const versioned = list.body.data.map((m: any) => m.thumbnail).find((url: string) => url.startsWith('/api/catalogue-assets/thumbnails/modules/') && url.includes('?v='));
      expect(versioned).toBeDefined();
      const first = await api(versioned);
      expect(first.status).toBe(200);
      let repeated = await api(versioned);
      for (let attempt = 0; attempt < 20 && repeated.headers.get('x-liquify-cache') !== 'HIT'; attempt++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        repeated = await api(versioned);
      }
      expect(repeated.headers.get('x-liquify-cache')).toBe('HIT');
      expect(repeated.text).toBe(first.text);
      for (const header of ['content-type', 'cache-control', 'content-security-policy', 'etag', 'x-content-type-options']) expect([header, repeated.headers.get(header)]).toEqual([header, first.headers.get(header)]);
      const notModified = await api(versioned, { headers: { 'if-none-match': first.headers.get('etag')! } });
      expect(notModified.status).toBe(304);
      // Without the version, the same file may change with the next seed: never kept.
      const unversioned = versioned.replace(/\?v=.*$/, '');
      await api(unversioned);
      expect((await api(unversioned)).headers.get('x-liquify-cache')).not.toBe('HIT');
    });

    it('answers 404 for unknown kinds, names and traversal attempts', async () => {
      for (const path of ['/api/catalogue-assets/thumbnails/modules/nope.svg', '/api/catalogue-assets/thumbnails/users/a.svg', '/api/catalogue-assets/thumbnails/modules/..%2F..%2Fpackage.json', '/api/catalogue-assets/thumbnails/modules/a.js']) {
        const res = await api(path);
        expect([path, res.status]).toEqual([path, 404]);
      }
    });
  });
});
