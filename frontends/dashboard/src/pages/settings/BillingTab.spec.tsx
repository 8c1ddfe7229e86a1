import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FakeRoute } from '../../../../../libs/api-client/testing/fake-api';
import { ok, renderDashboard } from '../../testing/render-dashboard';
import { ADA, PLANS, userPlan } from '../upgrade/billing.fixtures';
import { PLAN_POLL } from '../upgrade/usePlanChange';
import SettingsPage from './SettingsPage';

const PERIOD_END = '2026-12-27T12:00:00.000Z';
const subscription = (cancelAtPeriodEnd: boolean) => ({
  planSlug: 'pro',
  planName: 'Pro',
  currentPeriodEnd: PERIOD_END,
  cancelAtPeriodEnd,
  freePlanName: 'Free',
  lockedModules: [
    { _id: 'm1', slug: 'hero-banner', title: 'Hero Banner' },
    { _id: 'm2', slug: 'faq', title: 'FAQ Accordion' },
  ],
  lockedSections: [{ _id: 's1', slug: 'footer', title: 'Mega Footer' }],
});

function setup(routes: Record<string, FakeRoute> = {}) {
  return renderDashboard(<SettingsPage />, {
    path: '/dashboard/settings?tab=billing',
    route: '/dashboard/settings',
    routes: {
      'GET /auth/me': () => ok({ user: ADA }),
      'GET /users/u1': () => ok(ADA),
      'GET /plans/public': () => ok(PLANS),
      'GET /plans/user/current': () => ok(userPlan('pro', { currentPeriodEnd: PERIOD_END })),
      'GET /stripe/billing-details': () => ok({ paymentMethod: null, payments: [] }),
      'GET /user-modules/library': () => ok([{ _id: 'e1', moduleId: 'm1', title: 'Hero Banner' }, { _id: 'e2', moduleId: 'm9', title: 'Kept Module' }]),
      'GET /user-sections/library': () => ok([{ _id: 'e3', sectionId: 's1', title: 'Mega Footer' }]),
      'GET /stores': () => ok([]),
      ...routes,
    },
  });
}

beforeEach(() => {
  localStorage.clear();
  PLAN_POLL.intervalMs = 0;
});

describe('Billing & Plans: ending a paid plan (issue 24 item 1)', () => {
  it('asks first, naming the date and the items that lock, and does nothing when the user keeps the plan', async () => {
    const { calls } = setup({ 'GET /stripe/subscription': () => ok(subscription(false)) });
    fireEvent.click(await screen.findByRole('button', { name: 'Downgrade to Free' }));
    const dialog = await screen.findByRole('dialog', { name: 'Downgrade to Free?' });
    expect(dialog).toHaveTextContent('You keep Pro until Dec 27, 2026. Then the Free plan applies.');
    expect(await within(dialog).findByText('2 items of your library lock on Dec 27, 2026:')).toBeInTheDocument();
    const locked = within(within(dialog).getByRole('list', { name: 'Items that lock' })).getAllByRole('listitem');
    expect(locked.map((li) => li.textContent)).toEqual(['Hero Banner (Module)', 'Mega Footer (Section)']);
    expect(dialog).toHaveTextContent('1 other catalogue item is not included in Free.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep Pro' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('after the confirmed downgrade shows "Pro until Dec 27, 2026, then Free" instead of "Status: active", and no second downgrade', async () => {
    let ending = false;
    setup({
      'GET /stripe/subscription': () => ok(subscription(ending)),
      'POST /stripe/downgrade-to-free': () => {
        ending = true;
        return {
          status: 200,
          body: { success: true, message: 'Your subscription has been canceled. You keep your current plan until 2026-12-27, then move to the Free plan. Your modules, sections and stores are kept.', data: { effectiveAt: PERIOD_END, canceledSubscriptions: 1 } },
        };
      },
    });
    expect(await screen.findByText(/Status: active/)).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Downgrade to Free' }));
    const dialog = await screen.findByRole('dialog', { name: 'Downgrade to Free?' });
    const confirm = await within(dialog).findByRole('button', { name: 'Confirm downgrade' });
    await waitFor(() => expect(confirm).toBeEnabled());
    fireEvent.click(confirm);
    expect(await screen.findByText('Pro until Dec 27, 2026, then Free')).toBeInTheDocument();
    expect(screen.queryByText(/Status: active/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Downgrade to Free' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Starts Dec 27, 2026' })).toBeDisabled();
  });

  it('Resume takes the downgrade back: the plan renews and Downgrade to Free is offered again', async () => {
    let ending = true;
    const { calls } = setup({
      'GET /stripe/subscription': () => ok(subscription(ending)),
      'POST /stripe/resume-subscription': () => {
        ending = false;
        return { status: 200, body: { success: true, message: 'Your Pro subscription continues. It renews at the end of the current period.', data: { resumedSubscriptions: 1, currentPeriodEnd: PERIOD_END } } };
      },
    });
    expect(await screen.findByText('Pro until Dec 27, 2026, then Free')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Resume' }));
    expect(await screen.findByText('Your Pro subscription continues. It renews at the end of the current period.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/stripe/resume-subscription']);
    expect(await screen.findByRole('button', { name: 'Downgrade to Free' })).toBeEnabled();
    expect(screen.queryByText('Pro until Dec 27, 2026, then Free')).not.toBeInTheDocument();
  });
});
