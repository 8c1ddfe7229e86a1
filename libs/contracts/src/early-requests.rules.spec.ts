import { CATALOGUE_FETCH_LIMIT, EARLY_REQUESTS_GLOBAL, earlyRequestsFor, leaveEarlyRequest, SESSION_CHECK_REQUEST, type EarlyRequest } from './early-requests.rules';

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
