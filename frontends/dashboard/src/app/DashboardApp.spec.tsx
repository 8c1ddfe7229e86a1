import { screen } from '@testing-library/react';
import DashboardApp from './DashboardApp';
import HelpApp from './HelpApp';
import { renderDashboard } from '../testing/render-dashboard';

describe('the dashboard route table', () => {
  it.each([
    ['/dashboard/stores', 'Store Manager'],
    ['/dashboard/settings', 'Settings'],
    ['/dashboard/upgrade', 'Choose Your Plan'],
    ['/dashboard/library', 'My Library'],
  ])('renders the page of %s inside the user shell', async (path, title) => {
    renderDashboard(<DashboardApp />, { path, route: '/dashboard/*' });
    // Lazy pages compile on first import in jest (settings pulls in the contracts' zod schemas): allow for it.
    expect(await screen.findByRole('heading', { level: 1, name: title }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getAllByRole('navigation', { name: 'Dashboard' }).length).toBeGreaterThan(0);
  });

  it('sends an unknown /dashboard path to /', async () => {
    renderDashboard(<DashboardApp />, { path: '/dashboard/nowhere/at/all', route: '/dashboard/*' });
    expect(await screen.findByTestId('landed')).toHaveTextContent(/^\/$/);
  });

  it('sends /dashboard/profile to the Profile tab of the settings', async () => {
    renderDashboard(<DashboardApp />, { path: '/dashboard/profile', route: '/dashboard/*' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
  });

  it('renders a ticket at /help/ticket/:ticketId and the help center at /help', async () => {
    renderDashboard(<HelpApp />, { path: '/help/ticket/abc123', route: '/help/ticket/:ticketId' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Support Ticket' })).toBeInTheDocument();
  });

  it('renders the help center at /help', async () => {
    renderDashboard(<HelpApp />, { path: '/help', route: '/help' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Help Center' })).toBeInTheDocument();
  });
});
