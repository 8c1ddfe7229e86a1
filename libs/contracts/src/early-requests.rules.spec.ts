import {
  CATALOGUE_FETCH_LIMIT,
  EARLY_REQUESTS_GLOBAL,
  earlyRequestsFor,
  leaveEarlyRequest,
  MODULE_CATALOGUE_REQUEST,
  SESSION_CHECK_REQUEST,
  USER_PLAN_REQUEST,
  type EarlyRequest,
} from './early-requests.rules';
import { authRoutes, planRoutes, publicCatalogueRoutes } from './routes';

describe('the early requests are the declared routes the pages call', () => {
  // The shell's first load carries these paths as text (no route table); each must be its route's, under /api.
  it.each([
    ['session check', SESSION_CHECK_REQUEST, authRoutes.me],
    ['user plan', USER_PLAN_REQUEST, planRoutes.current],
    ['module catalogue', MODULE_CATALOGUE_REQUEST, publicCatalogueRoutes.modules],
  ])('%s', (_name, request, route) => {
    expect(route.method).toBe('get');
    expect(`/api${request.path.split('?')[0]}`).toBe(route.path);
    expect(request.auth).toBe(route.access !== 'public');
  });
});

describe('earlyRequestsFor', () => {
  it('asks for the session check and the plan on every /dashboard page, and the catalogue too on /dashboard/modules', () => {
    const me = { path: '/auth/me', auth: true };
    const plan = { path: '/plans/user/current', auth: true };
    expect(SESSION_CHECK_REQUEST).toEqual(me);
    expect(earlyRequestsFor('/dashboard')).toEqual([me, plan]);
    expect(earlyRequestsFor('/dashboard/library')).toEqual([me, plan]);
    expect(earlyRequestsFor('/dashboard/modules/')).toEqual([me, plan, { path: `/modules?page=1&limit=${CATALOGUE_FETCH_LIMIT}`, auth: false }]);
    expect(earlyRequestsFor('/dashboard/modules/some-module')).toEqual([me, plan]);
  });

  it('asks for the session check only on the help center, and nothing elsewhere', () => {
    expect(earlyRequestsFor('/help')).toEqual([{ path: '/auth/me', auth: true }]);
    expect(earlyRequestsFor('/help/ticket/t1')).toEqual([{ path: '/auth/me', auth: true }]);
    for (const path of ['/', '/auth', '/admin', '/dashboardx', '/helpdesk', '/pricing']) expect(earlyRequestsFor(path)).toEqual([]);
  });
});

describe('leaveEarlyRequest', () => {
  it('keeps each request under its URL in one map on the scope, and a failed one is no unhandled rejection', async () => {
    const scope: Record<string, unknown> = {};
    const failing = Promise.reject(new Error('offline'));
    const first: EarlyRequest = { token: 't', response: failing, at: 1 };
    const second: EarlyRequest = { token: null, response: new Promise<Response>(() => undefined), at: 2 };
    leaveEarlyRequest('/api/a', first, scope);
    leaveEarlyRequest('/api/b', second, scope);
    const map = scope[EARLY_REQUESTS_GLOBAL] as Map<string, EarlyRequest>;
    expect([...map.entries()]).toEqual([
      ['/api/a', first],
      ['/api/b', second],
    ]);
    // Jest fails the test on an unhandled rejection: let the rejected one settle.
    await new Promise((resolve) => setImmediate(resolve));
  });
});
