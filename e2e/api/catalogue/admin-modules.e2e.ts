import { api, loginAs, Session } from '../support';
import { createModule, expectEnvelope, NO_SUCH_ID, uniqueSlug } from './catalogue-helpers';

/** /api/admin/modules* through the gateway (doc 3 §5, §7): admin only, spec messages, 4xx never 5xx. */
describe('catalogue: /api/admin/modules (e2e)', () => {
  let admin: Session;
  let user: Session;

  beforeAll(async () => {
    admin = await loginAs('admin');
    user = await loginAs('user');
  });

  describe('access', () => {
    it('answers 401 anonymously and 403 to a signed-in user on every admin module route', async () => {
      const m = await createModule();
      const routes: Array<[string, string, unknown?]> = [
        ['GET', '/api/admin/modules'],
        ['POST', '/api/admin/modules', { title: 'x', description: 'y' }],
        ['GET', '/api/admin/modules/stats/overview'],
        ['GET', `/api/admin/modules/slug/${m.slug}`],
        ['GET', `/api/admin/modules/${m._id}`],
        ['PUT', `/api/admin/modules/${m._id}`, { title: 'hijacked', revision: m.revision }],
        ['PUT', `/api/admin/modules/${m._id}/status`, { status: 'published' }],
        ['PUT', `/api/admin/modules/${m._id}/featured`],
        ['DELETE', `/api/admin/modules/${m._id}`],
      ];
      for (const [method, path, body] of routes) {
        expect([method, path, (await api(path, { method, body })).status]).toEqual([method, path, 401]);
        const asUser = await api(path, { method, body, token: user.token });
        expect([method, path, asUser.status]).toEqual([method, path, 403]);
        expect(asUser.body.success).toBe(false);
      }
      const after = await api(`/api/admin/modules/${m._id}`, { token: admin.token });
      expect(after.body.data).toMatchObject({ title: m.title, status: 'draft', featured: false });
    });
  });

  describe('create, read, update, status, featured, delete', () => {
    it('creates a draft in category header with the slug from the title and the code from the template', async () => {
      const title = `Trust Badges ${uniqueSlug('t')}`;
      const res = await api('/api/admin/modules', {
        method: 'POST',
        token: admin.token,
        body: {
          title,
          description: 'Payment and guarantee icons',
          tags: ['trust', ' trust ', 'badges'],
          templateCode: '<div style="color:${icon_color}">${guarantee_text}</div>',
          variables: [
            { name: 'icon_color', label: 'Icon colour', type: 'color', defaultValue: '#16a34a' },
            { name: 'guarantee_text', label: 'Guarantee', type: 'text', defaultValue: '30-day money back' },
          ],
        },
      });
      expect(res.status).toBe(201);
      expect(res.body.data).toMatchObject({
        slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
        category: 'header',
        status: 'draft',
        tags: ['trust', 'badges'],
        code: '<div style="color:#16a34a">30-day money back</div>',
        hasLiquidCode: true,
      });
      const id = res.body.data._id;
      expect((await api(`/api/admin/modules/${id}`, { token: admin.token })).body.data.slug).toBe(res.body.data.slug);
      expect((await api(`/api/admin/modules/slug/${res.body.data.slug}`, { token: admin.token })).body.data._id).toBe(id);
    });

    it('answers the spec messages for invalid saves', async () => {
      const post = (body: unknown) => api('/api/admin/modules', { method: 'POST', token: admin.token, body });
      expectEnvelope(await post({ title: 'Only a title' }), 400, 'Titre et description requis');
      expectEnvelope(await post({ description: 'Only a description' }), 400, 'Titre et description requis');
      expectEnvelope(await post({ title: 'T', description: 'D', variables: [{ name: 'x' }] }), 400, 'Nom et libellé requis');
      expectEnvelope(await post({ title: 'T', description: 'D', slug: 'Bad Slug!' }), 400, 'Slug must contain only lowercase letters, numbers, and hyphens');
      expectEnvelope(await post({ title: 'T', description: 'D', status: 'live' }), 400, 'Status must be one of draft, published, archived');
      expectEnvelope(await post({ title: 'T', description: 'D', thumbnail: 'javascript:alert(1)' }), 400, 'Thumbnail must be an http(s) URL or a path starting with /');
      expectEnvelope(await post({ title: 'T', description: 'D', code: '{% if x %}\n<p>' }), 400, 'Invalid Liquid syntax at line 1: tag {% if x %} not closed');
      expectEnvelope(await post('{"title": "broken json'), 400);
      expectEnvelope(await post('[]'), 400, 'Request body must be a JSON object');
      expectEnvelope(await api('/api/admin/modules', { method: 'POST', token: admin.token, body: 'title=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } }), 415);
    });

    it('answers 409 for a taken slug', async () => {
      const m = await createModule();
      expectEnvelope(await api('/api/admin/modules', { method: 'POST', token: admin.token, body: { title: 'Dup', description: 'D', slug: m.slug } }), 409, 'A module with this slug already exists');
    });

    it('updates, publishes (then public), toggles featured, archives (then 404 publicly) and deletes', async () => {
      const m = await createModule({ templateCode: '<p>${line}</p>', variables: [{ name: 'line', label: 'Line', defaultValue: 'one' }] });
      const updated = await api(`/api/admin/modules/${m._id}`, { method: 'PUT', token: admin.token, body: { variables: [{ name: 'line', label: 'Line', defaultValue: 'two' }], revision: m.revision } });
      expect(updated.body.data.code).toBe('<p>two</p>');

      expect((await api(`/api/admin/modules/${m._id}/status`, { method: 'PUT', token: admin.token, body: { status: 'published' } })).body.data.status).toBe('published');
      expect((await api(`/api/modules/${m.slug}`, { token: admin.token })).body.data.code).toBe('<p>two</p>');

      expect((await api(`/api/admin/modules/${m._id}/featured`, { method: 'PUT', token: admin.token })).body.data.featured).toBe(true);
      expect((await api(`/api/admin/modules/${m._id}/featured`, { method: 'PUT', token: admin.token, body: '', headers: { 'content-type': 'application/json' } })).body.data.featured).toBe(false);

      const current = (await api(`/api/admin/modules/${m._id}`, { token: admin.token })).body.data;
      expect((await api(`/api/admin/modules/${m._id}`, { method: 'PUT', token: admin.token, body: { status: 'archived', revision: current.revision } })).status).toBe(200);
      expectEnvelope(await api(`/api/modules/${m.slug}`), 404);

      const deleted = await api(`/api/admin/modules/${m._id}`, { method: 'DELETE', token: admin.token });
      expect(deleted.body).toEqual({ success: true, message: 'Module deleted successfully' });
      expectEnvelope(await api(`/api/admin/modules/${m._id}`, { token: admin.token }), 404, 'Module not found');
    });

    it('answers 404 for unknown and malformed ids on every id route', async () => {
      for (const id of [NO_SUCH_ID, 'not-an-id', encodeURIComponent('{"$ne":null}')]) {
        expectEnvelope(await api(`/api/admin/modules/${id}`, { token: admin.token }), 404);
        expectEnvelope(await api(`/api/admin/modules/${id}`, { method: 'PUT', token: admin.token, body: { title: 'x', revision: 0 } }), 404);
        expectEnvelope(await api(`/api/admin/modules/${id}/status`, { method: 'PUT', token: admin.token, body: { status: 'draft' } }), 404);
        expectEnvelope(await api(`/api/admin/modules/${id}/featured`, { method: 'PUT', token: admin.token }), 404);
        expectEnvelope(await api(`/api/admin/modules/${id}`, { method: 'DELETE', token: admin.token }), 404);
      }
      expectEnvelope(await api('/api/admin/modules/slug/no-such-slug-here', { token: admin.token }), 404, 'Module not found');
    });
  });

  describe('list and stats', () => {
    it('lists 20 per page with modules and pagination {page, limit, total, pages}; filters by status and featured', async () => {
      const category = uniqueSlug('adm');
      await createModule({ category, status: 'published', featured: true });
      await createModule({ category });
      const res = await api(`/api/admin/modules?category=${category}`, { token: admin.token });
      expect(res.body).toMatchObject({ success: true, pagination: { page: 1, limit: 20, total: 2, pages: 1 } });
      expect(res.body.modules).toHaveLength(2);
      expect((await api(`/api/admin/modules?category=${category}&status=draft`, { token: admin.token })).body.modules).toHaveLength(1);
      expect((await api(`/api/admin/modules?category=${category}&featured=true`, { token: admin.token })).body.modules).toHaveLength(1);
      expect((await api('/api/admin/modules', { token: admin.token })).body.pagination.limit).toBe(20);
      expectEnvelope(await api('/api/admin/modules?status=deleted', { token: admin.token }), 400);
    });

    it('answers stats {total, published, draft, featured} and the modules per category', async () => {
      const res = await api('/api/admin/modules/stats/overview', { token: admin.token });
      expect(res.body).toEqual({ success: true, data: { total: expect.any(Number), published: expect.any(Number), draft: expect.any(Number), featured: expect.any(Number), categories: expect.arrayContaining([{ _id: expect.any(String), count: expect.any(Number) }]) } });
      expect(res.body.data.total).toBeGreaterThanOrEqual(res.body.data.published + res.body.data.draft);
    });
  });
});
