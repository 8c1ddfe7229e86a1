import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { baseRoutes, fail, ok, renderAdmin } from '../../testing/render-admin';
import SupportPage from './SupportPage';

jest.setTimeout(30_000);

const person = { _id: 'c1', name: 'Carla Customer', email: 'carla@shop.test', role: 'user' };
const ticket = (id: string, title: string, over: Record<string, unknown> = {}) => ({
  _id: id,
  shortId: id.slice(-6).toUpperCase(),
  title,
  description: `${title}: the long description of what happened`,
  category: 'technical',
  priority: 'high',
  status: 'open',
  tags: [],
  user: person,
  assignedTo: null,
  context: null,
  messageCount: 1,
  lastMessageAt: null,
  waitingSince: '2026-11-24T00:00:00.000Z',
  unansweredMs: 125 * 60_000,
  firstResponseAt: null,
  resolvedAt: null,
  createdAt: '2026-11-24T00:00:00.000Z',
  updatedAt: '2026-11-24T00:00:00.000Z',
  ...over,
});
const T1 = ticket('64b7f0c2a1b2c3d4e5f6aa01', 'Cannot publish my module', {
  tags: ['publish', 'editor', 'urgent-ish', 'liquid'],
  context: { type: 'module', id: 'm1', title: 'Hero Banner', slug: 'hero-banner', exists: true },
});
const T2 = ticket('64b7f0c2a1b2c3d4e5f6aa02', 'Refund for last month', { tags: ['billing'] });
const T3 = ticket('64b7f0c2a1b2c3d4e5f6aa03', 'Store will not connect');
const counts = { all: 3, open: 3, in_progress: 0, pending: 0, resolved: 0, closed: 0 };
const list = (data: unknown[]) => ({ status: 200, body: { success: true, data, pagination: { page: 1, limit: 20, total: data.length, pages: 1 }, counts } });

const faq = (id: string, question: string) => ({
  _id: id,
  question,
  answer: `<p>About <strong>${question}</strong></p>`,
  category: 'billing',
  tags: ['plans'],
  views: 4,
  helpfulVotes: 2,
  unhelpfulVotes: 0,
  myVote: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
});

function routes(overrides = {}) {
  return baseRoutes({
    'GET /admin/support/tickets': () => list([T1, T2, T3]),
    'GET /support/faq': () => ({ status: 200, body: { success: true, data: [faq('f1', 'How do refunds work?')], total: 1 } }),
    ...overrides,
  });
}

describe('Support management — Tickets (doc 3 §2)', () => {
  it("shows cards with at most 2 tags then '+N', the attached item, and opens the admin's ticket page with the list's filters (issue #25 item 4)", async () => {
    renderAdmin(<SupportPage />, { path: '/admin/support?status=open', route: '/admin/support', routes: routes() });
    const link = await screen.findByRole('link', { name: 'Cannot publish my module' }, { timeout: 10_000 });
    expect(link).toHaveAttribute('href', '/admin/support/tickets/64b7f0c2a1b2c3d4e5f6aa01?status=open');
    expect(link).not.toHaveAttribute('target');
    const card = link.closest('li')!;
    const tags = within(card).getByLabelText('Tags');
    expect(within(tags).getAllByText(/./).map((t) => t.textContent)).toEqual(['publish', 'editor', '+2']);
    expect(within(card).getByRole('link', { name: 'Module: Hero Banner' })).toHaveAttribute('href', '/admin/modules/edit/hero-banner');
    expect(within(card).getByText('#F6AA01')).toBeInTheDocument();
    expect(within(card).getByText('Waiting 2h 5m')).toBeInTheDocument();
  });

  it('bulk-resolves the selected tickets, then clears the selection and reloads', async () => {
    let patched: any;
    const { calls } = renderAdmin(<SupportPage />, {
      path: '/admin/support',
      routes: routes({ 'PATCH /admin/support/tickets/bulk': ({ body }: { body: unknown }) => ((patched = body), ok({ matched: 2, modified: 2 })) }),
    });
    await screen.findByText('Cannot publish my module', {}, { timeout: 10_000 });
    const resolve = screen.getByRole('button', { name: 'Mark Resolved' });
    expect(resolve).toBeDisabled();
    await userEvent.click(screen.getByLabelText('Select ticket #F6AA01'));
    await userEvent.click(screen.getByLabelText('Select ticket #F6AA02'));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    await userEvent.click(resolve);
    await waitFor(() => expect(patched).toEqual({ ticketIds: [T1._id, T2._id], updates: { status: 'resolved' } }));
    expect(await screen.findByText('2 tickets marked resolved')).toBeInTheDocument();
    expect(screen.getByText('0 selected')).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((c) => c.path === '/admin/support/tickets').length).toBeGreaterThanOrEqual(2));
  });

  it('selects all on the page and closes them', async () => {
    let patched: any;
    renderAdmin(<SupportPage />, {
      path: '/admin/support',
      routes: routes({ 'PATCH /admin/support/tickets/bulk': ({ body }: { body: unknown }) => ((patched = body), ok({ matched: 3, modified: 3 })) }),
    });
    await screen.findByText('Cannot publish my module', {}, { timeout: 10_000 });
    await userEvent.click(screen.getByLabelText('Select all'));
    expect(screen.getByText('3 selected')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(patched).toEqual({ ticketIds: [T1._id, T2._id, T3._id], updates: { status: 'closed' } }));
  });

  it("asks 'Are you sure you want to delete selected tickets?' before deleting, and deletes nothing on Cancel", async () => {
    const deleted: any[] = [];
    renderAdmin(<SupportPage />, {
      path: '/admin/support',
      routes: routes({ 'DELETE /admin/support/tickets/bulk': ({ body }: { body: unknown }) => (deleted.push(body), ok({ deleted: 1 })) }),
    });
    await screen.findByText('Cannot publish my module', {}, { timeout: 10_000 });
    await userEvent.click(screen.getByLabelText('Select ticket #F6AA03'));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to delete selected tickets?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(deleted).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted).toEqual([{ ticketIds: [T3._id] }]));
    expect(await screen.findByText('1 ticket deleted')).toBeInTheDocument();
  });

  it('sends the status filter and the debounced search to the list', async () => {
    const queries: URLSearchParams[] = [];
    renderAdmin(<SupportPage />, { path: '/admin/support', routes: routes({ 'GET /admin/support/tickets': ({ query }: { query: URLSearchParams }) => (queries.push(query), list([T1])) }) });
    await screen.findByText('Cannot publish my module', {}, { timeout: 10_000 });
    await userEvent.selectOptions(screen.getByLabelText('Status filter'), 'pending');
    await waitFor(() => expect(queries.some((q) => q.get('status') === 'pending' && q.get('page') === '1')).toBe(true));
    await userEvent.type(screen.getByLabelText('Search tickets'), 'refund');
    await waitFor(() => expect(queries.some((q) => q.get('search') === 'refund' && q.get('status') === 'pending')).toBe(true), { timeout: 5_000 });
  });

  it("shows 'Failed to fetch admin tickets' when the list fails without a message", async () => {
    renderAdmin(<SupportPage />, { path: '/admin/support', routes: routes({ 'GET /admin/support/tickets': () => fail(500) }) });
    expect(await screen.findByText('Failed to fetch admin tickets', {}, { timeout: 10_000 })).toBeInTheDocument();
  });

  it("says 'No tickets found' when there is none", async () => {
    renderAdmin(<SupportPage />, { path: '/admin/support', routes: routes({ 'GET /admin/support/tickets': () => list([]) }) });
    expect(await screen.findByText('No tickets found', {}, { timeout: 10_000 })).toBeInTheDocument();
  });
});

describe('Support management — FAQ', () => {
  it("seeds the FAQ with 'Seed FAQ Data' and reloads the entries", async () => {
    let seeded = 0;
    renderAdmin(<SupportPage />, {
      path: '/admin/support?tab=faq', route: '/admin/support',
      routes: routes({ 'POST /admin/support/faq/seed': () => (seeded++, ok({ created: 14, existing: 1, total: 15 })) }),
    });
    expect(await screen.findByText('1 entry', {}, { timeout: 10_000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Seed FAQ Data' }));
    expect(await screen.findByText('FAQ data seeded: 14 added, 1 already there')).toBeInTheDocument();
    expect(seeded).toBe(1);
  });

  it('adds an FAQ after the form rules pass, and edits one pre-filled', async () => {
    let created: any;
    let updated: any;
    renderAdmin(<SupportPage />, {
      path: '/admin/support?tab=faq', route: '/admin/support',
      routes: routes({
        'POST /admin/support/faq': ({ body }: { body: unknown }) => ((created = body), ok(faq('f2', 'x'), 201)),
        'PUT /admin/support/faq/f1': ({ body }: { body: unknown }) => ((updated = body), ok(faq('f1', 'x'))),
      }),
    });
    await screen.findByText('How do refunds work?', {}, { timeout: 10_000 });
    await userEvent.click(screen.getByRole('button', { name: 'Add FAQ' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add FAQ' }));
    expect(within(dialog).getByText('Question is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Answer is required')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Question'), 'Can I pause my plan?');
    await userEvent.type(within(dialog).getByLabelText('Answer (HTML allowed)'), 'Not yet.');
    await userEvent.selectOptions(within(dialog).getByLabelText('Category'), 'billing');
    await userEvent.type(within(dialog).getByLabelText('Tags (comma-separated)'), 'plans, pause');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add FAQ' }));
    await waitFor(() => expect(created).toEqual({ question: 'Can I pause my plan?', answer: 'Not yet.', category: 'billing', tags: ['plans', 'pause'] }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Edit FAQ: How do refunds work?' }));
    const edit = await screen.findByRole('dialog');
    expect(within(edit).getByLabelText('Question')).toHaveValue('How do refunds work?');
    expect(within(edit).getByLabelText('Tags (comma-separated)')).toHaveValue('plans');
    await userEvent.click(within(edit).getByRole('button', { name: 'Save FAQ' }));
    await waitFor(() => expect(updated).toMatchObject({ question: 'How do refunds work?', category: 'billing', tags: ['plans'] }));
  });

  it('deletes an FAQ entry after confirmation', async () => {
    let deleted = false;
    renderAdmin(<SupportPage />, {
      path: '/admin/support?tab=faq', route: '/admin/support',
      routes: routes({ 'DELETE /admin/support/faq/f1': () => ((deleted = true), { status: 200, body: { success: true, message: 'FAQ deleted' } }) }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete FAQ: How do refunds work?' }, { timeout: 10_000 }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted).toBe(true));
  });
});

describe('Support management — Analytics', () => {
  it('shows the measured figures of GET /admin/support/stats', async () => {
    const daily = [
      { date: '2026-11-23', opened: 2, resolved: 1 },
      { date: '2026-11-24', opened: 3, resolved: 0 },
    ];
    renderAdmin(<SupportPage />, {
      path: '/admin/support?tab=analytics', route: '/admin/support',
      routes: routes({
        'GET /admin/support/stats': () =>
          ok({ totals: { open: 4, in_progress: 1, pending: 0, resolved: 6, closed: 2, total: 13 }, daily, waiting: { count: 3, oldestSince: null }, responseTimes: { answered: 5, averageFirstResponseMinutes: 95 } }),
      }),
    });
    expect(await screen.findByText('Total Tickets', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('13')).toBeInTheDocument();
    expect(screen.getByText('1h 35m')).toBeInTheDocument();
    expect(screen.getByText('Last 2 days: 5 opened, 1 resolved')).toBeInTheDocument();
  });
});
