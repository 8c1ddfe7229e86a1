import { EARLY_REQUESTS_GLOBAL, type EarlyRequest } from '@liquify/contracts/rules';
import { startEarlyRequests } from './early-requests';

function run(pathname: string, token: string | null) {
  const fetched: { url: string; headers: Record<string, string> }[] = [];
  const scope: Record<string, unknown> = {};
  const started = startEarlyRequests('/api/', pathname, {
    storage: { getItem: (key: string) => (key === 'authToken' ? token : null) },
    fetchImpl: (url: string, init: RequestInit) => {
      fetched.push({ url, headers: init.headers as Record<string, string> });
      return Promise.resolve(new Response('{}'));
    },
    now: () => 1234,
    scope,
  });
  return { started, fetched, left: scope[EARLY_REQUESTS_GLOBAL] as Map<string, EarlyRequest> | undefined };
}

describe('startEarlyRequests (the shell, before any shared module is loaded)', () => {
  it("on /dashboard/modules with a stored token: the plan with the user's token, the catalogue without, left for the API client", () => {
    const { started, fetched, left } = run('/dashboard/modules', 'tok-1');
    expect(started).toEqual(['/api/auth/me', '/api/plans/user/current', '/api/modules?page=1&limit=1000']);
    expect(fetched).toEqual([
      { url: '/api/auth/me', headers: { Accept: 'application/json', Authorization: 'Bearer tok-1' } },
      { url: '/api/plans/user/current', headers: { Accept: 'application/json', Authorization: 'Bearer tok-1' } },
      { url: '/api/modules?page=1&limit=1000', headers: { Accept: 'application/json' } },
    ]);
    expect([...left!.entries()].map(([url, request]) => [url, request.token, request.at])).toEqual([
      ['/api/auth/me', 'tok-1', 1234],
      ['/api/plans/user/current', 'tok-1', 1234],
      ['/api/modules?page=1&limit=1000', null, 1234],
    ]);
  });

  it('requests nothing without a stored token (the guard sends the visitor to /auth) or outside the dashboard', () => {
    expect(run('/dashboard/modules', null).fetched).toEqual([]);
    expect(run('/help', 'tok-1').started).toEqual(['/api/auth/me']);
    expect(run('/admin', 'tok-1').fetched).toEqual([]);
    expect(run('/', 'tok-1').left).toBeUndefined();
  });
});
