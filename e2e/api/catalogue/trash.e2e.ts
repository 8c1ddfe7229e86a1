import { CatalogueMessages, TRASH_RETENTION_DAYS } from '@liquify/contracts';
import { api, loginAs, poll, registerUser, Session } from '../support';
import { createModule, createSection, expectEnvelope, NO_SUCH_ID } from './catalogue-helpers';

/**
 * The trash (issue #25 item 11) through the gateway: a deleted module or section is gone for customers (public
 * catalogue, their library) but kept 30 days in the admin's trash, and a restore brings it back as it was.
 */
jest.setTimeout(120_000);

describe('catalogue trash (e2e)', () => {
  let admin: Session;
  let user: Session;

  beforeAll(async () => {
    [admin, user] = await Promise.all([loginAs('admin'), registerUser()]);
  });

  const trashOf = async (kind: 'modules' | 'sections') => {
    const res = await api(`/api/admin/${kind}/trash`, { token: admin.token });
    expect(res.status).toBe(200);
    return res.body.data as { _id: string; kind: string; title: string; slug: string; trashedAt: string; purgeAt: string; daysLeft: number }[];
  };

  it('answers 401 anonymously and 403 to a customer on the trash and restore routes', async () => {
    for (const [method, path] of [
      ['GET', '/api/admin/modules/trash'],
      ['POST', `/api/admin/modules/${NO_SUCH_ID}/restore`],
      ['GET', '/api/admin/sections/trash'],
      ['POST', `/api/admin/sections/${NO_SUCH_ID}/restore`],
    ]) {
      expect([path, (await api(path, { method })).status]).toEqual([path, 401]);
      const asUser = await api(path, { method, token: user.token });
      expect([path, asUser.status]).toEqual([path, 403]);
      expect(asUser.body.success).toBe(false);
    }
  });

  it('delete → gone for customers → in the trash → restore (409 while its slug is taken) → back as it was', async () => {
    const m = await createModule({
      status: 'published',
      tags: ['trust'],
      templateCode: '<div class="e2e">${heading}</div>',
      variables: [{ name: 'heading', label: 'Heading', type: 'text', defaultValue: 'Hello' }],
    });
    // The free plan takes new published modules once billing and the library heard of it (slower on a fresh stack).
    await poll(async () => (await api(`/api/user-modules/quota-check?moduleSlug=${m.slug}`, { token: user.token })).body?.data?.allowed === true, { timeoutMs: 60_000 });
    const added = await api('/api/user-modules/add', { token: user.token, body: { moduleId: m._id } });
    expect(added.status).toBe(201);
    const entryId = added.body.data._id;

    const deleted = await api(`/api/admin/modules/${m._id}`, { method: 'DELETE', token: admin.token });
    expect(deleted.body).toEqual({ success: true, message: 'Module deleted successfully' });

    // Gone for customers: the public catalogue, and the library (the entry shows it retired, none can be added).
    expectEnvelope(await api(`/api/modules/${m.slug}`), 404);
    expect(((await api(`/api/modules?search=${encodeURIComponent(m.title)}`)).body.modules ?? []).some((x: { slug: string }) => x.slug === m.slug)).toBe(false);
    await poll(async () => (await api(`/api/user-modules/${entryId}`, { token: user.token })).body?.data?.retired === true);
    await poll(async () => (await api(`/api/user-modules/quota-check?moduleSlug=${m.slug}`, { token: user.token })).body?.data?.allowed === false);
    // ...and from the admin's lists.
    expect((await api(`/api/admin/modules/${m._id}`, { token: admin.token })).status).toBe(404);
    expect((await api(`/api/admin/modules?search=${encodeURIComponent(m.title)}`, { token: admin.token })).body.modules).toEqual([]);

    const inTrash = (await trashOf('modules')).find((t) => t._id === m._id);
    expect(inTrash).toMatchObject({ kind: 'module', title: m.title, slug: m.slug, daysLeft: TRASH_RETENTION_DAYS });
    expect(new Date(inTrash!.purgeAt).getTime() - new Date(inTrash!.trashedAt).getTime()).toBe(TRASH_RETENTION_DAYS * 86_400_000);

    // The slug was freed: a new module may take it; restoring then is a clear 409, and the item stays in the trash.
    const taker = await createModule({ slug: m.slug });
    expect(taker.slug).toBe(m.slug);
    expectEnvelope(await api(`/api/admin/modules/${m._id}/restore`, { method: 'POST', token: admin.token }), 409, CatalogueMessages.moduleRestoreSlugTaken);
    expect((await trashOf('modules')).some((t) => t._id === m._id)).toBe(true);
    await api(`/api/admin/modules/${taker._id}`, { method: 'DELETE', token: admin.token });

    const restored = await api(`/api/admin/modules/${m._id}/restore`, { method: 'POST', token: admin.token });
    expect(restored.status).toBe(200);
    expect(restored.body.data).toMatchObject({ _id: m._id, slug: m.slug, title: m.title, status: 'published', tags: ['trust'], templateCode: '<div class="e2e">${heading}</div>' });
    expect((await trashOf('modules')).some((t) => t._id === m._id)).toBe(false);

    // Back for customers as it was: public, the library entry live again, still allowed by their plan.
    await poll(async () => (await api(`/api/modules/${m.slug}`)).status === 200);
    await poll(async () => (await api(`/api/user-modules/${entryId}`, { token: user.token })).body?.data?.retired === false);
    await poll(async () => {
      const check = (await api(`/api/user-modules/quota-check?moduleSlug=${m.slug}`, { token: user.token })).body?.data;
      return check?.allowed === true && check?.alreadyInLibrary === true;
    });
    expectEnvelope(await api(`/api/admin/modules/${m._id}/restore`, { method: 'POST', token: admin.token }), 404);
  });

  it('a section goes the same way: hidden, listed, restored', async () => {
    const s = await createSection({ status: 'published' });
    expect((await api(`/api/sections/${s.slug}`)).status).toBe(200);
    await api(`/api/admin/sections/${s._id}`, { method: 'DELETE', token: admin.token });
    expectEnvelope(await api(`/api/sections/${s.slug}`), 404);
    expect((await trashOf('sections')).find((t) => t._id === s._id)).toMatchObject({ kind: 'section', slug: s.slug, daysLeft: 30 });
    expect((await api(`/api/admin/sections/${s._id}/restore`, { method: 'POST', token: admin.token })).body.data).toMatchObject({ slug: s.slug, status: 'published' });
    await poll(async () => (await api(`/api/sections/${s.slug}`)).status === 200);
  });

  it('answers 404 for restoring a live item, an unknown id or a malformed one', async () => {
    const live = await createModule();
    for (const id of [live._id, NO_SUCH_ID, 'not-an-id']) {
      expectEnvelope(await api(`/api/admin/modules/${id}/restore`, { method: 'POST', token: admin.token }), 404, 'Module not found');
    }
  });
});
