import {
  itemPayload,
  LibraryTestService,
  moduleFixture,
  newId,
  planPayload,
  publishModule,
  publishPlan,
  registerUser,
  startLibraryReplicas,
} from './support';

jest.setTimeout(120_000);

/**
 * Which entries a user holds is read through a cache shared by the replicas (GenerationCache: on FerretDB the
 * query behind it reads every entry of every user). Two replicas here, each write on one and each read on the
 * other, at once: the list and the quota check always follow the last add, removal and restore.
 */
describe('library lists across two replicas, right after each write', () => {
  let replicas: LibraryTestService[] = [];
  const plan = newId();
  const items = [moduleFixture(), moduleFixture(), moduleFixture()];
  const limits = { moduleLimit: 2, sectionLimit: 1 };
  let tokens = new Map<LibraryTestService, string>();
  const title = (i: number) => itemPayload(items[i]).title;

  beforeAll(async () => {
    replicas = await startLibraryReplicas('library-members', 2);
    for (const item of items) await publishModule(replicas[0], item);
    await publishPlan(
      replicas[0],
      planPayload(
        plan,
        'pro',
        items.map((i) => i.id),
        [],
        limits,
      ),
    );
  });
  afterAll(async () => Promise.all(replicas.map((r) => r.close())));

  const titles = async (svc: LibraryTestService) => {
    const res = await svc.http('GET', '/api/user-modules/library', { token: tokens.get(svc) });
    expect(res.status).toBe(200);
    return (res.body.data as { title: string }[]).map((card) => card.title);
  };
  const quota = async (svc: LibraryTestService, slug: string) =>
    (await svc.http('GET', `/api/user-modules/quota-check?moduleSlug=${slug}`, { token: tokens.get(svc) }))
      .body.data;

  it('answers every add, removal and restore made on the other replica at once', async () => {
    const [a, b] = replicas;
    const userId = newId();
    // Each test service signs its own tokens (its own key): one token per replica, the same user.
    tokens = new Map([a, b].map((svc) => [svc, svc.token({ id: userId })]));
    await registerUser(a, userId, plan, 'pro', limits);
    // Two consumers of one group: the events wait for the group's first balance.
    const deadline = Date.now() + 60_000;
    let known = await quota(a, items[2].slug);
    while (known?.allowed !== true && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      known = await quota(a, items[2].slug);
    }
    expect(known).toMatchObject({ allowed: true, currentCount: 0 });

    // Both replicas have read (and stored) the empty library before the first add.
    expect(await titles(a)).toEqual([]);
    expect(await titles(b)).toEqual([]);

    const first = await b.http('POST', '/api/user-modules/add', {
      token: tokens.get(b),
      body: { moduleId: items[0].id },
    });
    expect(first.status).toBe(201);
    expect(await titles(a)).toEqual([title(0)]);
    expect(await quota(a, items[0].slug)).toMatchObject({ currentCount: 1, alreadyInLibrary: true });

    const second = await a.http('POST', '/api/user-modules/add', {
      token: tokens.get(a),
      body: { moduleId: items[1].id },
    });
    expect(second.status).toBe(201);
    expect(await titles(b)).toEqual([title(0), title(1)]);
    expect(await quota(b, items[2].slug)).toMatchObject({
      currentCount: 2,
      canAdd: false,
      reason: 'limit',
      alreadyInLibrary: false,
    });

    expect(
      (await a.http('DELETE', `/api/user-modules/remove/${first.body.data._id}`, { token: tokens.get(a) }))
        .status,
    ).toBe(200);
    expect(await titles(b)).toEqual([title(1)]);
    expect(await quota(b, items[0].slug)).toMatchObject({ currentCount: 1, alreadyInLibrary: false });

    // Restored on one replica, the first entry is at once back in its place (the oldest) on the other.
    expect(
      (await b.http('POST', `/api/user-modules/restore/${first.body.data._id}`, { token: tokens.get(b) }))
        .status,
    ).toBe(200);
    expect(await titles(a)).toEqual([title(0), title(1)]);
    expect(await quota(a, items[2].slug)).toMatchObject({ currentCount: 2, canAdd: false, reason: 'limit' });
    const refused = await a.http('POST', '/api/user-modules/add', {
      token: tokens.get(a),
      body: { moduleId: items[2].id },
    });
    expect(refused.status).toBe(403);
  });
});
