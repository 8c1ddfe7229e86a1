import { ApiClient, ApiError, buildQueryString, findFreePlan, sortActivePlans } from './api-client';
import type { Plan } from './api-types';

interface Call {
  url: string;
  init: RequestInit;
}

/** A fetch that records calls and answers with real Response objects. */
function fakeFetch(answer: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const impl = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call = { url: String(input), init };
    calls.push(call);
    return answer(call);
  }) as typeof fetch;
  return { calls, impl };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function client(answer: (call: Call) => Response | Promise<Response>, token: string | null = null) {
  const f = fakeFetch(answer);
  return { api: new ApiClient({ apiBase: '/api/', fetch: f.impl, getToken: () => token }), calls: f.calls };
}

const user = { _id: 'u1', name: 'Ada', email: 'ada@example.com', role: 'user' };

describe('ApiClient.request (general rule)', () => {
  it('sends the bearer token when one exists and JSON bodies', async () => {
    const { api, calls } = client(() => json(200, { success: true, data: { user } }), 'tok-123');
    await expect(api.me()).resolves.toEqual(user);
    expect(calls[0].url).toBe('/api/auth/me');
    expect((calls[0].init.headers as Record<string, string>).Authorization).toBe('Bearer tok-123');
  });

  it('sends an Idempotency-Key only when the call names one', async () => {
    const { api, calls } = client(() => json(200, { success: true, data: {} }), 'tok-1');
    await api.request('/support/tickets/t1/messages', { method: 'POST', body: { message: 'hi' }, idempotencyKey: 'k-1' });
    await api.request('/support/tickets/t1/messages', { method: 'POST', body: { message: 'hi' } });
    expect((calls[0].init.headers as Record<string, string>)['Idempotency-Key']).toBe('k-1');
    expect((calls[1].init.headers as Record<string, string>)['Idempotency-Key']).toBeUndefined();
  });

  it('raises the body error on a non-OK answer', async () => {
    const { api } = client(() => json(403, { success: false, error: 'Forbidden here' }));
    await expect(api.request('/x')).rejects.toMatchObject({ message: 'Forbidden here', status: 403 });
  });

  it("raises 'HTTP error! status: {code}' when the body says nothing", async () => {
    const { api } = client(() => json(502, { success: false }));
    await expect(api.request('/x')).rejects.toThrow('HTTP error! status: 502');
  });

  it("raises 'Network error' when the body cannot be read", async () => {
    const { api } = client(() => new Response('<html>gateway down</html>', { status: 502 }));
    await expect(api.request('/x')).rejects.toThrow(/^Network error$/);
    const { api: ok } = client(() => new Response('not json', { status: 200 }));
    await expect(ok.request('/x')).rejects.toThrow(/^Network error$/);
  });

  it("raises 'Network error' when there is no answer", async () => {
    const { api } = client(() => Promise.reject(new TypeError('fetch failed')));
    const error = await api.request('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Network error');
    expect((error as ApiError).failure).toEqual({ kind: 'network' });
  });

  it('sends only non-null filters as query parameters', () => {
    expect(buildQueryString({ page: 1, limit: 10000, category: null, search: undefined, q: '' })).toBe(
      '?page=1&limit=10000',
    );
    expect(buildQueryString({})).toBe('');
  });
});

describe('ApiClient.download (CSV exports)', () => {
  it('answers the file with the bearer token and the filter as query parameters', async () => {
    const { api, calls } = client(() => new Response('id,title\r\n1,A\r\n', { status: 200, headers: { 'Content-Type': 'text/csv' } }), 'tok-9');
    const blob = await api.download('/admin/modules/export', { search: 'hero', status: undefined });
    expect(await blob.text()).toBe('id,title\r\n1,A\r\n');
    expect(calls[0].url).toBe('/api/admin/modules/export?search=hero');
    expect((calls[0].init.headers as Record<string, string>).Authorization).toBe('Bearer tok-9');
  });

  it('raises the envelope error of a refused export', async () => {
    const { api } = client(() => json(403, { success: false, error: 'Access denied' }));
    await expect(api.download('/admin/users/export')).rejects.toMatchObject({ message: 'Access denied', status: 403 });
  });
});

describe('ApiClient.login', () => {
  it('trims and lowercases the email and returns user and token', async () => {
    const { api, calls } = client(() => json(200, { success: true, data: { user, token: 't' } }), 'stale');
    await expect(api.login('  Ada@Example.COM ', 'secret1')).resolves.toEqual({ user, token: 't' });
    expect(JSON.parse(calls[0].init.body as string)).toEqual({ email: 'ada@example.com', password: 'secret1' });
    expect((calls[0].init.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it("maps 401 'Invalid credentials' and keeps the server words", async () => {
    const { api } = client(() => json(401, { success: false, error: 'Invalid credentials' }));
    const error = (await api.login('a@b.co', 'x').catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('Invalid email or password. Please try again.');
    expect(error.serverMessage).toBe('Invalid credentials');
  });

  it('maps 404 to the account-not-found message', async () => {
    const { api } = client(() => json(404, { success: false, error: 'User not found' }));
    await expect(api.login('a@b.co', 'x')).rejects.toThrow('Account not found. Please check your email or sign up.');
  });

  it("maps success:false without a message to 'Login failed'", async () => {
    const { api } = client(() => json(200, { success: false }));
    await expect(api.login('a@b.co', 'x')).rejects.toThrow(/^Login failed$/);
  });

  it('maps no answer to the connection message', async () => {
    const { api } = client(() => Promise.reject(new TypeError('fetch failed')));
    await expect(api.login('a@b.co', 'x')).rejects.toThrow(
      'Network error. Please check your connection and try again.',
    );
  });
});

describe('ApiClient.register', () => {
  it('trims the name, normalises the email and sends the plan as plan and planSlug', async () => {
    const { api, calls } = client(() => json(201, { success: true, data: { user, token: 't' } }));
    await api.register({
      name: '  Ada Lovelace ',
      email: ' ADA@example.com',
      password: 'longenough',
      plan: 'pro',
      stripeData: { subscriptionId: 'sub_1', customerId: 'cus_1', currentPeriodStart: 1, currentPeriodEnd: 2 },
    });
    expect(calls[0].url).toBe('/api/auth/register');
    expect(JSON.parse(calls[0].init.body as string)).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      password: 'longenough',
      plan: 'pro',
      planSlug: 'pro',
      stripeData: { subscriptionId: 'sub_1', customerId: 'cus_1', currentPeriodStart: 1, currentPeriodEnd: 2 },
    });
  });

  it("sends a friend's referral code (?ref=) with the registration, and nothing when there is none", async () => {
    const { api, calls } = client(() => json(201, { success: true, data: { user, token: 't' } }));
    await api.register({ name: 'Ada', email: 'a@b.co', password: 'longenough', plan: 'free', referralCode: 'AB12CD34' });
    expect(JSON.parse(calls[0].init.body as string).referralCode).toBe('AB12CD34');
    await api.register({ name: 'Ada', email: 'a@b.co', password: 'longenough', plan: 'free' });
    expect(JSON.parse(calls[1].init.body as string)).not.toHaveProperty('referralCode');
  });

  it('maps 409 to the exact duplicate message', async () => {
    const { api } = client(() => json(409, { success: false, error: 'Email taken' }));
    await expect(
      api.register({ name: 'Ada', email: 'a@b.co', password: 'longenough', plan: 'free' }),
    ).rejects.toThrow('User already exists with this email address.');
  });

  it('passes a 400 message through, else the generic invalid-data message', async () => {
    const { api } = client(() => json(400, { success: false, error: 'Validation failed', details: [] }));
    await expect(
      api.register({ name: 'Ada', email: 'a@b.co', password: 'longenough', plan: 'free' }),
    ).rejects.toThrow('Validation failed');
    const { api: bare } = client(() => json(400, {}));
    await expect(
      bare.register({ name: 'Ada', email: 'a@b.co', password: 'longenough', plan: 'free' }),
    ).rejects.toThrow('Invalid registration data. Please check your information.');
  });
});

const plan = (slug: string, sortOrder: number, isActive = true): Plan => ({
  _id: slug,
  name: slug,
  slug,
  description: '',
  price: 0,
  currency: 'usd',
  billingCycle: 'monthly',
  isPopular: false,
  isActive,
  sortOrder,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  features: {
    moduleLimit: 5,
    sectionLimit: 5,
    storeLimit: 1,
    apiCallLimit: 0,
    supportLevel: 'email',
    customBranding: false,
    advancedAnalytics: false,
    prioritySupport: false,
    customDomain: false, whiteLabel: false, storageLimit: 100, teamMembers: 1,
  },
});

describe('ApiClient.getPublicPlans', () => {
  it('reads an enveloped list, keeps active plans and sorts by sortOrder', async () => {
    const { api, calls } = client(() =>
      json(200, { success: true, data: [plan('pro', 2), plan('old', 0, false), plan('free', 1)] }),
    );
    expect((await api.getPublicPlans()).map((p) => p.slug)).toEqual(['free', 'pro']);
    expect(calls[0].url).toBe('/api/plans/public');
    expect(calls[0].init.signal).toBeInstanceOf(AbortSignal);
  });

  it('leaves out a malformed plan ({ name: null }) and keeps the others', async () => {
    const { api } = client(() => json(200, [{ name: null }, plan('pro', 2), { ...plan('bad', 3), price: 'ten' }, 42, plan('free', 1)]));
    expect((await api.getPublicPlans()).map((p) => p.slug)).toEqual(['free', 'pro']);
  });

  it('gives loose optional plan fields safe defaults', async () => {
    const { api } = client(() => json(200, [{ name: 'Pro', slug: 'pro', price: 29, features: null, billingCycle: 'weekly' }]));
    const [pro] = await api.getPublicPlans();
    expect(pro).toMatchObject({ _id: 'pro', description: '', currency: 'usd', billingCycle: 'monthly', isPopular: false, isActive: true, sortOrder: 0 });
    expect(pro.features).toMatchObject({ moduleLimit: 0, supportLevel: '', customBranding: false });
  });

  it('reads a plain list too', async () => {
    const { api } = client(() => json(200, [plan('b', 2), plan('a', 1)]));
    expect((await api.getPublicPlans()).map((p) => p.slug)).toEqual(['a', 'b']);
  });

  it("fails with 'Failed to fetch plans: {status}'", async () => {
    const { api } = client(() => json(503, { success: false, error: 'down' }));
    await expect(api.getPublicPlans()).rejects.toThrow('Failed to fetch plans: 503');
  });

  it('gives up after the 10 s timeout', async () => {
    jest.useFakeTimers();
    try {
      const { api } = client(
        ({ init }) =>
          new Promise<Response>((_, reject) => {
            init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
          }),
      );
      const pending = api.getPublicPlans().catch((e: unknown) => e);
      await jest.advanceTimersByTimeAsync(9_999);
      let settled = false;
      void pending.then(() => (settled = true));
      await Promise.resolve();
      expect(settled).toBe(false);
      await jest.advanceTimersByTimeAsync(2);
      expect(((await pending) as Error).message).toBe('Failed to fetch plans: timeout');
    } finally {
      jest.useRealTimers();
    }
  });

  it("finds the free plan by slug starter or free, else 'Free plan not found'", () => {
    expect(findFreePlan([plan('pro', 1), plan('starter', 2)]).slug).toBe('starter');
    expect(() => findFreePlan([plan('pro', 1)])).toThrow('Free plan not found');
    expect(sortActivePlans([plan('x', 3), plan('y', 1)]).map((p) => p.slug)).toEqual(['y', 'x']);
  });
});

describe('catalogue, early bird and checkout', () => {
  it('lists modules with page and limit and returns data and pagination', async () => {
    const { api, calls } = client(() =>
      json(200, { success: true, data: [{ _id: 'm1', slug: 'hero', title: 'Hero', category: 'hero' }], pagination: { totalModules: 1 } }),
    );
    const result = await api.getModules({ page: 1, limit: 10000, category: null });
    expect(calls[0].url).toBe('/api/modules?page=1&limit=10000');
    expect(result.pagination).toEqual({ totalModules: 1 });
    expect(result.data).toEqual([expect.objectContaining({ _id: 'm1', slug: 'hero', title: 'Hero', category: 'hero' })]);
  });

  it('leaves out a malformed module or section and keeps the rest (one bad record does not fail the list)', async () => {
    const { api } = client(() =>
      json(200, { success: true, data: [{ title: null }, null, 'x', { _id: 'm2', slug: 'faq', title: 'FAQ', description: 7 }], pagination: {} }),
    );
    expect((await api.getModules()).data).toEqual([expect.objectContaining({ _id: 'm2', title: 'FAQ', description: '', category: '' })]);
    expect((await api.getSections()).data.map((s) => s.slug)).toEqual(['faq']);
  });

  it('refuses an empty early-bird code without calling the server', async () => {
    const { api, calls } = client(() => json(200, {}));
    await expect(api.verifyEarlyBird('   ')).rejects.toThrow('Please enter your Early Bird code');
    expect(calls).toHaveLength(0);
  });

  it("passes the server's invalid-code message through and words anything else generically", async () => {
    const { api } = client(() =>
      json(400, { success: false, error: 'Invalid Early Bird code. Please check your code and try again.' }),
    );
    await expect(api.verifyEarlyBird('nope')).rejects.toThrow(
      'Invalid Early Bird code. Please check your code and try again.',
    );
    const { api: down } = client(() => json(500, { success: false, error: 'Internal server error' }));
    await expect(down.verifyEarlyBird('nope')).rejects.toThrow('Failed to verify code. Please try again.');
  });

  it('creates a temporary checkout session without a token', async () => {
    const { api, calls } = client(
      () => json(200, { success: true, data: { id: 'cs_1', url: 'http://localhost:8080/checkout/cs_1' } }),
      'tok',
    );
    const input = { planId: 'pro', userEmail: 'a@b.co', userName: 'Ada', password: 'longenough' };
    await expect(api.createTempCheckoutSession(input)).resolves.toEqual({
      id: 'cs_1',
      url: 'http://localhost:8080/checkout/cs_1',
    });
    expect(JSON.parse(calls[0].init.body as string)).toEqual(input);
    expect((calls[0].init.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('verifies a payment by session id', async () => {
    const data = { subscriptionId: 's', customerId: 'c', currentPeriodStart: 'a', currentPeriodEnd: 'b' };
    const { api, calls } = client(() => json(200, { success: true, data }));
    await expect(api.verifyPayment('cs_1')).resolves.toEqual(data);
    expect(JSON.parse(calls[0].init.body as string)).toEqual({ sessionId: 'cs_1' });
  });
});
