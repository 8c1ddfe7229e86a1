import { CatalogueHarness, uniqueName } from './support';

jest.setTimeout(60_000);

const SECTION = `<section class="banner" style="background:{{ section.settings.background }}">
  <h2>{{ section.settings.heading }}</h2>
  {%- for block in section.blocks -%}
    <p {{ block.shopify_attributes }}>{{ block.settings.text }}</p>
  {%- endfor -%}
  <script>document.body.dataset.ran = "yes";</script>
</section>
{% schema %}
{
  "name": "Banner",
  "settings": [
    { "type": "text", "id": "heading", "label": "Heading", "default": "Summer sale" },
    { "type": "color", "id": "background", "label": "Background", "default": "#fde68a" }
  ],
  "blocks": [{ "type": "line", "name": "Line", "settings": [{ "type": "text", "id": "text", "label": "Text", "default": "Up to 50% off" }] }],
  "presets": [{ "name": "Banner", "blocks": [{ "type": "line" }, { "type": "line", "settings": { "text": "Free shipping" } }] }]
}
{% endschema %}`;

describe('sections on real FerretDB + Kafka + Redis', () => {
  let h: CatalogueHarness;

  beforeAll(async () => {
    h = await CatalogueHarness.start();
  });
  afterAll(async () => {
    await h?.close();
  });

  const slug = () => uniqueName('sec');
  const base = () => ({ title: 'Banner', description: 'A banner', slug: slug(), category: 'hero', code: SECTION });

  describe('admin create (doc 3 §5)', () => {
    it('answers 201 with a draft, the default thumbnail, the schema and its settings read from the Liquid', async () => {
      const input = { ...base(), tags: [' sale', 'sale', 'summer '], category: '  Mega Promo ' };
      const res = await h.admin('POST', '/api/admin/sections', input);
      expect(res.status).toBe(201);
      const s = res.body.data;
      expect(s).toMatchObject({
        slug: input.slug,
        status: 'draft',
        featured: false,
        category: 'mega promo',
        tags: ['sale', 'summer'],
        thumbnail: '/placeholders/categories/sections.svg',
        hasLiquidCode: true,
        code: SECTION,
        previewUrl: `/api/sections/${input.slug}/preview`,
      });
      expect(s.schema.name).toBe('Banner');
      expect(s.settings.map((x: any) => x.id)).toEqual(['heading', 'background']);
      const event = await h.waitForEvent('catalogue.section.updated.v1', (e) => e.envelope.data.id === s._id);
      expect(event.envelope.data).toMatchObject({ slug: s.slug, status: 'draft', templateCode: SECTION, variables: [], thumbnail: '/placeholders/categories/sections.svg' });
    });

    it.each([
      ['title', 'Title is required'],
      ['description', 'Description is required'],
      ['slug', 'Slug is required'],
      ['category', 'Category is required'],
      ['code', 'Code is required'],
    ])('answers 400 when %s is missing: %j', async (field, message) => {
      const { [field as 'title']: _drop, ...rest } = base();
      const res = await h.admin('POST', '/api/admin/sections', rest);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, error: message });
    });

    it('answers 400 naming the line of invalid Liquid', async () => {
      const code = '<div>\n  {% for item in section.blocks %}\n    {{ item.settings.text }}\n</div>\n{% schema %}{"name":"X"}{% endschema %}';
      const res = await h.admin('POST', '/api/admin/sections', { ...base(), code });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: 'Invalid Liquid syntax at line 2: tag {% for item in section.blocks %} not closed', code: 'INVALID_LIQUID', details: { line: 2 } });
      const unknown = await h.admin('POST', '/api/admin/sections', { ...base(), code: 'a\nb\n{% bogus %}' });
      expect(unknown.body.error).toBe('Invalid Liquid syntax at line 3: tag "bogus" not found');
    });

    it('answers 400 for an invalid schema JSON, naming its line', async () => {
      const code = '<p>{{ section.settings.a }}</p>\n{% schema %}\n{\n  "name": "X",\n  "settings": [ { "type": "text", "id": "a" } ],\n}\n{% endschema %}';
      const res = await h.admin('POST', '/api/admin/sections', { ...base(), code });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('INVALID_SECTION_SCHEMA');
      expect(res.body.error).toMatch(/^Invalid section schema at line 6: the JSON is not valid/);
    });

    it('answers 409 on a duplicate slug', async () => {
      const input = base();
      await h.admin('POST', '/api/admin/sections', input);
      const again = await h.admin('POST', '/api/admin/sections', { ...base(), slug: input.slug });
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({ error: 'A section with this slug already exists', code: 'SLUG_TAKEN' });
    });
  });

  describe('updates name the revision they were read at (issue #25 item 3)', () => {
    it('of two parallel saves at the same revision exactly one lands; a stale one is 409', async () => {
      const s = await h.createSection();
      const answers = await Promise.all(['One', 'Two'].map((title) => h.admin('PUT', `/api/admin/sections/${s._id}`, { title, revision: s.revision })));
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      expect(answers.find((a) => a.status === 409)!.body).toMatchObject({ error: 'This item was changed by someone else. Reload to see their changes.', code: 'EDIT_CONFLICT' });
      const winner = answers.find((a) => a.status === 200)!.body.data;
      expect(winner.revision).toBe(s.revision + 1);
      expect((await h.admin('GET', `/api/admin/sections/${s._id}`)).body.data.title).toBe(winner.title);
      expect((await h.admin('PUT', `/api/admin/sections/${s._id}`, { status: 'published' })).status).toBe(400);
    });
  });

  describe('update, status, featured, delete', () => {
    it('accepts a status-only update (the sections screen does that) and emits published then unpublished', async () => {
      const s = await h.createSection();
      const res = await h.admin('PUT', `/api/admin/sections/${s._id}`, { status: 'published', revision: s.revision });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ status: 'published', title: s.title, code: s.code });
      await h.waitForEvent('catalogue.section.published.v1', (e) => e.envelope.data.id === s._id);
      const draft = await h.admin('PUT', `/api/admin/sections/${s._id}/status`, { status: 'draft' });
      expect(draft.body.data.status).toBe('draft');
      await h.waitForEvent('catalogue.section.unpublished.v1', (e) => e.envelope.data.id === s._id && e.envelope.data.status === 'draft');
    });

    it('re-checks the Liquid and re-reads the schema when the code changes; an empty thumbnail returns to the default', async () => {
      const s = await h.createSection({ thumbnail: 'https://cdn.example.com/t.svg' });
      expect(s.thumbnail).toBe('https://cdn.example.com/t.svg');
      const bad = await h.admin('PUT', `/api/admin/sections/${s._id}`, { code: '{% if %}', revision: s.revision });
      expect(bad.status).toBe(400);
      expect(bad.body.code).toBe('INVALID_LIQUID');
      const ok = await h.admin('PUT', `/api/admin/sections/${s._id}`, { code: SECTION, thumbnail: '', revision: s.revision });
      expect(ok.body.data.schema.name).toBe('Banner');
      expect(ok.body.data.thumbnail).toBe('/placeholders/categories/sections.svg');
      const noSchema = await h.admin('PUT', `/api/admin/sections/${s._id}`, { code: '<p>static</p>', revision: ok.body.data.revision });
      expect(noSchema.body.data).toMatchObject({ schema: null, settings: [], hasLiquidCode: false });
    });

    it('toggles featured, deletes with the deleted event, and answers 404 for unknown or malformed ids', async () => {
      const s = await h.createSection();
      expect((await h.admin('PUT', `/api/admin/sections/${s._id}/featured`)).body.data.featured).toBe(true);
      const deleted = await h.admin('DELETE', `/api/admin/sections/${s._id}`);
      expect(deleted.body).toEqual({ success: true, message: 'Section deleted successfully' });
      // To the trash (issue #25 item 11): the trashed event now, the deleted event only when purged 30 days later.
      await h.waitForEvent('catalogue.section.trashed.v1', (e) => e.envelope.data.id === s._id && e.envelope.data.slug === s.slug);
      for (const [method, url] of [
        ['GET', `/api/admin/sections/${s._id}`],
        ['GET', '/api/admin/sections/xyz'],
        ['GET', '/api/admin/sections/slug/no-such-section'],
        ['PUT', `/api/admin/sections/${s._id}`],
        ['PUT', `/api/admin/sections/${s._id}/status`],
        ['PUT', '/api/admin/sections/123/featured'],
        ['DELETE', `/api/admin/sections/${s._id}`],
        ['GET', `/api/admin/sections/${s._id}/preview`],
      ] as const) {
        const res = await h.admin(method, url, method === 'PUT' ? { status: 'draft', revision: 0 } : undefined);
        expect([url, res.status, res.body.error]).toEqual([url, 404, 'Section not found']);
      }
    });
  });

  describe('lists and stats', () => {
    it('admin list answers sections and pagination {page, limit, total, pages}; stats has the section keys', async () => {
      const category = uniqueName('c');
      await h.createSection({ category, status: 'published', featured: true });
      await h.createSection({ category });
      const list = await h.admin('GET', `/api/admin/sections?category=${category}`);
      expect(list.body).toMatchObject({ success: true, pagination: { page: 1, limit: 20, total: 2, pages: 1 } });
      expect(list.body.sections).toHaveLength(2);
      expect((await h.admin('GET', `/api/admin/sections?category=${category}&status=published&featured=true`)).body.sections).toHaveLength(1);
      const stats = (await h.admin('GET', '/api/admin/sections/stats/overview')).body.data;
      expect(Object.keys(stats).sort()).toEqual(['categories', 'draftSections', 'featuredSections', 'publishedSections', 'totalSections']);
      expect(stats.totalSections).toBeGreaterThanOrEqual(2);
      expect(stats.categories).toContainEqual({ _id: category, count: 2 });
    });

    it('public list: published only, data + pagination.totalSections + currentPage, sortBy title', async () => {
      const category = uniqueName('p');
      await h.createSection({ category, title: 'Zeta', status: 'published' });
      await h.createSection({ category, title: 'Alpha', status: 'published' });
      await h.createSection({ category, title: 'Hidden', status: 'draft' });
      const res = await h.http('GET', `/api/sections?category=${category}&sortBy=title&limit=1000`);
      expect(res.status).toBe(200);
      expect(res.body.pagination).toEqual({ currentPage: 1, page: 1, limit: 1000, pages: 1, totalSections: 2 });
      expect(res.body.data.map((s: any) => s.title)).toEqual(['Alpha', 'Zeta']);
      expect(res.body.data[0]).not.toHaveProperty('code');
      const page2 = await h.http('GET', `/api/sections?category=${category}&sortBy=title&limit=1&page=2`);
      expect(page2.body.pagination).toMatchObject({ currentPage: 2, pages: 2, totalSections: 2 });
      expect(page2.body.data.map((s: any) => s.title)).toEqual(['Zeta']);
      expect((await h.http('GET', '/api/sections?sortBy=%24natural')).status).toBe(400);
    });

    it('public detail: published only', async () => {
      const pub = await h.createSection({ status: 'published' });
      const draft = await h.createSection();
      const res = await h.http('GET', `/api/sections/${pub.slug}`, { token: h.token('admin') });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ slug: pub.slug, code: pub.code, settings: [{ id: 'heading' }] });
      // Without a token: the card (source-access.int-spec.ts covers who may open what).
      expect((await h.http('GET', `/api/sections/${pub.slug}`)).body.data).toMatchObject({ slug: pub.slug, locked: true, previewUrl: `/api/sections/${pub.slug}/preview` });
      const hidden = await h.http('GET', `/api/sections/${draft.slug}`);
      expect(hidden.status).toBe(404);
      expect(hidden.body).toMatchObject({ success: false, error: 'Section not found' });
    });
  });

  describe('preview (rendered with the schema defaults)', () => {
    it('renders the published section into sandboxed HTML', async () => {
      const s = await h.createSection({ code: SECTION, status: 'published' });
      const res = await h.http('GET', `/api/sections/${s.slug}/preview`);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['content-security-policy']).toContain('sandbox allow-scripts');
      expect(res.headers['content-security-policy']).toContain("default-src 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.text).toContain('<h2>Summer sale</h2>');
      expect(res.text).toContain('background:#fde68a');
      expect(res.text).toContain('<p >Up to 50% off</p><p >Free shipping</p>');
      const etag = res.headers.etag as string;
      expect((await h.http('GET', `/api/sections/${s.slug}/preview`, { headers: { 'if-none-match': etag } })).status).toBe(304);
    });

    it('is 404 for drafts publicly, but admins can preview them', async () => {
      const s = await h.createSection({ code: SECTION });
      expect((await h.http('GET', `/api/sections/${s.slug}/preview`)).status).toBe(404);
      const admin = await h.admin('GET', `/api/admin/sections/${s._id}/preview`);
      expect(admin.status).toBe(200);
      expect(admin.headers['cache-control']).toBe('no-store');
      expect(admin.text).toContain('<h2>Summer sale</h2>');
      expect((await h.http('GET', `/api/admin/sections/${s._id}/preview`, { token: h.token('user') })).status).toBe(403);
    });

    it('answers 422 "Preview unavailable" when the section exceeds the render limits', async () => {
      const s = await h.createSection({ status: 'published', code: '{% for i in (1..100000000) %}{{ i }}{% endfor %}' });
      const started = Date.now();
      const res = await h.http('GET', `/api/sections/${s.slug}/preview`);
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ success: false, error: 'Preview unavailable', code: 'PREVIEW_UNAVAILABLE' });
      // The failure is cached: the second visit does not render again.
      const again = Date.now();
      expect((await h.http('GET', `/api/sections/${s.slug}/preview`)).status).toBe(422);
      expect(Date.now() - again).toBeLessThan(Math.max(200, (again - started) / 2));
    });
  });

  describe('authorization', () => {
    it('answers 401 without a token and 403 for a user on every admin section route', async () => {
      const s = await h.createSection();
      const routes: Array<['GET' | 'POST' | 'PUT' | 'DELETE', string]> = [
        ['GET', '/api/admin/sections'],
        ['POST', '/api/admin/sections'],
        ['GET', '/api/admin/sections/stats/overview'],
        ['GET', `/api/admin/sections/slug/${s.slug}`],
        ['GET', `/api/admin/sections/${s._id}`],
        ['GET', `/api/admin/sections/${s._id}/preview`],
        ['PUT', `/api/admin/sections/${s._id}`],
        ['DELETE', `/api/admin/sections/${s._id}`],
        ['PUT', `/api/admin/sections/${s._id}/status`],
        ['PUT', `/api/admin/sections/${s._id}/featured`],
      ];
      for (const [method, url] of routes) {
        expect([url, (await h.http(method, url)).status]).toEqual([url, 401]);
        expect([url, (await h.http(method, url, { token: h.token('user') })).status]).toEqual([url, 403]);
      }
      expect((await h.admin('GET', `/api/admin/sections/${s._id}`)).status).toBe(200);
    });
  });
});
