import { signAccessToken } from '@liquify/auth';
import { dashboardStatsAnswerSchema } from '@liquify/contracts';
import { testInfra, uniqueName } from '@liquify/testing';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { fakeServices, json } from './fake-services';
import { startGateway } from './start-gateway';
import { JWT_PUBLIC_KEYS, SIGNING } from './token-keys';

/**
 * GET /api/admin/stats/dashboard (doc 3 §2, §7): composed by the gateway from the services' own admin
 * routes. Real HTTP servers stand in for identity, catalogue and billing; billing can be made slow or
 * failing to show the partial answer.
 */
const admin = signAccessToken({ id: 'a'.repeat(24), email: 'admin@x.io', role: 'admin', name: 'Admin' }, SIGNING, '1h');
const user = signAccessToken({ id: 'b'.repeat(24), email: 'user@x.io', role: 'user', name: 'User' }, SIGNING, '1h');

const seenAuth: string[] = [];
const { serve, closeAll } = fakeServices((req) => seenAuth.push(String(req.headers.authorization)));
let billingMode: 'ok' | 'slow' | 'error' = 'ok';
let catalogueMode: 'ok' | 'off-contract' = 'ok';
const MODULE_CATEGORIES = [
  { _id: 'header', count: 9 },
  { _id: 'hero', count: 7 },
  { _id: 'footer', count: 5 },
  { _id: 'cta', count: 4 },
  { _id: 'pricing', count: 3 },
  { _id: 'faq', count: 2 },
];
let app: NestFastifyApplication;

beforeAll(async () => {
  const infra = await testInfra(['redis']);
  const identity = await serve((req, res) => {
    if (req.url === '/api/admin/users/stats/overview') return json(res, { success: true, data: { totalUsers: 12, adminUsers: 2, regularUsers: 10, moderatorUsers: 0, activeSubscriptions: 7, verifiedUsers: 4, newThisMonth: 3 } });
    if (req.url?.startsWith('/api/users?')) {
      return json(res, { success: true, data: [{ _id: 'u1', name: 'Ada', email: 'ada@x.io', role: 'admin', createdAt: '2026-11-01T00:00:00.000Z', password: 'never' }] });
    }
    json(res, { success: false, error: 'Not found' }, 404);
  });
  const catalogue = await serve((req, res) => {
    if (req.url === '/api/admin/modules/stats/overview') {
      if (catalogueMode === 'off-contract') return json(res, { success: true, data: { total: 30 } });
      return json(res, { success: true, data: { total: 30, published: 25, draft: 4, featured: 6, categories: MODULE_CATEGORIES } });
    }
    if (req.url === '/api/admin/sections/stats/overview') return json(res, { success: true, data: { totalSections: 9, publishedSections: 8, draftSections: 1, featuredSections: 2, categories: [{ _id: 'hero', count: 9 }] } });
    if (req.url?.startsWith('/api/admin/modules?')) return json(res, { success: true, modules: [{ _id: 'm1', title: 'Hero', slug: 'hero', status: 'published', category: 'header', createdAt: '2026-11-02T00:00:00.000Z', code: '<div/>' }], pagination: {} });
    if (req.url?.startsWith('/api/admin/sections?')) return json(res, { success: true, sections: [], pagination: {} });
    json(res, { success: false, error: 'Not found' }, 404);
  });
  const billing = await serve((_req, res) => {
    const answer = () => json(res, { success: true, data: [{ isActive: true }, { isActive: true }, { isActive: false }] });
    if (billingMode === 'slow') return void setTimeout(answer, 3_000);
    if (billingMode === 'error') return json(res, { success: false, error: 'boom' }, 500);
    answer();
  });
  app = await startGateway({
    JWT_PUBLIC_KEYS,
    REDIS_URL: infra.redisUrl,
    REDIS_KEY_PREFIX: `${uniqueName('gwdash')}:`,
    IDENTITY_URL: identity,
    CATALOGUE_URL: catalogue,
    BILLING_URL: billing,
    DASHBOARD_DEADLINE_MS: '400',
  });
}, 60_000);

afterAll(async () => {
  await app?.close();
  await closeAll();
});

beforeEach(() => {
  billingMode = 'ok';
  catalogueMode = 'ok';
  seenAuth.length = 0;
});

const get = (token?: string) =>
  app.getHttpAdapter().getInstance().inject({ method: 'GET', url: '/api/admin/stats/dashboard', headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('GET /api/admin/stats/dashboard', () => {
  it("composes users, modules, sections and plans from the services' own stats, in the declared contract shape", async () => {
    const res = await get(admin);
    expect(res.statusCode).toBe(200);
    const body = dashboardStatsAnswerSchema.parse(res.json());
    expect(body.data.users).toEqual({ total: 12, admins: 2, regular: 10, activeSubscriptions: 7, verified: 4, newThisMonth: 3 });
    expect(body.data.recentUsers).toEqual([{ _id: 'u1', name: 'Ada', email: 'ada@x.io', role: 'admin', createdAt: '2026-11-01T00:00:00.000Z' }]);
    // Doc 3 §9: the top 5 categories, most first.
    expect(body.data.modules).toEqual({ total: 30, published: 25, draft: 4, featured: 6, categories: MODULE_CATEGORIES.slice(0, 5) });
    expect(body.data.recentModules).toEqual([{ _id: 'm1', title: 'Hero', slug: 'hero', status: 'published', category: 'header', createdAt: '2026-11-02T00:00:00.000Z' }]);
    expect(body.data.sections).toEqual({ total: 9, published: 8, draft: 1, featured: 2, categories: [{ _id: 'hero', count: 9 }] });
    expect(body.data.recentSections).toEqual([]);
    expect(body.data.plans).toEqual({ active: 2, total: 3 });
    expect(body.data.missing).toEqual([]);
  });

  it("forwards the admin's own token to every service it reads", async () => {
    await get(admin);
    expect(seenAuth).toHaveLength(7);
    expect(new Set(seenAuth)).toEqual(new Set([`Bearer ${admin}`]));
  });

  it('answers within the deadline when a service is slow: its part is null and named in missing, the rest is there', async () => {
    billingMode = 'slow';
    const started = Date.now();
    const res = await get(admin);
    expect(Date.now() - started).toBeLessThan(2_500);
    expect(res.statusCode).toBe(200);
    const { data } = dashboardStatsAnswerSchema.parse(res.json());
    expect(data.plans).toBeNull();
    expect(data.missing).toEqual([{ part: 'plans', service: 'billing', reason: 'the billing service did not answer in time' }]);
    expect(data.users?.total).toBe(12);
  });

  it("reports a part missing when its service answers outside that route's contract", async () => {
    catalogueMode = 'off-contract';
    const res = await get(admin);
    expect(res.statusCode).toBe(200);
    const { data } = dashboardStatsAnswerSchema.parse(res.json());
    expect(data.modules).toBeNull();
    expect(data.missing).toEqual([{ part: 'modules', service: 'catalogue', reason: 'unexpected answer' }]);
    expect(data.sections?.total).toBe(9);
  });

  it('never answers 500 when a service fails: the failing part is reported missing with its status', async () => {
    billingMode = 'error';
    const res = await get(admin);
    expect(res.statusCode).toBe(200);
    const { data } = dashboardStatsAnswerSchema.parse(res.json());
    expect(data.missing).toEqual([{ part: 'plans', service: 'billing', reason: 'the billing service answered 500' }]);
  });

  it('names a service that is not configured at all as missing', async () => {
    const infra = await testInfra(['redis']);
    const lonely = await startGateway({ JWT_PUBLIC_KEYS, REDIS_URL: infra.redisUrl, REDIS_KEY_PREFIX: `${uniqueName('gwdash2')}:` });
    try {
      const res = await lonely.getHttpAdapter().getInstance().inject({ method: 'GET', url: '/api/admin/stats/dashboard', headers: { authorization: `Bearer ${admin}` } });
      expect(res.statusCode).toBe(200);
      const { data } = dashboardStatsAnswerSchema.parse(res.json());
      expect(data.missing.map((m) => m.part).sort()).toEqual(['modules', 'plans', 'recentModules', 'recentSections', 'recentUsers', 'sections', 'users']);
      expect(data.missing.find((m) => m.part === 'users')?.reason).toBe('the identity service is not available');
    } finally {
      await lonely.close();
    }
  });

  it('refuses a non-admin with 403 and an anonymous caller with 401, in the error envelope', async () => {
    const forbidden = await get(user);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ success: false, error: 'Admin privileges required' });
    const anonymous = await get();
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ success: false });
    expect(seenAuth).toHaveLength(0);
  });
});
