import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { baseRoutes, ok, renderAdmin } from '../testing/render-admin';
import AdminApp from './AdminApp';

jest.setTimeout(30_000);

const routes = baseRoutes({
  'GET /admin/stats/dashboard': () =>
    ok({ users: null, recentUsers: null, modules: null, recentModules: null, sections: null, recentSections: null, plans: null, missing: [], generatedAt: '2026-11-24T00:00:00.000Z' }),
  'GET /admin/support/stats': () => ok({ newSince: { since: '2026-11-20T00:00:00.000Z', count: 2, tickets: [{ _id: 't1', title: 'Cannot publish' }, { _id: 't2', title: 'Refund' }] } }),
});

describe('AdminApp layout (doc 3 §2)', () => {
  it("sends /admin to /admin/dashboard inside the layout: eight sidebar links, 'Administrator', notifications", async () => {
    renderAdmin(<AdminApp />, { path: '/admin', route: '/admin/*', routes });
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' }, { timeout: 10_000 })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    const hrefs = Array.from(nav.querySelectorAll('a')).map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['/admin', '/admin/users', '/admin/modules', '/admin/sections', '/admin/plans', '/admin/support', '/admin/analytics', '/admin/settings']);
    expect(screen.getByText('Administrator')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Notifications (2 new)' })).toBeInTheDocument();
  });

  it('signs out: removes the stored token and goes to /admin/login', async () => {
    renderAdmin(<AdminApp />, { path: '/admin/dashboard', route: '/admin/*', routes });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }, { timeout: 10_000 }));
    await waitFor(() => expect(screen.getByTestId('landed')).toHaveTextContent('/admin/login'));
    expect(localStorage.getItem('authToken')).toBeNull();
  });
});
