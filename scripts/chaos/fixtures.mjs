// What the write load needs before it starts: the admin's token, a free plan of the suite's own that allows
// a few published modules (registration puts customers on it directly), and a subscriber of that plan, whose
// GET /api/auth/me shows the admin's last plan change once it has travelled billing -> Kafka -> identity.
import { readUntil, sleep } from './client.mjs';

export async function signIn(call, email, password) {
  const res = await readUntil(`sign in ${email}`, () => call('/api/auth/login', { body: { email, password } }));
  return { token: res.body.data.token, user: res.body.data.user };
}

export async function prepareFixtures(call, env) {
  const admin = await signIn(call, env.E2E_ADMIN_EMAIL, env.E2E_ADMIN_PASSWORD);
  const modules = await readUntil('published modules', () => call('/api/modules?limit=50'));
  const moduleIds = modules.body.data.map((m) => m._id).slice(0, 4);
  if (moduleIds.length < 2) throw new Error(`the catalogue holds ${moduleIds.length} published modules; the load needs 2`);
  const slug = `chaos-${Date.now().toString(36)}`;
  const created = await readUntil('the chaos plan', () =>
    call('/api/admin/plans', { token: admin.token, body: { name: 'Chaos', slug, description: 'chaos suite plan', price: 0, features: { moduleLimit: 100 } } }),
  );
  const plan = created.body.data;
  // Billing knows the catalogue's modules from its events: 400 "Unknown module" until they arrived.
  await until('billing to know the published modules', async () => {
    const r = await call(`/api/admin/plans/${plan._id}/modules`, { method: 'PUT', token: admin.token, body: { allowedModules: moduleIds } });
    return r.status === 200;
  });
  const registerOn = (planSlug) => (email) => call('/api/auth/register', { body: { name: 'Chaos Customer', email, password: 'Chaos-Passw0rd!', plan: planSlug, planSlug } });
  // Identity learns the plan from billing's event, and the library its allowed modules: wait for both.
  const subscriber = await until('a subscriber on the chaos plan', async () => {
    const r = await registerOn(slug)(`subscriber-${slug}-${Math.random().toString(36).slice(2, 8)}@example.com`);
    return r.body?.data?.user?.subscription?.plan === slug ? r.body.data : null;
  });
  await until('the chaos plan modules in the library', async () => {
    const r = await call(`/api/user-modules/quota-check?moduleSlug=${encodeURIComponent(modules.body.data[0].slug)}`, { token: subscriber.token });
    return r.body?.data?.allowed === true;
  });
  // The load's customers sign up on the free plan: the library assumes it for a user whose sign-up event has not
  // arrived yet, so their first add is judged by their real plan even when the events lag (see the README).
  const idsOf = (plan) => (plan?.allowedModules ?? []).map((m) => (typeof m === 'string' ? m : m._id));
  // Billing fills the seeded plans' allowed lists as the catalogue's items reach it: wait for the free plan's.
  const free = await until('the free plan to allow a module', async () => {
    const plan = ((await call('/api/admin/plans', { token: admin.token })).body?.data ?? []).find((p) => p.slug === 'free');
    return idsOf(plan).length ? plan : null;
  });
  const freeModules = idsOf(free);
  const limit = free.features?.moduleLimit ?? 1;
  if (!freeModules.length) throw new Error('the free plan allows no module; the load adds one per customer');
  return { admin, plan, slug, moduleIds: freeModules.slice(0, Math.max(1, limit === -1 ? 4 : Math.min(limit, 4))), chaosModuleIds: moduleIds, subscriber: { token: subscriber.token, user: subscriber.user }, register: registerOn(free.slug) };
}

export async function until(what, probe, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}
