import { CATALOGUE_FETCH_LIMIT, EARLY_REQUESTS_GLOBAL, earlyRequestsFor, leaveEarlyRequest, type EarlyRequest } from './early-requests.rules';

describe('earlyRequestsFor', () => {
  it('asks for the plan on every /dashboard page, and the catalogue too on /dashboard/modules', () => {
    const plan = { path: '/plans/user/current', auth: true };
    expect(earlyRequestsFor('/dashboard')).toEqual([plan]);
    expect(earlyRequestsFor('/dashboard/library')).toEqual([plan]);
    expect(earlyRequestsFor('/dashboard/modules/')).toEqual([plan, { path: `/modules?page=1&limit=${CATALOGUE_FETCH_LIMIT}`, auth: false }]);
    expect(earlyRequestsFor('/dashboard/modules/some-module')).toEqual([plan]);
  });

  it('asks for nothing elsewhere', () => {
    for (const path of ['/', '/auth', '/help', '/admin', '/dashboardx', '/pricing']) expect(earlyRequestsFor(path)).toEqual([]);
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
