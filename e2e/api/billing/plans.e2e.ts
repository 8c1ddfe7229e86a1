import { api, poll, loginAs, registerUser } from '../support';

/** Plans through the gateway: public list, the user's plan, early bird, and administration (doc 1 §7, doc 2 §7, doc 3 §7). */


describe('public plans', () => {
  it('lists the active plans sorted by sortOrder, without allowed lists', async () => {
    const res = await api('/api/plans/public');
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const slugs = res.body.data.map((p: any) => p.slug);
    expect(slugs.slice(0, 4)).toEqual(['free', 'pro', 'enterprise', 'early-bird']);
    const sortOrders = res.body.data.map((p: any) => p.sortOrder);
    expect([...sortOrders].sort((a, b) => a - b)).toEqual(sortOrders);
    expect(res.body.data.every((p: any) => p.isActive && !('allowedModules' in p) && !('stripePriceId' in p))).toBe(true);
  });

  it('answers the free plan', async () => {
    const res = await api('/api/plans/public/free');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ slug: 'free', price: 0, features: { moduleLimit: 5, storeLimit: 1 } });
  });
});

describe('GET /api/plans/user/current', () => {
  it('answers 401 to anonymous callers and to a bad token', async () => {
    expect((await api('/api/plans/user/current')).status).toBe(401);
    const bad = await api('/api/plans/user/current', { token: 'a.b.c' });
    expect(bad.status).toBe(401);
    expect(bad.body.success).toBe(false);
  });

  it("answers a new customer's free plan with subscriptionStatus active", async () => {
    const customer = await registerUser();
    const res = await poll(async () => {
      const r = await api('/api/plans/user/current', { token: customer.token });
      return r.status === 200 ? r : null;
    });
    expect(res.body).toMatchObject({ success: true, subscriptionStatus: 'active', data: { slug: 'free', isActive: true } });
    expect(Array.isArray(res.body.data.allowedModules)).toBe(true);
  });
});

describe('POST /api/plans/early-bird/verify', () => {
  it("answers 400 'Please enter your Early Bird code' and 'Invalid Early Bird code. Please check your code and try again.'", async () => {
    const empty = await api('/api/plans/early-bird/verify', { body: { code: '' } });
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe('Please enter your Early Bird code');
    const wrong = await api('/api/plans/early-bird/verify', { body: { code: 'definitely-not-a-code' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe('Invalid Early Bird code. Please check your code and try again.');
    const malformed = await api('/api/plans/early-bird/verify', { body: '{"code":' });
    expect(malformed.status).toBe(400);
  });

  it('answers the Early Bird plan for a configured code, whatever its case', async () => {
    const res = await api('/api/plans/early-bird/verify', { body: { code: 'liquify-early' } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ slug: 'early-bird', price: 99, billingCycle: 'lifetime' });
  });
});

describe('plan administration', () => {
  it('refuses anonymous (401) and customers (403)', async () => {
    const user = await loginAs('user');
    expect((await api('/api/admin/plans')).status).toBe(401);
    expect((await api('/api/admin/plans', { token: user.token })).status).toBe(403);
    expect((await api('/api/admin/plans', { token: user.token, body: { name: 'x', slug: 'x', description: 'x' } })).status).toBe(403);
    expect((await api('/api/admin/plans/sync-stripe', { token: user.token, method: 'POST' })).status).toBe(403);
  });

  it('creates, validates, updates and deletes a plan', async () => {
    const { token } = await loginAs('admin');
    const slug = `e2e-${Date.now().toString(36)}`;
    const invalid = await api('/api/admin/plans', { token, body: { name: 'E2E', slug: 'Not A Slug', description: 'x' } });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error).toBe('Slug must contain only lowercase letters, numbers, and hyphens');
    const noName = await api('/api/admin/plans', { token, body: { slug, description: 'x' } });
    expect(noName.body.error).toBe('Name is required');

    const created = await api('/api/admin/plans', { token, body: { name: 'E2E Plan', slug, description: 'Made by a test', price: 12 } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ message: 'Plan created successfully', data: { slug, currency: 'USD', billingCycle: 'monthly', features: { moduleLimit: 5, sectionLimit: 3 } } });
    const id = created.body.data._id;
    expect((await api('/api/admin/plans', { token, body: { name: 'Dup', slug, description: 'x' } })).status).toBe(409);

    const updated = await api(`/api/admin/plans/${id}`, { token, method: 'PUT', body: { features: { storeLimit: 7 }, isPopular: true } });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ message: 'Plan updated successfully', data: { isPopular: true, features: { storeLimit: 7 } } });
    expect((await api(`/api/admin/plans/${id}`, { token })).body.data.features.storeLimit).toBe(7);

    const deleted = await api(`/api/admin/plans/${id}`, { token, method: 'DELETE' });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ message: 'Plan deleted successfully', data: { deleted: true } });
    const gone = await api(`/api/admin/plans/${id}`, { token });
    expect(gone.status).toBe(404);
    expect(gone.body.error).toBe('Plan not found');
  });

  it('deactivates a plan instead of deleting it while a customer is on it, and says so', async () => {
    const { token } = await loginAs('admin');
    const slug = `e2e-used-${Date.now().toString(36)}`;
    const created = await api('/api/admin/plans', { token, body: { name: 'E2E Used', slug, description: 'Someone is on it', price: 5 } });
    expect(created.status).toBe(201);
    const id = created.body.data._id;
    // an admin puts a customer on the plan (identity tells billing through its events)
    const email = `on-${slug}@example.com`;
    const user = await poll(async () => {
      const r = await api('/api/users', { token, body: { email, password: 'Passw0rd!long', name: 'On Plan', role: 'user', subscription: { plan: slug, status: 'active' } } });
      return r.status === 201 || r.status === 200 ? r : null;
    });
    expect(user.body.success).toBe(true);
    const login = await api('/api/auth/login', { body: { email, password: 'Passw0rd!long' } });
    // wait until billing learned (from identity's events) that the customer is on the plan
    await poll(async () => (await api('/api/plans/user/current', { token: login.body.data.token })).body?.data?.slug === slug);
    const res = await api(`/api/admin/plans/${id}`, { token, method: 'DELETE' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ deleted: false, deactivated: true });
    expect(res.body.message).toContain('deactivated instead of deleted');
    expect((await api(`/api/admin/plans/${id}`, { token })).body.data.isActive).toBe(false);
    expect((await api('/api/plans/public')).body.data.map((p: any) => p.slug)).not.toContain(slug);
  });

  it('lists catalogue items with isAllowed and replaces allowed lists', async () => {
    const { token } = await loginAs('admin');
    const pro = (await api('/api/admin/plans', { token })).body.data.find((p: any) => p.slug === 'pro');
    const modules = await api(`/api/admin/plans/${pro._id}/modules`, { token });
    expect(modules.status).toBe(200);
    expect(Array.isArray(modules.body.data)).toBe(true);
    for (const entry of modules.body.data) expect(Object.keys(entry).sort()).toEqual(['_id', 'category', 'description', 'featured', 'isAllowed', 'slug', 'thumbnail', 'title']);
    const sections = await api(`/api/admin/plans/${pro._id}/sections`, { token });
    expect(sections.status).toBe(200);
    const bad = await api(`/api/admin/plans/${pro._id}/modules`, { token, method: 'PUT', body: { allowedModules: ['not-a-catalogue-id'] } });
    expect(bad.status).toBe(400);
    const same = await api(`/api/admin/plans/${pro._id}/modules`, { token, method: 'PUT', body: { allowedModules: pro.allowedModules } });
    expect(same.status).toBe(200);
    expect(same.body).toMatchObject({ message: 'Modules updated successfully', data: { allowedModules: pro.allowedModules } });
  });

  it('syncs the plans with the payment provider and stores the price ids', async () => {
    const { token } = await loginAs('admin');
    const res = await api('/api/admin/plans/sync-stripe', { token, method: 'POST' });
    expect(res.status).toBe(200);
    expect(res.body.data.synced.map((p: any) => p.slug)).toEqual(expect.arrayContaining(['pro', 'enterprise', 'early-bird']));
    const pro = (await api('/api/admin/plans', { token })).body.data.find((p: any) => p.slug === 'pro');
    expect(pro.stripePriceId).toEqual(expect.any(String));
  });
});
