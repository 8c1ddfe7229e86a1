import { LibraryEntryAdded, LibraryEntryRemoved, LibraryEntryUpdated, LibraryMessages as M, ModuleDeleted } from '@liquify/contracts';
import { waitFor } from '@liquify/testing';
import {
  changeUserLimits,
  LibraryTestService,
  moduleFixture,
  newId,
  planPayload,
  publishModule,
  publishPlan,
  publishSection,
  registerUser,
  startLibrary,
  updateModule,
  waitForQuota,
} from './support';

/** The library against the real FerretDB, Kafka and Redis: read models from events, rules, events out. */
jest.setTimeout(120_000); // the project config's testTimeout is not applied when the root config runs every project

describe('library service (integration)', () => {
  let svc: LibraryTestService;
  const planId = newId();
  const modules = Array.from({ length: 4 }, () => moduleFixture());
  const featured = moduleFixture({ featured: true });
  const section = moduleFixture({ templateCode: '<section>{{ section.settings.title }}</section>', variables: [] });
  const draftSection = moduleFixture({ status: 'draft', templateCode: '<div>draft</div>', variables: [] });

  beforeAll(async () => {
    svc = await startLibrary([LibraryEntryAdded, LibraryEntryUpdated, LibraryEntryRemoved]);
    for (const m of [...modules, featured]) await publishModule(svc, m);
    await publishSection(svc, section);
    await publishSection(svc, draftSection);
    await publishPlan(svc, planPayload(planId, 'free', modules.map((m) => m.id), [section.id, draftSection.id], { moduleLimit: 3, sectionLimit: 1 }));
  });
  afterAll(async () => svc?.close());

  async function newUser(limits = { moduleLimit: 3, sectionLimit: 1 }) {
    const userId = newId();
    await registerUser(svc, userId, planId, 'free', limits);
    const token = svc.token({ id: userId });
    await waitForQuota(svc, token, 'modules', (d) => d.limit === limits.moduleLimit);
    return { userId, token };
  }

  const add = (token: string, moduleId: string) => svc.http('POST', '/api/user-modules/add', { token, body: { moduleId } });

  it('adds an allowed module with the catalogue template and rendered code, and publishes LibraryEntryAdded', async () => {
    const { userId, token } = await newUser();
    await waitFor(async () => (await svc.http('GET', `/api/user-modules/quota-check?moduleSlug=${modules[0].slug}`, { token })).body.data?.allowed === true);
    const res = await add(token, modules[0].id);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ moduleId: modules[0].id, templateCode: modules[0].templateCode, code: '<div class="x" style="color:#000000">Hello</div>', locked: false, retired: false, updateAvailable: false });
    const event = await svc.observer.waitFor(LibraryEntryAdded, (d) => d.entryId === res.body.data._id);
    expect(event.data).toMatchObject({ userId, kind: 'module', catalogueId: modules[0].id, slug: modules[0].slug });
  });

  it("tags a write's answer with the user's cache tag at the version the write reached, the version the next read is answered at (read-your-writes through the gateway)", async () => {
    const { userId, token } = await newUser();
    await waitFor(async () => (await svc.http('GET', `/api/user-modules/quota-check?moduleSlug=${modules[2].slug}`, { token })).body.data?.allowed === true);
    const res = await add(token, modules[2].id);
    expect(res.status).toBe(201);
    const written = String(res.headers['x-liquify-edge-tag'] ?? '');
    expect(written).toMatch(new RegExp(`^user;library\\.user\\.${userId}@\\d+$`));
    const list = await svc.http('GET', '/api/user-modules/library', { token });
    expect(list.status).toBe(200);
    expect(list.headers['x-liquify-edge-tag']).toBe(written);
    // A refused write changes nothing and is not tagged.
    const refused = await add(token, modules[2].id);
    expect(refused.status).toBe(409);
    expect(refused.headers['x-liquify-edge-tag']).toBeUndefined();
  });

  it('refuses the same module twice with 409 and a module outside the plan with 403', async () => {
    const { token } = await newUser();
    expect((await add(token, modules[1].id)).status).toBe(201);
    const again = await add(token, modules[1].id);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ success: false, error: M.moduleAlreadyInLibrary, code: 'ALREADY_IN_LIBRARY' });
    const notInPlan = await add(token, featured.id);
    expect(notInPlan.status).toBe(403);
    expect(notInPlan.body.error).toBe(M.moduleNotInPlan);
    const unknown = await add(token, newId());
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('Module not found');
  });

  it('at the limit, a module held already is refused as held (409), another one as over the limit (403)', async () => {
    const { token } = await newUser({ moduleLimit: 1, sectionLimit: 1 });
    expect((await add(token, modules[0].id)).status).toBe(201);
    const held = await add(token, modules[0].id);
    expect(held.status).toBe(409);
    expect(held.body).toMatchObject({ error: M.moduleAlreadyInLibrary, code: 'ALREADY_IN_LIBRARY' });
    const another = await add(token, modules[1].id);
    expect(another.status).toBe(403);
    expect(another.body.error).toBe(M.moduleLimitReached(1));
  });

  it('holds the limit under concurrency: 20 parallel adds by a user one below the limit leave exactly the limit', async () => {
    const { token } = await newUser({ moduleLimit: 3, sectionLimit: 1 });
    expect((await add(token, modules[0].id)).status).toBe(201);
    expect((await add(token, modules[1].id)).status).toBe(201);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => add(token, modules[2 + (i % 2)].id)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.every((a) => [201, 403, 409].includes(a.status))).toBe(true);
    expect(answers.some((a) => a.status === 403 && a.body.error === M.moduleLimitReached(3))).toBe(true);
    const list = await svc.http('GET', '/api/user-modules/library', { token });
    expect(list.body.data).toHaveLength(3);
    expect((await svc.http('GET', '/api/user-modules/quota-check', { token })).body.data).toEqual({ canAdd: false, currentCount: 3, limit: 3, reason: 'limit' });
  });

  it('follows a plan change: new limits and allowed lists apply to quota checks and adds', async () => {
    const { userId, token } = await newUser({ moduleLimit: 1, sectionLimit: 1 });
    expect((await add(token, modules[0].id)).status).toBe(201);
    expect((await add(token, modules[1].id)).status).toBe(403);
    await changeUserLimits(svc, userId, planId, 'free', { moduleLimit: -1, sectionLimit: 1 });
    await waitForQuota(svc, token, 'modules', (d) => d.limit === -1 && d.canAdd === true);
    expect((await add(token, modules[1].id)).status).toBe(201);
    // The plan's allowed list grows: the featured module becomes addable.
    await publishPlan(svc, planPayload(planId, 'free', [...modules.map((m) => m.id), featured.id], [section.id, draftSection.id], { moduleLimit: 3, sectionLimit: 1 }, 2));
    await waitForQuota(svc, token, 'modules', (d) => d.allowed === true, `?moduleSlug=${featured.slug}`);
    expect((await add(token, featured.id)).status).toBe(201);
    await publishPlan(svc, planPayload(planId, 'free', modules.map((m) => m.id), [section.id, draftSection.id], { moduleLimit: 3, sectionLimit: 1 }, 3));
    await waitForQuota(svc, token, 'modules', (d) => d.allowed === false, `?moduleSlug=${featured.slug}`);
  });

  it('saves customValues by rendering the code on the server (the client code is ignored), and renames with an event', async () => {
    const { token } = await newUser();
    const entry = (await add(token, modules[0].id)).body.data;
    const saved = await svc.http('PUT', `/api/user-modules/${entry._id}`, { token, body: { customValues: { heading: 'My shop', unknown: 'x' }, code: '<script>evil()</script>', templateCode: 'x', variables: [] } });
    expect(saved.status).toBe(200);
    expect(saved.body.data.code).toBe('<div class="x" style="color:#000000">My shop</div>');
    expect(saved.body.data.customValues).toEqual({ heading: 'My shop' });
    expect(saved.body.data.templateCode).toBe(modules[0].templateCode);
    const renamed = await svc.http('PUT', `/api/user-modules/${entry._id}`, { token, body: { title: '  Hero  ' } });
    expect(renamed.body.data.title).toBe('Hero');
    await svc.observer.waitFor(LibraryEntryUpdated, (d) => d.entryId === entry._id && d.title === 'Hero');
  });

  it("answers another user's entry with 403 'You do not have access to this module.' and an unknown one with 404 'Module not found.'", async () => {
    const owner = await newUser();
    const other = await newUser();
    const entry = (await add(owner.token, modules[0].id)).body.data;
    for (const [method, url] of [['GET', `/api/user-modules/${entry._id}`], ['PUT', `/api/user-modules/${entry._id}`], ['DELETE', `/api/user-modules/remove/${entry._id}`]] as const) {
      const res = await svc.http(method, url, { token: other.token, body: method === 'PUT' ? { title: 'x' } : undefined });
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ success: false, error: M.noAccessModule, code: 'NOT_OWNER' });
      expect(res.body.data).toBeUndefined();
    }
    const unknown = await svc.http('GET', `/api/user-modules/${newId()}`, { token: owner.token });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe(M.moduleNotFoundInLibrary);
    expect((await svc.http('GET', '/api/user-modules/not-an-id', { token: owner.token })).status).toBe(404);
  });

  it('soft downgrade: a lower limit locks the newest entries (read-only, never deleted); raising it unlocks them', async () => {
    const { userId, token } = await newUser({ moduleLimit: 3, sectionLimit: 1 });
    const ids: string[] = [];
    for (const m of modules.slice(0, 3)) ids.push((await add(token, m.id)).body.data._id);
    await changeUserLimits(svc, userId, planId, 'free', { moduleLimit: 1, sectionLimit: 1 });
    const locked = await waitFor(async () => {
      const list = (await svc.http('GET', '/api/user-modules/library', { token })).body.data as { _id: string; locked: boolean; lockReason: string | null }[];
      return list.filter((e) => e.locked).length === 2 ? list : undefined;
    });
    expect(locked.map((e) => [e._id, e.lockReason])).toEqual([[ids[0], null], [ids[1], 'limit'], [ids[2], 'limit']]);
    const edit = await svc.http('PUT', `/api/user-modules/${ids[2]}`, { token, body: { title: 'x' } });
    expect(edit.status).toBe(403);
    expect(edit.body.error).toBe(M.entryLockedModule);
    expect((await svc.http('PUT', `/api/user-modules/${ids[0]}`, { token, body: { title: 'fine' } })).status).toBe(200);
    await changeUserLimits(svc, userId, planId, 'free', { moduleLimit: 5, sectionLimit: 1 });
    await waitFor(async () => ((await svc.http('GET', '/api/user-modules/library', { token })).body.data as { locked: boolean }[]).every((e) => !e.locked));
    expect((await svc.http('PUT', `/api/user-modules/${ids[2]}`, { token, body: { title: 'unlocked' } })).status).toBe(200);
  });

  it('update available: a new catalogue template shows on older entries; preview merges by name, apply keeps the previous version, rollback returns to it', async () => {
    const m = moduleFixture();
    await publishModule(svc, m);
    await publishPlan(svc, planPayload(planId, 'free', [...modules.map((x) => x.id), m.id], [section.id, draftSection.id], { moduleLimit: 3, sectionLimit: 1 }, 10));
    const { token } = await newUser({ moduleLimit: 5, sectionLimit: 1 });
    await waitForQuota(svc, token, 'modules', (d) => d.allowed === true, `?moduleSlug=${m.slug}`);
    const entry = (await add(token, m.id)).body.data;
    await svc.http('PUT', `/api/user-modules/${entry._id}`, { token, body: { customValues: { heading: 'Mine', color: '#000000' } } });
    expect((await svc.http('GET', `/api/user-modules/${entry._id}/update`, { token })).status).toBe(409);

    const next = { ...m, templateCode: '<h2 style="color:${color}">${heading}</h2><p>${tagline}</p>', variables: [m.variables[0], { ...m.variables[1], defaultValue: '#ff0000' }, { name: 'tagline', label: 'Tagline', type: 'text', defaultValue: 'New!' }], updatedAt: new Date(Date.now() + 1000).toISOString() };
    await updateModule(svc, next);
    await waitFor(async () => (await svc.http('GET', `/api/user-modules/${entry._id}`, { token })).body.data.updateAvailable === true);
    const preview = await svc.http('GET', `/api/user-modules/${entry._id}/update`, { token });
    expect(preview.body.data).toMatchObject({ kept: ['heading', 'color'], added: ['tagline'], removed: [] });
    expect(preview.body.data.next.code).toBe('<h2 style="color:#ff0000">Mine</h2><p>New!</p>');

    const applied = await svc.http('POST', `/api/user-modules/${entry._id}/update`, { token });
    expect(applied.body.data).toMatchObject({ updateAvailable: false, canRollback: true, code: '<h2 style="color:#ff0000">Mine</h2><p>New!</p>' });
    const rolled = await svc.http('POST', `/api/user-modules/${entry._id}/rollback`, { token });
    expect(rolled.body.data).toMatchObject({ canRollback: false, updateAvailable: false, templateCode: m.templateCode, code: '<div class="x" style="color:#000000">Mine</div>' });
    expect((await svc.http('POST', `/api/user-modules/${entry._id}/rollback`, { token })).status).toBe(409);
  });

  it('stay pinned: skipping hides the update until the catalogue publishes another version', async () => {
    const m = moduleFixture();
    await publishModule(svc, m);
    await publishPlan(svc, planPayload(planId, 'free', [...modules.map((x) => x.id), m.id], [section.id, draftSection.id], { moduleLimit: 3, sectionLimit: 1 }, 20));
    const { token } = await newUser({ moduleLimit: 5, sectionLimit: 1 });
    await waitForQuota(svc, token, 'modules', (d) => d.allowed === true, `?moduleSlug=${m.slug}`);
    const entry = (await add(token, m.id)).body.data;
    await updateModule(svc, { ...m, templateCode: '<b>${heading}</b>', updatedAt: new Date(Date.now() + 1000).toISOString() });
    await waitFor(async () => (await svc.http('GET', `/api/user-modules/${entry._id}`, { token })).body.data.updateAvailable === true);
    const skipped = await svc.http('POST', `/api/user-modules/${entry._id}/update/skip`, { token });
    expect(skipped.body.data.updateAvailable).toBe(false);
    await updateModule(svc, { ...m, templateCode: '<i>${heading}</i>', updatedAt: new Date(Date.now() + 2000).toISOString() });
    await waitFor(async () => (await svc.http('GET', `/api/user-modules/${entry._id}`, { token })).body.data.updateAvailable === true);
  });

  it('a module deleted from the catalogue stays usable in the library, marked retired', async () => {
    const m = moduleFixture();
    await publishModule(svc, m);
    await publishPlan(svc, planPayload(planId, 'free', [...modules.map((x) => x.id), m.id], [section.id, draftSection.id], { moduleLimit: 3, sectionLimit: 1 }, 30));
    const { token } = await newUser({ moduleLimit: 5, sectionLimit: 1 });
    await waitForQuota(svc, token, 'modules', (d) => d.allowed === true, `?moduleSlug=${m.slug}`);
    const entry = (await add(token, m.id)).body.data;
    await svc.publish(ModuleDeleted, { id: m.id, slug: m.slug });
    const retired = await waitFor(async () => {
      const res = await svc.http('GET', `/api/user-modules/${entry._id}`, { token });
      return res.body.data.retired ? res.body.data : undefined;
    });
    expect(retired.code).toBe(entry.code);
    expect((await svc.http('PUT', `/api/user-modules/${entry._id}`, { token, body: { customValues: { heading: 'Still mine' } } })).body.data.code).toContain('Still mine');
  });

  it('sections: added by slug, trimmed saves keep the original template for Reset, draft ones are Locked, the limit holds', async () => {
    const { token } = await newUser({ moduleLimit: 3, sectionLimit: 1 });
    const draft = await svc.http('POST', '/api/user-sections/add', { token, body: { sectionSlug: draftSection.slug } });
    expect(draft.status).toBe(403);
    expect(draft.body.error).toBe(M.sectionLocked);
    const added = await svc.http('POST', '/api/user-sections/add', { token, body: { sectionSlug: section.slug } });
    expect(added.status).toBe(201);
    expect(added.body.data).toMatchObject({ sectionId: section.id, code: section.templateCode, templateCode: section.templateCode, status: 'active' });
    const saved = await svc.http('PUT', `/api/user-sections/${added.body.data._id}`, { token, body: { title: '  My hero ', code: '\n<section>mine</section>\n' } });
    expect(saved.body.data).toMatchObject({ title: 'My hero', code: '<section>mine</section>', templateCode: section.templateCode });
    expect((await svc.http('GET', '/api/user-sections/quota-check', { token })).body.data).toEqual({ canAdd: false, currentCount: 1, limit: 1, reason: 'limit' });
    const bad = await svc.http('POST', '/api/user-sections/add', { token, body: {} });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe(M.sectionIdRequired);
    const removed = await svc.http('DELETE', `/api/user-sections/remove/${added.body.data._id}`, { token });
    expect(removed.body).toEqual({ success: true, message: M.sectionRemoved });
    await svc.observer.waitFor(LibraryEntryRemoved, (d) => d.entryId === added.body.data._id);
    expect((await svc.http('POST', '/api/user-sections/add', { token, body: { sectionId: section.id } })).status).toBe(201);
  });
});
