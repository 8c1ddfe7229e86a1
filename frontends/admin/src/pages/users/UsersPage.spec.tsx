import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { baseRoutes, fail, renderAdmin } from '../../testing/render-admin';
import UsersPage from './UsersPage';

// Typing through user-event on two shared cores is slow; the assertions are not about time.
jest.setTimeout(30_000);

const ADA = { _id: 'u1', name: 'Ada', email: 'ada@x.io', role: 'admin', createdAt: '2026-11-01T00:00:00.000Z', subscription: { plan: 'pro', status: 'active' } };
const BOB = { _id: 'u2', name: 'Bob', email: 'bob@x.io', role: 'user', createdAt: '2026-11-02T00:00:00.000Z', subscription: null };

const PLANS = [
  { _id: 'p1', slug: 'free', name: 'Free', isActive: true },
  { _id: 'p2', slug: 'pro', name: 'Pro', isActive: true },
  { _id: 'p3', slug: 'early-bird', name: 'Early Bird', isActive: true },
  { _id: 'p4', slug: 'agency-custom', name: 'Agency', isActive: false },
];

const listAnswer = (query: URLSearchParams) => ({
  status: 200,
  body: { success: true, data: [ADA, BOB], pagination: { page: Number(query.get('page')), limit: 20, total: 45, pages: 3 } },
});

function routes(overrides = {}) {
  return baseRoutes({
    'GET /users': ({ query }) => listAnswer(query),
    'GET /admin/users/stats/overview': () => ({ status: 200, body: { success: true, data: { totalUsers: 45, adminUsers: 2, regularUsers: 40, moderatorUsers: 3, activeSubscriptions: 9 } } }),
    'GET /admin/plans': () => ({ status: 200, body: { success: true, data: PLANS } }),
    ...overrides,
  });
}

describe('UsersPage', () => {
  it("offers the plans billing has (early-bird and custom ones included), not a fixed list", async () => {
    renderAdmin(<UsersPage />, { path: '/admin/users', routes: routes() });
    await screen.findByText('ada@x.io', {}, { timeout: 10_000 });
    await userEvent.click(screen.getByRole('button', { name: 'Create User' }));
    const dialog = await screen.findByRole('dialog');
    const select = within(dialog).getByLabelText('Plan');
    await waitFor(() => expect(select).toBeEnabled());
    const options = within(select).getAllByRole('option').map((o) => [o.getAttribute('value'), o.textContent]);
    expect(options).toEqual([
      ['free', 'Free (free)'],
      ['pro', 'Pro (pro)'],
      ['early-bird', 'Early Bird (early-bird)'],
      ['agency-custom', 'Agency (agency-custom) - inactive'],
    ]);
    expect(within(select).queryByRole('option', { name: /basic/ })).toBeNull();
  });

  it("lists users with 'No Plan' for no subscription and server-side pagination 'Showing X to Y of Z results'", async () => {
    const { calls } = renderAdmin(<UsersPage />, { path: '/admin/users', routes: routes() });
    expect(await screen.findByText('ada@x.io', {}, { timeout: 10_000 })).toBeInTheDocument();
    const bobRow = screen.getByText('bob@x.io').closest('tr')!;
    expect(within(bobRow).getAllByText('No Plan')).toHaveLength(2);
    expect(screen.getByText('Showing 1 to 20 of 45 results')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 21 to 40 of 45 results')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/users').length).toBeGreaterThanOrEqual(2);
    expect(screen.getByText('40')).toBeInTheDocument();
  });

  it('shows moderators: a stat card, so the cards add up to the total, and a role filter option (issue #25 item 9)', async () => {
    const { calls } = renderAdmin(<UsersPage />, { path: '/admin/users', routes: routes() });
    await screen.findByText('ada@x.io', {}, { timeout: 10_000 });
    const figure = (label: string) => Number(screen.getByText(label).parentElement!.parentElement!.textContent!.replace(/\D+/g, ''));
    await waitFor(() => expect(figure('Moderators')).toBe(3));
    expect(figure('Admins') + figure('Moderators') + figure('Regular Users')).toBe(figure('Total Users'));
    await userEvent.selectOptions(screen.getByLabelText('Role filter'), 'Moderator');
    await waitFor(() => expect(calls.some((c) => c.path === '/users' && c.query.get('role') === 'moderator')).toBe(true));
  });

  it('creates a user after the form rules pass, sending the subscription status from the checkbox', async () => {
    let posted: any;
    renderAdmin(<UsersPage />, {
      path: '/admin/users',
      routes: routes({ 'POST /users': ({ body }: { body: unknown }) => ((posted = body), { status: 201, body: { success: true, data: { ...ADA, _id: 'u3' } } }) }),
    });
    await screen.findByText('ada@x.io', {}, { timeout: 10_000 });
    await userEvent.click(screen.getByRole('button', { name: 'Create User' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create User' }));
    expect(within(dialog).getByText('Email is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Password is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Name is required')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Cy');
    await userEvent.type(within(dialog).getByLabelText('Email'), 'cy@x.io');
    await userEvent.type(within(dialog).getByLabelText('Password'), '12345');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create User' }));
    expect(within(dialog).getByText('Password must be at least 6 characters long')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Password'), '6');
    await userEvent.click(within(dialog).getByLabelText('Active Subscription'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create User' }));
    await waitFor(() => expect(posted).toEqual({ email: 'cy@x.io', name: 'Cy', role: 'user', password: '123456', subscription: { plan: 'free', status: 'inactive' } }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('edits a user pre-filled, leaving an empty password out', async () => {
    let put: any;
    renderAdmin(<UsersPage />, {
      path: '/admin/users',
      routes: routes({ 'PUT /users/u1': ({ body }: { body: unknown }) => ((put = body), { status: 200, body: { success: true, data: ADA } }) }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit ada@x.io' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Ada');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(put).toEqual({ email: 'ada@x.io', name: 'Ada', role: 'admin', subscription: { plan: 'pro', status: 'active' } }));
  });

  it("asks 'Are you sure you want to delete this user?' and shows the server's error in the banner", async () => {
    renderAdmin(<UsersPage />, { path: '/admin/users', routes: routes({ 'DELETE /users/u2': () => fail(400, 'You cannot delete this user') }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete bob@x.io' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to delete this user?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('You cannot delete this user')).toBeInTheDocument();
  });

  it("shows 'Failed to fetch users' when the list fails without a message", async () => {
    renderAdmin(<UsersPage />, { path: '/admin/users', routes: routes({ 'GET /users': () => fail(500) }) });
    expect(await screen.findByText('Failed to fetch users')).toBeInTheDocument();
  });
});
