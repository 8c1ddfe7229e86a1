import { api, loginAs, registerUser, Session } from '../support';
import { closeProducer, createStore, eventually, expectEnvelope, libraryEntry, quota, removeLibraryEntry, setStoreLimit } from './stores-helpers';

/**
 * Stores through the gateway (doc 2 §2, §5, §7, §8): every route as anonymous, owner, another user and admin,
 * with bad input. Users are real identity users; their library entries arrive as the library's events.
 */
describe('stores (e2e)', () => {
  let admin: Session;
  let owner: Session;
  let other: Session;

  beforeAll(async () => {
    [admin, owner, other] = await Promise.all([loginAs('admin'), registerUser({ name: 'Store Owner' }), registerUser({ name: 'Store Other' })]);
    // registration reaches the stores service as identity's event: the free plan's store limit
    await eventually(async () => (await quota(owner)).limit === 1 && (await quota(other)).limit === 1, 'free store limit');
  });
  afterAll(async () => {
    await closeProducer();
  });

  const someId = '0123456789abcdef01234567';
  const everyRoute: [string, string, unknown?][] = [
    ['GET', '/api/stores'],
    ['POST', '/api/stores', { name: 'x' }],
    ['POST', '/api/stores/quota-check', {}],
    ['GET', '/api/stores/pickable?kind=module'],
    ['GET', `/api/stores/${someId}`],
    ['PUT', `/api/stores/${someId}`, { name: 'x' }],
    ['DELETE', `/api/stores/${someId}`],
    ['POST', `/api/stores/${someId}/modules`, { moduleId: someId }],
    ['DELETE', `/api/stores/${someId}/modules/${someId}`],
    ['POST', `/api/stores/${someId}/sections`, { sectionId: someId }],
    ['DELETE', `/api/stores/${someId}/sections/${someId}`],
    ['GET', '/api/admin/stores/stats'],
  ];

  describe('anonymous', () => {
    it('answers 401 with the envelope on every stores route', async () => {
      for (const [method, path, body] of everyRoute) {
        const res = await api(path, { method, body });
        expect({ method, path, status: res.status, success: res.body?.success }).toEqual({ method, path, status: 401, success: false });
        expect(typeof res.body.error).toBe('string');
      }
    });
  });

  describe('owner', () => {
    it('creates a store with the defaults (colour #6366f1, icon store), reads it, edits it and deletes it', async () => {
      const created = await api('/api/stores', { token: owner.token, body: { name: '  My first store  ', icon: 'unknown-icon' } });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        success: true,
        data: { name: 'My first store', description: '', color: '#6366f1', icon: 'store', moduleCount: 0, sectionCount: 0, readOnly: false, modules: [], sections: [] },
      });
      const id = created.body.data._id;

      const list = await api('/api/stores', { token: owner.token });
      expect(list.status).toBe(200);
      expect(list.body.data.map((s: { _id: string }) => s._id)).toEqual([id]);
      expect(list.body.stats).toEqual({ storeCount: 1, moduleCount: 0, sectionCount: 0, totalItems: 0 });
      expect(list.body.quota).toEqual({ canAdd: false, currentCount: 1, limit: 1 });

      const edited = await api(`/api/stores/${id}`, { method: 'PUT', token: owner.token, body: { description: 'Now described', color: '#10B981', icon: 'package' } });
      expect(edited.status).toBe(200);
      expect(edited.body.data).toMatchObject({ name: 'My first store', description: 'Now described', color: '#10b981', icon: 'package' });
      expect((await api(`/api/stores/${id}`, { token: owner.token })).body.data.description).toBe('Now described');

      const deleted = await api(`/api/stores/${id}`, { method: 'DELETE', token: owner.token });
      expect(deleted.status).toBe(200);
      expect(deleted.body).toEqual({ success: true, message: 'Store deleted successfully' });
      expectEnvelope(await api(`/api/stores/${id}`, { token: owner.token }), 404, 'Store not found');
    });

    it('refuses a second store on the free plan with "Store limit reached (1/1)...", and follows a plan change made in identity', async () => {
      const user = await registerUser({ name: 'Quota User' });
      await eventually(async () => (await quota(user)).limit === 1, 'free store limit');
      expect((await createStore(user)).status).toBe(201);
      const refused = await createStore(user);
      expectEnvelope(refused, 403, 'Store limit reached (1/1). Please upgrade your plan to create more stores.');
      expect(refused.body.code).toBe('STORE_LIMIT_REACHED');
      const check = await api('/api/stores/quota-check', { token: user.token, body: {} });
      expect(check.body).toEqual({ success: true, data: { canAdd: false, currentCount: 1, limit: 1 }, message: 'Store limit reached (1/1). Please upgrade your plan to create more stores.' });

      await setStoreLimit(admin, user, 3);
      expect((await createStore(user, { name: 'Second' })).status).toBe(201);
      expect((await createStore(user, { name: 'Third' })).status).toBe(201);
      expect((await createStore(user)).status).toBe(403);

      // soft downgrade: nothing deleted, the newer stores are read-only
      await setStoreLimit(admin, user, 1);
      const list = (await api('/api/stores?sort=all', { token: user.token })).body.data;
      expect(list.map((s: { readOnly: boolean }) => s.readOnly)).toEqual([false, true, true]);
      const edit = await api(`/api/stores/${list[1]._id}`, { method: 'PUT', token: user.token, body: { name: 'Renamed' } });
      expectEnvelope(edit, 403, 'This store is read-only: your plan allows 1 store. Upgrade your plan or delete a store to edit it again.');
      expect((await api(`/api/stores/${list[2]._id}`, { method: 'DELETE', token: user.token })).status).toBe(200);
    });

    it('never creates more stores than the limit when creates run in parallel', async () => {
      const user = await registerUser({ name: 'Parallel User' });
      await setStoreLimit(admin, user, 2);
      const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => createStore(user, { name: `Parallel ${i}` })));
      expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 403, 403, 403, 403, 403, 403]);
      expect((await api('/api/stores', { token: user.token })).body.data).toHaveLength(2);
    });

    it('places library entries (once per store), lists them in the picker, and a removed entry leaves the store', async () => {
      const user = await registerUser({ name: 'Items User' });
      await eventually(async () => (await quota(user)).limit === 1, 'free store limit');
      const store = (await createStore(user)).body.data._id;
      const module = await libraryEntry(user, 'module', { title: 'Hero slider', featured: true });
      const section = await libraryEntry(user, 'section', { title: 'Footer columns' });

      const picker = await api(`/api/stores/pickable?kind=module&filter=featured&storeId=${store}`, { token: user.token });
      expect(picker.status).toBe(200);
      expect(picker.body.data).toEqual([expect.objectContaining({ _id: module.entryId, title: 'Hero slider', description: 'An e2e module', category: 'hero', featured: true, inStore: false })]);

      const added = await api(`/api/stores/${store}/modules`, { token: user.token, body: { moduleId: module.entryId } });
      expect(added.status).toBe(200);
      expect(added.body.data.modules).toEqual([{ _id: module.entryId, kind: 'module', title: 'Hero slider', thumbnail: module.thumbnail, featured: true, addedAt: expect.any(String) }]);
      expectEnvelope(await api(`/api/stores/${store}/modules`, { token: user.token, body: { moduleId: module.entryId } }), 409, 'This module is already in the store');
      expect((await api(`/api/stores/${store}/sections`, { token: user.token, body: { sectionId: section.entryId } })).body.data).toMatchObject({ moduleCount: 1, sectionCount: 1 });
      expect((await api('/api/stores', { token: user.token })).body.stats).toEqual({ storeCount: 1, moduleCount: 1, sectionCount: 1, totalItems: 2 });

      const removed = await api(`/api/stores/${store}/sections/${section.entryId}`, { method: 'DELETE', token: user.token });
      expect(removed.body.data).toMatchObject({ sectionCount: 0, sections: [] });
      expectEnvelope(await api(`/api/stores/${store}/sections/${section.entryId}`, { method: 'DELETE', token: user.token }), 404, 'Section not found in this store');

      await removeLibraryEntry(module);
      const after = await eventually(async () => {
        const res = await api(`/api/stores/${store}`, { token: user.token });
        return res.body.data.moduleCount === 0 && res.body.data;
      }, 'the removed entry to leave the store');
      expect(after.modules).toEqual([]);
      expectEnvelope(await api(`/api/stores/${store}/modules`, { token: user.token, body: { moduleId: module.entryId } }), 404, 'Module not found in your library');
    });
  });

  describe('another user', () => {
    it("answers 404 'Store not found' for someone else's store on every store route, and cannot place their own entry in it", async () => {
      const store = (await createStore(other)).body.data._id;
      const mine = await libraryEntry(owner, 'module');
      for (const [method, path, body] of [
        ['GET', `/api/stores/${store}`],
        ['PUT', `/api/stores/${store}`, { name: 'Taken over' }],
        ['DELETE', `/api/stores/${store}`],
        ['POST', `/api/stores/${store}/modules`, { moduleId: mine.entryId }],
        ['DELETE', `/api/stores/${store}/modules/${mine.entryId}`],
        ['POST', `/api/stores/${store}/sections`, { sectionId: mine.entryId }],
        ['DELETE', `/api/stores/${store}/sections/${mine.entryId}`],
        ['GET', `/api/stores/pickable?kind=module&storeId=${store}`],
      ] as [string, string, unknown?][]) {
        expectEnvelope(await api(path, { method, body, token: owner.token }), 404, 'Store not found');
      }
      expect((await api('/api/stores', { token: owner.token })).body.data.map((s: { _id: string }) => s._id)).not.toContain(store);
      expect((await api(`/api/stores/${store}`, { token: other.token })).body.data.name).toMatch(/^E2E store/);
    });

    it("cannot place an entry of another user's library in their own store", async () => {
      const user = await registerUser({ name: 'Thief' });
      await eventually(async () => (await quota(user)).limit === 1, 'free store limit');
      const theirs = await libraryEntry(other, 'section');
      const store = (await createStore(user)).body.data._id;
      expectEnvelope(await api(`/api/stores/${store}/sections`, { token: user.token, body: { sectionId: theirs.entryId } }), 404, 'Section not found in your library');
      expect((await api('/api/stores/pickable?kind=section', { token: user.token })).body.data).toEqual([]);
    });
  });

  describe('admin', () => {
    it("answers the totals {stores, items, users}; a customer gets 403; the admin cannot open a customer's store", async () => {
      const res = await api('/api/admin/stores/stats', { token: admin.token });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, data: { totals: { stores: expect.any(Number), items: expect.any(Number), users: expect.any(Number) } } });
      expect(res.body.data.totals.stores).toBeGreaterThanOrEqual(res.body.data.totals.users);
      expect(res.body.data.totals.users).toBeGreaterThanOrEqual(1);
      expectEnvelope(await api('/api/admin/stores/stats', { token: owner.token }), 403, 'Admin privileges required');
      const customer = await registerUser({ name: 'Admin Watched' });
      await eventually(async () => (await quota(customer)).limit === 1, 'free store limit');
      const id = (await createStore(customer)).body.data._id;
      expectEnvelope(await api(`/api/stores/${id}`, { token: admin.token }), 404, 'Store not found');
      expectEnvelope(await api(`/api/stores/${id}`, { method: 'DELETE', token: admin.token }), 404, 'Store not found');
      expect((await api(`/api/stores/${id}`, { token: customer.token })).status).toBe(200);
    });

    it('has stores of their own like any signed-in user', async () => {
      const list = await api('/api/stores', { token: admin.token });
      expect(list.status).toBe(200);
      expect(list.body.quota).toEqual(expect.objectContaining({ limit: expect.any(Number) }));
    });
  });

  describe('bad input (400 with the envelope, never 5xx)', () => {
    let user: Session;
    let store: string;
    beforeAll(async () => {
      user = await registerUser({ name: 'Bad Input' });
      await eventually(async () => (await quota(user)).limit === 1, 'free store limit');
      store = (await createStore(user)).body.data._id;
    });

    it.each([
      [{}, 'Please enter a name for your store.'],
      [{ name: '   ' }, 'Please enter a name for your store.'],
      [{ name: 42 }, 'Please enter a name for your store.'],
      [{ name: 'x'.repeat(101) }, 'Store name must be at most 100 characters long'],
      [{ name: 'Shop', color: 'purple' }, 'Color must be a hex colour such as #6366f1'],
      [{ name: 'Shop', description: 7 }, 'Description must be text of at most 500 characters'],
    ])('POST /api/stores %j answers 400 "%s"', async (body, error) => {
      expectEnvelope(await api('/api/stores', { token: user.token, body }), 400, error);
    });

    it('answers 400 for a malformed JSON body', async () => {
      const res = await api('/api/stores', { token: user.token, body: '{"name": ', headers: { 'content-type': 'application/json' } });
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
    });

    it('answers 400 for an empty edit, a missing item id, a bad sort, kind, filter or limit; 404 for a malformed store id', async () => {
      expectEnvelope(await api(`/api/stores/${store}`, { method: 'PUT', token: user.token, body: {} }), 400, 'Nothing to update: send a name, description, color or icon');
      expectEnvelope(await api(`/api/stores/${store}`, { method: 'PUT', token: user.token, body: { name: '' } }), 400, 'Please enter a name for your store.');
      expectEnvelope(await api(`/api/stores/${store}/modules`, { token: user.token, body: {} }), 400, 'moduleId is required');
      expectEnvelope(await api(`/api/stores/${store}/sections`, { token: user.token, body: { sectionId: '' } }), 400, 'sectionId is required');
      expectEnvelope(await api('/api/stores?sort=biggest', { token: user.token }), 400, 'sort must be one of all, recent, name, items');
      expectEnvelope(await api('/api/stores/pickable', { token: user.token }), 400, 'kind must be module or section');
      expectEnvelope(await api('/api/stores/pickable?kind=module&filter=popular', { token: user.token }), 400, 'filter must be one of all, featured, recent');
      expectEnvelope(await api('/api/stores/pickable?kind=module&limit=101', { token: user.token }), 400, 'limit must be an integer from 1 to 100');
      expectEnvelope(await api('/api/stores/not-an-id', { token: user.token }), 404, 'Store not found');
      expectEnvelope(await api('/api/stores/not-an-id/modules', { token: user.token, body: { moduleId: someId } }), 404, 'Store not found');
    });
  });
});
