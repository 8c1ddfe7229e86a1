import { randomBytes } from 'node:crypto';

export interface ApiResponse<T = any> {
  status: number;
  body: T;
  text: string;
  headers: Headers;
}

export interface ApiOptions {
  method?: string;
  /** An object is sent as JSON; a string is sent as is (for malformed-body tests). */
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
}

export const baseUrl = () => {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run through e2e/api/jest.config.js (its global setup starts the stack)');
  return url;
};

/** One request through the gateway. */
export async function api<T = any>(path: string, options: ApiOptions = {}): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { ...options.headers };
  let body: string | undefined;
  if (options.body !== undefined) {
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    headers['content-type'] ??= 'application/json';
  }
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const res = await fetch(`${baseUrl()}${path}`, { method: options.method ?? (body === undefined ? 'GET' : 'POST'), headers, body, redirect: 'manual' });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON: keep the text
  }
  return { status: res.status, body: parsed as T, text, headers: res.headers };
}

export interface Session {
  token: string;
  user: { _id: string; id: string; email: string; role: string; name: string; [k: string]: unknown };
  email: string;
  password: string;
}

const sessions = new Map<string, Promise<Session>>();

/** The seeded admin or demo customer, signed in once per test file. */
export function loginAs(role: 'admin' | 'user'): Promise<Session> {
  let session = sessions.get(role);
  if (!session) {
    const email = role === 'admin' ? process.env.E2E_ADMIN_EMAIL : process.env.E2E_DEMO_EMAIL;
    const password = role === 'admin' ? process.env.E2E_ADMIN_PASSWORD : process.env.E2E_DEMO_PASSWORD;
    if (!email || !password) throw new Error('seeded accounts are not in the environment (E2E_ADMIN_EMAIL...)');
    session = api('/api/auth/login', { body: { email, password } }).then((res) => {
      if (res.status !== 200) throw new Error(`login as ${role} failed: ${res.status} ${res.text}`);
      return { token: res.body.data.token, user: res.body.data.user, email, password };
    });
    sessions.set(role, session);
  }
  return session;
}

export const uniqueEmail = (prefix = 'user') => `${prefix}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}@example.com`;

/** A brand-new customer (free plan) for tests that change or inspect their own account. */
export async function registerUser(overrides: Record<string, unknown> = {}): Promise<Session> {
  const email = (overrides.email as string) ?? uniqueEmail();
  const password = (overrides.password as string) ?? 'Passw0rd!long';
  const res = await api('/api/auth/register', { body: { name: 'Test Customer', email, password, plan: 'free', planSlug: 'free', ...overrides } });
  if (res.status !== 201 && res.status !== 200) throw new Error(`register failed: ${res.status} ${res.text}`);
  return { token: res.body.data.token, user: res.body.data.user, email, password };
}

export interface PollOptions {
  /** Give up after this many milliseconds (default 20 s). */
  timeoutMs?: number;
  /** Pause between attempts (default 250 ms). */
  stepMs?: number;
  /** What is awaited, named in the timeout error (a function: read at the timeout, e.g. with the last answer). */
  what?: string | (() => string);
}

/**
 * Polls `probe` until it answers something truthy and resolves with it; fails after the timeout (a number is
 * the timeout in milliseconds). For what reaches the product eventually (an event, a cache): never a sleep.
 */
export async function poll<T>(probe: () => Promise<T | null | undefined | false>, options: number | PollOptions = {}): Promise<T> {
  const { timeoutMs = 20_000, stepMs = 250, what = 'condition' } = typeof options === 'number' ? { timeoutMs: options } : options;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`${typeof what === 'function' ? what() : what} not met within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, stepMs));
  }
}

/** A non-OK answer with the spec's envelope `{ success: false, error: <message> }` and the expected status, never a 5xx. */
export function expectEnvelope(res: ApiResponse, status: number, error?: string | RegExp) {
  expect({ status: res.status, body: res.body }).toMatchObject({ status, body: { success: false, error: expect.any(String) } });
  if (typeof error === 'string') expect(res.body.error).toBe(error);
  else if (error) expect(res.body.error).toMatch(error);
}

/** A well-formed id that names nothing. */
export const NO_SUCH_ID = 'ffffffffffffffffffffffff';

/**
 * A visitor pays for Pro on the offline provider's hosted page with a test card that succeeds: the temp
 * checkout of a paid sign-up (no account yet), opened and paid. Billing records it while handling the
 * provider's events: the caller waits for what it expects to see.
 */
export async function payForProAsVisitor(emailPrefix: string): Promise<void> {
  const opened = await api('/api/stripe/create-temp-checkout-session', { body: { planId: 'pro', userEmail: uniqueEmail(emailPrefix), userName: 'Paid Customer', password: 'Passw0rd!long' } });
  expect(opened.status).toBe(200);
  const card = { cardNumber: '4242 4242 4242 4242', expMonth: '12', expYear: String((new Date().getFullYear() + 3) % 100), cvc: '123', name: 'Paid Customer' };
  expect((await api(`/api/stripe/local-checkout/${opened.body.data.id}/pay`, { body: card })).status).toBe(200);
}
