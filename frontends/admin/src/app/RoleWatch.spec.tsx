import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ADMIN_LOGIN_FLASH_KEY, ADMIN_ROLE_REMOVED_MESSAGE, RequireAdmin } from '@liquify/session';
import { baseRoutes, ok, renderAdmin, TEST_ADMIN } from '../testing/render-admin';
import AdminApp from './AdminApp';

jest.setTimeout(30_000);

/** Issue #25 item 7: the admin app follows the session's role; a demoted admin lands on /admin/login with the reason. */
describe('the admin app follows the role live', () => {
  beforeEach(() => sessionStorage.clear());

  function render(state: { role: string }) {
    const refused = () => ({ status: 403, body: { success: false, error: 'Admin privileges required' } });
    return renderAdmin(
      <RequireAdmin>
        <AdminApp />
      </RequireAdmin>,
      {
        path: '/admin/users',
        route: '/admin/*',
        routes: baseRoutes({
          'GET /auth/me': () => ok({ user: { ...TEST_ADMIN, role: state.role } }),
          'GET /users': () => (state.role === 'admin' ? ok([]) : refused()),
          'GET /admin/users/stats/overview': () => (state.role === 'admin' ? ok({ totalUsers: 0, adminUsers: 0, regularUsers: 0, activeSubscriptions: 0 }) : refused()),
          'GET /admin/modules': () => (state.role === 'admin' ? { status: 200, body: { success: true, modules: [], pagination: { page: 1, limit: 20, total: 0, pages: 0 } } } : refused()),
          'GET /admin/modules/stats/overview': () => refused(),
          'GET /admin/support/stats': () => (state.role === 'admin' ? ok({ newSince: { since: '2026-11-20T00:00:00.000Z', count: 0, tickets: [] } }) : refused()),
          'GET /admin/billing/paid-signups': () => (state.role === 'admin' ? ok({ since: '2026-11-20T00:00:00.000Z', count: 0, signups: [] }) : refused()),
        }),
      },
    );
  }

  it('on focus, a role that is no longer admin sends the user to /admin/login with the reason', async () => {
    const state = { role: 'admin' };
    render(state);
    expect(await screen.findByRole('heading', { name: 'Users Management' }, { timeout: 10_000 })).toBeInTheDocument();
    state.role = 'user';
    window.dispatchEvent(new Event('focus'));
    await waitFor(() => expect(screen.getByTestId('landed')).toHaveTextContent('/admin/login'), { timeout: 5_000 });
    expect(sessionStorage.getItem(ADMIN_LOGIN_FLASH_KEY)).toBe(ADMIN_ROLE_REMOVED_MESSAGE);
  });

  it('a refused admin call (403) makes it check the role at once', async () => {
    const state = { role: 'admin' };
    const { calls } = render(state);
    expect(await screen.findByRole('heading', { name: 'Users Management' }, { timeout: 10_000 })).toBeInTheDocument();
    const before = calls.filter((c) => c.path === '/auth/me').length;
    state.role = 'moderator';
    // The next admin call is refused: the app checks the role without waiting for focus.
    fireEvent.click(screen.getByRole('link', { name: /Modules/ }));
    await waitFor(() => expect(screen.getByTestId('landed')).toHaveTextContent('/admin/login'), { timeout: 5_000 });
    expect(calls.filter((c) => c.path === '/auth/me').length).toBeGreaterThan(before);
    expect(sessionStorage.getItem(ADMIN_LOGIN_FLASH_KEY)).toBe(ADMIN_ROLE_REMOVED_MESSAGE);
  });

  it('an admin who stays admin keeps the screens', async () => {
    const state = { role: 'admin' };
    render(state);
    expect(await screen.findByRole('heading', { name: 'Users Management' }, { timeout: 10_000 })).toBeInTheDocument();
    window.dispatchEvent(new Event('focus'));
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryByTestId('landed')).not.toBeInTheDocument();
    expect(sessionStorage.getItem(ADMIN_LOGIN_FLASH_KEY)).toBeNull();
  });
});
