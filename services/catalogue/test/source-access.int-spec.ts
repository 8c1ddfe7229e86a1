import { NEW_PLAN_DEFAULT_FEATURES, PlanCreated, PlanUpdated, UserDeleted, UserRegistered, UserSubscriptionChanged } from '@liquify/contracts';
import { uniqueName, waitFor } from '@liquify/testing';
import { CatalogueHarness } from './support';

jest.setTimeout(90_000);

/**
 * Source access on real FerretDB + Kafka + Redis: a published item's source (module code and template,
 * section Liquid and schema) only to a caller whose current plan allows it (from identity's and billing's
 * events) or to an admin; everyone else, the card.
 */
describe('source of published items, by the caller\'s current plan', () => {
  let h: CatalogueHarness;
  let module: { _id: string; slug: string };
  let section: { _id: string; slug: string };
  const planIds = { basic: uniqueName('plan-basic'), full: uniqueName('plan-full') };
  let revision = 0;

  const plan = (def: typeof PlanCreated | typeof PlanUpdated, id: string, slug: string, allowed: { modules: string[]; sections: string[] }) =>
    h.publish(def, {
      planId: id,
      slug,
      name: slug,
      price: 0,
      currency: 'USD',
      billingCycle: 'monthly',
      isActive: true,
      features: NEW_PLAN_DEFAULT_FEATURES,
      allowedModules: allowed.modules,
      allowedSections: allowed.sections,
      revision: ++revision,
    });
  const subscription = (planSlug: string, planId: string) => ({ plan: planSlug, planId, status: 'active' as const, features: NEW_PLAN_DEFAULT_FEATURES, currentPeriodEnd: null });
  const register = (userId: string, planSlug: string, planId: string) =>
    h.publish(UserRegistered, { userId, email: `${userId}@example.com`, name: 'Customer', role: 'user', subscription: subscription(planSlug, planId), createdAt: new Date().toISOString() });

  const moduleAs = (token?: string) => h.http('GET', `/api/modules/${module.slug}`, { token });
  const sectionAs = (token?: string) => h.http('GET', `/api/sections/${section.slug}`, { token });
  const opens = async (token: string) => (await moduleAs(token)).body?.data?.locked === false;

  beforeAll(async () => {
    h = await CatalogueHarness.start({ observe: false });
    module = await h.createModule({ status: 'published', templateCode: '<p class="secret">${word}</p>', variables: [{ name: 'word', label: 'Word', defaultValue: 'hidden' }] });
    section = await h.createSection({ status: 'published' });
    await plan(PlanCreated, planIds.basic, 'basic', { modules: [], sections: [] });
    await plan(PlanCreated, planIds.full, 'full', { modules: [module._id], sections: [section._id] });
  });
  afterAll(() => h?.close());

  const expectCard = (data: Record<string, unknown>) => {
    expect(data).toMatchObject({ locked: true, title: expect.any(String), description: expect.any(String), category: expect.any(String), thumbnail: expect.any(String), tags: expect.any(Array) });
    for (const field of ['code', 'templateCode', 'variables', 'schema', 'settings']) expect(data).not.toHaveProperty(field);
    expect(JSON.stringify(data)).not.toContain('secret');
    expect(JSON.stringify(data)).not.toContain('section.settings');
  };

  it('answers an anonymous visitor the card, varying on Authorization', async () => {
    const res = await moduleAs();
    expect(res.status).toBe(200);
    expectCard(res.body.data);
    expect(res.headers.vary).toMatch(/authorization/i);
    expect(res.headers['cache-control']).toBe('public, no-cache');
    expect(res.headers['x-liquify-edge-tag']).toMatch(/^public;catalogue\.modules@/);
    expectCard((await sectionAs()).body.data);
  });

  it('answers the source to a customer whose plan allows the item, privately and never for the edge', async () => {
    const userId = uniqueName('entitled').replace(/[^a-z0-9]/gi, '');
    await register(userId, 'full', planIds.full);
    const token = h.userToken(userId);
    await waitFor(() => opens(token), { timeout: 20_000, message: 'the plan to reach the catalogue' });
    const res = await moduleAs(token);
    expect(res.body.data).toMatchObject({ locked: false, code: '<p class="secret">hidden</p>', templateCode: '<p class="secret">${word}</p>', variables: [{ name: 'word' }] });
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers.vary).toMatch(/authorization/i);
    expect(res.headers['x-liquify-edge-tag']).toBeUndefined();
    expect((await sectionAs(token)).body.data).toMatchObject({ locked: false, code: expect.stringContaining('section.settings.heading'), settings: [{ id: 'heading' }] });
    // The anonymous answer is still the card (the caches keep the two apart), with another ETag.
    const anonymous = await moduleAs();
    expectCard(anonymous.body.data);
    expect(anonymous.headers.etag).not.toBe(res.headers.etag);
  });

  it('answers the card to a customer whose plan does not allow the item, to an unknown user without a free plan, and to a bad token', async () => {
    const userId = uniqueName('basic').replace(/[^a-z0-9]/gi, '');
    await register(userId, 'basic', planIds.basic);
    await new Promise((r) => setTimeout(r, 1500));
    expectCard((await moduleAs(h.userToken(userId))).body.data);
    expectCard((await sectionAs(h.userToken(userId))).body.data);
    expectCard((await moduleAs(h.userToken('never-announced'))).body.data);
    expectCard((await moduleAs('not-a-token')).body.data);
  });

  it('follows the current plan: an upgrade opens the item, a downgrade, a plan change or a deletion closes it again', async () => {
    const userId = uniqueName('mover').replace(/[^a-z0-9]/gi, '');
    const token = h.userToken(userId);
    await register(userId, 'basic', planIds.basic);
    await h.publish(UserSubscriptionChanged, { userId, email: `${userId}@example.com`, ...subscription('full', planIds.full), reason: 'upgrade' });
    await waitFor(() => opens(token), { timeout: 20_000, message: 'the upgrade' });
    await h.publish(UserSubscriptionChanged, { userId, email: `${userId}@example.com`, ...subscription('basic', planIds.basic), reason: 'downgrade' });
    await waitFor(async () => !(await opens(token)), { timeout: 20_000, message: 'the downgrade' });
    await h.publish(UserSubscriptionChanged, { userId, email: `${userId}@example.com`, ...subscription('full', planIds.full), reason: 'upgrade' });
    await waitFor(() => opens(token), { timeout: 20_000, message: 'the second upgrade' });
    await plan(PlanUpdated, planIds.full, 'full', { modules: [], sections: [section._id] });
    await waitFor(async () => !(await opens(token)), { timeout: 20_000, message: 'the module leaving the plan' });
    await plan(PlanUpdated, planIds.full, 'full', { modules: [module._id], sections: [section._id] });
    await waitFor(() => opens(token), { timeout: 20_000, message: 'the module back in the plan' });
    await h.publish(UserDeleted, { userId, email: `${userId}@example.com` });
    await waitFor(async () => !(await opens(token)), { timeout: 20_000, message: 'the deletion' });
  });

  it('answers an admin every source, whatever the plan', async () => {
    expect((await moduleAs(h.token('admin'))).body.data).toMatchObject({ locked: false, code: '<p class="secret">hidden</p>' });
    expect((await sectionAs(h.token('admin'))).body.data).toMatchObject({ locked: false, code: expect.stringContaining('{% schema %}') });
  });

  it('still answers 404 for drafts and unknown slugs, signed in or not', async () => {
    const draft = await h.createModule();
    expect((await h.http('GET', `/api/modules/${draft.slug}`, { token: h.token('admin') })).status).toBe(404);
    expect((await h.http('GET', '/api/modules/no-such-module')).status).toBe(404);
    expect((await h.http('GET', '/api/sections/no-such-section', { token: h.token('admin') })).status).toBe(404);
  });
});
