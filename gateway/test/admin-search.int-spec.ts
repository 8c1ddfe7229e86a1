import { signAccessToken } from '@liquify/auth';
import { adminSearchResultSchema, successOf } from '@liquify/contracts';
import { testInfra, uniqueName } from '@liquify/testing';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { fakeServices, json } from './fake-services';
import { startGateway } from './start-gateway';
import { JWT_PUBLIC_KEYS, SIGNING } from './token-keys';

/**
 * GET /api/admin/search (issue #25 item 13): composed by the gateway from each service's admin list. Real
 * HTTP servers stand in for the services; support can be made failing or slow to show that only its group
 * carries an error note.
 */
const admin = signAccessToken({ id: 'a'.repeat(24), email: 'admin@x.io', role: 'admin', name: 'Admin' }, SIGNING, '1h');
const PLAN_ID = '665f1c2e9b1d4a0012ab34cd';
const answerSchema = successOf(adminSearchResultSchema);

const seen: string[] = [];
const { serve, closeAll } = fakeServices((req) => seen.push(`${req.headers.authorization} ${req.url}`));
let supportMode: 'ok' | 'error' | 'slow' = 'ok';
let app: NestFastifyApplication;

beforeAll(async () => {
  const infra = await testInfra(['redis']);
  const identity = await serve((req, res) => {
    if (req.url?.startsWith('/api/users?')) return json(res, { success: true, data: [{ _id: 'u1', name: 'Ada', email: 'ada@x.io', role: 'admin', password: 'never' }] });
    json(res, { success: false, error: 'Not found' }, 404);
  });
  const catalogue = await serve((req, res) => {
    if (req.url?.startsWith('/api/admin/modules?')) return json(res, { success: true, modules: [{ _id: 'm1', title: 'Hero', slug: 'hero-x', status: 'published' }], pagination: {} });
    if (req.url?.startsWith('/api/admin/sections?')) return json(res, { success: true, sections: [], pagination: {} });
    json(res, { success: false, error: 'Not found' }, 404);
  });
  const billing = await serve((_req, res) =>
    json(res, { success: true, data: [{ _id: PLAN_ID, name: 'Pro', slug: 'pro', isActive: true }, { _id: 'b'.repeat(24), name: 'Free', slug: 'free', isActive: true }] }),
  );
  const support = await serve((_req, res) => {
    const answer = () => json(res, { success: true, data: [{ _id: 'f'.repeat(18) + 'ab34cd', shortId: 'AB34CD', title: 'Broken hero', status: 'open', user: { _id: 'u2', name: 'Bo', email: 'bo@x.io' } }] });
    if (supportMode === 'error') return json(res, { success: false, error: 'boom' }, 500);
    if (supportMode === 'slow') return void setTimeout(answer, 3_000);
    answer();
  });
  // Each kind is cut at the composed routes' deadline.
  const upstreams = { IDENTITY_URL: identity, CATALOGUE_URL: catalogue, BILLING_URL: billing, SUPPORT_URL: support, DASHBOARD_DEADLINE_MS: '400' };
  app = await startGateway({ JWT_PUBLIC_KEYS, REDIS_URL: infra.redisUrl, REDIS_KEY_PREFIX: `${uniqueName('gwsearch')}:`, ...upstreams });
}, 60_000);

afterAll(() => app?.close().then(closeAll));

beforeEach(() => {
  supportMode = 'ok';
  seen.length = 0;
});

const get = (q: string) =>
  app.getHttpAdapter().getInstance().inject({ method: 'GET', url: `/api/admin/search?q=${encodeURIComponent(q)}`, headers: { authorization: `Bearer ${admin}` } });

describe('GET /api/admin/search', () => {
  it("asks each service's admin list with the admin's token, a few per kind, and groups the hits in order", async () => {
    const res = await get('pro');
    expect(res.statusCode).toBe(200);
    const { data } = answerSchema.parse(res.json());
    expect(data.groups.map((g) => [g.kind, g.hits.length, g.error])).toEqual([
      ['users', 1, null],
      ['modules', 1, null],
      ['sections', 0, null],
      ['plans', 1, null],
      ['tickets', 1, null],
    ]);
    expect(data.groups[0].hits[0]).toEqual({ kind: 'users', id: 'u1', title: 'Ada', subtitle: 'ada@x.io · admin', href: '/admin/users?search=ada%40x.io' });
    expect(data.groups[3].hits[0]).toEqual({ kind: 'plans', id: PLAN_ID, title: 'Pro', subtitle: 'pro · active', href: `/admin/plans/edit/${PLAN_ID}` });
    expect(seen).toEqual(
      expect.arrayContaining([
        `Bearer ${admin} /api/users?page=1&limit=5&search=pro`,
        `Bearer ${admin} /api/admin/modules?page=1&limit=5&search=pro`,
        `Bearer ${admin} /api/admin/sections?page=1&limit=5&search=pro`,
        `Bearer ${admin} /api/admin/plans`,
        `Bearer ${admin} /api/admin/support/tickets?page=1&limit=5&search=pro`,
      ]),
    );
  });

  it('matches plans by short id and asks support for the 6-character short id of a longer id tail', async () => {
    const { data } = answerSchema.parse((await get('12ab34cd')).json());
    expect(data.groups.find((g) => g.kind === 'plans')?.hits.map((h) => h.id)).toEqual([PLAN_ID]);
    expect(seen).toEqual(expect.arrayContaining([`Bearer ${admin} /api/admin/support/tickets?page=1&limit=5&search=AB34CD`]));
    // The same ticket found by both terms is listed once.
    expect(data.groups.find((g) => g.kind === 'tickets')?.hits).toHaveLength(1);
  });

  it('a failing service leaves its group with an error note; the other kinds still answer', async () => {
    supportMode = 'error';
    const res = await get('hero');
    expect(res.statusCode).toBe(200);
    const { data } = answerSchema.parse(res.json());
    expect(data.groups.find((g) => g.kind === 'tickets')).toEqual({ kind: 'tickets', hits: [], error: 'the support service answered 500' });
    expect(data.groups.find((g) => g.kind === 'modules')?.hits).toHaveLength(1);
  });

  it('a slow service is cut at the deadline with its own note', async () => {
    supportMode = 'slow';
    const started = Date.now();
    const { data } = answerSchema.parse((await get('hero')).json());
    expect(Date.now() - started).toBeLessThan(2_500);
    expect(data.groups.find((g) => g.kind === 'tickets')?.error).toBe('the support service did not answer in time');
  });

  it('answers 400 for a query shorter than 2 characters, 401 without a token', async () => {
    expect((await get('#a')).statusCode).toBe(400);
    const anonymous = await app.getHttpAdapter().getInstance().inject({ method: 'GET', url: '/api/admin/search?q=pro' });
    expect(anonymous.statusCode).toBe(401);
  });
});
