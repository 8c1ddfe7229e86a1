import { api, loginAs, registerUser, Session } from '../support';

/** The admin's support desk through the gateway (doc 3 §2, §7): tickets, status, assignment, bulk, FAQ, stats. */
describe('admin support desk (e2e)', () => {
  let admin: Session;
  let customer: Session;
  const ticket = { title: 'Billing page shows an error', description: 'Opening Billing & Plans shows a red error banner.' };
  const newTicket = async (title = ticket.title) => (await api('/api/support/tickets', { token: customer.token, body: { ...ticket, title } })).body.data._id as string;

  beforeAll(async () => {
    [admin, customer] = await Promise.all([loginAs('admin'), registerUser({ name: 'Desk Customer' })]);
  });

  const adminRoutes: Array<[string, string, unknown?]> = [
    ['GET', '/api/admin/support/tickets'],
    ['GET', '/api/admin/support/stats'],
    ['PATCH', '/api/admin/support/tickets/bulk', { ticketIds: ['ffffffffffffffffffffffff'], updates: { status: 'closed' } }],
    ['DELETE', '/api/admin/support/tickets/bulk', { ticketIds: ['ffffffffffffffffffffffff'] }],
    ['PATCH', '/api/admin/support/tickets/ffffffffffffffffffffffff/status', { status: 'closed' }],
    ['PATCH', '/api/admin/support/tickets/ffffffffffffffffffffffff/assign', { assigneeId: null }],
    ['POST', '/api/admin/support/faq/seed', {}],
    ['POST', '/api/admin/support/faq', { question: 'Is this refused?', answer: '<p>Yes</p>' }],
    ['PUT', '/api/admin/support/faq/ffffffffffffffffffffffff', { answer: '<p>x</p>' }],
    ['DELETE', '/api/admin/support/faq/ffffffffffffffffffffffff'],
  ];

  it('answers 401 to anonymous callers and 403 to customers on every admin support route', async () => {
    for (const [method, path, body] of adminRoutes) {
      const anonymous = await api(path, { method, body });
      expect({ path, status: anonymous.status, success: anonymous.body.success }).toEqual({ path, status: 401, success: false });
      const user = await api(path, { method, body, token: customer.token });
      expect({ path, status: user.status, body: user.body }).toMatchObject({ path, status: 403, body: { success: false, error: 'Admin privileges required' } });
    }
  });

  it('lists every ticket with its owner, unanswered time and counts, longest waiting first, searchable', async () => {
    const older = await newTicket('Desk search waiting older');
    const newer = await newTicket('Desk search waiting newer');
    const res = await api('/api/admin/support/tickets?search=desk%20search&limit=100', { token: admin.token });
    expect(res.status).toBe(200);
    const ids = res.body.data.map((t: { _id: string }) => t._id);
    expect(ids.indexOf(older)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(older)).toBeLessThan(ids.indexOf(newer));
    expect(res.body.data[ids.indexOf(older)]).toMatchObject({ user: { _id: customer.user._id }, unansweredMs: expect.any(Number), status: 'open' });
    expect(res.body.counts.all).toBeGreaterThanOrEqual(2);
    expect(res.body.pagination).toMatchObject({ page: 1, limit: 100 });
    const bad = await api('/api/admin/support/tickets?sort=random', { token: admin.token });
    expect(bad.status).toBe(400);
    expect(bad.body.success).toBe(false);
  });

  it('sets a status, refuses an unknown one, and answers 404 for a missing ticket', async () => {
    const id = await newTicket();
    const res = await api(`/api/admin/support/tickets/${id}/status`, { method: 'PATCH', token: admin.token, body: { status: 'pending' } });
    expect(res.body.data).toMatchObject({ _id: id, status: 'pending' });
    const bad = await api(`/api/admin/support/tickets/${id}/status`, { method: 'PATCH', token: admin.token, body: { status: 'done' } });
    expect(bad.body).toMatchObject({ success: false, error: 'Status must be one of open, in_progress, pending, resolved, closed' });
    const missing = await api('/api/admin/support/tickets/ffffffffffffffffffffffff/status', { method: 'PATCH', token: admin.token, body: { status: 'open' } });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe('Ticket not found');
  });

  it('assigns to an admin, refuses a customer as assignee, and unassigns', async () => {
    const id = await newTicket();
    const assigned = await api(`/api/admin/support/tickets/${id}/assign`, { method: 'PATCH', token: admin.token, body: { assigneeId: admin.user._id } });
    expect(assigned.status).toBe(200);
    expect(assigned.body.data.assignedTo._id).toBe(admin.user._id);
    const refused = await api(`/api/admin/support/tickets/${id}/assign`, { method: 'PATCH', token: admin.token, body: { assigneeId: customer.user._id } });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ success: false, error: 'The assignee must be an admin or a moderator' });
    expect((await api(`/api/admin/support/tickets/${id}/assign`, { method: 'PATCH', token: admin.token, body: {} })).status).toBe(400);
    const none = await api(`/api/admin/support/tickets/${id}/assign`, { method: 'PATCH', token: admin.token, body: { assigneeId: null } });
    expect(none.body.data.assignedTo).toBeNull();
  });

  it('marks tickets resolved in bulk, then deletes them in bulk', async () => {
    const ids = [await newTicket(), await newTicket()];
    const resolved = await api('/api/admin/support/tickets/bulk', { method: 'PATCH', token: admin.token, body: { ticketIds: ids, updates: { status: 'resolved' } } });
    expect(resolved.body).toEqual({ success: true, message: 'Tickets updated successfully', data: { matched: 2, modified: 2 } });
    const mine = await api('/api/support/tickets?status=resolved', { token: customer.token });
    expect(mine.body.data.map((t: { _id: string }) => t._id)).toEqual(expect.arrayContaining(ids));
    const empty = await api('/api/admin/support/tickets/bulk', { method: 'PATCH', token: admin.token, body: { ticketIds: ids, updates: {} } });
    expect(empty.status).toBe(400);
    const deleted = await api('/api/admin/support/tickets/bulk', { method: 'DELETE', token: admin.token, body: { ticketIds: ids } });
    expect(deleted.body).toEqual({ success: true, message: 'Tickets deleted successfully', data: { deleted: 2 } });
    expect((await api(`/api/support/tickets/${ids[0]}`, { token: customer.token })).status).toBe(404);
    expect((await api('/api/admin/support/tickets/bulk', { method: 'DELETE', token: admin.token, body: { ticketIds: [] } })).status).toBe(400);
    expect((await api('/api/admin/support/tickets/bulk', { method: 'DELETE', token: admin.token })).status).toBe(400);
  });

  it('reads any ticket and answers it as staff', async () => {
    const id = await newTicket();
    const read = await api(`/api/support/tickets/${id}`, { token: admin.token });
    expect(read.status).toBe(200);
    const answered = await api(`/api/support/tickets/${id}/messages`, { token: admin.token, body: { message: 'Fixed, please retry.' } });
    expect(answered.body.data.messages[0]).toMatchObject({ isAdmin: true, content: 'Fixed, please retry.' });
  });

  it('seeds the FAQ idempotently and manages entries (answers sanitised)', async () => {
    const first = await api('/api/admin/support/faq/seed', { token: admin.token, body: {} });
    const second = await api('/api/admin/support/faq/seed', { token: admin.token, body: {} });
    expect(first.status).toBe(200);
    expect(second.body.data.total).toBe(first.body.data.total);
    expect(second.body.data.created).toBe(0);
    const created = await api('/api/admin/support/faq', { token: admin.token, body: { question: `Desk FAQ ${Date.now()}?`, answer: '<p onmouseover="x()">Hello<script>bad()</script></p>', category: 'general' } });
    expect(created.status).toBe(201);
    expect(created.body.data.answer).toBe('<p>Hello</p>');
    const id = created.body.data._id;
    const bad = await api(`/api/admin/support/faq/${id}`, { method: 'PUT', token: admin.token, body: { category: 'sales' } });
    expect(bad.body).toMatchObject({ success: false, error: 'Category must be one of general, technical, billing, feature' });
    const missing = await api('/api/admin/support/faq', { token: admin.token, body: { answer: '<p>x</p>' } });
    expect(missing.body).toMatchObject({ success: false, error: 'Question is required' });
    const edited = await api(`/api/admin/support/faq/${id}`, { method: 'PUT', token: admin.token, body: { tags: ['desk'] } });
    expect(edited.body.data.tags).toEqual(['desk']);
    expect((await api(`/api/admin/support/faq/${id}`, { method: 'DELETE', token: admin.token })).body).toEqual({ success: true, message: 'FAQ deleted successfully' });
    expect((await api(`/api/admin/support/faq/${id}`, { method: 'DELETE', token: admin.token })).status).toBe(404);
  });

  it('answers the stats with totals, daily figures and the tickets new since a time', async () => {
    const since = new Date(Date.now() - 1000).toISOString();
    const id = await newTicket('Stats ticket for notifications');
    const res = await api(`/api/admin/support/stats?since=${encodeURIComponent(since)}`, { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.data.totals.total).toBeGreaterThanOrEqual(1);
    expect(res.body.data.daily).toHaveLength(30);
    expect(res.body.data.newSince.tickets.map((t: { _id: string }) => t._id)).toContain(id);
    const bad = await api('/api/admin/support/stats?from=yesterday', { token: admin.token });
    expect(bad.body).toMatchObject({ success: false, error: 'from must be an ISO date-time' });
  });
});
