import { libraryModuleCardSchema, libraryRoutes, librarySectionCardSchema, LibraryMessages as M } from '@liquify/contracts';
import { createModule, createSection, expectEnvelope, NO_SUCH_ID, uniqueSlug } from '../catalogue/catalogue-helpers';
import { api, poll, loginAs, registerUser, Session } from '../support';

/** The library through the gateway (doc 2 §7): every route with anonymous, owner, other user, admin and bad input. */


const path = (p: string, id: string) => p.replace('{id}', id).replace('{token}', `lq_${'a'.repeat(43)}`);

let owner: Session;
let other: Session;
let admin: Session;
let catalogueModule: { _id: string; slug: string };

/** A published, non-featured module: the free plan's new-item policy lets free users add it. */
async function addableModule(templateCode = '<div class="e2e" style="color:${color}">${heading}</div>') {
  const created = await createModule({
    status: 'published',
    templateCode,
    variables: [
      { name: 'heading', label: 'Heading', type: 'text', defaultValue: 'Hello' },
      { name: 'color', label: 'Color', type: 'color', defaultValue: '#000000' },
    ],
  });
  return created as { _id: string; slug: string; downloads: number };
}

async function addWhenAllowed(session: Session, moduleId: string, slug: string) {
  await poll(async () => (await api(`/api/user-modules/quota-check?moduleSlug=${slug}`, { token: session.token })).body?.data?.allowed === true);
  return api('/api/user-modules/add', { token: session.token, body: { moduleId } });
}

beforeAll(async () => {
  [owner, other, admin] = await Promise.all([registerUser(), registerUser(), loginAs('admin')]);
  catalogueModule = await addableModule();
});

describe('anonymous callers', () => {
  it('get 401 with the envelope on every signed-in library route', async () => {
    for (const route of libraryRoutes.filter((r) => r.access !== 'public')) {
      const res = await api(path(route.path, NO_SUCH_ID), { method: route.method.toUpperCase(), body: ['post', 'put'].includes(route.method) ? {} : undefined });
      expect({ route: `${route.method} ${route.path}`, status: res.status }).toEqual({ route: `${route.method} ${route.path}`, status: 401 });
      expect(res.body.success).toBe(false);
    }
  });
});

describe('library modules', () => {
  let entryId: string;

  it('adds a module the plan allows (201) and counts a download on the catalogue item', async () => {
    const res = await addWhenAllowed(owner, catalogueModule._id, catalogueModule.slug);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ moduleId: catalogueModule._id, code: '<div class="e2e" style="color:#000000">Hello</div>', locked: false, retired: false, updateAvailable: false });
    entryId = res.body.data._id;
    await poll(async () => (await api(`/api/modules/${catalogueModule.slug}`)).body?.data?.downloads === 1);
  });

  it('refuses a second copy (409), an unknown module (404) and bad input (400) with the envelope', async () => {
    expectEnvelope(await api('/api/user-modules/add', { token: owner.token, body: { moduleId: catalogueModule._id } }), 409, M.moduleAlreadyInLibrary);
    expectEnvelope(await api('/api/user-modules/add', { token: owner.token, body: { moduleId: NO_SUCH_ID } }), 404, M.moduleNotFound);
    expectEnvelope(await api('/api/user-modules/add', { token: owner.token, body: {} }), 400, M.moduleIdRequired);
    expectEnvelope(await api('/api/user-modules/add', { token: owner.token, body: { moduleId: 'nope' } }), 400);
    expectEnvelope(await api('/api/user-modules/add', { token: owner.token, body: '{"moduleId":' }), 400);
  });

  it('lists, checks the quota, reads and saves the entry for its owner', async () => {
    const list = await api('/api/user-modules/library', { token: owner.token });
    expect(list.status).toBe(200);
    expect(list.body.data.map((e: { _id: string }) => e._id)).toEqual([entryId]);
    // The list carries the card (issue 26 item 4); the code, template, variables and values come with the entry's GET.
    expect(libraryModuleCardSchema.strict().safeParse(list.body.data[0]).error).toBeUndefined();
    const quota = await api('/api/user-modules/quota-check', { token: owner.token });
    expect(quota.body.data).toEqual({ canAdd: true, currentCount: 1, limit: 5 });
    const one = await api(`/api/user-modules/${entryId}`, { token: owner.token });
    expect(one.body.data.usage.daily).toHaveLength(30);
    const saved = await api(`/api/user-modules/${entryId}`, { method: 'PUT', token: owner.token, body: { customValues: { heading: 'Mine' }, code: 'ignored' } });
    expect(saved.body.data.code).toBe('<div class="e2e" style="color:#000000">Mine</div>');
    expect((await api(`/api/user-modules/${entryId}`, { token: owner.token })).body.data.code).toContain('Mine');
    expect((await api(`/api/user-modules/${entryId}`, { method: 'PUT', token: owner.token, body: { title: ' Renamed ' } })).body.data.title).toBe('Renamed');
    // The list the gateway repeats shows the save at once (the user's edge tag moved).
    expect((await api('/api/user-modules/library', { token: owner.token })).body.data[0].title).toBe('Renamed');
    expect((await api(`/api/user-modules/${entryId}`, { method: 'PUT', token: owner.token, body: { description: 'New words' } })).body.data.description).toBe('New words');
    expectEnvelope(await api(`/api/user-modules/${entryId}`, { method: 'PUT', token: owner.token, body: {} }), 400, M.saveBodyInvalid);
    expectEnvelope(await api(`/api/user-modules/${entryId}`, { method: 'PUT', token: owner.token, body: { title: '  ' } }), 400, M.titleRequired);
    expectEnvelope(await api(`/api/user-modules/${NO_SUCH_ID}`, { token: owner.token }), 404, M.moduleNotFoundInLibrary);
  });

  it("answers another user and an admin who do not own the entry with 403 'You do not have access to this module.', never its data", async () => {
    for (const session of [other, admin]) {
      for (const [method, url] of [
        ['GET', `/api/user-modules/${entryId}`],
        ['PUT', `/api/user-modules/${entryId}`],
        ['GET', `/api/user-modules/${entryId}/update`],
        ['POST', `/api/user-modules/${entryId}/update`],
        ['POST', `/api/user-modules/${entryId}/update/skip`],
        ['POST', `/api/user-modules/${entryId}/rollback`],
        ['GET', `/api/remote-modules/generate-token/${entryId}`],
        ['DELETE', `/api/user-modules/remove/${entryId}`],
      ]) {
        const res = await api(url, { method, token: session.token, body: method === 'PUT' ? { title: 'x' } : undefined });
        expectEnvelope(res, 403, M.noAccessModule);
        expect(res.body.data).toBeUndefined();
      }
    }
    expect((await api('/api/user-modules/library', { token: other.token })).body.data).toEqual([]);
  });

  it('offers the catalogue update: 409 before it exists, then preview, apply and rollback', async () => {
    expectEnvelope(await api(`/api/user-modules/${entryId}/update`, { token: owner.token }), 409, M.noUpdateAvailable);
    expectEnvelope(await api(`/api/user-modules/${entryId}/rollback`, { method: 'POST', token: owner.token }), 409, M.noPreviousVersion);
    const changed = await api(`/api/admin/modules/${catalogueModule._id}`, { method: 'PUT', token: admin.token, body: { templateCode: '<h2 style="color:${color}">${heading}</h2><p>${tagline}</p>', variables: [{ name: 'heading', label: 'Heading', defaultValue: 'Hello' }, { name: 'color', label: 'Color', type: 'color', defaultValue: '#000000' }, { name: 'tagline', label: 'Tagline', defaultValue: 'New' }], revision: (await api(`/api/admin/modules/${catalogueModule._id}`, { token: admin.token })).body.data.revision } });
    expect(changed.status).toBe(200);
    await poll(async () => (await api(`/api/user-modules/${entryId}`, { token: owner.token })).body?.data?.updateAvailable === true);
    const preview = await api(`/api/user-modules/${entryId}/update`, { token: owner.token });
    expect(preview.body.data).toMatchObject({ kept: ['heading', 'color'], added: ['tagline'], removed: [] });
    const applied = await api(`/api/user-modules/${entryId}/update`, { method: 'POST', token: owner.token });
    expect(applied.body.data).toMatchObject({ code: '<h2 style="color:#000000">Mine</h2><p>New</p>', canRollback: true, updateAvailable: false });
    const rolled = await api(`/api/user-modules/${entryId}/rollback`, { method: 'POST', token: owner.token });
    expect(rolled.body.data.code).toBe('<div class="e2e" style="color:#000000">Mine</div>');
    expectEnvelope(await api(`/api/user-modules/${entryId}/update/skip`, { method: 'POST', token: owner.token }), 409, M.noUpdateAvailable);
  });

  it('serves the remote snippet through the gateway: script, ETag/304, CORS, repeated from the edge and counted, revoked -> 404 script', async () => {
    const generated = await api(`/api/remote-modules/generate-token/${entryId}`, { token: owner.token });
    expect(generated.status).toBe(200);
    const { token, snippet } = generated.body.data;
    expect(snippet).toContain(`/api/remote-modules/snippet/${token}`);
    const url = `/api/remote-modules/snippet/${token}`;
    const first = await api(url, { headers: { referer: 'https://e2e-shop.example.com/' } });
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('application/javascript; charset=utf-8');
    expect(first.headers.get('access-control-allow-origin')).toBe('*');
    expect(first.headers.get('cache-control')).toMatch(/^public, max-age=\d+, s-maxage=\d+, stale-while-revalidate=\d+$/);
    expect(first.headers.get('x-liquify-edge-count')).toBeNull();
    const etag = first.headers.get('etag')!;
    const again = await api(url, { headers: { referer: 'https://e2e-shop.example.com/' } });
    expect(again.headers.get('x-liquify-cache')).toBe('HIT');
    expect((await api(url, { headers: { 'if-none-match': etag } })).status).toBe(304);
    // A save is served at once by the origin (gateway and service caches invalidated).
    await api(`/api/user-modules/${entryId}`, { method: 'PUT', token: owner.token, body: { customValues: { heading: 'Saved now' } } });
    expect((await api(url)).text).toContain('Saved now');
    // Loads counted at the edge and in the service reach the entry.
    await poll(async () => {
      const entry = (await api(`/api/user-modules/${entryId}`, { token: owner.token })).body?.data;
      return entry?.usage?.topDomains?.some((d: { domain: string; loads: number }) => d.domain === 'e2e-shop.example.com' && d.loads >= 2);
    }, 30_000);
    // Replacing the link (not opening the dialog again) revokes the old one.
    await api(`/api/remote-modules/replace-token/${entryId}`, { method: 'POST', token: owner.token });
    const revoked = await api(url);
    expect(revoked.status).toBe(404);
    expect(revoked.text).toContain('unknown or was revoked');
  });

  it('removes the entry for its owner only', async () => {
    expectEnvelope(await api(`/api/user-modules/remove/${entryId}`, { method: 'DELETE', token: other.token }), 403, M.noAccessModule);
    const removed = await api(`/api/user-modules/remove/${entryId}`, { method: 'DELETE', token: owner.token });
    expect(removed.body).toMatchObject({ success: true, message: M.moduleRemoved });
    expectEnvelope(await api(`/api/user-modules/${entryId}`, { token: owner.token }), 404, M.moduleNotFoundInLibrary);
  });
});

describe('library sections', () => {
  it('adds by slug, saves trimmed, refuses drafts as Locked, guards ownership, removes', async () => {
    const section = await createSection({ status: 'published' });
    const draft = await createSection({ status: 'draft', slug: uniqueSlug('draft') });
    await poll(async () => (await api(`/api/user-sections/quota-check?sectionSlug=${section.slug}`, { token: owner.token })).body?.data?.allowed === true);
    // The draft reaches the library on its own topic (catalogue.section.updated): known, and locked, once it arrived.
    await poll(async () => (await api(`/api/user-sections/quota-check?sectionSlug=${draft.slug}`, { token: owner.token })).body?.data?.reason === 'locked');
    expectEnvelope(await api('/api/user-sections/add', { token: owner.token, body: { sectionSlug: draft.slug } }), 403, M.sectionLocked);
    expectEnvelope(await api('/api/user-sections/add', { token: owner.token, body: {} }), 400, M.sectionIdRequired);
    const added = await api('/api/user-sections/add', { token: owner.token, body: { sectionSlug: section.slug } });
    expect(added.status).toBe(201);
    const id = added.body.data._id;
    const sectionList = (await api('/api/user-sections/library', { token: owner.token })).body.data;
    expect(sectionList.map((s: { _id: string }) => s._id)).toEqual([id]);
    expect(librarySectionCardSchema.strict().safeParse(sectionList[0]).error).toBeUndefined();
    expect((await api('/api/user-sections/quota-check', { token: owner.token })).body.data).toMatchObject({ currentCount: 1 });
    const saved = await api(`/api/user-sections/${id}`, { method: 'PUT', token: owner.token, body: { title: '  Mine ', code: ' <div>mine</div> ' } });
    expect(saved.body.data).toMatchObject({ title: 'Mine', code: '<div>mine</div>', templateCode: section.code });
    for (const session of [other, admin]) {
      expectEnvelope(await api(`/api/user-sections/${id}`, { token: session.token }), 403, M.noAccessSection);
      expectEnvelope(await api(`/api/user-sections/${id}`, { method: 'PUT', token: session.token, body: { title: 'x' } }), 403, M.noAccessSection);
      expectEnvelope(await api(`/api/user-sections/remove/${id}`, { method: 'DELETE', token: session.token }), 403, M.noAccessSection);
    }
    expectEnvelope(await api(`/api/user-sections/${id}`, { method: 'PUT', token: owner.token, body: {} }), 400, M.sectionSaveBodyInvalid);
    expectEnvelope(await api(`/api/user-sections/${NO_SUCH_ID}`, { token: owner.token }), 404, M.sectionNotFound);
    expect((await api(`/api/user-sections/remove/${id}`, { method: 'DELETE', token: owner.token })).body).toMatchObject({ success: true, message: M.sectionRemoved });
  });
});

describe('admin library stats', () => {
  it('answers admins only, with totals and one row per day; bad ranges are 400', async () => {
    expect((await api('/api/admin/library/stats')).status).toBe(401);
    expectEnvelope(await api('/api/admin/library/stats', { token: owner.token }), 403);
    const res = await api('/api/admin/library/stats?from=2026-01-01&to=2026-01-07', { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.data.daily.map((d: { date: string }) => d.date)).toEqual(['2026-01-01', '2026-01-02', '2026-01-03', '2026-01-04', '2026-01-05', '2026-01-06', '2026-01-07']);
    expect(Object.keys(res.body.data.totals).sort()).toEqual(['entries', 'modules', 'sections', 'users']);
    expectEnvelope(await api('/api/admin/library/stats?from=2026-02-01&to=2026-01-01', { token: admin.token }), 400, M.statsRangeInvalid);
    expectEnvelope(await api('/api/admin/library/stats?from=soon', { token: admin.token }), 400);
  });
});
