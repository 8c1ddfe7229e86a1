import {
  DEFAULT_SUBSCRIPTION_FEATURES,
  LibraryEntryAdded,
  LibraryEntryRemoved,
  LibraryEntryUpdated,
  StoreCreated,
  StoreDeleted,
  StoreUpdated,
  UserDeleted,
  UserRegistered,
  UserRoleChanged,
  UserSubscriptionChanged,
} from '@liquify/contracts';
import { buildEnvelope } from '@liquify/kafka';
import { Types } from 'mongoose';
import { StoresHarness, TestUser, waitFor } from './support';

jest.setTimeout(120_000);

describe('stores on real FerretDB + Kafka + Redis', () => {
  let h: StoresHarness;

  beforeAll(async () => {
    h = await StoresHarness.start();
  });
  afterAll(async () => {
    await h?.close();
  });

  describe('a store and its events', () => {
    it('creates, reads, edits and deletes a store, publishing StoreCreated, StoreUpdated and StoreDeleted through the outbox', async () => {
      const user = await h.registeredUser(3);
      const created = await h.createStore(user, {
        name: '  Summer shop ',
        description: 'Seasonal',
        color: '#FF0000',
        icon: 'layers',
      });
      expect(created.status).toBe(201);
      expect(created.body.data).toMatchObject({
        name: 'Summer shop',
        description: 'Seasonal',
        color: '#ff0000',
        icon: 'layers',
        moduleCount: 0,
        sectionCount: 0,
        readOnly: false,
        modules: [],
        sections: [],
      });
      const id = created.body.data._id;
      const event = await h.waitForEvent(StoreCreated, id);
      expect(h.svc.observer.on(StoreCreated).find((m) => m.envelope?.eventId === event.eventId)?.key).toBe(
        id,
      );
      expect(event.data).toEqual({
        storeId: id,
        userId: user.id,
        name: 'Summer shop',
        createdAt: created.body.data.createdAt,
      });

      const updated = await h.http('PUT', `/api/stores/${id}`, {
        token: user.token,
        body: { name: 'Winter shop', icon: 'rocket' },
      });
      expect(updated.status).toBe(200);
      expect(updated.body.data).toMatchObject({
        name: 'Winter shop',
        description: 'Seasonal',
        color: '#ff0000',
        icon: 'store',
      });
      expect((await h.waitForEvent(StoreUpdated, id)).data.name).toBe('Winter shop');

      expect((await h.http('GET', `/api/stores/${id}`, { token: user.token })).body.data.name).toBe(
        'Winter shop',
      );
      const deleted = await h.http('DELETE', `/api/stores/${id}`, { token: user.token });
      expect(deleted.body).toEqual({ success: true, message: 'Store deleted successfully' });
      expect((await h.waitForEvent(StoreDeleted, id)).data).toEqual({ storeId: id, userId: user.id });
      expect((await h.http('GET', `/api/stores/${id}`, { token: user.token })).status).toBe(404);
      expect((await h.http('DELETE', `/api/stores/${id}`, { token: user.token })).status).toBe(404);
    });

    it("answers 404 'Store not found' for another user's store, on every route", async () => {
      const owner = await h.registeredUser(1);
      const other = await h.registeredUser(1);
      const id = (await h.createStore(owner)).body.data._id;
      const entry = await h.libraryEntry(other, 'module');
      for (const [method, url, body] of [
        ['GET', `/api/stores/${id}`, undefined],
        ['PUT', `/api/stores/${id}`, { name: 'mine now' }],
        ['DELETE', `/api/stores/${id}`, undefined],
        ['POST', `/api/stores/${id}/modules`, { moduleId: entry.entryId }],
        ['DELETE', `/api/stores/${id}/modules/${entry.entryId}`, undefined],
        ['GET', `/api/stores/pickable?kind=module&storeId=${id}`, undefined],
      ] as const) {
        const res = await h.http(method, url, { token: other.token, body });
        expect({ url, method, status: res.status, body: res.body }).toEqual({
          url,
          method,
          status: 404,
          body: expect.objectContaining({ success: false, error: 'Store not found' }),
        });
      }
      expect((await h.http('GET', `/api/stores/${id}`, { token: owner.token })).status).toBe(200);
    });
  });

  describe('store quota', () => {
    it('answers the quota check of an account stored without a reservation list (FerretDB drops the empty list an upsert inserts) whose stores and count disagree', async () => {
      const user = await h.registeredUser(3);
      const account = await h.svc.db.collection('accounts').findOne({ _id: user.id as never });
      expect(account?.storeCount).toBe(0);
      // A live store the account holds no slot for (a crash between the two writes, or older data): the counts disagree.
      await h.svc.db.collection('stores').insertOne({ userId: user.id, name: 'Older shop', description: '', color: '#000000', icon: 'store', deletedAt: null, createdAt: new Date(), updatedAt: new Date() });
      const res = await h.http('POST', '/api/stores/quota-check', { token: user.token, body: {} });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ currentCount: 1, limit: 3, canAdd: true });
    });

    it('applies a plan change to the limit: free 1 store, pro 3, and the refusal quotes "Store limit reached (1/1)"', async () => {
      const user = await h.registeredUser(1);
      expect((await h.createStore(user)).status).toBe(201);
      const refused = await h.createStore(user);
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({
        success: false,
        code: 'STORE_LIMIT_REACHED',
        error: 'Store limit reached (1/1). Please upgrade your plan to create more stores.',
      });
      expect((await h.http('POST', '/api/stores/quota-check', { token: user.token, body: {} })).body).toEqual(
        {
          success: true,
          data: { canAdd: false, currentCount: 1, limit: 1 },
          message: 'Store limit reached (1/1). Please upgrade your plan to create more stores.',
        },
      );

      await h.changePlan(user, 3);
      expect((await h.createStore(user)).status).toBe(201);
      expect((await h.createStore(user)).status).toBe(201);
      expect((await h.createStore(user)).body.error).toBe(
        'Store limit reached (3/3). Please upgrade your plan to create more stores.',
      );

      await h.changePlan(user, -1);
      for (let i = 0; i < 3; i++) expect((await h.createStore(user)).status).toBe(201);
      expect((await h.http('POST', '/api/stores/quota-check', { token: user.token })).body.data).toEqual({
        canAdd: true,
        currentCount: 6,
        limit: -1,
      });
    });

    it('never exceeds the limit when creates run in parallel', async () => {
      const user = await h.registeredUser(3);
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, i) => h.createStore(user, { name: `parallel ${i}` })),
      );
      expect(answers.filter((a) => a.status === 201)).toHaveLength(3);
      expect(
        answers.filter((a) => a.status === 403).every((a) => a.body.code === 'STORE_LIMIT_REACHED'),
      ).toBe(true);
      expect(answers.filter((a) => a.status !== 201 && a.status !== 403)).toEqual([]);
      const list = await h.http('GET', '/api/stores', { token: user.token });
      expect(list.body.data).toHaveLength(3);
      expect(list.body.quota).toEqual({ canAdd: false, currentCount: 3, limit: 3 });
    });

    it('frees the slot of a deleted store', async () => {
      const user = await h.registeredUser(1);
      const id = (await h.createStore(user)).body.data._id;
      expect((await h.createStore(user)).status).toBe(403);
      await h.http('DELETE', `/api/stores/${id}`, { token: user.token });
      expect((await h.createStore(user)).status).toBe(201);
    });

    it('soft downgrade: over a lowered limit the newer stores are kept read-only, never deleted', async () => {
      const user = await h.registeredUser(3);
      const ids: string[] = [];
      for (const name of ['first', 'second', 'third'])
        ids.push((await h.createStore(user, { name })).body.data._id);
      const entry = await h.libraryEntry(user, 'module');
      expect(
        (
          await h.http('POST', `/api/stores/${ids[2]}/modules`, {
            token: user.token,
            body: { moduleId: entry.entryId },
          })
        ).status,
      ).toBe(200);

      await h.changePlan(user, 1);
      const list = await h.http('GET', '/api/stores?sort=all', { token: user.token });
      expect(list.body.data.map((s: any) => [s.name, s.readOnly])).toEqual([
        ['first', false],
        ['second', true],
        ['third', true],
      ]);
      expect(list.body.data[2].moduleCount).toBe(1);
      expect(list.body.quota).toEqual({ canAdd: false, currentCount: 3, limit: 1 });

      const edit = await h.http('PUT', `/api/stores/${ids[1]}`, {
        token: user.token,
        body: { name: 'renamed' },
      });
      expect(edit.status).toBe(403);
      expect(edit.body).toMatchObject({
        code: 'STORE_READ_ONLY',
        error:
          'This store is read-only: your plan allows 1 store. Upgrade your plan or delete a store to edit it again.',
      });
      expect(
        (
          await h.http('POST', `/api/stores/${ids[1]}/modules`, {
            token: user.token,
            body: { moduleId: entry.entryId },
          })
        ).status,
      ).toBe(403);
      expect(
        (await h.http('DELETE', `/api/stores/${ids[2]}/modules/${entry.entryId}`, { token: user.token }))
          .status,
      ).toBe(403);
      expect((await h.http('GET', `/api/stores/${ids[2]}`, { token: user.token })).body.data).toMatchObject({
        readOnly: true,
        moduleCount: 1,
      });
      expect(
        (
          await h.http('PUT', `/api/stores/${ids[0]}`, {
            token: user.token,
            body: { name: 'still editable' },
          })
        ).status,
      ).toBe(200);

      // Deleting is allowed: it is how the user gets back within the limit.
      expect((await h.http('DELETE', `/api/stores/${ids[1]}`, { token: user.token })).status).toBe(200);
      expect((await h.http('GET', `/api/stores/${ids[2]}`, { token: user.token })).body.data.readOnly).toBe(
        true,
      );
      await h.http('DELETE', `/api/stores/${ids[0]}`, { token: user.token });
      expect((await h.http('GET', `/api/stores/${ids[2]}`, { token: user.token })).body.data.readOnly).toBe(
        false,
      );
      expect((await h.createStore(user)).status).toBe(403);
    });

    it('applies a burst of sign-ups published together (written in batches): each account its own limit, a later plan change kept over a late sign-up', async () => {
      const users = Array.from({ length: 12 }, () => h.unannouncedUser());
      const registered = async (user: TestUser, storeLimit: number, occurredAt?: string) => {
        const envelope = {
          ...buildEnvelope(
            UserRegistered,
            {
              userId: user.id,
              email: `${user.id}@example.com`,
              name: 'Burst',
              role: 'user' as const,
              subscription: { plan: 'free', planId: null, status: 'active' as const, features: { ...DEFAULT_SUBSCRIPTION_FEATURES, storeLimit }, currentPeriodEnd: null },
              createdAt: new Date().toISOString(),
            },
            'identity',
          ),
          ...(occurredAt ? { occurredAt } : {}),
        };
        await h.svc.publishEnvelope(UserRegistered, envelope);
        return envelope.eventId;
      };
      await Promise.all(users.map((user, i) => registered(user, i + 1)));
      // The first user's plan changed (limit 20), then its sign-up arrives again, late: the change holds.
      await h.changePlan(users[0], 20);
      const late = await registered(users[0], 1, new Date(Date.now() - 3_600_000).toISOString());
      const limits = async () =>
        Promise.all(users.map(async (user) => (await h.http('POST', '/api/stores/quota-check', { token: user.token, body: {} })).body?.data?.limit));
      const expected = users.map((_, i) => (i === 0 ? 20 : i + 1));
      await waitFor(async () => JSON.stringify(await limits()) === JSON.stringify(expected), { timeout: 30_000, message: 'every account at its own limit' });
      await waitFor(async () => (await h.svc.db.collection('processed_events').countDocuments({ _id: { $regex: `${late}$` } } as never)) > 0, {
        timeout: 20_000,
        message: 'the late sign-up to be processed',
      });
      expect(await limits()).toEqual(expected);
    });

    it('ignores a plan change older than the one applied (events may arrive late)', async () => {
      const user = await h.registeredUser(1);
      await h.changePlan(user, 3);
      const stale = buildEnvelope(
        UserSubscriptionChanged,
        {
          userId: user.id,
          email: `${user.id}@example.com`,
          plan: 'free',
          planId: null,
          status: 'active',
          features: { ...DEFAULT_SUBSCRIPTION_FEATURES, storeLimit: 1 },
          currentPeriodEnd: null,
          reason: 'late',
        },
        'identity',
      );
      await h.svc.publishEnvelope(UserSubscriptionChanged, {
        ...stale,
        occurredAt: new Date(Date.now() - 3_600_000).toISOString(),
      });
      // once the consumer has processed it (its id is remembered), the newer limit still holds
      await waitFor(
        async () =>
          (await h.svc.db
            .collection('processed_events')
            .countDocuments({ _id: { $regex: `${stale.eventId}$` } } as never)) > 0,
        {
          timeout: 20_000,
          message: 'the late event to be processed',
        },
      );
      expect(
        (await h.http('POST', '/api/stores/quota-check', { token: user.token, body: {} })).body.data.limit,
      ).toBe(3);
    });

    it('uses the free limit (1) for a user identity has not announced yet, then the announced one', async () => {
      const user = h.unannouncedUser();
      expect(
        (await h.http('POST', '/api/stores/quota-check', { token: user.token, body: {} })).body.data,
      ).toEqual({ canAdd: true, currentCount: 0, limit: 1 });
      expect((await h.createStore(user)).status).toBe(201);
      expect((await h.createStore(user)).status).toBe(403);
      await h.changePlan(user, 3);
      expect((await h.createStore(user)).status).toBe(201);
    });
  });

  describe('items: library entries placed in stores', () => {
    let user: TestUser;
    beforeAll(async () => {
      user = await h.registeredUser(-1);
    });

    it('places an entry once per store, answers it with _id, title, thumbnail, featured, and counts it', async () => {
      const store = (await h.createStore(user)).body.data._id;
      const module = await h.libraryEntry(user, 'module', { title: 'Hero banner', featured: true });
      const section = await h.libraryEntry(user, 'section', { title: 'Footer' });
      const added = await h.http('POST', `/api/stores/${store}/modules`, {
        token: user.token,
        body: { moduleId: module.entryId },
      });
      expect(added.status).toBe(200);
      expect(added.body.data.modules).toEqual([
        {
          _id: module.entryId,
          kind: 'module',
          title: 'Hero banner',
          thumbnail: '/thumbs/module.svg',
          featured: true,
          addedAt: expect.any(String),
        },
      ]);
      const twice = await h.http('POST', `/api/stores/${store}/modules`, {
        token: user.token,
        body: { moduleId: module.entryId },
      });
      expect(twice.status).toBe(409);
      expect(twice.body).toMatchObject({
        success: false,
        code: 'ALREADY_IN_STORE',
        error: 'This module is already in the store',
      });
      // a section id is not a module: the kinds do not mix
      expect(
        (
          await h.http('POST', `/api/stores/${store}/modules`, {
            token: user.token,
            body: { moduleId: section.entryId },
          })
        ).body.error,
      ).toBe('Module not found in your library');
      expect(
        (
          await h.http('POST', `/api/stores/${store}/sections`, {
            token: user.token,
            body: { sectionId: section.entryId },
          })
        ).body.data,
      ).toMatchObject({ moduleCount: 1, sectionCount: 1 });

      const detail = await h.http('GET', `/api/stores/${store}`, { token: user.token });
      expect(detail.body.data).toMatchObject({ moduleCount: 1, sectionCount: 1 });
      const listed = (await h.http('GET', '/api/stores', { token: user.token })).body.data.find(
        (s: any) => s._id === store,
      );
      expect(listed).toMatchObject({ moduleCount: 1, sectionCount: 1 });

      const removed = await h.http('DELETE', `/api/stores/${store}/modules/${module.entryId}`, {
        token: user.token,
      });
      expect(removed.body.data).toMatchObject({ moduleCount: 0, sectionCount: 1, modules: [] });
      expect(
        (await h.http('DELETE', `/api/stores/${store}/modules/${module.entryId}`, { token: user.token }))
          .body,
      ).toMatchObject({ code: 'NOT_IN_STORE', error: 'Module not found in this store' });
    });

    it('places the same entry at most once when adds run in parallel', async () => {
      const store = (await h.createStore(user)).body.data._id;
      const entry = await h.libraryEntry(user, 'section');
      const answers = await Promise.all(
        Array.from({ length: 6 }, () =>
          h.http('POST', `/api/stores/${store}/sections`, {
            token: user.token,
            body: { sectionId: entry.entryId },
          }),
        ),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
      expect(
        (await h.http('GET', `/api/stores/${store}`, { token: user.token })).body.data.sectionCount,
      ).toBe(1);
    });

    it("refuses an entry of another user's library (only its owner can place it)", async () => {
      const other = await h.registeredUser(1);
      const theirs = await h.libraryEntry(other, 'module');
      const store = (await h.createStore(user)).body.data._id;
      const res = await h.http('POST', `/api/stores/${store}/modules`, {
        token: user.token,
        body: { moduleId: theirs.entryId },
      });
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: 'NOT_IN_LIBRARY', error: 'Module not found in your library' });
    });

    it('takes a removed library entry out of every store, and the counts follow', async () => {
      const a = (await h.createStore(user, { name: 'A' })).body.data._id;
      const b = (await h.createStore(user, { name: 'B' })).body.data._id;
      const leaving = await h.libraryEntry(user, 'module');
      const staying = await h.libraryEntry(user, 'module');
      for (const store of [a, b]) {
        for (const entry of [leaving, staying])
          await h.http('POST', `/api/stores/${store}/modules`, {
            token: user.token,
            body: { moduleId: entry.entryId },
          });
      }
      expect((await h.http('GET', `/api/stores/${a}`, { token: user.token })).body.data.moduleCount).toBe(2);

      await h.publish(LibraryEntryRemoved, {
        entryId: leaving.entryId,
        userId: user.id,
        kind: 'module',
        catalogueId: leaving.catalogueId,
      });
      await waitFor(
        async () =>
          (await h.http('GET', `/api/stores/${b}`, { token: user.token })).body.data.moduleCount === 1,
        { timeout: 20_000 },
      );
      for (const store of [a, b]) {
        const detail = (await h.http('GET', `/api/stores/${store}`, { token: user.token })).body.data;
        expect(detail.modules.map((m: any) => m._id)).toEqual([staying.entryId]);
        expect(detail.moduleCount).toBe(1);
      }
      const listed = (await h.http('GET', '/api/stores', { token: user.token })).body.data.filter((s: any) =>
        [a, b].includes(s._id),
      );
      expect(listed.map((s: any) => s.moduleCount)).toEqual([1, 1]);
      // gone from the picker, and it cannot be placed again
      const pick = await h.http('GET', '/api/stores/pickable?kind=module', { token: user.token });
      expect(pick.body.data.map((i: any) => i._id)).not.toContain(leaving.entryId);
      expect(
        (
          await h.http('POST', `/api/stores/${a}/modules`, {
            token: user.token,
            body: { moduleId: leaving.entryId },
          })
        ).status,
      ).toBe(404);
      // a late "updated" for the removed entry does not bring it back
      await h.publish(LibraryEntryUpdated, { ...leaving, title: 'Back?' });
      const marker = await h.libraryEntry(user, 'module');
      expect(
        (await h.http('GET', '/api/stores/pickable?kind=module', { token: user.token })).body.data.map(
          (i: any) => i._id,
        ),
      ).toEqual(expect.arrayContaining([marker.entryId]));
      expect(
        (await h.http('GET', '/api/stores/pickable?kind=module', { token: user.token })).body.data.map(
          (i: any) => i._id,
        ),
      ).not.toContain(leaving.entryId);
    });

    it('shows what the library says about an entry after an update (title, thumbnail, featured)', async () => {
      const store = (await h.createStore(user)).body.data._id;
      const entry = await h.libraryEntry(user, 'module', { title: 'Old title' });
      await h.http('POST', `/api/stores/${store}/modules`, {
        token: user.token,
        body: { moduleId: entry.entryId },
      });
      await h.publish(LibraryEntryUpdated, {
        ...entry,
        title: 'New title',
        featured: true,
        thumbnail: '/new.svg',
      });
      const item = await waitFor(
        async () => {
          const modules = (await h.http('GET', `/api/stores/${store}`, { token: user.token })).body.data
            .modules;
          return modules[0]?.title === 'New title' && modules[0];
        },
        { timeout: 20_000 },
      );
      expect(item).toMatchObject({ _id: entry.entryId, featured: true, thumbnail: '/new.svg' });
    });
    it('applies a burst of adds and updates published together (a backlog, written in batches), each entry at its newest state', async () => {
      const burst = await h.registeredUser(-1);
      const entries = Array.from({ length: 20 }, (_, i) => ({
        entryId: new Types.ObjectId().toHexString(),
        userId: burst.id,
        kind: 'module' as const,
        catalogueId: new Types.ObjectId().toHexString(),
        slug: `burst-${i}`,
        title: `Burst ${i}`,
        description: '',
        category: 'header',
        thumbnail: '',
        featured: false,
        createdAt: new Date().toISOString(),
      }));
      await Promise.all(entries.map((entry) => h.publish(LibraryEntryAdded, entry)));
      await Promise.all(entries.slice(0, 5).map((entry) => h.publish(LibraryEntryUpdated, { ...entry, title: `${entry.title} renamed` })));
      // A late update older than the adds (a stale state in the same batches): never applied.
      await Promise.all(
        entries.slice(5, 8).map((entry) =>
          h.svc.publishEnvelope(LibraryEntryUpdated, { ...buildEnvelope(LibraryEntryUpdated, { ...entry, title: 'stale' }, 'library'), occurredAt: new Date(Date.now() - 3_600_000).toISOString() }),
        ),
      );
      const expected = entries.map((entry, i) => (i < 5 ? `${entry.title} renamed` : entry.title)).sort();
      const titles = async () =>
        ((await h.http('GET', '/api/stores/pickable?kind=module', { token: burst.token })).body.data as { title: string }[])
          .map((item) => item.title)
          .sort();
      await waitFor(async () => JSON.stringify(await titles()) === JSON.stringify(expected), { timeout: 30_000, message: 'every entry at its newest state' });
    });
  });

  describe('the picker and the list', () => {
    it('lists library entries by kind with search, Featured and Recent (7 days), newest first, and marks those in the store', async () => {
      const user = await h.registeredUser(-1);
      const old = await h.libraryEntry(user, 'module', {
        title: 'Old footer',
        createdAt: new Date(Date.now() - 8 * 86_400_000).toISOString(),
      });
      const featured = await h.libraryEntry(user, 'module', {
        title: 'Shiny hero',
        featured: true,
        description: 'Big banner',
      });
      const plain = await h.libraryEntry(user, 'module', { title: 'Plain', category: 'gallery' });
      const section = await h.libraryEntry(user, 'section', { title: 'Only a section' });
      const ids = async (query: string) =>
        (await h.http('GET', `/api/stores/pickable?${query}`, { token: user.token })).body.data.map(
          (i: any) => i._id,
        );

      expect(await ids('kind=module')).toEqual([plain.entryId, featured.entryId, old.entryId]);
      expect(await ids('kind=section')).toEqual([section.entryId]);
      expect(await ids('kind=module&filter=featured')).toEqual([featured.entryId]);
      expect(await ids('kind=module&filter=recent')).toEqual([plain.entryId, featured.entryId]);
      expect(await ids('kind=module&search=BANNER')).toEqual([featured.entryId]);
      expect(await ids('kind=module&search=gallery')).toEqual([plain.entryId]);
      expect(await ids('kind=module&search=.*')).toEqual([]);
      expect(await ids('kind=module&limit=1')).toEqual([plain.entryId]);

      const store = (await h.createStore(user)).body.data._id;
      await h.http('POST', `/api/stores/${store}/modules`, {
        token: user.token,
        body: { moduleId: featured.entryId },
      });
      const marked = (
        await h.http('GET', `/api/stores/pickable?kind=module&storeId=${store}`, { token: user.token })
      ).body.data;
      expect(marked.map((i: any) => [i._id, i.inStore])).toEqual([
        [plain.entryId, false],
        [featured.entryId, true],
        [old.entryId, false],
      ]);
      expect(marked[1]).toEqual({
        _id: featured.entryId,
        kind: 'module',
        title: 'Shiny hero',
        description: 'Big banner',
        category: 'header',
        thumbnail: '/thumbs/module.svg',
        featured: true,
        createdAt: featured.createdAt,
        inStore: true,
      });
    });

    it('serves the Sort by choices and the search for real, with stats over all stores', async () => {
      const user = await h.registeredUser(-1);
      const make = async (name: string, description: string, modules: number) => {
        const id = (await h.createStore(user, { name, description })).body.data._id;
        for (let i = 0; i < modules; i++) {
          const entry = await h.libraryEntry(user, 'module');
          await h.http('POST', `/api/stores/${id}/modules`, {
            token: user.token,
            body: { moduleId: entry.entryId },
          });
        }
        return id;
      };
      await make('beta', '', 1);
      await make('Alpha', 'Summer SALE', 0);
      await make('gamma', '', 2);
      const names = async (query: string) =>
        (await h.http('GET', `/api/stores?${query}`, { token: user.token })).body.data.map(
          (s: any) => s.name,
        );
      expect(await names('')).toEqual(['beta', 'Alpha', 'gamma']);
      expect(await names('sort=recent')).toEqual(['gamma', 'Alpha', 'beta']);
      expect(await names('sort=name')).toEqual(['Alpha', 'beta', 'gamma']);
      expect(await names('sort=items')).toEqual(['gamma', 'beta', 'Alpha']);
      expect(await names('search=sale')).toEqual(['Alpha']);
      const list = await h.http('GET', '/api/stores?search=sale', { token: user.token });
      expect(list.body.stats).toEqual({ storeCount: 3, moduleCount: 3, sectionCount: 0, totalItems: 3 });
    });
  });

  describe('users leaving and admins', () => {
    it("deletes a deleted user's stores (StoreDeleted published)", async () => {
      const user = await h.registeredUser(3);
      const id = (await h.createStore(user)).body.data._id;
      await h.publish(UserDeleted, { userId: user.id, email: `${user.id}@example.com` });
      await h.waitForEvent(StoreDeleted, id);
      expect((await h.http('GET', `/api/stores/${id}`, { token: user.token })).status).toBe(404);
      expect((await h.createStore(user)).status).toBe(403);
    });

    it('answers the admin totals (stores, items, users) and follows the current role', async () => {
      const admin = await h.registeredUser(-1, 'admin');
      // The admin's role reaches the stores read model through identity's event: wait until it answers 200,
      // (a 403 meanwhile means the role had not arrived yet).
      type Totals = { stores: number; items: number; users: number };
      const before = (
        await waitFor(
          async () => {
            const answer = await h.http('GET', '/api/admin/stores/stats', { token: admin.token });
            return answer.status === 200 ? (answer.body as { data: { totals: Totals } }).data : undefined;
          },
          { timeout: 20_000, message: 'GET /api/admin/stores/stats to answer 200 to the admin' },
        )
      ).totals;
      const user = await h.registeredUser(3);
      const a = (await h.createStore(user)).body.data._id;
      await h.createStore(user);
      const entry = await h.libraryEntry(user, 'section');
      await h.http('POST', `/api/stores/${a}/sections`, {
        token: user.token,
        body: { sectionId: entry.entryId },
      });
      const after = await h.http('GET', '/api/admin/stores/stats', { token: admin.token });
      expect(after.status).toBe(200);
      // other tests of this file run before, not meanwhile: the differences are exact
      expect(after.body.data.totals).toEqual({
        stores: before.stores + 2,
        items: before.items + 1,
        users: before.users + 1,
      });

      expect((await h.http('GET', '/api/admin/stores/stats', { token: user.token })).status).toBe(403);
      await h.publish(UserRoleChanged, { userId: admin.id, role: 'user', previousRole: 'admin' });
      await waitFor(
        async () => (await h.http('GET', '/api/admin/stores/stats', { token: admin.token })).status === 403,
        { timeout: 20_000 },
      );
    });
  });
});
