import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { baseRoutes, fail, ok, renderAdmin } from '../testing/render-admin';
import AdminApp from './AdminApp';

jest.setTimeout(30_000);

const routes = baseRoutes({
  'GET /admin/stats/dashboard': () =>
    ok({ users: null, recentUsers: null, modules: null, recentModules: null, sections: null, recentSections: null, plans: null, missing: [], generatedAt: '2026-11-24T00:00:00.000Z' }),
  'GET /admin/support/stats': () => ok({ newSince: { since: '2026-11-20T00:00:00.000Z', count: 2, tickets: [{ _id: 't1', title: 'Cannot publish' }, { _id: 't2', title: 'Refund' }] } }),
  'GET /admin/billing/paid-signups': () =>
    ok({ since: '2026-11-20T00:00:00.000Z', count: 1, signups: [{ sessionId: 'cs_1', email: 'new@shop.test', name: 'New Shop', planSlug: 'pro', planName: 'Pro', amount: 2900, currency: 'usd', completedAt: '2026-11-23T10:00:00.000Z' }] }),
});

describe('AdminApp layout (doc 3 §2)', () => {
  it("sends /admin to /admin/dashboard inside the layout: the sidebar links, 'Administrator', notifications", async () => {
    renderAdmin(<AdminApp />, { path: '/admin', route: '/admin/*', routes });
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' }, { timeout: 10_000 })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    const hrefs = Array.from(nav.querySelectorAll('a')).map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['/admin', '/admin/users', '/admin/modules', '/admin/sections', '/admin/plans', '/admin/support', '/admin/analytics', '/admin/settings', '/admin/trash', '/admin/audit-log']);
    expect(screen.getByText('Administrator')).toBeInTheDocument();
    // 2 tickets + 1 paid sign-up; the name holds the badge's visible figure (axe label-content-name-mismatch)
    const bell = await screen.findByRole('button', { name: 'Notifications: 3 new' });
    expect(bell).toHaveTextContent('3');
    await userEvent.click(bell);
    expect(await screen.findByText('2 new tickets')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Refund' })).toHaveAttribute('href', '/admin/support/tickets/t2');
    expect(screen.getByText('1 new paid sign-up')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'New paid sign-ups' })).getByText('New Shop')).toBeInTheDocument();
  });

  it("shows '99+' on the bell past 99 and names the button with that same figure", async () => {
    const many = baseRoutes({
      ...routes,
      'GET /admin/support/stats': () => ok({ newSince: { since: '2026-11-20T00:00:00.000Z', count: 120, tickets: [] } }),
    });
    renderAdmin(<AdminApp />, { path: '/admin/dashboard', route: '/admin/*', routes: many });
    const bell = await screen.findByRole('button', { name: 'Notifications: 99+ new' }, { timeout: 10_000 });
    expect(bell).toHaveTextContent('99+');
  });

  it('still shows the new tickets when the paid sign-ups cannot be loaded', async () => {
    const broken = baseRoutes({ ...routes, 'GET /admin/billing/paid-signups': () => fail(503, 'billing down') });
    renderAdmin(<AdminApp />, { path: '/admin/dashboard', route: '/admin/*', routes: broken });
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications: 2 new' }, { timeout: 10_000 }));
    expect(await screen.findByText('2 new tickets')).toBeInTheDocument();
    expect(screen.getByText('Could not load new paid sign-ups')).toBeInTheDocument();
  });

  it("the phone's menu opens the same links and closes once one is followed", async () => {
    renderAdmin(<AdminApp />, { path: '/admin/dashboard', route: '/admin/*', routes });
    const trigger = await screen.findByRole('button', { name: 'Open the admin menu' }, { timeout: 10_000 });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    const menu = await screen.findByRole('dialog', { name: 'Admin menu' });
    const links = within(within(menu).getByRole('navigation', { name: 'Admin' })).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/admin', '/admin/users', '/admin/modules', '/admin/sections', '/admin/plans', '/admin/support', '/admin/analytics', '/admin/settings', '/admin/trash', '/admin/audit-log']);
    await userEvent.click(within(menu).getByRole('link', { name: 'Settings' }));
    expect(await screen.findByRole('heading', { name: 'Settings' }, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Admin menu' })).not.toBeInTheDocument());
  });

  it('signs out: removes the stored token and goes to /admin/login', async () => {
    renderAdmin(<AdminApp />, { path: '/admin/dashboard', route: '/admin/*', routes });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }, { timeout: 10_000 }));
    await waitFor(() => expect(screen.getByTestId('landed')).toHaveTextContent('/admin/login'));
    expect(localStorage.getItem('authToken')).toBeNull();
  });
});
