import { CatalogueHarness, uniqueName } from './support';

jest.setTimeout(60_000);

describe('modules on real FerretDB + Kafka + Redis', () => {
  let h: CatalogueHarness;

  beforeAll(async () => {
    h = await CatalogueHarness.start();
  });
  afterAll(async () => {
    await h?.close();
  });

  describe('admin create (doc 3 §5, §7)', () => {
    it('answers 201 with a draft in category header, slug from the title, code computed from the template', async () => {
      const title = `Sticky Cart ${uniqueName('t')}`;
      const res = await h.admin('POST', '/api/admin/modules', {
        title: `  ${title} `,
        description: ' Keeps the button in view ',
        tags: [' cart', 'cart', 'conversion ', ''],
        templateCode: '<button style="background:${button_color}">${label}</button><script>const x = `${n}`;</script>',
        variables: [
          { name: 'button_color', label: 'Button colour', type: 'color', defaultValue: '#111111' },
          { name: 'label', label: 'Label', defaultValue: 'Add to cart' },
        ],
        hasLiquidCode: false,
        code: 'ignored: recomputed by the server',
        downloads: 999999,
      });
      expect(res.status).toBe(201);
      const m = res.body.data;
      expect(m).toMatchObject({
        title,
        description: 'Keeps the button in view',
        slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
        category: 'header',
        status: 'draft',
        featured: false,
        tags: ['cart', 'conversion'],
        code: '<button style="background:#111111">Add to cart</button><script>const x = `${n}`;</script>',
        hasLiquidCode: true,
        downloads: 0,
        thumbnail: '',
      });
      expect(m._id).toMatch(/^[a-f0-9]{24}$/);
      expect(m.variables).toEqual([
        { id: 'var_button_color', name: 'button_color', label: 'Button colour', type: 'color', defaultValue: '#111111', description: '' },
        { id: 'var_label', name: 'label', label: 'Label', type: 'text', defaultValue: 'Add to cart', description: '' },
      ]);
      const event = await h.waitForEvent('catalogue.module.updated.v1', (e) => e.envelope.data.id === m._id);
      expect(event.key).toBe(m._id);
      expect(event.envelope).toMatchObject({ type: 'catalogue.module.updated', version: 1, producer: 'catalogue' });
      expect(event.envelope.data).toMatchObject({ slug: m.slug, status: 'draft', templateCode: m.templateCode, variables: [{ name: 'button_color', defaultValue: '#111111' }, { name: 'label' }] });
    });

    it('answers 400 "Titre et description requis" when the title or description is missing', async () => {
      for (const body of [{ description: 'x' }, { title: 'x' }, { title: '  ', description: 'x' }, {}]) {
        const res = await h.admin('POST', '/api/admin/modules', body);
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ success: false, error: 'Titre et description requis', code: 'VALIDATION_FAILED' });
      }
    });

    it('answers 400 "Nom et libellé requis" for a variable without name or label', async () => {
      const res = await h.admin('POST', '/api/admin/modules', { title: 'T', description: 'D', variables: [{ name: 'x', label: '' }] });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('Nom et libellé requis');
      expect(res.body.details[0]).toMatchObject({ field: 'variables.0.label', message: 'Nom et libellé requis' });
    });

    it('lowercases and trims a custom category, takes the first entry of a list', async () => {
      expect((await h.createModule({ category: '  Size Charts ' })).category).toBe('size charts');
      expect((await h.createModule({ category: ['Trust-Badges', 'x'] })).category).toBe('trust-badges');
    });

    it('answers 409 on a duplicate slug and 400 on an invalid one', async () => {
      const slug = uniqueName('dup');
      await h.createModule({ slug });
      const again = await h.admin('POST', '/api/admin/modules', { title: 'Other', description: 'D', slug });
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({ success: false, error: 'A module with this slug already exists', code: 'SLUG_TAKEN' });
      const bad = await h.admin('POST', '/api/admin/modules', { title: 'Other', description: 'D', slug: 'Not A Slug' });
      expect(bad.status).toBe(400);
      expect(bad.body.error).toBe('Slug must contain only lowercase letters, numbers, and hyphens');
    });

    it('answers 400 "Slug is required" when no slug can be made from the title', async () => {
      const res = await h.admin('POST', '/api/admin/modules', { title: '!!!', description: 'D' });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('Slug is required');
    });

    it('refuses a module whose code holds invalid Liquid, naming the line', async () => {
      const res = await h.admin('POST', '/api/admin/modules', { title: 'Liquid', description: 'D', code: '<div>\n{% if product.available %}\n<b>in stock</b>\n' });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: 'Invalid Liquid syntax at line 2: tag {% if product.available %} not closed', code: 'INVALID_LIQUID', details: { line: 2 } });
      const ok = await h.admin('POST', '/api/admin/modules', { title: `Liquid ok ${uniqueName('l')}`, description: 'D', code: '{% if product.available %}<b>{{ product.title }}</b>{% endif %}' });
      expect(ok.status).toBe(201);
    });

    it('refuses unsafe thumbnails and never answers 500 for malformed bodies', async () => {
      const unsafe = await h.admin('POST', '/api/admin/modules', { title: 'T', description: 'D', thumbnail: 'javascript:alert(1)' });
      expect(unsafe.status).toBe(400);
      expect(unsafe.body.error).toBe('Thumbnail must be an http(s) URL or a path starting with /');
      const token = h.token('admin');
      for (const raw of ['{"title":', '[1,2]', '"text"', 'null', '{"title":{"$gt":""},"description":"x"}', '{"__proto__":{"x":1},"title":"a","description":"b"}']) {
        const res = await h.http('POST', '/api/admin/modules', { raw, token });
        expect(res.status).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
        expect(res.body.success).toBe(false);
      }
    });
  });

  describe('admin reads, update, status, featured, delete', () => {
    it('reads by id and by slug (any status); unknown and malformed ids are 404', async () => {
      const m = await h.createModule();
      expect((await h.admin('GET', `/api/admin/modules/${m._id}`)).body.data).toMatchObject({ _id: m._id, status: 'draft' });
      expect((await h.admin('GET', `/api/admin/modules/slug/${m.slug}`)).body.data._id).toBe(m._id);
      for (const url of ['/api/admin/modules/0123456789abcdef01234567', '/api/admin/modules/not-an-id', '/api/admin/modules/slug/unknown-slug', "/api/admin/modules/slug/%24where"]) {
        const res = await h.admin('GET', url);
        expect(res.status).toBe(404);
        expect(res.body).toMatchObject({ success: false, error: 'Module not found', code: 'MODULE_NOT_FOUND' });
      }
      expect((await h.admin('PUT', '/api/admin/modules/nope/status', { status: 'published' })).status).toBe(404);
      expect((await h.admin('PUT', '/api/admin/modules/nope/featured')).status).toBe(404);
      expect((await h.admin('DELETE', '/api/admin/modules/0123456789abcdef01234567')).status).toBe(404);
    });

    it('publishes, updates, unpublishes and deletes with the matching event each time', async () => {
      const m = await h.createModule({ templateCode: '<p>${headline}</p>', variables: [{ name: 'headline', label: 'Headline', defaultValue: 'Hi' }] });

      const published = await h.admin('PUT', `/api/admin/modules/${m._id}/status`, { status: 'published' });
      expect(published.status).toBe(200);
      expect(published.body.data.status).toBe('published');
      await h.waitForEvent('catalogue.module.published.v1', (e) => e.envelope.data.id === m._id && e.envelope.data.templateCode === '<p>${headline}</p>');

      const updated = await h.admin('PUT', `/api/admin/modules/${m._id}`, { variables: [{ name: 'headline', label: 'Headline', defaultValue: 'Bonjour' }], tags: ['a'], revision: published.body.data.revision });
      expect(updated.status).toBe(200);
      expect(updated.body.data).toMatchObject({ code: '<p>Bonjour</p>', templateCode: '<p>${headline}</p>', tags: ['a'], status: 'published' });
      await h.waitForEvent('catalogue.module.updated.v1', (e) => e.envelope.data.id === m._id && e.envelope.data.variables[0]?.defaultValue === 'Bonjour');

      const featured = await h.admin('PUT', `/api/admin/modules/${m._id}/featured`);
      expect(featured.body.data.featured).toBe(true);
      expect((await h.http('PUT', `/api/admin/modules/${m._id}/featured`, { raw: '', token: h.token('admin') })).body.data.featured).toBe(false);

      const archived = await h.admin('PUT', `/api/admin/modules/${m._id}`, { status: 'archived', revision: await h.revisionOf('modules', m._id) });
      expect(archived.body.data.status).toBe('archived');
      await h.waitForEvent('catalogue.module.unpublished.v1', (e) => e.envelope.data.id === m._id && e.envelope.data.status === 'archived');

      const deleted = await h.admin('DELETE', `/api/admin/modules/${m._id}`);
      expect(deleted.status).toBe(200);
      expect(deleted.body).toEqual({ success: true, message: 'Module deleted successfully' });
      // To the trash (issue #25 item 11): the trashed event now, the deleted event only when purged 30 days later.
      const event = await h.waitForEvent('catalogue.module.trashed.v1', (e) => e.envelope.data.id === m._id);
      expect(event.envelope.data).toEqual({ id: m._id, slug: m.slug, trashedAt: expect.any(String) });
      expect((await h.admin('GET', `/api/admin/modules/${m._id}`)).status).toBe(404);
      // The slug is free again at once.
      expect((await h.admin('POST', '/api/admin/modules', { title: 'Again', description: 'D', slug: m.slug })).status).toBe(201);
    });

    it('update answers 400 for a blank title and 409 for a taken slug', async () => {
      const a = await h.createModule();
      const b = await h.createModule();
      expect((await h.admin('PUT', `/api/admin/modules/${a._id}`, { title: ' ', revision: a.revision })).body.error).toBe('Titre et description requis');
      const taken = await h.admin('PUT', `/api/admin/modules/${a._id}`, { slug: b.slug, revision: a.revision });
      expect(taken.status).toBe(409);
      expect((await h.admin('PUT', `/api/admin/modules/${a._id}/status`, { status: 'live' })).body.error).toBe('Status must be one of draft, published, archived');
    });

    it('concurrent updates never lose one another (revision-checked writes)', async () => {
      const m = await h.createModule();
      const answers = await Promise.all(Array.from({ length: 6 }, () => h.admin('PUT', `/api/admin/modules/${m._id}/featured`)));
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
      const after = (await h.admin('GET', `/api/admin/modules/${m._id}`)).body.data;
      expect(after.featured).toBe(false);
    });
  });

  describe('admin updates name the revision they were read at (issue #25 item 3)', () => {
    const CONFLICT = { success: false, error: 'This item was changed by someone else. Reload to see their changes.', code: 'EDIT_CONFLICT' };

    it('answers the revision on every admin read and write, and bumps it on each change', async () => {
      const m = await h.createModule();
      expect(m.revision).toBe(0);
      expect((await h.admin('GET', `/api/admin/modules/${m._id}`)).body.data.revision).toBe(0);
      const saved = await h.admin('PUT', `/api/admin/modules/${m._id}`, { title: 'First', revision: 0 });
      expect(saved.status).toBe(200);
      expect(saved.body.data.revision).toBe(1);
      expect((await h.admin('PUT', `/api/admin/modules/${m._id}/featured`)).body.data.revision).toBe(2);
    });

    it('refuses a stale revision with 409 and leaves the item as the other admin saved it', async () => {
      const m = await h.createModule();
      expect((await h.admin('PUT', `/api/admin/modules/${m._id}`, { title: 'Theirs', revision: 0 })).status).toBe(200);
      const stale = await h.admin('PUT', `/api/admin/modules/${m._id}`, { title: 'Mine', revision: 0 });
      expect(stale.status).toBe(409);
      expect(stale.body).toMatchObject(CONFLICT);
      expect((await h.admin('GET', `/api/admin/modules/${m._id}`)).body.data).toMatchObject({ title: 'Theirs', revision: 1 });
      // Overwriting knowingly: the current revision, read again.
      expect((await h.admin('PUT', `/api/admin/modules/${m._id}`, { title: 'Mine', revision: 1 })).body.data).toMatchObject({ title: 'Mine', revision: 2 });
    });

    it('of two parallel saves at the same revision exactly one lands, the other is 409', async () => {
      const m = await h.createModule();
      const answers = await Promise.all(['One', 'Two'].map((title) => h.admin('PUT', `/api/admin/modules/${m._id}`, { title, revision: 0 })));
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      const winner = answers.find((a) => a.status === 200)!.body.data.title;
      expect(answers.find((a) => a.status === 409)!.body).toMatchObject(CONFLICT);
      expect((await h.admin('GET', `/api/admin/modules/${m._id}`)).body.data).toMatchObject({ title: winner, revision: 1 });
    });

    it('requires the revision (400) and refuses one that is not a whole number', async () => {
      const m = await h.createModule();
      for (const revision of [undefined, null, -1, 1.5, '0', 'abc']) {
        const res = await h.admin('PUT', `/api/admin/modules/${m._id}`, { title: 'x', revision });
        expect([revision, res.status, res.body.error]).toEqual([revision, 400, 'Revision is required: send the revision the item was read at']);
      }
      expect((await h.admin('GET', `/api/admin/modules/${m._id}`)).body.data.title).toBe(m.title);
    });
  });

  describe('admin list and stats', () => {
    it('lists 20 per page by default with modules and pagination {page, limit, total, pages}, and filters', async () => {
      const category = uniqueName('cat');
      for (let i = 0; i < 3; i++) await h.createModule({ category, status: i === 0 ? 'published' : 'draft', featured: i === 2 });
      const all = await h.admin('GET', `/api/admin/modules?category=${category}`);
      expect(all.status).toBe(200);
      expect(all.body.success).toBe(true);
      expect(all.body.modules).toHaveLength(3);
      expect(all.body.pagination).toEqual({ page: 1, limit: 20, total: 3, pages: 1 });
      expect((await h.admin('GET', `/api/admin/modules?category=${category}&status=draft`)).body.modules).toHaveLength(2);
      expect((await h.admin('GET', `/api/admin/modules?category=${category}&featured=true`)).body.modules).toHaveLength(1);
      expect((await h.admin('GET', `/api/admin/modules?category=${category}&status=all&featured=all&search=`)).body.modules).toHaveLength(3);
      const paged = await h.admin('GET', `/api/admin/modules?category=${category}&limit=2&page=2`);
      expect(paged.body.modules).toHaveLength(1);
      expect(paged.body.pagination).toEqual({ page: 2, limit: 2, total: 3, pages: 2 });
      const defaultPage = await h.admin('GET', '/api/admin/modules');
      expect(defaultPage.body.pagination.limit).toBe(20);
      expect(defaultPage.body.modules.length).toBeLessThanOrEqual(20);
    });

    it('answers {total, published, draft, featured} and the modules per category, most first (dashboard top categories)', async () => {
      const category = uniqueName('stat');
      const before = (await h.admin('GET', '/api/admin/modules/stats/overview')).body.data;
      await h.createModule({ status: 'published', featured: true, category });
      await h.createModule({ category });
      const after = (await h.admin('GET', '/api/admin/modules/stats/overview')).body.data;
      const { categories, ...counts } = after;
      expect(counts).toEqual({ total: before.total + 2, published: before.published + 1, draft: before.draft + 1, featured: before.featured + 1 });
      expect(categories).toContainEqual({ _id: category, count: 2 });
      expect(categories.reduce((n: number, c: { count: number }) => n + c.count, 0)).toBe(after.total);
      const counted = categories.map((c: { count: number }) => c.count);
      expect(counted).toEqual([...counted].sort((a, b) => b - a));
    });

    it('searches title and description as text, never as a pattern', async () => {
      const marker = uniqueName('rx');
      await h.createModule({ title: `Price (50% off) [${marker}]`, status: 'published' });
      await h.createModule({ title: `Other ${marker}`, description: 'a.b*c', status: 'published' });
      const paren = await h.admin('GET', `/api/admin/modules?search=${encodeURIComponent(`(50% off) [${marker}]`)}`);
      expect(paren.status).toBe(200);
      expect(paren.body.modules).toHaveLength(1);
      expect((await h.admin('GET', `/api/admin/modules?search=${encodeURIComponent('a.b*c')}`)).body.modules.map((m: any) => m.title)).toEqual([`Other ${marker}`]);
      expect((await h.admin('GET', `/api/admin/modules?search=${encodeURIComponent('.*')}`)).body.modules).toHaveLength(0);
      expect((await h.http('GET', `/api/modules?search=${encodeURIComponent('(((')}`)).status).toBe(200);
    });
  });

  describe('public catalogue (doc 2 §7)', () => {
    it('lists only published modules, without code, with pagination.totalModules', async () => {
      const category = uniqueName('pub');
      const pub = await h.createModule({ category, status: 'published', templateCode: '<p>secret-ish</p>' });
      await h.createModule({ category, status: 'draft' });
      await h.createModule({ category, status: 'archived' });
      const res = await h.http('GET', `/api/modules?category=${category}&limit=1000`);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.body.pagination).toEqual({ page: 1, limit: 1000, pages: 1, totalModules: 1 });
      expect(res.body.data).toHaveLength(1);
      const item = res.body.data[0];
      expect(Object.keys(item).sort()).toEqual(['_id', 'author', 'category', 'createdAt', 'description', 'downloads', 'featured', 'rating', 'slug', 'tags', 'thumbnail', 'title', 'updatedAt'].sort());
      expect(item._id).toBe(pub._id);
      expect(JSON.stringify(item)).not.toContain('secret-ish');
    });

    it('clamps a limit above 1000 (the landing page asks 10000) and answers 400 for a bad page', async () => {
      expect((await h.http('GET', '/api/modules?page=1&limit=10000')).body.pagination.limit).toBe(1000);
      const bad = await h.http('GET', '/api/modules?page=0');
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ success: false, error: 'page must be a positive integer' });
      expect((await h.http('GET', '/api/modules?featured=maybe')).status).toBe(400);
      expect((await h.http('GET', '/api/modules?page=1&page=2')).status).toBe(400);
    });

    it('detail carries data.code; drafts and archived modules are 404', async () => {
      const pub = await h.createModule({ status: 'published', templateCode: '<p>${t}</p>', variables: [{ name: 't', label: 'T', defaultValue: 'x' }] });
      const res = await h.http('GET', `/api/modules/${pub.slug}`, { token: h.token('admin') });
      expect(res.status).toBe(200);
      expect((await h.http('GET', `/api/modules/${pub.slug}`)).body.data).toMatchObject({ slug: pub.slug, locked: true });
      expect(res.body.data).toMatchObject({ slug: pub.slug, code: '<p>x</p>', templateCode: '<p>${t}</p>', hasLiquidCode: true });
      const draft = await h.createModule();
      expect((await h.http('GET', `/api/modules/${draft.slug}`)).status).toBe(404);
      await h.admin('PUT', `/api/admin/modules/${pub._id}/status`, { status: 'archived' });
      const gone = await h.http('GET', `/api/modules/${pub.slug}`);
      expect(gone.status).toBe(404);
      expect(gone.body).toMatchObject({ success: false, error: 'Module not found' });
      expect((await h.http('GET', '/api/modules/..%2F..%2Fetc')).status).toBe(404);
    });

    it('filters by featured and searches title and description', async () => {
      const marker = uniqueName('find');
      await h.createModule({ title: `Alpha ${marker}`, status: 'published', featured: true });
      await h.createModule({ title: 'Beta', description: `mentions ${marker}`, status: 'published' });
      expect((await h.http('GET', `/api/modules?search=${marker}`)).body.data).toHaveLength(2);
      expect((await h.http('GET', `/api/modules?search=${marker.toUpperCase()}&featured=true`)).body.data.map((m: any) => m.title)).toEqual([`Alpha ${marker}`]);
    });
  });

  describe('authorization (admin role enforced by the service)', () => {
    it('answers 401 without a token and 403 for a signed-in user on every admin route', async () => {
      const m = await h.createModule();
      const routes: Array<['GET' | 'POST' | 'PUT' | 'DELETE', string]> = [
        ['GET', '/api/admin/modules'],
        ['POST', '/api/admin/modules'],
        ['GET', '/api/admin/modules/stats/overview'],
        ['GET', `/api/admin/modules/slug/${m.slug}`],
        ['GET', `/api/admin/modules/${m._id}`],
        ['PUT', `/api/admin/modules/${m._id}`],
        ['DELETE', `/api/admin/modules/${m._id}`],
        ['PUT', `/api/admin/modules/${m._id}/status`],
        ['PUT', `/api/admin/modules/${m._id}/featured`],
      ];
      for (const [method, url] of routes) {
        const anonymous = await h.http(method, url, { body: method === 'GET' ? undefined : { status: 'published' } });
        expect([method, url, anonymous.status]).toEqual([method, url, 401]);
        const user = await h.http(method, url, { token: h.token('user'), body: method === 'GET' ? undefined : { status: 'published' } });
        expect([method, url, user.status]).toEqual([method, url, 403]);
        expect(user.body).toMatchObject({ success: false, error: 'Admin privileges required' });
        const forged = await h.http(method, url, { token: `${h.token('admin').slice(0, -4)}AAAA` });
        expect(forged.status).toBe(401);
      }
      expect((await h.admin('GET', `/api/admin/modules/${m._id}`)).body.data.status).toBe('draft');
    });
  });
});
