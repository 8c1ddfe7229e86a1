import { Types } from 'mongoose';
import { liveKey } from '../src/entry-store/entry.schema';
import { LibraryTestService, ModuleFixture, startLibraryWithModule } from './support';

/**
 * An entry's template, variables, values, code and rollback version live in its body document
 * (`library_entry_bodies`, same `_id`), so what reads or rewrites entries without them (membership reads, lists,
 * the outbox relay, snippet links, usage) does not carry the code (issue #23: on FerretDB every scan and update
 * decodes whole documents). What the customer sees is the same; an entry stored before the split keeps working.
 */
jest.setTimeout(120_000);

const BODY = ['templateCode', 'variables', 'customValues', 'code', 'previous'];

describe('library entries: the body in its own document', () => {
  let svc: LibraryTestService;
  let item: ModuleFixture;
  let newUser: () => Promise<{ userId: string; token: string }>;

  beforeAll(async () => {
    ({ svc, item, customer: newUser } = await startLibraryWithModule());
  });
  afterAll(async () => svc?.close());

  const entries = () => svc.db.collection('library_entries');
  const bodies = () => svc.db.collection('library_entry_bodies');

  it('stores an added entry without its code, the body beside it, and answers both together', async () => {
    const { token } = await newUser();
    const added = await svc.http('POST', '/api/user-modules/add', { token, body: { moduleId: item.id } });
    expect(added.status).toBe(201);
    const _id = new Types.ObjectId(added.body.data._id as string);

    const stored = (await entries().findOne({ _id }))!;
    for (const field of BODY) expect(stored).not.toHaveProperty(field);
    expect(stored).toMatchObject({ catalogueId: item.id, slug: item.slug });
    expect(await bodies().findOne({ _id })).toMatchObject({ templateCode: item.templateCode, code: '<div class="x" style="color:#000000">Hello</div>', customValues: {} });

    const read = await svc.http('GET', `/api/user-modules/${_id}`, { token });
    expect(read.body.data).toMatchObject({ templateCode: item.templateCode, code: '<div class="x" style="color:#000000">Hello</div>', customValues: {}, canRollback: false });

    const saved = await svc.http('PUT', `/api/user-modules/${_id}`, { token, body: { customValues: { heading: 'Saved' }, title: 'Renamed' } });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ title: 'Renamed', code: '<div class="x" style="color:#000000">Saved</div>', customValues: { heading: 'Saved' } });
    expect(await entries().findOne({ _id })).toMatchObject({ title: 'Renamed' });
    expect((await entries().findOne({ _id }))!).not.toHaveProperty('code');
    expect(await bodies().findOne({ _id })).toMatchObject({ code: '<div class="x" style="color:#000000">Saved</div>', customValues: { heading: 'Saved' } });

    const list = await svc.http('GET', '/api/user-modules/library', { token });
    const card = (list.body.data as { _id: string }[]).find((e) => e._id === _id.toHexString());
    expect(card).toMatchObject({ title: 'Renamed' });
    expect(card).not.toHaveProperty('code');
  });

  it('a refused second add of the item leaves no body behind', async () => {
    const { token } = await newUser();
    expect((await svc.http('POST', '/api/user-modules/add', { token, body: { moduleId: item.id } })).status).toBe(201);
    const before = await bodies().countDocuments({});
    const again = await svc.http('POST', '/api/user-modules/add', { token, body: { moduleId: item.id } });
    expect(again.status).toBe(409);
    expect(await bodies().countDocuments({})).toBe(before);
  });

  it('reads an entry stored before the split (its body inline), and a save of some fields keeps the others', async () => {
    const { userId, token } = await newUser();
    const _id = new Types.ObjectId();
    const now = new Date();
    await entries().insertOne({
      _id,
      userId,
      kind: 'module',
      catalogueId: item.id,
      uniqueKey: liveKey(userId, 'module', item.id),
      title: 'Old entry',
      description: '',
      slug: item.slug,
      category: 'header',
      thumbnail: '',
      featured: false,
      templateCode: item.templateCode,
      variables: item.variables,
      customValues: { heading: 'Inline' },
      code: '<div class="x" style="color:#000000">Inline</div>',
      templateVersion: 'v-old',
      skippedVersion: null,
      previous: null,
      usageCount: 0,
      usage: { days: {}, topDomains: [] },
      snippetTokenHash: null,
      snippetNonce: null,
      snippetLegacyHash: null,
      snippetCreatedAt: null,
      createdAt: now,
      updatedAt: now,
      removedAt: null,
      publishedLock: null,
      deletedAt: null,
      _outbox: {},
    } as never);

    const read = await svc.http('GET', `/api/user-modules/${_id}`, { token });
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ title: 'Old entry', templateCode: item.templateCode, customValues: { heading: 'Inline' }, code: '<div class="x" style="color:#000000">Inline</div>' });

    const saved = await svc.http('PUT', `/api/user-modules/${_id}`, { token, body: { customValues: { heading: 'Moved' } } });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ templateCode: item.templateCode, customValues: { heading: 'Moved' }, code: '<div class="x" style="color:#000000">Moved</div>' });
    expect(await bodies().findOne({ _id })).toMatchObject({ customValues: { heading: 'Moved' } });
    expect((await svc.http('GET', `/api/user-modules/${_id}`, { token })).body.data).toMatchObject({ templateCode: item.templateCode, code: '<div class="x" style="color:#000000">Moved</div>' });
  });
});
