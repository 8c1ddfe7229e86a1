import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { browser, saveAppearance } from '@liquify/ui';
import type { FakeRoute } from '../../../../../libs/api-client/testing/fake-api';
import { queryKeys } from '../../api/query-keys';
import { fail, ok, renderDashboard } from '../../testing/render-dashboard';
import { ADA, PLANS, userPlan } from '../upgrade/billing.fixtures';
import { PLAN_POLL } from '../upgrade/usePlanChange';
import SettingsPage from './SettingsPage';

function setup(routes: Record<string, FakeRoute> = {}, path = '/dashboard/settings') {
  return renderDashboard(<SettingsPage />, {
    path,
    route: '/dashboard/settings',
    routes: {
      'GET /auth/me': () => ok({ user: ADA }),
      'GET /users/u1': () => ok(ADA),
      'GET /plans/public': () => ok(PLANS),
      'GET /plans/user/current': () => ok(userPlan('free')),
      'GET /stripe/billing-details': () => ok({ paymentMethod: null, payments: [] }),
      'GET /user-modules/library': () => ok([]),
      'GET /user-sections/library': () => ok([]),
      'GET /stores': () => ok([]),
      ...routes,
    },
  });
}

beforeEach(() => {
  localStorage.clear();
  PLAN_POLL.intervalMs = 0;
});

describe('tabs', () => {
  it('opens the tab named by ?tab= (tab=billing)', async () => {
    setup({}, '/dashboard/settings?tab=billing');
    expect(screen.getByRole('tab', { name: 'Billing & Plans' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { name: 'Current plan' })).toBeInTheDocument();
  });

  it('opens Profile without a tab parameter and lists Profile, Security, Billing & Plans, Appearance', () => {
    setup();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Profile',
      'Security',
      'Billing & Plans',
      'Appearance',
    ]);
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('Profile', () => {
  it("shows the email read-only with 'Email cannot be changed' and the saved fields", async () => {
    setup();
    const email = await screen.findByLabelText('Email');
    expect(email).toHaveAttribute('readonly');
    expect(email).toHaveValue('ada@example.com');
    expect(email).toHaveAccessibleDescription('Email cannot be changed');
    await waitFor(() => expect(screen.getByLabelText('Full name')).toHaveValue('Ada Lovelace'));
    expect(screen.getByLabelText('Website')).toHaveAttribute('type', 'url');
  });

  it("saves fullName, company, website and bio, shows 'Profile updated successfully!' and hides it after 3 seconds", async () => {
    const { calls } = setup({ 'PUT /users/u1': ({ body }) => ok({ ...ADA, ...body }) });
    await waitFor(() => expect(screen.getByLabelText('Full name')).toHaveValue('Ada Lovelace'));
    fireEvent.change(screen.getByLabelText('Company'), { target: { value: 'Analytical Engines' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      fullName: 'Ada Lovelace',
      company: 'Analytical Engines',
      website: 'https://ada.example.com',
      bio: 'Analyst',
    });
    // The banner goes away by itself after 3 seconds (a 4 s budget for a loaded machine).
    await waitFor(() => expect(screen.queryByText('Profile updated successfully!')).not.toBeInTheDocument(), {
      timeout: 4000,
    });
  });

  it('only logs a failed profile save (doc 2 §8: profile save errors are only logged): no banner, the form stays filled', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    setup({ 'PUT /users/u1': () => fail(500, 'Database unavailable') });
    await waitFor(() => expect(screen.getByLabelText('Full name')).toHaveValue('Ada Lovelace'));
    fireEvent.change(screen.getByLabelText('Company'), { target: { value: 'Analytical Engines' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Failed to update profile', expect.anything()));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Profile updated successfully!')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Company')).toHaveValue('Analytical Engines');
    logged.mockRestore();
  });

  it('refuses a website that is not a URL with the contract message, without calling the server', async () => {
    const { calls } = setup();
    await waitFor(() => expect(screen.getByLabelText('Full name')).toHaveValue('Ada Lovelace'));
    fireEvent.change(screen.getByLabelText('Website'), { target: { value: 'not a url' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Website must be a valid URL (http:// or https://)')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });
});

describe('Security (doc 2 §5 password rules)', () => {
  async function fill(current: string, next: string, confirm: string) {
    fireEvent.change(screen.getByLabelText('Current password'), { target: { value: current } });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: next } });
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: confirm } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Password' }));
  }

  it("answers 'New passwords do not match' when new and confirm differ", async () => {
    const { calls } = setup({}, '/dashboard/settings?tab=security');
    await fill('old-secret', 'new-secret-1', 'new-secret-2');
    expect(await screen.findByText('New passwords do not match')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/auth/change-password')).toBe(false);
  });

  it("answers 'Password must be at least 8 characters long' for a short new password", async () => {
    setup({}, '/dashboard/settings?tab=security');
    await fill('old-secret', 'short', 'short');
    expect(await screen.findByText('Password must be at least 8 characters long')).toBeInTheDocument();
  });

  it("sends current and new password, says 'Password updated successfully!' and clears the form", async () => {
    const { calls } = setup(
      {
        'POST /auth/change-password': () => ({
          status: 200,
          body: { success: true, message: 'Password updated' },
        }),
      },
      '/dashboard/settings?tab=security',
    );
    await fill('old-secret', 'new-secret-1', 'new-secret-1');
    expect(await screen.findByText('Password updated successfully!')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/auth/change-password')?.body).toEqual({
      currentPassword: 'old-secret',
      newPassword: 'new-secret-1',
    });
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });

  it("shows the server's error, or 'Failed to update password' when it sent none", async () => {
    setup(
      { 'POST /auth/change-password': () => fail(400, 'Current password is incorrect') },
      '/dashboard/settings?tab=security',
    );
    await fill('wrong-one', 'new-secret-1', 'new-secret-1');
    expect(await screen.findByText('Current password is incorrect')).toBeInTheDocument();
  });
});

describe('Billing & Plans', () => {
  it('shows the current plan with its period end and only the first 4 plans (early-bird hidden)', async () => {
    setup(
      {
        'GET /plans/user/current': () =>
          ok(userPlan('pro', { currentPeriodEnd: '2026-12-24T10:00:00.000Z' })),
      },
      '/dashboard/settings?tab=billing',
    );
    expect(await screen.findByText(/Current period ends Dec 24, 2026/)).toBeInTheDocument();
    const cards = await screen.findAllByRole('listitem', { name: /plan$/ });
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual([
      'Free plan',
      'Pro plan',
      'Enterprise plan',
      'Agency plan',
    ]);
    expect(within(cards[1]).getByRole('button', { name: 'Current Plan' })).toBeDisabled();
    expect(within(cards[0]).getByRole('button', { name: 'Downgrade to Free' })).toBeEnabled();
  });

  it("keeps early-bird plans hidden when the public plans' cache holds the landing's list (getPublicPlans, early-bird included)", async () => {
    const { queryClient } = setup({}, '/dashboard/settings?tab=billing');
    const names = async () => (await screen.findAllByRole('listitem', { name: /plan$/ })).map((c) => c.getAttribute('aria-label'));
    expect(await names()).toEqual(['Free plan', 'Pro plan', 'Enterprise plan', 'Agency plan']);
    // The shell's one query cache: the landing's pricing and sign-up store the public plans under the same key.
    act(() => void queryClient.setQueryData(queryKeys.publicPlans, PLANS));
    expect(await names()).toEqual(['Free plan', 'Pro plan', 'Enterprise plan', 'Agency plan']);
  });

  it('says plainly that no payment method is stored when the provider holds none', async () => {
    setup({}, '/dashboard/settings?tab=billing');
    expect(await screen.findByText('No payment method is stored for your account.')).toBeInTheDocument();
    expect(screen.getByText('No payments yet.')).toBeInTheDocument();
  });

  it('shows the real stored card and the payments', async () => {
    setup(
      {
        'GET /stripe/billing-details': () =>
          ok({
            paymentMethod: { brand: 'visa', last4: '4242', expMonth: 4, expYear: 2030 },
            payments: [
              {
                id: 'cs_1',
                paidAt: '2026-02-01T12:00:00.000Z',
                planName: 'Pro',
                amount: 29,
                currency: 'USD',
              },
            ],
          }),
      },
      '/dashboard/settings?tab=billing',
    );
    expect(await screen.findByText(/ending in 4242/)).toHaveTextContent(
      'visa ending in 4242 · expires 04/2030',
    );
    expect(screen.getByRole('list', { name: 'Payments' })).toHaveTextContent('ProFeb 1, 2026$29.00');
    expect(screen.queryByText('No payment method is stored for your account.')).not.toBeInTheDocument();
  });

  it('upgrades through the hosted checkout when the user has no running subscription', async () => {
    const assign = jest.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const { calls } = setup(
      {
        'POST /stripe/create-checkout-session': () =>
          ok({ id: 'cs_1', url: 'http://pay.local/api/stripe/local-checkout/cs_1', updated: false }),
      },
      '/dashboard/settings?tab=billing',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Upgrade to Pro' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('http://pay.local/api/stripe/local-checkout/cs_1'),
    );
    expect(calls.find((c) => c.path === '/stripe/create-checkout-session')?.body).toEqual({ planId: 'pro' });
  });

  it('switches a running subscription in place and waits until the new plan shows', async () => {
    let current = userPlan('pro');
    setup(
      {
        'GET /plans/user/current': () => ok(current),
        'POST /stripe/create-checkout-session': () => {
          setTimeout(() => (current = userPlan('enterprise')), 5);
          return ok({ id: 'sub_1', url: '/dashboard/settings?tab=billing', updated: true });
        },
      },
      '/dashboard/settings?tab=billing',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Upgrade to Enterprise' }));
    expect(
      await screen.findByText("You're now on the Enterprise plan. Your new limits apply right away."),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getAllByRole('listitem', { name: /plan$/ })[2]).toHaveTextContent('Current Plan'),
    );
  });

  it('downgrades to free with the server message (data kept)', async () => {
    const message =
      'Your subscription has been canceled. You keep your current plan until 2026-12-24, then move to the Free plan. Your modules, sections and stores are kept.';
    setup(
      {
        'GET /plans/user/current': () => ok(userPlan('pro')),
        'GET /stripe/subscription': () =>
          ok({ planSlug: 'pro', planName: 'Pro', currentPeriodEnd: '2026-12-24T00:00:00.000Z', cancelAtPeriodEnd: false, freePlanName: 'Free', lockedModules: [], lockedSections: [] }),
        'POST /stripe/downgrade-to-free': () => ({
          status: 200,
          body: {
            success: true,
            message,
            data: { effectiveAt: '2026-12-24T00:00:00.000Z', canceledSubscriptions: 1 },
          },
        }),
      },
      '/dashboard/settings?tab=billing',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Downgrade to Free' }));
    const confirm = await screen.findByRole('button', { name: 'Confirm downgrade' });
    await waitFor(() => expect(confirm).toBeEnabled());
    fireEvent.click(confirm);
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it("shows the server's refusal (409) of a plan change", async () => {
    setup(
      {
        'POST /stripe/create-checkout-session': () =>
          fail(409, 'You are already subscribed to the Pro plan.'),
      },
      '/dashboard/settings?tab=billing',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Upgrade to Pro' }));
    expect(await screen.findByText('You are already subscribed to the Pro plan.')).toBeInTheDocument();
  });
});

describe('Appearance', () => {
  afterEach(() => act(() => saveAppearance({ theme: 'light', language: 'en', timezone: 'utc' })));

  it("switches the whole product to the dark theme, remembers it and says 'Appearance settings saved!'", async () => {
    setup({}, '/dashboard/settings?tab=appearance');
    fireEvent.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(document.documentElement).not.toHaveClass('dark');
    fireEvent.click(screen.getByRole('radio', { name: 'Deutsch' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Pacific Time (PST)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save Appearance' }));
    expect(await screen.findByText('Appearance settings saved!')).toBeInTheDocument();
    expect(document.documentElement).toHaveClass('dark');
    expect(localStorage.getItem('app-theme')).toBe('dark');
    expect(localStorage.getItem('app-language')).toBe('de');
    expect(localStorage.getItem('app-timezone')).toBe('pst');
  });

  it('formats dates shown elsewhere with the saved language and timezone', async () => {
    setup(
      {
        'GET /plans/user/current': () =>
          ok(userPlan('pro', { currentPeriodEnd: '2026-03-01T03:00:00.000Z' })),
      },
      '/dashboard/settings?tab=billing',
    );
    expect(await screen.findByText(/Current period ends Mar 1, 2026/)).toBeInTheDocument();
    act(() => saveAppearance({ theme: 'light', language: 'fr', timezone: 'pst' }));
    expect(await screen.findByText(/Current period ends 28 févr. 2026/)).toBeInTheDocument();
  });
});
