import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FakeRoute } from '../../../../../libs/api-client/testing/fake-api';
import { baseRoutes, fail, ok, renderDashboard, TEST_USER } from '../../testing/render-dashboard';
import HelpCenterPage from './HelpCenterPage';
import TicketPage from './TicketPage';

jest.setTimeout(30_000);

const faq = (id: string, question: string, myVote: 'helpful' | 'unhelpful' | null = null) => ({
  _id: id,
  question,
  answer: `<p>Answer to <strong>${question}</strong></p>`,
  category: 'general',
  tags: [],
  views: 3,
  helpfulVotes: 2,
  unhelpfulVotes: 1,
  myVote,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});
const counts = { all: 0, open: 0, in_progress: 0, pending: 0, resolved: 0, closed: 0 };
const ticketList = (data: unknown[] = [], c = counts) => ({ status: 200, body: { success: true, data, pagination: { page: 1, limit: 100, total: data.length, pages: 1 }, counts: c } });

function help(routes: Record<string, FakeRoute> = {}, path = '/help') {
  return renderDashboard(<HelpCenterPage />, {
    path,
    route: '/help',
    routes: baseRoutes({
      'GET /support/faq/categories': () => ok([{ id: 'general', name: 'General', count: 2 }]),
      'GET /support/faq': () => ok([faq('f1', 'How do I add a module?'), faq('f2', 'Can I cancel?')]),
      'GET /support/tickets': () => ticketList(),
      'GET /support/contact': () => ok({ email: 'desk@liquify.test', updatedAt: '2026-11-24T00:00:00.000Z' }),
      'GET /support/ticket-context': () => ok({ libraryEntries: [{ type: 'library-entry', id: 'le1', title: 'Hero Banner', kind: 'module' }], stores: [{ type: 'store', id: 'st1', title: 'Main Street' }], modules: [], sections: [] }),
      ...routes,
    }),
  });
}

beforeEach(() => localStorage.clear());

describe('help center (doc 2 §2)', () => {
  it("shows on the Contact tab the support e-mail the admin set (GET /support/contact), not a built-in address", async () => {
    help({}, '/help?tab=contact');
    const link = await screen.findByRole('link', { name: 'desk@liquify.test' });
    expect(link).toHaveAttribute('href', 'mailto:desk@liquify.test');
    expect(screen.queryByText(/support@liquify\.app/)).toBeNull();
  });

  it('shows the stats with the measured Avg Response (GET /support/figures), the three tabs and the Fast Support box', async () => {
    help({ 'GET /support/figures': () => ok({ windowDays: 30, responseTimes: { answered: 4, averageFirstResponseMinutes: 95 }, satisfaction: { ratings: 6, percent: 83 } }) });
    expect(screen.getByRole('heading', { level: 1, name: 'Help Center' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['FAQ & Knowledge Base', 'Support Tickets', 'Contact Support']);
    // Measured, not the fixed '2h' / '98%' (issue #24 item 10).
    await waitFor(() => expect(screen.getByText('Avg Response').nextSibling).toHaveTextContent('1h 35m'));
    expect(screen.getByText('Average first response 1h 35m · Satisfaction 83%, over the last 30 days')).toBeInTheDocument();
    expect(screen.queryByText(/98%/)).toBeNull();
    expect(screen.queryByText(/\b2h\b/)).toBeNull();
    await waitFor(() => expect(screen.getByText('FAQ Articles').nextSibling).toHaveTextContent('2'));
  });

  it("says 'No replies yet' when no ticket of the last 30 days was answered", async () => {
    help({ 'GET /support/figures': () => ok({ windowDays: 30, responseTimes: { answered: 0, averageFirstResponseMinutes: null }, satisfaction: { ratings: 0, percent: null } }) });
    await waitFor(() => expect(screen.getByText('Avg Response').nextSibling).toHaveTextContent('No replies yet'));
    expect(screen.getByText('Average first response No replies yet · Satisfaction No ratings yet, over the last 30 days')).toBeInTheDocument();
  });

  it('counts a view when an FAQ opens and highlights the chosen vote, which can change', async () => {
    let vote = 'helpful';
    const { calls } = help({
      'POST /support/faq/f1/view': () => ok({ views: 4, counted: true }),
      'POST /support/faq/f1/vote': ({ body }) => {
        vote = body.vote;
        return ok({ helpfulVotes: vote === 'helpful' ? 3 : 2, unhelpfulVotes: vote === 'unhelpful' ? 2 : 1, myVote: vote });
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'How do I add a module?' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/support/faq/f1/view')).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Helpful (2)' }));
    expect(await screen.findByRole('button', { name: 'Helpful (3)' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Not helpful (1)' })).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(screen.getByRole('button', { name: 'Not helpful (1)' }));
    expect(await screen.findByRole('button', { name: 'Not helpful (2)' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Helpful (2)' })).toHaveAttribute('aria-pressed', 'false');
  });

  it("says 'No FAQ found matching your search.' or 'Error loading FAQ: …' with Retry", async () => {
    help({ 'GET /support/faq': ({ query }) => (query.get('search') ? ok([]) : fail(500, 'boom')) });
    expect(await screen.findByText('Error loading FAQ: boom')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Search the FAQ'), { target: { value: 'refund' } });
    expect(await screen.findByText('No FAQ found matching your search.')).toBeInTheDocument();
  });

  it('validates the ticket form with the §5 messages, sends it with the item it is about, resets and reloads', async () => {
    let created = false;
    const { calls } = help(
      {
        'GET /support/tickets': () =>
          created
            ? ticketList([{ _id: 't00000abcdef', shortId: 'ABCDEF', title: 'Store layout broken', status: 'open', category: 'technical', priority: 'high', createdAt: '2026-01-02T00:00:00.000Z', messageCount: 0 }], { ...counts, all: 1, open: 1 })
            : ticketList(),
        'POST /support/tickets': () => {
          created = true;
          return ok({}, 201);
        },
      },
      '/help?tab=tickets',
    );
    expect(await screen.findByText("You don't have any support tickets yet.")).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'New Ticket' }));
    const form = screen.getByRole('form', { name: 'New ticket' });
    fireEvent.click(within(form).getByRole('button', { name: 'Submit Ticket' }));
    expect(await within(form).findByText('Subject is required')).toBeInTheDocument();
    expect(within(form).getByText('Description is required')).toBeInTheDocument();
    fireEvent.change(within(form).getByLabelText('Subject'), { target: { value: 'Too short' } });
    fireEvent.change(within(form).getByLabelText('Description'), { target: { value: 'Also short' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Submit Ticket' }));
    expect(await within(form).findByText('Subject must be at least 10 characters long')).toBeInTheDocument();
    expect(within(form).getByText('Description must be at least 20 characters long')).toBeInTheDocument();
    expect(within(form).getByText('10/1000')).toBeInTheDocument();
    expect(within(form).getByLabelText('Category')).toHaveValue('general');
    expect(within(form).getByLabelText('Priority')).toHaveValue('medium');
    fireEvent.change(within(form).getByLabelText('Subject'), { target: { value: 'Store layout broken' } });
    fireEvent.change(within(form).getByLabelText('Description'), { target: { value: 'The tetris grid overlaps two sections.' } });
    fireEvent.change(within(form).getByLabelText('Category'), { target: { value: 'technical' } });
    await within(form).findByRole('option', { name: 'Main Street' });
    fireEvent.change(within(form).getByLabelText('About (optional)'), { target: { value: 'store:st1' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Submit Ticket' }));
    const list = await screen.findByRole('list', { name: 'Tickets' });
    expect(within(list).getByRole('link', { name: /Store layout broken/ })).toHaveAttribute('href', '/help/ticket/t00000abcdef');
    expect(screen.queryByRole('form', { name: 'New ticket' })).not.toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST' && c.path === '/support/tickets')?.body).toEqual({
      title: 'Store layout broken',
      description: 'The tetris grid overlaps two sections.',
      category: 'technical',
      priority: 'medium',
      context: { type: 'store', id: 'st1' },
    });
  });
});

const ticket = (status: string, rating: { helpful: boolean; comment: string; ratedAt: string } | null = null) => ({
  _id: '64b7f0c2a1b2c3d4e5abc123',
  shortId: 'ABC123',
  title: 'Store layout broken',
  description: 'The tetris grid overlaps two sections.',
  category: 'technical',
  priority: 'high',
  status,
  tags: [],
  user: { _id: 'u1', name: 'Ada', email: 'ada@example.com', role: 'user' },
  assignedTo: null,
  context: null,
  messageCount: 2,
  lastMessageAt: null,
  waitingSince: null,
  unansweredMs: null,
  firstResponseAt: null,
  resolvedAt: null,
  rating,
  createdAt: '2026-01-02T10:00:00.000Z',
  updatedAt: '2026-01-03T10:00:00.000Z',
  messages: [
    { _id: 'm1', content: 'Any news?', message: 'Any news?', attachments: [], isAdmin: false, author: { _id: 'u1', name: 'Ada' }, createdAt: '2026-01-02T11:00:00.000Z' },
    { _id: 'm2', content: 'We are on it.', message: 'We are on it.', attachments: [], isAdmin: true, author: { _id: 'a1', name: 'Root' }, createdAt: '2026-01-02T12:00:00.000Z' },
  ],
});

function ticketPage(routes: Record<string, FakeRoute>) {
  return renderDashboard(<TicketPage />, { path: '/help/ticket/64b7f0c2a1b2c3d4e5abc123', route: '/help/ticket/:ticketId', routes: baseRoutes(routes) });
}

describe('ticket page (doc 2 §2)', () => {
  it("shows the short id, status, thread with 'Support Team' on admin replies, and replies", async () => {
    const { calls } = ticketPage({
      'GET /support/tickets/64b7f0c2a1b2c3d4e5abc123': () => ok(ticket('open')),
      'POST /support/tickets/64b7f0c2a1b2c3d4e5abc123/messages': () => ok(ticket('open')),
    });
    expect(await screen.findByText('#ABC123')).toBeInTheDocument();
    expect(screen.getByText('Open')).toBeInTheDocument();
    const admin = screen.getByText('We are on it.').closest('li')!;
    expect(admin).toHaveTextContent('Support Team');
    expect(within(admin).getByText('Support')).toBeInTheDocument();
    expect(screen.getByText('Any news?').closest('li')).toHaveTextContent('Ada');
    const send = screen.getByRole('button', { name: 'Send Reply' });
    expect(send).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Your reply'), { target: { value: '  Thanks!  ' } });
    fireEvent.click(send);
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ message: 'Thanks!', attachments: [] }));
  });

  it('has no reply form once the ticket is resolved', async () => {
    ticketPage({ 'GET /support/tickets/64b7f0c2a1b2c3d4e5abc123': () => ok(ticket('resolved')) });
    expect(await screen.findByText('#ABC123')).toBeInTheDocument();
    expect(screen.queryByLabelText('Your reply')).not.toBeInTheDocument();
  });

  it("asks the owner of a resolved ticket 'Did this solve your problem?': 👍/👎 and an optional comment, changeable (issue #24 item 10)", async () => {
    const rated = { helpful: false, comment: 'Still overlaps on mobile', ratedAt: '2026-01-04T10:00:00.000Z' };
    const mine = (r: typeof rated | null) => ({ ...ticket('resolved', r), user: { _id: TEST_USER._id, name: 'Ada', email: 'ada@example.com', role: 'user' } });
    const { calls } = ticketPage({
      'GET /support/tickets/64b7f0c2a1b2c3d4e5abc123': () => ok(mine(null)),
      'POST /support/tickets/64b7f0c2a1b2c3d4e5abc123/rating': () => ok(mine(rated)),
    });
    const form = await screen.findByRole('form', { name: 'Did this solve your problem?' });
    const send = within(form).getByRole('button', { name: 'Send feedback' });
    expect(send).toBeDisabled();
    fireEvent.click(within(form).getByRole('button', { name: /No/ }));
    expect(within(form).getByRole('button', { name: /No/ })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.change(within(form).getByLabelText('Comment (optional)'), { target: { value: '  Still overlaps on mobile ' } });
    fireEvent.click(send);
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ helpful: false, comment: 'Still overlaps on mobile' }));
    expect(await within(form).findByText('Thanks for your feedback.')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Update feedback' })).toBeInTheDocument();
  });

  it("shows staff the customer's answer instead of asking them", async () => {
    ticketPage({ 'GET /support/tickets/64b7f0c2a1b2c3d4e5abc123': () => ok(ticket('resolved', { helpful: false, comment: 'Still overlaps', ratedAt: '2026-01-04T10:00:00.000Z' })) });
    expect(await screen.findByText(/It did not solve the problem/)).toHaveTextContent('Customer feedback: 👎 It did not solve the problem — “Still overlaps”');
    expect(screen.queryByText('Did this solve your problem?')).toBeNull();
  });

  it('does not ask before the ticket is resolved', async () => {
    ticketPage({ 'GET /support/tickets/64b7f0c2a1b2c3d4e5abc123': () => ok(ticket('open')) });
    expect(await screen.findByText('#ABC123')).toBeInTheDocument();
    expect(screen.queryByText('Did this solve your problem?')).toBeNull();
  });

  it("says 'Ticket not found' with a link back", async () => {
    ticketPage({ 'GET /support/tickets/64b7f0c2a1b2c3d4e5abc123': () => fail(404, 'Ticket not found') });
    expect(await screen.findByText('Ticket not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Help Center' })).toHaveAttribute('href', '/help?tab=tickets');
  });
});
