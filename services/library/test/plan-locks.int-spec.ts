import { LibraryEntryLockChanged } from '@liquify/contracts';
import { waitFor } from '@liquify/testing';
import { LibraryTestService, moduleFixture, newId, planPayload, publishModule, publishPlan, registerUser, startLibrary, waitForQuota } from './support';

jest.setTimeout(120_000);

/**
 * A plan change recomputes the entry locks its change can move, for the users it can move them for: an item
 * leaving the allowed list locks its holders' entries ('plan'), coming back unlocks them, an item joining it
 * for the first time (every first publication does, on every plan) moves nobody's.
 */
describe('library: entry locks after plan changes', () => {
  let svc: LibraryTestService;
  const planId = newId();
  const [m1, m2, m3] = Array.from({ length: 3 }, () => moduleFixture());
  const plan = (revision: number, allowed: string[], moduleLimit: number) => planPayload(planId, `locks-${planId.slice(-6)}`, allowed, [], { moduleLimit, sectionLimit: 1 }, revision);

  beforeAll(async () => {
    svc = await startLibrary([LibraryEntryLockChanged]);
    for (const m of [m1, m2]) await publishModule(svc, m);
    await publishPlan(svc, plan(1, [m1.id, m2.id], 5));
  });
  afterAll(async () => svc?.close());

  async function holder(moduleIds: string[]) {
    const userId = newId();
    await registerUser(svc, userId, planId, plan(1, [], 5).slug, { moduleLimit: 5, sectionLimit: 1 });
    const token = svc.token({ id: userId });
    const entries: string[] = [];
    for (const [i, id] of moduleIds.entries()) {
      const slug = [m1, m2, m3].find((m) => m.id === id)!.slug;
      await waitForQuota(svc, token, 'modules', (d) => d.allowed === true && d.currentCount === i, `?moduleSlug=${slug}`);
      const res = await svc.http('POST', '/api/user-modules/add', { token, body: { moduleId: id } });
      expect(res.status).toBe(201);
      entries.push(res.body.data._id);
    }
    return { userId, token, entries };
  }

  const locksOf = (userId: string) =>
    svc.observer
      .of(LibraryEntryLockChanged)
      .filter((e) => e.data.userId === userId)
      .map((e) => [e.data.entryId, e.data.lock]);

  it('locks the holders of an item that left the list and unlocks them when it is back; a first publication joining the list moves nobody', async () => {
    const a = await holder([m1.id, m2.id]);
    const b = await holder([m2.id]);

    await publishPlan(svc, plan(2, [m2.id], 5)); // m1 leaves
    await waitFor(() => locksOf(a.userId).length === 1, { timeout: 20_000, message: "a's m1 entry locked" });
    expect(locksOf(a.userId)).toEqual([[a.entries[0], 'plan']]);
    const listed = async () => ((await svc.http('GET', '/api/user-modules/library', { token: a.token })).body.data as { _id: string; lockReason: string | null }[]).map((e) => [e._id, e.lockReason]);
    expect(await listed()).toEqual([
      [a.entries[0], 'plan'],
      [a.entries[1], null],
    ]);

    await publishModule(svc, m3);
    await publishPlan(svc, plan(3, [m2.id, m3.id], 5)); // m3 joins: a first publication
    await publishPlan(svc, plan(4, [m1.id, m2.id, m3.id], 5)); // m1 is back
    await waitFor(() => locksOf(a.userId).length === 2, { timeout: 20_000, message: "a's m1 entry unlocked" });
    expect(locksOf(a.userId)).toEqual([
      [a.entries[0], 'plan'],
      [a.entries[0], null],
    ]);
    expect(await listed()).toEqual([
      [a.entries[0], null],
      [a.entries[1], null],
    ]);
    // b holds only m2, which never left: no lock of b's moved.
    expect(locksOf(b.userId)).toEqual([]);
  });
});
