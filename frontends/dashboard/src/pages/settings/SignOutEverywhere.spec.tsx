import { fireEvent, screen } from '@testing-library/react';
import { fail, ok, renderDashboard } from '../../testing/render-dashboard';
import { ADA } from '../upgrade/billing.fixtures';
import SettingsPage from './SettingsPage';
import { SIGN_OUT_EVERYWHERE } from './SignOutEverywhere';

const setup = (logoutAll: () => ReturnType<typeof ok>) =>
  renderDashboard(<SettingsPage />, {
    path: '/dashboard/settings?tab=security',
    route: '/dashboard/settings',
    routes: { 'GET /auth/me': () => ok({ user: ADA }), 'POST /auth/logout-all': logoutAll },
  });

/** Issue 21 item 7: Settings > Security offers "Sign out of all devices" (POST /auth/logout-all). */
describe('Sign out of all devices', () => {
  beforeEach(() => localStorage.clear());

  it('ends every session on the server, forgets this one and goes to /auth', async () => {
    const { calls } = setup(() => ({ status: 200, body: { success: true, message: 'Signed out of all devices' } }) as ReturnType<typeof ok>);
    expect(await screen.findByRole('heading', { name: SIGN_OUT_EVERYWHERE.title })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: SIGN_OUT_EVERYWHERE.title }));
    expect(await screen.findByTestId('landed')).toHaveTextContent('/auth');
    expect(calls.filter((c) => c.path === '/auth/logout-all')).toHaveLength(1);
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it("shows the server's error and stays signed in when it fails", async () => {
    setup(() => fail(503, 'The change is saved, but signed-in sessions could not be updated yet. Please try again.'));
    fireEvent.click(await screen.findByRole('button', { name: SIGN_OUT_EVERYWHERE.title }));
    expect(await screen.findByText(SIGN_OUT_EVERYWHERE.failedTitle)).toBeInTheDocument();
    expect(screen.getByText(/could not be updated yet/)).toBeInTheDocument();
    expect(localStorage.getItem('authToken')).toBe('test-token');
  });
});
