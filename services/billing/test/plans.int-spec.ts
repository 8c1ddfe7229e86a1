import {
  ModuleDeleted,
  ModulePublished,
  ModuleRestored,
  ModuleTrashed,
  ModuleUpdated,
  PlanCreated,
  PlanDeleted,
  PlanUpdated,
  SectionPublished,
  UserDeleted,
  UserRegistered,
  UserSubscriptionChanged,
  DEFAULT_SUBSCRIPTION_FEATURES,
} from '@liquify/contracts';
import { waitFor } from '@liquify/testing';
import { PlanTrashPurgeJob } from '../src/plans/plan-trash-purge.job';
import { BillingTestApp, newObjectId, startBilling, TopicCollector } from './support/billing-test-app';

jest.setTimeout(90_000);

let t: BillingTestApp;
let events: TopicCollector;
let admin: string;
let user: string;
const userId = newObjectId();

const item = (id: string, over: Record<string, unknown> = {}) => ({
  id,
  slug: `item-${id.slice(-6)}`,
  title: `Item ${id.slice(-6)}`,
  description: 'A storefront block',
  category: 'header',
  thumbnail: '/t.png',
  featured: false,
  status: 'published' as const,
  templateCode: '<div></div>',
  variables: [],
  updatedAt: new Date().toISOString(),
  ...over,
});

beforeAll(async () => {
  t = await startBilling('billing-plans');
  events = await t.collect([PlanCreated, PlanUpdated, PlanDeleted]);
  admin = t.tokenFor({ id: newObjectId(), email: 'admin@liquify.test', role: 'admin' });
  user = t.tokenFor({ id: userId, email: 'ada@liquify.test' });
});
afterAll(async () => t?.close());

const plansBySlug = async () => {
  const res = await t.inject({ method: 'GET', url: '/api/admin/plans', token: admin });
  return Object.fromEntries((res.body.data as any[]).map((p) => [p.slug, p]));
};

describe('seeded plans', () => {
  it('seeds Free, Pro, Enterprise and Early Bird on an empty database, each announced with billing.plan.created.v1', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/plans/public' });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.data.map((p: any) => [p.slug, p.price, p.billingCycle, p.sortOrder])).toEqual([
      ['free', 0, 'monthly', 1],
      ['pro', 29, 'monthly', 2],
      ['enterprise', 99, 'monthly', 3],
      ['early-bird', 99, 'lifetime', 4],
    ]);
    const [free, pro, enterprise, early] = res.body.data;
    expect(free.features).toMatchObject({ moduleLimit: 5, sectionLimit: 3, storeLimit: 1 });
    expect(pro).toMatchObject({ isPopular: true, features: { moduleLimit: -1, sectionLimit: -1, storeLimit: 3 } });
    expect(enterprise.features).toMatchObject({ moduleLimit: -1, sectionLimit: -1, storeLimit: -1, prioritySupport: true });
    expect(early.features).toMatchObject({ moduleLimit: -1, sectionLimit: -1, storeLimit: 3, prioritySupport: true });
    // public answers carry no allowed lists nor provider ids
    expect(pro).not.toHaveProperty('allowedModules');
    expect(pro).not.toHaveProperty('stripePriceId');
    for (const slug of ['free', 'pro', 'enterprise', 'early-bird']) await events.waitFor(PlanCreated, (d) => d.slug === slug);
  });

  it('answers the free plan on /api/plans/public/free', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/plans/public/free' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ slug: 'free', price: 0 });
  });
});

describe('plan administration', () => {
  it('refuses anonymous callers (401) and non-admins (403)', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/admin/plans' })).status).toBe(401);
    const res = await t.inject({ method: 'GET', url: '/api/admin/plans', token: user });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ success: false, error: 'Admin privileges required' });
    expect((await t.inject({ method: 'POST', url: '/api/admin/plans', token: user, payload: { name: 'x', slug: 'x', description: 'x' } })).status).toBe(403);
    expect((await t.inject({ method: 'POST', url: '/api/admin/plans/sync-stripe', token: user })).status).toBe(403);
  });

  it('answers 400 with the plan form messages of doc 3 §5', async () => {
    const cases: [unknown, string][] = [
      [{ slug: 'a', description: 'd' }, 'Name is required'],
      [{ name: 'A', slug: 'Bad Slug', description: 'd' }, 'Slug must contain only lowercase letters, numbers, and hyphens'],
      [{ name: 'A', slug: 'a', description: '' }, 'Description is required'],
      [{ name: 'A', slug: 'a', description: 'd', price: -5 }, 'Price must be positive'],
      [{ name: 'A', slug: 'a', description: 'd', features: { storeLimit: -2 } }, 'Store limit must be positive'],
      [{ name: 'A', slug: 'a', description: 'd', features: { teamMembers: 0 } }, 'Team members must be at least 1'],
    ];
    for (const [payload, message] of cases) {
      const res = await t.inject({ method: 'POST', url: '/api/admin/plans', token: admin, payload });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, error: message, code: 'VALIDATION_FAILED' });
    }
    const malformed = await t.inject({ method: 'POST', url: '/api/admin/plans', token: admin, payload: '{"name":', headers: { 'content-type': 'application/json' } });
    expect(malformed.status).toBe(400);
    expect(malformed.body.success).toBe(false);
  });

  it('creates a plan with the defaults of doc 3 §9 and announces it', async () => {
    const res = await t.inject({ method: 'POST', url: '/api/admin/plans', token: admin, payload: { name: 'Starter', slug: 'starter', description: 'A small plan' } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, message: 'Plan created successfully' });
    expect(res.body.data).toMatchObject({
      slug: 'starter',
      price: 0,
      currency: 'USD',
      billingCycle: 'monthly',
      isActive: true,
      isPopular: false,
      sortOrder: 1,
      features: { moduleLimit: 5, sectionLimit: 3, storeLimit: 1, apiCallLimit: 1000, supportLevel: 'email', teamMembers: 1, storageLimit: 100, customBranding: false },
      allowedModules: [],
      allowedSections: [],
      stripePriceId: null,
    });
    await events.waitFor(PlanCreated, (d) => d.slug === 'starter' && d.features.storageLimit === 100);
  });

  it("answers 409 when the slug is taken, on create and on update", async () => {
    const res = await t.inject({ method: 'POST', url: '/api/admin/plans', token: admin, payload: { name: 'Again', slug: 'pro', description: 'dup' } });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ success: false, code: 'PLAN_SLUG_TAKEN' });
    const { starter } = await plansBySlug();
    const update = await t.inject({ method: 'PUT', url: `/api/admin/plans/${starter._id}`, token: admin, payload: { slug: 'free' } });
    expect(update.status).toBe(409);
  });

  it("answers 404 'Plan not found' for unknown and malformed ids", async () => {
    for (const id of [newObjectId(), 'not-an-id', '..%2F..']) {
      const res = await t.inject({ method: 'GET', url: `/api/admin/plans/${id}`, token: admin });
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ success: false, error: 'Plan not found' });
    }
    expect((await t.inject({ method: 'PUT', url: `/api/admin/plans/${newObjectId()}`, token: admin, payload: { name: 'x' } })).status).toBe(404);
    expect((await t.inject({ method: 'DELETE', url: `/api/admin/plans/${newObjectId()}`, token: admin })).status).toBe(404);
  });

  it('updates fields, merges features, drops a stale provider price and announces the new state', async () => {
    const { pro } = await plansBySlug();
    await t.inject({ method: 'POST', url: '/api/admin/plans/sync-stripe', token: admin });
    const synced = (await plansBySlug()).pro;
    expect(synced.stripePriceId).toMatch(/^price_local_/);
    const res = await t.inject({ method: 'PUT', url: `/api/admin/plans/${pro._id}`, token: admin, payload: { ...synced, price: 39, features: { storeLimit: 5 } } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'Plan updated successfully' });
    expect(res.body.data).toMatchObject({ price: 39, stripePriceId: null, features: { storeLimit: 5, moduleLimit: -1 } });
    await events.waitFor(PlanUpdated, (d) => d.slug === 'pro' && d.price === 39 && d.features.storeLimit === 5);
    // put the price back for the other tests
    await t.inject({ method: 'PUT', url: `/api/admin/plans/${pro._id}`, token: admin, payload: { price: 29, features: { storeLimit: 3 } } });
  });

  it('deletes a plan nobody uses to the trash (announced inactive under its trash slug), frees its slug, restores it, and purges it after 30 days with billing.plan.deleted.v1', async () => {
    const created = await t.inject({ method: 'POST', url: '/api/admin/plans', token: admin, payload: { name: 'Temp', slug: 'temp-plan', description: 'x' } });
    const id = created.body.data._id;
    const res = await t.inject({ method: 'DELETE', url: `/api/admin/plans/${id}`, token: admin });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'Plan deleted successfully', data: { deleted: true, deactivated: false } });
    await events.waitFor(PlanUpdated, (d) => d.planId === id && d.slug === `trashed~${id}` && d.isActive === false);
    expect((await t.inject({ method: 'GET', url: `/api/admin/plans/${id}`, token: admin })).status).toBe(404);
    expect((await t.inject({ method: 'GET', url: '/api/plans/public' })).body.data.map((p: any) => p.slug)).not.toContain('temp-plan');
    const trash = (await t.inject({ method: 'GET', url: '/api/admin/plans/trash', token: admin })).body.data;
    expect(trash).toEqual(expect.arrayContaining([expect.objectContaining({ _id: id, kind: 'plan', title: 'Temp', slug: 'temp-plan', daysLeft: 30 })]));

    // The slug is free at once; restoring while it is taken is a clear 409.
    const again = await t.inject({ method: 'POST', url: '/api/admin/plans', token: admin, payload: { name: 'Temp', slug: 'temp-plan', description: 'x' } });
    expect(again.status).toBe(201);
    const refused = await t.inject({ method: 'POST', url: `/api/admin/plans/${id}/restore`, token: admin });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('Another plan now uses this slug: change its slug, then restore this one');
    await t.inject({ method: 'DELETE', url: `/api/admin/plans/${again.body.data._id}`, token: admin });

    const restored = await t.inject({ method: 'POST', url: `/api/admin/plans/${id}/restore`, token: admin });
    expect(restored.status).toBe(200);
    expect(restored.body.data).toMatchObject({ _id: id, slug: 'temp-plan', isActive: true });
    await events.waitFor(PlanUpdated, (d) => d.planId === id && d.slug === 'temp-plan' && d.isActive === true);

    // Deleted again, then purged once 30 days have passed (not before).
    await t.inject({ method: 'DELETE', url: `/api/admin/plans/${id}`, token: admin });
    const purge = t.app.get(PlanTrashPurgeJob);
    await purge.runOnce(new Date(Date.now() + 29 * 86_400_000));
    expect(events.of(PlanDeleted).some((e) => e.data.planId === id)).toBe(false);
    expect(await purge.runOnce(new Date(Date.now() + 30 * 86_400_000 + 1000))).toBeGreaterThanOrEqual(1);
    await events.waitFor(PlanDeleted, (d) => d.planId === id);
    expect((await t.inject({ method: 'POST', url: `/api/admin/plans/${id}/restore`, token: admin })).status).toBe(404);
  });

  it('deactivates a plan in use instead of deleting it, and says so', async () => {
    const created = await t.inject({ method: 'POST', url: '/api/admin/plans', token: admin, payload: { name: 'Agency', slug: 'agency', description: 'x', price: 49 } });
    const planId = created.body.data._id;
    const someone = newObjectId();
    await t.publish(UserRegistered, {
      userId: someone,
      email: 'agency@liquify.test',
      name: 'Agency User',
      role: 'user',
      subscription: { plan: 'agency', status: 'active', features: DEFAULT_SUBSCRIPTION_FEATURES, currentPeriodEnd: null },
      createdAt: new Date().toISOString(),
    });
    // Billing answers a user it has not heard of yet too (with the free plan): wait until it knows them on this plan.
    await waitFor(
      async () => (await t.inject({ method: 'GET', url: '/api/plans/user/current', token: t.tokenFor({ id: someone, email: 'agency@liquify.test' }) })).body?.data?.slug === 'agency',
      { timeout: 15_000 },
    );
    const res = await t.inject({ method: 'DELETE', url: `/api/admin/plans/${planId}`, token: admin });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ deleted: false, deactivated: true, plan: { isActive: false } });
    expect(res.body.message).toContain('deactivated instead of deleted');
    await events.waitFor(PlanUpdated, (d) => d.slug === 'agency' && d.isActive === false);
    expect(events.of(PlanDeleted).some((e) => e.data.slug === 'agency')).toBe(false);
    const publicSlugs = (await t.inject({ method: 'GET', url: '/api/plans/public' })).body.data.map((p: any) => p.slug);
    expect(publicSlugs).not.toContain('agency');
    expect((await t.inject({ method: 'GET', url: `/api/admin/plans/${planId}`, token: admin })).status).toBe(200);
  });
});

describe('allowed lists kept in step with the catalogue', () => {
  const plain = newObjectId();
  const featured = newObjectId();
  const section = newObjectId();

  it('adds a newly published item to plans by policy: everything for Pro/Enterprise/Early Bird, non-featured for Free', async () => {
    await t.publish(ModulePublished, item(plain), 'catalogue');
    await t.publish(ModulePublished, item(featured, { featured: true }), 'catalogue');
    await t.publish(SectionPublished, item(section), 'catalogue');
    await events.waitFor(PlanUpdated, (d) => d.slug === 'pro' && d.allowedModules.includes(featured) && d.allowedSections.includes(section));
    const plans = await waitFor(async () => {
      const p = await plansBySlug();
      return p.free.allowedModules.includes(plain) && p['early-bird'].allowedModules.includes(featured) && p.enterprise.allowedSections.includes(section) ? p : null;
    }, { timeout: 15_000 });
    expect(plans.free.allowedModules).toContain(plain);
    expect(plans.free.allowedModules).not.toContain(featured);
    expect(plans.starter.allowedModules).toEqual([]);
  });

  it('lists catalogue items with isAllowed for the manage dialogs', async () => {
    const { free } = await plansBySlug();
    const res = await t.inject({ method: 'GET', url: `/api/admin/plans/${free._id}/modules`, token: admin });
    expect(res.status).toBe(200);
    const byId = Object.fromEntries((res.body.data as any[]).map((e) => [e._id, e]));
    expect(byId[plain]).toEqual({ _id: plain, slug: `item-${plain.slice(-6)}`, title: `Item ${plain.slice(-6)}`, description: 'A storefront block', category: 'header', thumbnail: '/t.png', featured: false, isAllowed: true });
    expect(byId[featured]).toMatchObject({ featured: true, isAllowed: false });
    const sections = await t.inject({ method: 'GET', url: `/api/admin/plans/${free._id}/sections`, token: admin });
    expect(sections.body.data.map((e: any) => e._id)).toContain(section);
  });

  it('replaces allowed lists, refusing unknown ids with 400', async () => {
    const { starter } = await plansBySlug();
    const bad = await t.inject({ method: 'PUT', url: `/api/admin/plans/${starter._id}/modules`, token: admin, payload: { allowedModules: [plain, 'nope'] } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: 'Unknown module: nope', code: 'UNKNOWN_CATALOGUE_ITEM' });
    const notList = await t.inject({ method: 'PUT', url: `/api/admin/plans/${starter._id}/modules`, token: admin, payload: { allowedModules: 'x' } });
    expect(notList.status).toBe(400);
    const res = await t.inject({ method: 'PUT', url: `/api/admin/plans/${starter._id}/modules`, token: admin, payload: { allowedModules: [plain, featured] } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'Modules updated successfully', data: { allowedModules: [plain, featured] } });
    const sections = await t.inject({ method: 'PUT', url: `/api/admin/plans/${starter._id}/sections`, token: admin, payload: { allowedSections: [section] } });
    expect(sections.body).toMatchObject({ message: 'Sections updated successfully', data: { allowedSections: [section] } });
    await events.waitFor(PlanUpdated, (d) => d.slug === 'starter' && d.allowedModules.length === 2 && d.allowedSections.length === 1);
  });

  it('removes a deleted item from every plan, and a late update does not bring it back', async () => {
    await t.publish(ModuleDeleted, { id: featured, slug: 'x' }, 'catalogue');
    await waitFor(async () => {
      const p = await plansBySlug();
      return Object.values(p).every((plan: any) => !plan.allowedModules.includes(featured));
    }, { timeout: 15_000 });
    await events.waitFor(PlanUpdated, (d) => d.slug === 'starter' && !d.allowedModules.includes(featured) && d.allowedModules.includes(plain));
    await t.publish(ModuleUpdated, item(featured, { featured: true, updatedAt: new Date(Date.now() + 60_000).toISOString() }), 'catalogue');
    await t.publish(ModulePublished, item(newObjectId()), 'catalogue'); // a marker processed after it
    const { free } = await plansBySlug();
    await waitFor(async () => (await t.inject({ method: 'GET', url: `/api/admin/plans/${free._id}/modules`, token: admin })).body.data.length >= 2, { timeout: 15_000 });
    const listed = (await t.inject({ method: 'GET', url: `/api/admin/plans/${free._id}/modules`, token: admin })).body.data.map((e: any) => e._id);
    expect(listed).not.toContain(featured);
    // an admin list that still names the deleted item (read before the deletion) is accepted without it
    const { starter } = await plansBySlug();
    const res = await t.inject({ method: 'PUT', url: `/api/admin/plans/${starter._id}`, token: admin, payload: { allowedModules: [plain, featured] } });
    expect(res.status).toBe(200);
    expect(res.body.data.allowedModules).toEqual([plain]);
  });
});

describe('allowed lists and the catalogue trash', () => {
  it('keeps an item in the catalogue trash in a list an admin saves (a restore gives it back as it was), and drops it once purged', async () => {
    const { starter } = await plansBySlug();
    const kept = newObjectId();
    const other = newObjectId();
    await t.publish(ModulePublished, item(kept), 'catalogue');
    await t.publish(ModulePublished, item(other), 'catalogue');
    const listedIds = async () => (await t.inject({ method: 'GET', url: `/api/admin/plans/${starter._id}/modules`, token: admin })).body.data.map((e: any) => e._id);
    await waitFor(async () => (await listedIds()).includes(kept) && (await listedIds()).includes(other), { timeout: 15_000 });
    const save = () => t.inject({ method: 'PUT', url: `/api/admin/plans/${starter._id}/modules`, token: admin, payload: { allowedModules: [kept, other] } });
    expect((await save()).body.data.allowedModules).toEqual([kept, other]);

    await t.publish(ModuleTrashed, { id: kept, slug: item(kept).slug, trashedAt: new Date().toISOString() }, 'catalogue');
    await waitFor(async () => !(await listedIds()).includes(kept), { timeout: 15_000, message: 'the trashed item leaving the dialog' });
    // A list read before the trash (or kept by another admin's form) still names it: it stays in the plan.
    expect((await save()).body.data.allowedModules).toEqual([kept, other]);
    await t.publish(ModuleRestored, item(kept, { updatedAt: new Date(Date.now() + 1_000).toISOString() }), 'catalogue');
    await waitFor(async () => (await listedIds()).includes(kept), { timeout: 15_000, message: 'the restored item back in the dialog' });
    expect((await plansBySlug()).starter.allowedModules).toEqual(expect.arrayContaining([kept, other]));

    await t.publish(ModuleDeleted, { id: kept, slug: item(kept).slug }, 'catalogue'); // the purge
    await waitFor(async () => !(await plansBySlug()).starter.allowedModules.includes(kept), { timeout: 15_000, message: 'the purged item leaving the plan' });
    expect((await save()).body.data.allowedModules).toEqual([other]);
  });
});

describe('GET /api/plans/user/current', () => {
  it('answers 401 for a missing or bad token', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/plans/user/current' })).status).toBe(401);
    const res = await t.inject({ method: 'GET', url: '/api/plans/user/current', headers: { authorization: 'Bearer a.b.c' } });
    expect(res.status).toBe(401);
    expect(res.body.success).toBe(false);
  });

  it('answers the free plan (never 422) to a just-registered user whose registration event has not reached billing yet', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/plans/user/current', token: t.tokenFor({ id: newObjectId(), email: 'just.signed.up@liquify.test' }) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, subscriptionStatus: 'active', data: { slug: 'free', isActive: true, subscriptionStatus: 'active', currentPeriodEnd: null } });
    expect(res.body.data.features.storeLimit).toBe(1);
  });

  it("answers 422 'No active subscription found' for a user billing knows was deleted", async () => {
    const goneId = newObjectId();
    await t.publish(UserDeleted, { userId: goneId, email: 'gone@liquify.test' });
    const gone = t.tokenFor({ id: goneId, email: 'gone@liquify.test' });
    const res = await waitFor(async () => {
      const r = await t.inject({ method: 'GET', url: '/api/plans/user/current', token: gone });
      return r.status === 422 ? r : null;
    }, { timeout: 15_000 });
    expect(res.body).toMatchObject({ success: false, error: 'No active subscription found' });
  });

  it('answers the plan of the user with subscriptionStatus, from identity events', async () => {
    await t.publish(UserRegistered, {
      userId,
      email: 'ada@liquify.test',
      name: 'Ada',
      role: 'user',
      subscription: { plan: 'free', status: 'active', features: DEFAULT_SUBSCRIPTION_FEATURES, currentPeriodEnd: null },
      createdAt: new Date().toISOString(),
    });
    const res = await waitFor(async () => {
      const r = await t.inject({ method: 'GET', url: '/api/plans/user/current', token: user });
      return r.status === 200 ? r : null;
    }, { timeout: 15_000 });
    expect(res.body).toMatchObject({ success: true, subscriptionStatus: 'active', data: { slug: 'free', isActive: true, subscriptionStatus: 'active' } });
    expect(res.body.data.allowedModules[0]).toEqual(expect.objectContaining({ _id: expect.any(String), slug: expect.any(String) }));

    await t.publish(UserSubscriptionChanged, {
      userId,
      email: 'ada@liquify.test',
      plan: 'pro',
      status: 'cancelled',
      features: DEFAULT_SUBSCRIPTION_FEATURES,
      currentPeriodEnd: null,
      reason: 'test',
    });
    await waitFor(async () => (await t.inject({ method: 'GET', url: '/api/plans/user/current', token: user })).status === 422, { timeout: 15_000 });
  });
});

describe('POST /api/plans/early-bird/verify', () => {
  it("answers 400 'Please enter your Early Bird code' for an empty code", async () => {
    for (const payload of [{}, { code: '' }, { code: '   ' }]) {
      const res = await t.inject({ method: 'POST', url: '/api/plans/early-bird/verify', payload });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, error: 'Please enter your Early Bird code' });
    }
  });

  it("answers 400 'Invalid Early Bird code. Please check your code and try again.' for a wrong code", async () => {
    const res = await t.inject({ method: 'POST', url: '/api/plans/early-bird/verify', payload: { code: 'nope' }, headers: { 'x-forwarded-for': '10.0.0.2' } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, error: 'Invalid Early Bird code. Please check your code and try again.' });
  });

  it('matches codes case-insensitively and answers the Early Bird plan', async () => {
    const res = await t.inject({ method: 'POST', url: '/api/plans/early-bird/verify', payload: { code: '  founders99 ' }, headers: { 'x-forwarded-for': '10.0.0.3' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, data: { slug: 'early-bird', price: 99, billingCycle: 'lifetime', features: { moduleLimit: -1, storeLimit: 3, prioritySupport: true } } });
  });

  it('limits each address to 10 attempts a minute (429 with the envelope)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      statuses.push((await t.inject({ method: 'POST', url: '/api/plans/early-bird/verify', payload: { code: `guess-${i}` }, headers: { 'x-forwarded-for': '10.9.9.9' } })).status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    const limited = await t.inject({ method: 'POST', url: '/api/plans/early-bird/verify', payload: { code: 'LIQUIFY-EARLY' }, headers: { 'x-forwarded-for': '10.9.9.9' } });
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    // another address is not affected
    expect((await t.inject({ method: 'POST', url: '/api/plans/early-bird/verify', payload: { code: 'LIQUIFY-EARLY' }, headers: { 'x-forwarded-for': '10.9.9.10' } })).status).toBe(200);
  });
});
