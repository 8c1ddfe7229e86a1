import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { baseRoutes, fail, ok, renderAdmin } from '../../testing/render-admin';
import SettingsPage from './SettingsPage';

jest.setTimeout(30_000);

const code = (c: string, over: Record<string, unknown> = {}) => ({ code: c, active: true, uses: 0, claimed: 0, maxUses: null, expiresAt: null, source: 'config', createdAt: '2026-11-01T00:00:00.000Z', disabledAt: null, ...over });

function routes(overrides = {}) {
  return baseRoutes({
    'GET /admin/billing/early-bird-codes': () => ok([code('LIQUIFY-EARLY', { uses: 7, claimed: 8 }), code('ONE-SHOT', { uses: 1, claimed: 1, maxUses: 1 }), code('LAST-YEAR', { expiresAt: '2025-12-31T23:00:00.000Z' }), code('OLD-CODE', { active: false, source: 'admin', disabledAt: '2026-11-02T00:00:00.000Z' })]),
    'GET /support/contact': () => ok({ email: 'support@liquify.app', updatedAt: null }),
    'GET /admin/billing/provider-status': () =>
      ok({ provider: 'local', webhookConfigured: true, lastEvent: { id: 'evt_1', type: 'checkout.session.completed', source: 'local-provider', receivedAt: '2026-11-24T01:00:00.000Z' } }),
    ...overrides,
  });
}

describe('SettingsPage (issue 16)', () => {
  it('lists the Early Bird codes with their status and usage count', async () => {
    renderAdmin(<SettingsPage />, { path: '/admin/settings', routes: routes() });
    const row = (await screen.findByText('LIQUIFY-EARLY', {}, { timeout: 10_000 })).closest('tr')!;
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(within(row).getByText('8 of unlimited')).toBeInTheDocument();
    expect(within(row).getByText('7 paid')).toBeInTheDocument();
    expect(within(row).getByText('Never')).toBeInTheDocument();
    expect(within(row).getByText('Configuration')).toBeInTheDocument();
    const old = screen.getByText('OLD-CODE').closest('tr')!;
    expect(within(old).getByText('Disabled')).toBeInTheDocument();
    expect(within(old).getByRole('button', { name: 'Enable OLD-CODE' })).toBeInTheDocument();
  });

  it('checks a new code with the contract rule, adds it, and shows the server refusal of a duplicate', async () => {
    const posted: unknown[] = [];
    renderAdmin(<SettingsPage />, {
      path: '/admin/settings',
      routes: routes({
        'POST /admin/billing/early-bird-codes': ({ body }: { body: { code: string } }) => {
          posted.push(body);
          return body.code === 'liquify-early' ? fail(409, 'This Early Bird code already exists') : ok(code(body.code.toUpperCase(), { source: 'admin' }), 201);
        },
      }),
    });
    await screen.findByText('LIQUIFY-EARLY', {}, { timeout: 10_000 });
    const field = screen.getByLabelText('New code');
    await userEvent.type(field, 'no way');
    await userEvent.click(screen.getByRole('button', { name: 'Add code' }));
    expect(screen.getByText('A code is 3 to 40 letters, digits, hyphens or underscores')).toBeInTheDocument();
    expect(posted).toEqual([]);
    await userEvent.clear(field);
    await userEvent.type(field, 'liquify-early');
    await userEvent.click(screen.getByRole('button', { name: 'Add code' }));
    expect(await screen.findByText('This Early Bird code already exists')).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, ' spring-27 ');
    await userEvent.click(screen.getByRole('button', { name: 'Add code' }));
    await waitFor(() => expect(posted).toEqual([{ code: 'liquify-early', maxUses: null, expiresAt: null }, { code: 'spring-27', maxUses: null, expiresAt: null }]));
    expect(await screen.findByText('Early Bird code SPRING-27 added')).toBeInTheDocument();
    expect(field).toHaveValue('');
  });

  it('shows a used-up and an expired code as such, with the usage of the limit (issue 21 item 10)', async () => {
    renderAdmin(<SettingsPage />, { path: '/admin/settings', routes: routes() });
    const oneShot = (await screen.findByText('ONE-SHOT', {}, { timeout: 10_000 })).closest('tr')!;
    expect(within(oneShot).getByText('Used up')).toBeInTheDocument();
    expect(within(oneShot).getByText('1 of 1')).toBeInTheDocument();
    expect(within(oneShot).getByText('1 paid')).toBeInTheDocument();
    const expired = screen.getByText('LAST-YEAR').closest('tr')!;
    expect(within(expired).getByText('Expired')).toBeInTheDocument();
    expect(within(expired).getByText(/Dec 31, 2025/)).toBeInTheDocument();
  });

  it('adds a code with a usage limit and an expiry, refusing a bad limit first', async () => {
    const posted: any[] = [];
    renderAdmin(<SettingsPage />, {
      path: '/admin/settings',
      routes: routes({ 'POST /admin/billing/early-bird-codes': ({ body }: { body: any }) => (posted.push(body), ok(code(body.code.toUpperCase(), { ...body, code: body.code.toUpperCase(), source: 'admin' }), 201)) }),
    });
    await screen.findByText('LIQUIFY-EARLY', {}, { timeout: 10_000 });
    await userEvent.type(screen.getByLabelText('New code'), 'launch-week');
    await userEvent.type(screen.getByLabelText('Max uses (empty: no limit)'), '0');
    await userEvent.click(screen.getByRole('button', { name: 'Add code' }));
    expect(screen.getByText('Max uses must be a whole number from 1 to 1,000,000, or empty for no limit')).toBeInTheDocument();
    expect(posted).toEqual([]);
    await userEvent.clear(screen.getByLabelText('Max uses (empty: no limit)'));
    await userEvent.type(screen.getByLabelText('Max uses (empty: no limit)'), '50');
    await userEvent.type(screen.getByLabelText('Expires (empty: never)'), '2027-01-31T18:30');
    await userEvent.click(screen.getByRole('button', { name: 'Add code' }));
    await waitFor(() => expect(posted).toEqual([{ code: 'launch-week', maxUses: 50, expiresAt: new Date('2027-01-31T18:30').toISOString() }]));
  });

  it("changes an existing code's limits in its dialog (PATCH maxUses and expiresAt)", async () => {
    let patched: any;
    renderAdmin(<SettingsPage />, {
      path: '/admin/settings',
      routes: routes({ 'PATCH /admin/billing/early-bird-codes/LIQUIFY-EARLY': ({ body }: { body: any }) => ((patched = body), ok(code('LIQUIFY-EARLY', { ...body }))) }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Limits of LIQUIFY-EARLY' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Used by 8 of unlimited \(7 paid\)/)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Max uses (empty: no limit)'), '10');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save limits' }));
    await waitFor(() => expect(patched).toEqual({ maxUses: 10, expiresAt: null }));
    expect(await screen.findByText('Early Bird code LIQUIFY-EARLY limits saved')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('disables an active code', async () => {
    let patched: any;
    renderAdmin(<SettingsPage />, {
      path: '/admin/settings',
      routes: routes({ 'PATCH /admin/billing/early-bird-codes/LIQUIFY-EARLY': ({ body }: { body: unknown }) => ((patched = body), ok(code('LIQUIFY-EARLY', { active: false }))) }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Disable LIQUIFY-EARLY' }, { timeout: 10_000 }));
    await waitFor(() => expect(patched).toEqual({ active: false }));
    expect(await screen.findByText('Early Bird code LIQUIFY-EARLY disabled')).toBeInTheDocument();
  });

  it('changes the support e-mail customers see, refusing an invalid address first', async () => {
    let put: any;
    renderAdmin(<SettingsPage />, {
      path: '/admin/settings',
      routes: routes({ 'PUT /admin/support/contact': ({ body }: { body: { email: string } }) => ((put = body), ok({ email: body.email, updatedAt: '2026-11-24T02:00:00.000Z' })) }),
    });
    const field = await screen.findByLabelText('Support e-mail address', {}, { timeout: 10_000 });
    expect(field).toHaveValue('support@liquify.app');
    expect(screen.getByText('The configured default')).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Save e-mail' }));
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(put).toBeUndefined();
    await userEvent.clear(field);
    await userEvent.type(field, 'Desk@Shop.test');
    await userEvent.click(screen.getByRole('button', { name: 'Save e-mail' }));
    await waitFor(() => expect(put).toEqual({ email: 'desk@shop.test' }));
    expect(await screen.findByText('Support e-mail updated')).toBeInTheDocument();
  });

  it('shows the payment provider and the last event received, or that none came yet', async () => {
    renderAdmin(<SettingsPage />, { path: '/admin/settings', routes: routes() });
    expect(await screen.findByText('Local checkout (test cards, no real payment)', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText(/checkout\.session\.completed \(local checkout\)/)).toBeInTheDocument();
  });

  it("says 'No provider event received yet' for a Stripe setup that got no webhook", async () => {
    renderAdmin(<SettingsPage />, { path: '/admin/settings', routes: routes({ 'GET /admin/billing/provider-status': () => ok({ provider: 'stripe', webhookConfigured: true, lastEvent: null }) }) });
    expect(await screen.findByText('No provider event received yet', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('Stripe')).toBeInTheDocument();
    expect(screen.getByText('Signing secret configured')).toBeInTheDocument();
  });
});
