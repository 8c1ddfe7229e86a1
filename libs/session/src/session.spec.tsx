import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { ApiClient } from '@liquify/api-client';
import { RequireAdmin, RequireUser } from './guards';
import { SESSION_CHECK_RETRY_MS, SessionProvider, useSession, type SessionContextValue } from './session';

type Handler = (path: string, init: RequestInit) => { status: number; body: unknown } | Promise<never>;

function apiWith(handler: Handler) {
  const calls: string[] = [];
  const api = new ApiClient({
    apiBase: '/api',
    fetch: (async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const path = String(input).replace('/api', '');
      calls.push(`${init.method ?? 'GET'} ${path}`);
      const answer = await handler(path, init);
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    }) as typeof fetch,
  });
  return { api, calls };
}

/** An API the browser cannot reach (fetch rejects, as for a network error or an aborted request); counts the calls. */
function unreachableApi() {
  let calls = 0;
  const api = new ApiClient({
    apiBase: '/api',
    fetch: (() => {
      calls += 1;
      return Promise.reject(new TypeError('Failed to fetch'));
    }) as typeof fetch,
  });
  return { api, calls: () => calls };
}

const ada = { _id: 'u1', id: 'u1', name: 'Ada', email: 'ada@example.com', role: 'user' };
const root = { ...ada, _id: 'a1', id: 'a1', name: 'Root', role: 'admin' };

let session: SessionContextValue;
function Probe() {
  session = useSession();
  const location = useLocation();
  return (
    <div>
      <span data-testid="status">{session.status}</span>
      <span data-testid="path">{location.pathname}</span>
    </div>
  );
}

function renderSession(api: ApiClient, path = '/') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <SessionProvider api={api}>
        <Routes>
          <Route path="*" element={<Probe />} />
        </Routes>
      </SessionProvider>
    </MemoryRouter>,
  );
}

beforeEach(() => localStorage.clear());

describe('session start-up (spec 1 §4)', () => {
  it('is logged out without calling the server when there is no token, and drops a stale user record', async () => {
    localStorage.setItem('user', JSON.stringify(ada));
    const { api, calls } = apiWith(() => ({ status: 200, body: {} }));
    renderSession(api);
    expect(screen.getByTestId('status')).toHaveTextContent('anonymous');
    expect(calls).toEqual([]);
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('fetches the current user when a token exists', async () => {
    localStorage.setItem('authToken', 'tok');
    const { api, calls } = apiWith(() => ({ status: 200, body: { success: true, data: { user: ada } } }));
    renderSession(api);
    expect(screen.getByTestId('status')).toHaveTextContent('loading');
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('authenticated'));
    expect(calls).toEqual(['GET /auth/me']);
    expect(session.user).toEqual(ada);
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(ada);
  });

  it('removes the token and treats the user as logged out when /auth/me fails', async () => {
    localStorage.setItem('authToken', 'expired');
    const { api } = apiWith(() => ({ status: 401, body: { success: false, error: 'Invalid token' } }));
    renderSession(api);
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('anonymous'));
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('removes the token when the server cannot be reached during the check, asked twice', async () => {
    localStorage.setItem('authToken', 'tok');
    const { api, calls } = unreachableApi();
    renderSession(api);
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('anonymous'), { timeout: SESSION_CHECK_RETRY_MS + 2000 });
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(calls()).toBe(2);
  });

  it('asks once more when the first check got no answer (a reload aborts it), and keeps the session when the second answers', async () => {
    localStorage.setItem('authToken', 'tok');
    let calls = 0;
    const api = new ApiClient({
      apiBase: '/api',
      fetch: (async () => {
        calls += 1;
        if (calls === 1) throw new TypeError('Failed to fetch');
        return new Response(JSON.stringify({ success: true, data: { user: ada } }), { status: 200 });
      }) as typeof fetch,
    });
    renderSession(api);
    await act(async () => new Promise((r) => setTimeout(r, SESSION_CHECK_RETRY_MS / 2)));
    // Not an answer yet: still checking, the token untouched.
    expect(screen.getByTestId('status')).toHaveTextContent('loading');
    expect(localStorage.getItem('authToken')).toBe('tok');
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('authenticated'), { timeout: SESSION_CHECK_RETRY_MS + 2000 });
    expect(calls).toBe(2);
    expect(localStorage.getItem('authToken')).toBe('tok');
  });

  it('signs out at once, without asking again, when the server refuses the token', async () => {
    localStorage.setItem('authToken', 'revoked');
    const { api, calls } = apiWith(() => ({ status: 401, body: { success: false, error: 'Invalid token' } }));
    renderSession(api);
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('anonymous'));
    await act(async () => new Promise((r) => setTimeout(r, SESSION_CHECK_RETRY_MS + 100)));
    expect(calls).toEqual(['GET /auth/me']);
  });

  it('drops its pending second check when the provider goes away, and keeps the token', async () => {
    localStorage.setItem('authToken', 'tok');
    const { api, calls } = unreachableApi();
    const { unmount } = renderSession(api);
    await act(async () => new Promise((r) => setTimeout(r, 10)));
    unmount();
    await new Promise((r) => setTimeout(r, SESSION_CHECK_RETRY_MS + 100));
    expect(calls()).toBe(1);
    expect(localStorage.getItem('authToken')).toBe('tok');
  });

  it('keeps the token when the check is cut short by leaving the page', async () => {
    localStorage.setItem('authToken', 'tok');
    let reject: (error: Error) => void = () => undefined;
    const api = new ApiClient({
      apiBase: '/api',
      fetch: (() => new Promise<Response>((_, no) => (reject = no))) as typeof fetch,
    });
    renderSession(api);
    window.dispatchEvent(new Event('beforeunload'));
    await act(async () => reject(new TypeError('aborted')));
    expect(localStorage.getItem('authToken')).toBe('tok');
    expect(screen.getByTestId('status')).toHaveTextContent('loading');
  });
});

describe('login, register and logout', () => {
  it('stores the token and the user on login', async () => {
    const { api } = apiWith(() => ({ status: 200, body: { success: true, data: { user: ada, token: 'new-tok' } } }));
    renderSession(api);
    let outcome: Awaited<ReturnType<SessionContextValue['login']>> | undefined;
    await act(async () => {
      outcome = await session.login('ADA@example.com ', 'secret1');
    });
    expect(outcome).toEqual({ success: true, user: ada, token: 'new-tok' });
    expect(localStorage.getItem('authToken')).toBe('new-tok');
    expect(screen.getByTestId('status')).toHaveTextContent('authenticated');
  });

  it('returns the mapped error instead of throwing when login fails', async () => {
    const { api } = apiWith(() => ({ status: 401, body: { success: false, error: 'Invalid credentials' } }));
    renderSession(api);
    let outcome: Awaited<ReturnType<SessionContextValue['login']>> | undefined;
    await act(async () => {
      outcome = await session.login('ada@example.com', 'wrong');
    });
    expect(outcome).toEqual({
      success: false,
      error: 'Invalid email or password. Please try again.',
      serverMessage: 'Invalid credentials',
      status: 401,
    });
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it("refuses a missing value with 'Please provide both email and password' without calling the server", async () => {
    const { api, calls } = apiWith(() => ({ status: 200, body: {} }));
    renderSession(api);
    let outcome: Awaited<ReturnType<SessionContextValue['login']>> | undefined;
    await act(async () => {
      outcome = await session.login('  ', 'secret1');
    });
    expect(outcome).toEqual({ success: false, error: 'Please provide both email and password' });
    await act(async () => {
      outcome = await session.login('ada@example.com', '');
    });
    expect(outcome).toEqual({ success: false, error: 'Please provide both email and password' });
    expect(calls).toEqual([]);
  });

  it('stores the token and user on registration', async () => {
    const { api } = apiWith(() => ({ status: 201, body: { success: true, data: { user: ada, token: 'reg-tok' } } }));
    renderSession(api);
    await act(async () => {
      await session.register({ name: 'Ada', email: 'ada@example.com', password: 'longenough', plan: 'free' });
    });
    expect(localStorage.getItem('authToken')).toBe('reg-tok');
    expect(session.isAuthenticated).toBe(true);
  });

  it('logout removes the token and the stored user and goes to /auth', async () => {
    localStorage.setItem('authToken', 'tok');
    const { api } = apiWith(() => ({ status: 200, body: { success: true, data: { user: ada } } }));
    renderSession(api, '/dashboard');
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('authenticated'));
    act(() => session.logout());
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(screen.getByTestId('path')).toHaveTextContent('/auth');
    expect(screen.getByTestId('status')).toHaveTextContent('anonymous');
  });

  it('logout ends the session on the server with the token it removes (POST /auth/logout), and signs out here even when that fails', async () => {
    localStorage.setItem('authToken', 'tok');
    const sent: Array<string | null> = [];
    const { api, calls } = apiWith((path, init) => {
      if (path === '/auth/logout') {
        sent.push(new Headers(init.headers).get('authorization'));
        return { status: 503, body: { success: false, error: 'Unavailable' } };
      }
      return { status: 200, body: { success: true, data: { user: ada } } };
    });
    renderSession(api, '/dashboard');
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('authenticated'));
    act(() => session.logout('/admin/login'));
    await waitFor(() => expect(calls).toContain('POST /auth/logout'));
    expect(sent).toEqual(['Bearer tok']);
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(screen.getByTestId('path')).toHaveTextContent('/admin/login');
  });

  it('logoutEverywhere calls POST /auth/logout-all, then signs out here; on failure it keeps the session and says why', async () => {
    localStorage.setItem('authToken', 'tok');
    let fail = true;
    const { api, calls } = apiWith((path) => {
      if (path === '/auth/logout-all') return fail ? { status: 503, body: { success: false, error: 'Try again later' } } : { status: 200, body: { success: true, message: 'Signed out of all devices' } };
      return { status: 200, body: { success: true, data: { user: ada } } };
    });
    renderSession(api, '/dashboard');
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('authenticated'));
    let outcome: Awaited<ReturnType<SessionContextValue['logoutEverywhere']>> | undefined;
    await act(async () => {
      outcome = await session.logoutEverywhere();
    });
    expect(outcome).toEqual({ success: false, error: 'Try again later' });
    expect(localStorage.getItem('authToken')).toBe('tok');
    fail = false;
    await act(async () => {
      outcome = await session.logoutEverywhere();
    });
    expect(outcome).toEqual({ success: true });
    expect(calls.filter((c) => c === 'POST /auth/logout-all')).toHaveLength(2);
    expect(calls).not.toContain('POST /auth/logout');
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(screen.getByTestId('path')).toHaveTextContent('/auth');
  });
});

function renderGuarded(api: ApiClient, path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <SessionProvider api={api}>
        <Routes>
          <Route path="/auth" element={<p>auth page</p>} />
          <Route path="/admin/login" element={<p>admin login page</p>} />
          <Route
            path="/dashboard/*"
            element={
              <RequireUser>
                <p>dashboard</p>
              </RequireUser>
            }
          />
          <Route
            path="/admin/*"
            element={
              <RequireAdmin>
                <p>admin area</p>
              </RequireAdmin>
            }
          />
        </Routes>
      </SessionProvider>
    </MemoryRouter>,
  );
}

describe('route guards', () => {
  it('shows the full-page spinner while the session loads', () => {
    localStorage.setItem('authToken', 'tok');
    const { api } = apiWith(() => new Promise<never>(() => undefined));
    renderGuarded(api, '/dashboard');
    expect(screen.getByTestId('full-page-spinner')).toBeInTheDocument();
    expect(screen.queryByText('dashboard')).not.toBeInTheDocument();
  });

  it('sends a visitor from /dashboard/* to /auth', () => {
    const { api } = apiWith(() => ({ status: 200, body: {} }));
    renderGuarded(api, '/dashboard/library');
    expect(screen.getByText('auth page')).toBeInTheDocument();
  });

  it('lets a signed-in user into /dashboard/*', async () => {
    localStorage.setItem('authToken', 'tok');
    const { api } = apiWith(() => ({ status: 200, body: { success: true, data: { user: ada } } }));
    renderGuarded(api, '/dashboard/library');
    expect(await screen.findByText('dashboard')).toBeInTheDocument();
  });

  it('sends a signed-in non-admin from /admin/* to /admin/login', async () => {
    localStorage.setItem('authToken', 'tok');
    const { api } = apiWith(() => ({ status: 200, body: { success: true, data: { user: ada } } }));
    renderGuarded(api, '/admin/users');
    expect(await screen.findByText('admin login page')).toBeInTheDocument();
  });

  it('lets an admin into /admin/*', async () => {
    localStorage.setItem('authToken', 'tok');
    const { api } = apiWith(() => ({ status: 200, body: { success: true, data: { user: root } } }));
    renderGuarded(api, '/admin/users');
    expect(await screen.findByText('admin area')).toBeInTheDocument();
  });
});
