import { OUTBOX_FIELD, OutboxRelay, outboxSet } from '@liquify/kafka';
import { waitFor } from '@liquify/testing';
import { Types } from 'mongoose';
import { EntriesRepository } from '../src/entry-store/entries.repository';
import { entryUpdated } from '../src/entries/entry-events';
import { LibraryTestService, ModuleFixture, startLibraryWithModule } from './support';

/**
 * Every write of an existing entry, and the outbox relay's clean-up, take the entry's lock (issue #23): on
 * FerretDB 1.24 two updates of one document landing together can write it back without one of them, which is
 * how `npm run chaos` lost acknowledged ticket replies. Here a writer holds an entry while its event is pending:
 * the relay waits for it instead of clearing the outbox under it.
 */
jest.setTimeout(120_000);

describe('library entries: one write at a time per entry, the outbox relay included', () => {
  let svc: LibraryTestService;
  let item: ModuleFixture;
  let customer: () => Promise<{ token: string }>;

  beforeAll(async () => {
    ({ svc, item, customer } = await startLibraryWithModule());
  });
  afterAll(async () => svc?.close());

  it('relays an entry event only once the write holding the entry is done', async () => {
    const { token } = await customer();
    const added = await svc.http('POST', '/api/user-modules/add', { token, body: { moduleId: item.id } });
    expect(added.status).toBe(201);
    const _id = new Types.ObjectId(added.body.data._id as string);
    const entries = svc.db.collection('library_entries');
    const pending = async () => Object.keys(((await entries.findOne({ _id })) as Record<string, object> | null)?.[OUTBOX_FIELD] ?? {}).length;
    await waitFor(async () => (await pending()) === 0, { timeout: 30_000 });

    const repository = svc.app.get(EntriesRepository);
    await repository.withLock(_id, async () => {
      const entry = (await repository.findLive(_id.toHexString()))!;
      const event = entryUpdated({ ...entry, title: 'Held' });
      await entries.updateOne({ _id }, { $set: { title: 'Held', ...outboxSet(event) } });
      svc.app.get(OutboxRelay).kick();
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(await pending()).toBe(1);
    });
    await waitFor(async () => (await pending()) === 0, { timeout: 30_000 });
    expect((await entries.findOne({ _id }))?.title).toBe('Held');
  });
});
