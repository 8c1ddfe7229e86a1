import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { browser } from '@liquify/ui';
import { fail, fakeApi, ok, type FakeRoute } from '../../testing/fake-api';
import { renderPage } from '../../testing/render-page';
import AdminLoginPage from './AdminLoginPage';

const admin = { _id: 'a1', id: 'a1', name: 'Root', email: 'root@example.com', role: 'admin' };
const customer = { ...admin, _id: 'u1', id: 'u1', role: 'user' };

function setup(routes: Record<string, FakeRoute> = {}) {
  const fake = fakeApi(routes);
  renderPage(<AdminLoginPage />, { path: '/admin/login', route: '/admin/login', api: fake.api });
  return { ...fake, user: userEvent.setup() };
}

async function signIn(u: ReturnType<typeof userEvent.setup>, email = 'root@example.com', password = 'secret1') {
  if (email) await u.type(screen.getByLabelText('Email'), email);
  if (password) await u.type(screen.getByLabelText('Password'), password);
  await u.click(screen.getByRole('button', { name: 'Sign In' }));
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('Admin login (spec 3 §2)', () => {
  it("is titled 'Admin Login' and not indexed", () => {
    setup();
    expect(screen.getByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(document.title).toBe('Admin Login | Liquify');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  });

  it('requires both fields', async () => {
    const { user: u, calls } = setup();
    await signIn(u, '', '');
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('sends an administrator to /admin', async () => {
    const { user: u } = setup({ 'POST /auth/login': () => ok({ user: admin, token: 'admin-tok' }) });
    await signIn(u);
    expect(await screen.findByTestId('landed')).toHaveTextContent('elsewhere /admin');
    expect(localStorage.getItem('authToken')).toBe('admin-tok');
  });

  it('refuses a non-admin: removes the token, reloads, and shows the reason after the reload', async () => {
    const reload = jest.spyOn(browser, 'reload').mockImplementation(() => undefined);
    const { user: u } = setup({ 'POST /auth/login': () => ok({ user: customer, token: 'user-tok' }) });
    await signIn(u);
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('Access denied: Admin privileges required');

    // The page after the reload still says why.
    document.body.innerHTML = '';
    setup();
    expect(screen.getByRole('alert')).toHaveTextContent('Access denied: Admin privileges required');
    expect(sessionStorage.getItem('adminLoginError')).toBeNull();
  });

  it("shows the server's error, or 'Login failed'", async () => {
    const { user: u } = setup({ 'POST /auth/login': () => fail(401, 'Invalid credentials') });
    await signIn(u);
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid credentials');
  });

  it("shows 'Login failed' when the server gives no reason", async () => {
    const { user: u } = setup({ 'POST /auth/login': () => fail(503) });
    await signIn(u);
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed');
  });
});
