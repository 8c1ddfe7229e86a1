import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { ApiClient } from '@liquify/api-client';
import { browser } from '@liquify/ui';
import { App } from './app';
import type { RemoteName } from './app-config';
import { AUTH_TOKEN_KEY } from '@liquify/session';
import { clearLoadedRemotes, preloadRemotePage, type RemoteLoader } from './remote-page';
import { publicPageFor, remotePageFor, signedInPageFor, STORED_TOKEN_KEY } from './user-area';

const ada = { _id: 'u1', id: 'u1', name: 'Ada', email: 'ada@example.com', role: 'user' };
const root = { ...ada, _id: 'a1', id: 'a1', role: 'admin' };

/** A page that names itself and shows where the router is. */
function pageNamed(name: string): ComponentType {
  return function Page() {
    const location = useLocation();
    return (
      <p>
        page:{name} at {location.pathname}
        {location.search}
      </p>
    );
  };
}

/** Remotes that exist: every landing page; dashboard and admin only when asked. */
function fakeLoader(available: RemoteName[] = ['landing']) {
  const loads: string[] = [];
  const resets: string[] = [];
  const loader: RemoteLoader = {
    async load(remote, expose) {
      loads.push(`${remote}/${expose}`);
      if (!available.includes(remote)) throw new Error(`${remote} manifest 404`);
      return pageNamed(`${remote}/${expose}`);
    },
    reset(remote) {
      resets.push(remote);
    },
  };
  return { loader, loads, resets, available };
}

function apiAnswering(user: unknown | null, pending = false) {
  return new ApiClient({
    apiBase: '/api',
    fetch: (async () => {
      if (pending) return new Promise<never>(() => undefined);
      return user
        ? new Response(JSON.stringify({ success: true, data: { user } }), { status: 200 })
        : new Response(JSON.stringify({ success: false, error: 'Invalid token' }), { status: 401 });
    }) as typeof fetch,
  });
}

function renderApp(path: string, options: { user?: unknown; loader?: RemoteLoader; pending?: boolean } = {}) {
  if (options.user) localStorage.setItem('authToken', 'tok');
  const loader = options.loader ?? fakeLoader().loader;
  return render(
    <MemoryRouter initialEntries={[path]}>
      <App api={apiAnswering(options.user ?? null, options.pending)} remoteLoader={loader} />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  localStorage.clear();
  clearLoadedRemotes();
});

describe('route table (spec 1 §2)', () => {
  it.each([
    ['/', 'page:landing/HomePage at /'],
    ['/auth?plan=pro&mode=signup', 'page:landing/AuthPage at /auth?plan=pro&mode=signup'],
    ['/onboarding?session_id=cs_1&payment_success=true', 'page:landing/OnboardingPage at /onboarding?session_id=cs_1&payment_success=true'],
    ['/payment-success?session_id=cs_1', 'page:landing/OnboardingPage at /onboarding?session_id=cs_1'],
    ['/login', 'page:landing/AuthPage at /auth'],
    ['/register', 'page:landing/AuthPage at /auth?mode=signup'],
    ['/auth/cancel', 'page:landing/PaymentCanceledPage at /auth/cancel'],
    ['/admin/login', 'page:landing/AdminLoginPage at /admin/login'],
    ['/no/such/page', 'page:landing/HomePage at /'],
    ['/pricing', 'page:landing/HomePage at /'],
  ])('%s shows %s', async (path, expected) => {
    renderApp(path);
    expect(await screen.findByText(expected)).toBeInTheDocument();
  });

  it.each(['/dashboard', '/dashboard/library', '/dashboard/upgrade', '/help', '/help/ticket/t1'])(
    'sends a visitor from %s to /auth',
    async (path) => {
      renderApp(path);
      expect(await screen.findByText('page:landing/AuthPage at /auth')).toBeInTheDocument();
    },
  );

  it.each([
    ['/dashboard/upgrade', 'page:dashboard/DashboardApp at /dashboard/upgrade'],
    ['/dashboard/stores/s1', 'page:dashboard/DashboardApp at /dashboard/stores/s1'],
    ['/help/ticket/t1', 'page:dashboard/HelpApp at /help/ticket/t1'],
  ])('lets a signed-in user into %s', async (path, expected) => {
    renderApp(path, { user: ada, loader: fakeLoader(['landing', 'dashboard']).loader });
    expect(await screen.findByText(expected)).toBeInTheDocument();
  });

  it('sends a non-admin from /admin/* to /admin/login', async () => {
    renderApp('/admin/users', { user: ada, loader: fakeLoader(['landing', 'admin']).loader });
    expect(await screen.findByText('page:landing/AdminLoginPage at /admin/login')).toBeInTheDocument();
  });

  it('lets an admin into /admin/*', async () => {
    renderApp('/admin/users', { user: root, loader: fakeLoader(['landing', 'admin']).loader });
    expect(await screen.findByText('page:admin/AdminApp at /admin/users')).toBeInTheDocument();
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  });
});

describe('loading and failure states', () => {
  it('shows a full-page spinner while the session loads', () => {
    renderApp('/', { user: ada, pending: true });
    expect(screen.getByTestId('full-page-spinner')).toBeInTheDocument();
    expect(screen.queryByText(/page:/)).not.toBeInTheDocument();
  });

  it('shows the remote-unavailable fallback with Retry, never a blank page, and retries', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const fake = fakeLoader(['landing']);
    renderApp('/dashboard', { user: ada, loader: fake.loader });
    expect(await screen.findByRole('heading', { name: 'This page could not be loaded' })).toBeInTheDocument();
    expect(fake.loads).toEqual(['dashboard/DashboardApp']);
    expect(logged).toHaveBeenCalledWith('[shell] could not load dashboard/DashboardApp', expect.any(Error));

    fake.available.push('dashboard');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('page:dashboard/DashboardApp at /dashboard')).toBeInTheDocument();
    expect(fake.resets).toEqual(['dashboard']);
    expect(fake.loads).toEqual(['dashboard/DashboardApp', 'dashboard/DashboardApp']);
  });

  it("shows 'Something went wrong' with Refresh Page when a page throws", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = jest.spyOn(browser, 'reload').mockImplementation(() => undefined);
    const loader: RemoteLoader = {
      load: async () =>
        function Broken(): never {
          throw new Error('render failure');
        },
      reset: () => undefined,
    };
    renderApp('/', { loader });
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Refresh Page' })));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });
});

describe('fetching a public page\'s code alongside the shell\'s own', () => {
  it('names, for each public path, the very page the route table renders there', async () => {
    for (const path of ['/', '/auth', '/auth/cancel', '/onboarding', '/admin/login']) {
      const { loader, loads } = fakeLoader();
      const view = renderApp(path, { loader });
      await waitFor(() => expect(loads.length).toBeGreaterThan(0));
      const page = publicPageFor(path);
      expect([path, loads[0]]).toEqual([path, `${page?.remote}/${page?.expose}`]);
      view.unmount();
    }
    expect(publicPageFor('/auth/')).toEqual({ remote: 'landing', expose: 'AuthPage' });
    for (const path of ['/dashboard', '/help', '/admin', '/pricing', '/login']) expect(publicPageFor(path)).toBeNull();
  });
});

describe('preloading the signed-in area while the session is checked', () => {
  it('names the remote page of the user area only', () => {
    expect(remotePageFor('/dashboard')).toEqual({ remote: 'dashboard', expose: 'DashboardApp' });
    expect(remotePageFor('/dashboard/modules')).toEqual({ remote: 'dashboard', expose: 'DashboardApp' });
    expect(remotePageFor('/help')).toEqual({ remote: 'dashboard', expose: 'HelpApp' });
    expect(remotePageFor('/help/ticket/t1')).toEqual({ remote: 'dashboard', expose: 'HelpApp' });
    for (const path of ['/', '/auth', '/dashboards', '/admin', '/admin/login', '/helpers', '/help/x/y']) expect(remotePageFor(path)).toBeNull();
  });

  it('fetches ahead only with a stored token, read under the session library own key', () => {
    expect(STORED_TOKEN_KEY).toBe(AUTH_TOKEN_KEY);
    expect(signedInPageFor('/dashboard/modules')).toBeNull();
    localStorage.setItem(AUTH_TOKEN_KEY, 'tok');
    expect(signedInPageFor('/dashboard/modules')).toEqual({ remote: 'dashboard', expose: 'DashboardApp' });
    expect(signedInPageFor('/auth')).toBeNull();
    const broken = { getItem: () => { throw new Error('SecurityError'); } };
    expect(signedInPageFor('/dashboard', broken)).toBeNull();
  });

  it('renders the preloaded page without loading it a second time', async () => {
    const preload = fakeLoader(['landing', 'dashboard']);
    preloadRemotePage('dashboard', 'DashboardApp', preload.loader);
    const page = fakeLoader(['landing', 'dashboard']);
    renderApp('/dashboard/modules', { user: ada, loader: page.loader });
    expect(await screen.findByText('page:dashboard/DashboardApp at /dashboard/modules')).toBeInTheDocument();
    expect(preload.loads).toEqual(['dashboard/DashboardApp']);
    expect(page.loads).toEqual([]);
  });

  it('forgets a failed preload: a page not yet shown loads on its own', async () => {
    preloadRemotePage('dashboard', 'DashboardApp', fakeLoader(['landing']).loader);
    const page = fakeLoader(['landing', 'dashboard']);
    renderApp('/dashboard', { user: ada, loader: page.loader });
    expect(await screen.findByText('page:dashboard/DashboardApp at /dashboard')).toBeInTheDocument();
    expect(page.loads).toEqual(['dashboard/DashboardApp']);
  });

  it('a preload failing while its page waits shows Retry, and Retry loads afresh', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail: (error: Error) => void = () => undefined;
    const preloadLoader: RemoteLoader = {
      load: () => new Promise((_resolve, reject) => (fail = reject)),
      reset: () => undefined,
    };
    preloadRemotePage('dashboard', 'DashboardApp', preloadLoader);
    const page = fakeLoader(['landing', 'dashboard']);
    renderApp('/dashboard', { user: ada, loader: page.loader });
    expect(await screen.findByRole('status', { name: 'Loading page' })).toBeInTheDocument();
    act(() => fail(new Error('dashboard manifest 404')));
    expect(await screen.findByRole('heading', { name: 'This page could not be loaded' })).toBeInTheDocument();
    expect(page.loads).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('page:dashboard/DashboardApp at /dashboard')).toBeInTheDocument();
    expect(page.resets).toEqual(['dashboard']);
    expect(page.loads).toEqual(['dashboard/DashboardApp']);
  });
});
