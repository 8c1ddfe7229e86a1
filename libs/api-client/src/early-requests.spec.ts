import { EARLY_REQUEST_MAX_AGE_MS, EARLY_REQUESTS_GLOBAL, leaveEarlyRequest } from '@liquify/contracts/rules';
import { ApiClient, ApiError } from './api-client';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A client whose own fetch records the URLs it is asked for (answering 200 `{ own: true }`). */
function client(token: string | null) {
  const fetched: string[] = [];
  const api = new ApiClient({
    apiBase: '/api',
    getToken: () => token,
    fetch: (async (input: RequestInfo | URL) => {
      fetched.push(String(input));
      return json(200, { own: true });
    }) as typeof fetch,
  });
  return { api, fetched };
}

afterEach(() => {
  delete (globalThis as Record<string, unknown>)[EARLY_REQUESTS_GLOBAL];
});

describe('ApiClient.request and the requests the shell started early', () => {
  it('takes the early answer of the same GET with the same token, once; the next call fetches', async () => {
    leaveEarlyRequest('/api/plans/user/current', { token: 'tok', response: Promise.resolve(json(200, { early: true })), at: Date.now() });
    const { api, fetched } = client('tok');
    await expect(api.request('/plans/user/current')).resolves.toEqual({ early: true });
    expect(fetched).toEqual([]);
    await expect(api.request('/plans/user/current')).resolves.toEqual({ own: true });
    expect(fetched).toEqual(['/api/plans/user/current']);
  });

  it("answers the session check (me) with the shell's early GET /auth/me", async () => {
    const user = { _id: 'u1', name: 'Ada', email: 'ada@example.com', role: 'user' };
    leaveEarlyRequest('/api/auth/me', { token: 'tok', response: Promise.resolve(json(200, { success: true, data: { user } })), at: Date.now() });
    const { api, fetched } = client('tok');
    await expect(api.me()).resolves.toMatchObject({ _id: 'u1', name: 'Ada' });
    expect(fetched).toEqual([]);
  });

  it("turns an early error answer into the client's usual ApiError (a 401 stays a 401)", async () => {
    leaveEarlyRequest('/api/plans/user/current', { token: 'tok', response: Promise.resolve(json(401, { success: false, error: 'Invalid token' })), at: Date.now() });
    const { api } = client('tok');
    const error = await api.request('/plans/user/current').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
  });

  it("never takes another token's answer, an old one, or one for another query string: it fetches itself", async () => {
    const { api, fetched } = client('mine');
    leaveEarlyRequest('/api/plans/user/current', { token: 'theirs', response: Promise.resolve(json(200, { early: true })), at: Date.now() });
    await expect(api.request('/plans/user/current')).resolves.toEqual({ own: true });
    leaveEarlyRequest('/api/stores', { token: 'mine', response: Promise.resolve(json(200, { early: true })), at: Date.now() - EARLY_REQUEST_MAX_AGE_MS - 1 });
    await expect(api.request('/stores')).resolves.toEqual({ own: true });
    leaveEarlyRequest('/api/modules?page=1&limit=1000', { token: null, response: Promise.resolve(json(200, { early: true })), at: Date.now() });
    await expect(api.request('/modules', { auth: false, query: { page: 2, limit: 1000 } })).resolves.toEqual({ own: true });
    await expect(api.request('/modules', { auth: false, query: { page: 1, limit: 1000 } })).resolves.toEqual({ early: true });
    expect(fetched).toEqual(['/api/plans/user/current', '/api/stores', '/api/modules?page=2&limit=1000']);
  });

  it('never answers a write with an early GET', async () => {
    leaveEarlyRequest('/api/stores', { token: 'tok', response: Promise.resolve(json(200, { early: true })), at: Date.now() });
    const { api, fetched } = client('tok');
    await expect(api.request('/stores', { method: 'POST', body: { name: 'S' } })).resolves.toEqual({ own: true });
    expect(fetched).toEqual(['/api/stores']);
  });

  it("keeps the caller's timeout: an early request still waiting then fails as the client's own would", async () => {
    leaveEarlyRequest('/api/plans/user/current', { token: 'tok', response: new Promise<Response>(() => undefined), at: Date.now() });
    const { api } = client('tok');
    const error = await api.request('/plans/user/current', { timeoutMs: 20 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Network error');
    expect(((error as Error).cause as Error).name).toBe('TimeoutError');
  });
});
