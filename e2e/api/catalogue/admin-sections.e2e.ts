import { api, loginAs, Session } from '../support';
import { createSection, expectEnvelope, NO_SUCH_ID, SECTION_CODE, uniqueSlug } from './catalogue-helpers';

/** /api/admin/sections* through the gateway (doc 3 §2, §5, §7): Liquid checked, schema read, admin only. */
describe('catalogue: /api/admin/sections (e2e)', () => {
  let admin: Session;
  let user: Session;

  beforeAll(async () => {
    admin = await loginAs('admin');
    user = await loginAs('user');
  });

  it('answers 401 anonymously and 403 to a signed-in user on every admin section route', async () => {
    const s = await createSection();
    const routes: Array<[string, string, unknown?]> = [
      ['GET', '/api/admin/sections'],
      ['POST', '/api/admin/sections', { title: 'x' }],
      ['GET', '/api/admin/sections/stats/overview'],
      ['GET', `/api/admin/sections/slug/${s.slug}`],
      ['GET', `/api/admin/sections/${s._id}`],
      ['GET', `/api/admin/sections/${s._id}/preview`],
      ['PUT', `/api/admin/sections/${s._id}`, { status: 'published', revision: s.revision }],
      ['PUT', `/api/admin/sections/${s._id}/status`, { status: 'published' }],
      ['PUT', `/api/admin/sections/${s._id}/featured`],
      ['DELETE', `/api/admin/sections/${s._id}`],
    ];
    for (const [method, path, body] of routes) {
      expect([method, path, (await api(path, { method, body })).status]).toEqual([method, path, 401]);
      expect([method, path, (await api(path, { method, body, token: user.token })).status]).toEqual([method, path, 403]);
    }
    expect((await api(`/api/admin/sections/${s._id}`, { token: admin.token })).body.data.status).toBe('draft');
  });

  it('creates a draft with the default thumbnail and the schema settings read from the Liquid', async () => {
    const slug = uniqueSlug('hero');
    const res = await api('/api/admin/sections', { method: 'POST', token: admin.token, body: { title: 'Hero', description: 'Big', slug, category: ' Hero ', tags: ['a', 'a '], code: SECTION_CODE } });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ slug, category: 'hero', tags: ['a'], status: 'draft', thumbnail: '/placeholders/categories/sections.svg', schema: { name: 'E2E hero' }, settings: [{ id: 'heading' }] });
  });

  it('answers the form messages and Liquid errors naming the line', async () => {
    const post = (body: unknown) => api('/api/admin/sections', { method: 'POST', token: admin.token, body });
    const valid = { title: 'T', description: 'D', slug: uniqueSlug('v'), category: 'cta', code: '<p>x</p>' };
    expectEnvelope(await post({ ...valid, title: '' }), 400, 'Title is required');
    expectEnvelope(await post({ ...valid, description: undefined }), 400, 'Description is required');
    expectEnvelope(await post({ ...valid, slug: '' }), 400, 'Slug is required');
    expectEnvelope(await post({ ...valid, category: ' ' }), 400, 'Category is required');
    expectEnvelope(await post({ ...valid, code: '' }), 400, 'Code is required');
    expectEnvelope(await post({ ...valid, code: '<div>\n{% for x in y %}\n</div>' }), 400, 'Invalid Liquid syntax at line 2: tag {% for x in y %} not closed');
    expectEnvelope(await post({ ...valid, code: '<p></p>\n{% schema %}\n{ "name": }\n{% endschema %}' }), 400, /^Invalid section schema at line 3/);
    expectEnvelope(await post('{{{'), 400);
  });

  it('updates (status alone too), toggles featured, previews drafts for admins only, deletes', async () => {
    const s = await createSection();
    expect((await api(`/api/admin/sections/${s._id}`, { method: 'PUT', token: admin.token, body: { status: 'published', revision: s.revision } })).body.data.status).toBe('published');
    expect((await api(`/api/sections/${s.slug}`)).status).toBe(200);
    expect((await api(`/api/admin/sections/${s._id}/status`, { method: 'PUT', token: admin.token, body: { status: 'draft' } })).body.data.status).toBe('draft');
    expectEnvelope(await api(`/api/sections/${s.slug}`), 404, 'Section not found');
    const preview = await api(`/api/admin/sections/${s._id}/preview`, { token: admin.token });
    expect(preview.status).toBe(200);
    expect(preview.text).toContain('Hello from the preview');
    expect((await api(`/api/admin/sections/${s._id}/featured`, { method: 'PUT', token: admin.token })).body.data.featured).toBe(true);
    expectEnvelope(await api(`/api/admin/sections/${s._id}`, { method: 'PUT', token: admin.token, body: { code: '{% endif %}', revision: (await api(`/api/admin/sections/${s._id}`, { token: admin.token })).body.data.revision } }), 400, /^Invalid Liquid syntax at line 1/);
    const deleted = await api(`/api/admin/sections/${s._id}`, { method: 'DELETE', token: admin.token });
    expect(deleted.body).toEqual({ success: true, message: 'Section deleted successfully' });
    expectEnvelope(await api(`/api/admin/sections/slug/${s.slug}`, { token: admin.token }), 404, 'Section not found');
  });

  it('answers 409 for a taken slug and 404 for unknown or malformed ids', async () => {
    const s = await createSection();
    expectEnvelope(await api('/api/admin/sections', { method: 'POST', token: admin.token, body: { title: 'T', description: 'D', slug: s.slug, category: 'faq', code: '<p></p>' } }), 409, 'A section with this slug already exists');
    for (const id of [NO_SUCH_ID, 'abc']) {
      expectEnvelope(await api(`/api/admin/sections/${id}`, { token: admin.token }), 404, 'Section not found');
      expectEnvelope(await api(`/api/admin/sections/${id}/featured`, { method: 'PUT', token: admin.token }), 404);
      expectEnvelope(await api(`/api/admin/sections/${id}`, { method: 'DELETE', token: admin.token }), 404);
    }
  });

  it('lists sections with pagination {page, limit, total, pages} and answers the section stats', async () => {
    const category = uniqueSlug('lst');
    await createSection({ category, status: 'published' });
    await createSection({ category });
    const res = await api(`/api/admin/sections?category=${category}`, { token: admin.token });
    expect(res.body).toMatchObject({ success: true, pagination: { page: 1, limit: 20, total: 2, pages: 1 } });
    expect(res.body.sections).toHaveLength(2);
    const stats = await api('/api/admin/sections/stats/overview', { token: admin.token });
    expect(stats.body.data).toEqual({ totalSections: expect.any(Number), publishedSections: expect.any(Number), draftSections: expect.any(Number), featuredSections: expect.any(Number), categories: expect.arrayContaining([{ _id: expect.any(String), count: expect.any(Number) }]) });
  });
});
