import { LibraryMessages, PlanDeleted } from '@liquify/contracts';
import { waitFor } from '@liquify/testing';
import { LibraryTestService, moduleFixture, newId, planPayload, publishModule, publishPlan, registerUser, startLibrary, waitForQuota } from './support';

/**
 * A user adds to the library right after signing up, before identity's sign-up event has reached the library:
 * the library waits for the account instead of judging the user by the free plan (which answered 403 to a
 * paid plan's module: chaos, issue #23), and answers 503 "try again", having written nothing, only when the
 * account does not arrive in time.
 */
jest.setTimeout(120_000);

describe('library: a user whose sign-up event is still on its way', () => {
  let svc: LibraryTestService;
  const freePlan = newId();
  const proPlan = newId();
  const premium = moduleFixture();
  const limits = { moduleLimit: 10, sectionLimit: 2 };
  const WAIT_MS = 8000;

  beforeAll(async () => {
    svc = await startLibrary([], { ACCOUNT_WAIT_MS: String(WAIT_MS) });
    await publishModule(svc, premium);
    await publishPlan(svc, planPayload(freePlan, 'free', [], [], { moduleLimit: 1, sectionLimit: 1 }));
    await publishPlan(svc, planPayload(proPlan, 'pro', [premium.id], [], limits));
    // The module and both plans have reached the read models once a known pro user may add the module.
    const probe = newId();
    await registerUser(svc, probe, proPlan, 'pro', limits);
    await waitForQuota(svc, svc.token({ id: probe }), 'modules', (d) => d.allowed === true, `?moduleSlug=${premium.slug}`);
  });
  afterAll(async () => svc?.close());

  const add = (token: string) => svc.http('POST', '/api/user-modules/add', { token, body: { moduleId: premium.id } });
  const entriesOf = (userId: string) => svc.db.collection('library_entries').countDocuments({ userId });

  it('waits for the account and adds (201) a module of the paid plan the user signed up on, instead of 403', async () => {
    const userId = newId();
    const token = svc.token({ id: userId });
    const adding = add(token);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await registerUser(svc, userId, proPlan, 'pro', limits);
    const res = await adding;
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ moduleId: premium.id, locked: false });
    expect(await entriesOf(userId)).toBe(1);
  });

  it('answers the quota check by the plan the user signed up on, once the account has arrived', async () => {
    const userId = newId();
    const token = svc.token({ id: userId });
    const checking = svc.http('GET', `/api/user-modules/quota-check?moduleSlug=${premium.slug}`, { token });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await registerUser(svc, userId, proPlan, 'pro', limits);
    const res = await checking;
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ canAdd: true, allowed: true, limit: limits.moduleLimit });
  });

  it('answers 503 ACCOUNT_NOT_READY, having written nothing, when the account does not arrive in time; the add works once it has', async () => {
    const userId = newId();
    const token = svc.token({ id: userId });
    const res = await add(token);
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ success: false, code: 'ACCOUNT_NOT_READY', error: 'Your account is still being set up. Please try again in a moment.' });
    expect(await entriesOf(userId)).toBe(0);

    await registerUser(svc, userId, proPlan, 'pro', limits);
    await waitFor(async () => (await add(token)).status === 201, { timeout: 20_000, message: 'the add to succeed once the account arrived' });
    expect(await entriesOf(userId)).toBe(1);
  });

  describe('whose access token names their plan (the `plan` claim identity signs: issue 23)', () => {
    /** A paid plan with room for two modules, all three premium ones allowed; one billing deleted. */
    const teamPlan = newId();
    const gonePlan = newId();
    const team = { moduleLimit: 2, sectionLimit: 1 };
    const extras = [moduleFixture(), moduleFixture()];
    const addItem = (token: string, moduleId: string) => svc.http('POST', '/api/user-modules/add', { token, body: { moduleId } });

    beforeAll(async () => {
      for (const m of extras) await publishModule(svc, m);
      const allowed = [premium.id, ...extras.map((m) => m.id)];
      await publishPlan(svc, planPayload(teamPlan, 'team', allowed, [], team));
      await publishPlan(svc, planPayload(gonePlan, 'gone', allowed, [], team));
      await svc.publish(PlanDeleted, { planId: gonePlan, slug: 'gone' });
      const probe = newId();
      await registerUser(svc, probe, teamPlan, 'team', team);
      for (const m of extras) await waitForQuota(svc, svc.token({ id: probe }), 'modules', (d) => d.allowed === true && d.limit === team.moduleLimit, `?moduleSlug=${m.slug}`);
      await waitFor(() => svc.db.collection('plans').findOne({ _id: gonePlan as never, deletedAt: { $ne: null } }), { timeout: 20_000, message: 'the plan deleted' });
    });

    it('adds at once (201, no account event published, well under ACCOUNT_WAIT_MS) by that plan, counting against its limit', async () => {
      const userId = newId();
      const token = svc.token({ id: userId, planId: teamPlan });
      const started = Date.now();
      const first = await addItem(token, premium.id);
      const second = await addItem(token, extras[0].id);
      const third = await addItem(token, extras[1].id);
      const quota = await svc.http('GET', '/api/user-modules/quota-check', { token });
      expect(Date.now() - started).toBeLessThan(WAIT_MS / 2);
      expect(await svc.db.collection('accounts').findOne({ _id: userId as never })).toBeNull();

      expect(first.status).toBe(201);
      expect(first.body.data).toMatchObject({ moduleId: premium.id, locked: false });
      expect(second.status).toBe(201);
      expect(third.status).toBe(403);
      expect(third.body).toMatchObject({ success: false, code: 'QUOTA_EXCEEDED', error: LibraryMessages.moduleLimitReached(team.moduleLimit) });
      expect(quota.status).toBe(200);
      expect(quota.body.data).toMatchObject({ canAdd: false, limit: team.moduleLimit });
      expect(await entriesOf(userId)).toBe(2);
    });

    it('shows the module just added by the token plan unlocked in the list, the entry and its save; once the record arrives, the record wins', async () => {
      const userId = newId();
      const token = svc.token({ id: userId, planId: teamPlan });
      const added = await addItem(token, premium.id);
      expect(added.status).toBe(201);
      const id = added.body.data._id as string;
      const list = await svc.http('GET', '/api/user-modules/library', { token });
      const one = await svc.http('GET', `/api/user-modules/${id}`, { token });
      const saved = await svc.http('PUT', `/api/user-modules/${id}`, { token, body: { title: 'Mine now' } });
      expect(await svc.db.collection('accounts').findOne({ _id: userId as never })).toBeNull();
      expect(list.status).toBe(200);
      expect(list.body.data).toEqual([expect.objectContaining({ _id: id, locked: false, lockReason: null })]);
      expect(one.status).toBe(200);
      expect(one.body.data).toMatchObject({ _id: id, moduleId: premium.id, locked: false, lockReason: null });
      expect(saved.status).toBe(200);
      expect(saved.body.data).toMatchObject({ _id: id, title: 'Mine now', locked: false });

      // Identity's record arrives on the free plan (the premium module is not in it): it wins over the token.
      await registerUser(svc, userId, freePlan, 'free', { moduleLimit: 1, sectionLimit: 1 });
      await waitFor(() => svc.db.collection('accounts').findOne({ _id: userId as never }), { timeout: 20_000, message: 'the account to arrive' });
      const after = await svc.http('GET', '/api/user-modules/library', { token });
      expect(after.body.data).toEqual([expect.objectContaining({ _id: id, locked: true, lockReason: 'plan' })]);
      expect((await svc.http('GET', `/api/user-modules/${id}`, { token })).body.data).toMatchObject({ _id: id, locked: true, lockReason: 'plan' });
    });

    it('still waits, then answers 503 having written nothing, when the token names a plan the library does not know or billing deleted', async () => {
      const users = [newId(), newId()];
      const started = Date.now();
      const answers = await Promise.all([newId(), gonePlan].map((planId, i) => add(svc.token({ id: users[i], planId }))));
      expect(Date.now() - started).toBeGreaterThanOrEqual(WAIT_MS - 500);
      for (const res of answers) {
        expect(res.status).toBe(503);
        expect(res.body).toMatchObject({ success: false, code: 'ACCOUNT_NOT_READY', error: 'Your account is still being set up. Please try again in a moment.' });
      }
      for (const userId of users) expect(await entriesOf(userId)).toBe(0);
    });

    it("goes by identity's account record once it has arrived, even with a token naming another plan", async () => {
      const userId = newId();
      const stale = svc.token({ id: userId, planId: teamPlan });
      await registerUser(svc, userId, freePlan, 'free', { moduleLimit: 1, sectionLimit: 1 });
      await waitFor(() => svc.db.collection('accounts').findOne({ _id: userId as never }), { timeout: 20_000, message: 'the account to arrive' });

      const refused = await add(stale);
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ success: false, code: 'NOT_IN_PLAN', error: LibraryMessages.moduleNotInPlan });
      const quota = await svc.http('GET', `/api/user-modules/quota-check?moduleSlug=${premium.slug}`, { token: stale });
      expect(quota.body.data).toMatchObject({ allowed: false, limit: 1 });
      expect(await entriesOf(userId)).toBe(0);
    });
  });
});
