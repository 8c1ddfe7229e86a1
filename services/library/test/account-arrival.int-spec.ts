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

  beforeAll(async () => {
    svc = await startLibrary([], { ACCOUNT_WAIT_MS: '8000' });
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
});
