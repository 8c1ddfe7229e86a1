import { waitFor } from '@liquify/testing';
import { api, loginAs, registerUser, Session } from '../support';

/**
 * The admin's ticket page through the gateway (issue #25 item 4): the ticket with internal notes and the
 * customer's plan, one PATCH for status / priority / category / tags / assignee, staff replies, and internal
 * notes that a customer (here, the attacker) never gets back from any of the customer's routes.
 */
describe('admin ticket page (e2e)', () => {
  let admin: Session;
  let customer: Session;
  const secret = 'INTERNAL ONLY: suspected reseller, check the refund history';
  const newTicket = async () =>
    (await api('/api/support/tickets', { token: customer.token, body: { title: 'My store layout broke', description: 'Since this morning the sections overlap on mobile.' } })).body.data._id as string;

  beforeAll(async () => {
    [admin, customer] = await Promise.all([loginAs('admin'), registerUser({ name: 'Page Customer' })]);
  });

  it('refuses the page’s routes to anonymous callers (401) and customers (403)', async () => {
    const id = await newTicket();
    const routes: Array<[string, string, unknown?]> = [
      ['GET', `/api/admin/support/tickets/${id}`],
      ['PATCH', `/api/admin/support/tickets/${id}`, { status: 'closed' }],
      ['POST', `/api/admin/support/tickets/${id}/messages`, { message: 'Sneaky reply as staff' }],
      ['POST', `/api/admin/support/tickets/${id}/notes`, { content: 'Sneaky note' }],
      ['GET', '/api/admin/support/staff'],
    ];
    for (const [method, path, body] of routes) {
      expect({ path, status: (await api(path, { method, body })).status }).toEqual({ path, status: 401 });
      const user = await api(path, { method, body, token: customer.token });
      expect({ path, status: user.status, body: user.body }).toMatchObject({ path, status: 403, body: { success: false } });
    }
    const own = (await api(`/api/support/tickets/${id}`, { token: customer.token })).body.data;
    expect(own).toMatchObject({ status: 'open', messages: [] });
  });

  it('keeps internal notes away from the customer: not in the ticket, the list, a reply’s answer or the rating’s', async () => {
    const id = await newTicket();
    const noted = await api(`/api/admin/support/tickets/${id}/notes`, { method: 'POST', token: admin.token, body: { content: secret } });
    expect(noted.status).toBe(201);
    expect(noted.body.data.notes).toEqual([expect.objectContaining({ content: secret, author: expect.objectContaining({ _id: admin.user._id }) })]);
    const replied = await api(`/api/admin/support/tickets/${id}/messages`, { method: 'POST', token: admin.token, body: { message: 'We are on it.' } });
    expect(replied.status).toBe(200);
    expect(replied.body.data).toMatchObject({ status: 'in_progress', notes: [expect.objectContaining({ content: secret })] });

    const seen = [
      await api(`/api/support/tickets/${id}`, { token: customer.token }),
      await api('/api/support/tickets?limit=100', { token: customer.token }),
      await api(`/api/support/tickets/${id}/messages`, { method: 'POST', token: customer.token, body: { message: 'Thank you!' } }),
    ];
    await api(`/api/admin/support/tickets/${id}`, { method: 'PATCH', token: admin.token, body: { status: 'resolved' } });
    seen.push(await api(`/api/support/tickets/${id}/rating`, { method: 'POST', token: customer.token, body: { helpful: true } }));
    for (const res of seen) {
      expect(res.status).toBe(200);
      expect(JSON.stringify(res.body)).not.toContain('reseller');
      expect(JSON.stringify(res.body)).not.toContain('"notes"');
    }
    expect(seen[0].body.data.messages.map((m: { content: string }) => m.content)).toEqual(['We are on it.']);
  });

  it('changes status, priority, category, tags and assignee at once; only admins and moderators may be assigned', async () => {
    const id = await newTicket();
    const staff = (await api('/api/admin/support/staff', { token: admin.token })).body.data as Array<{ _id: string; role: string }>;
    expect(staff).toContainEqual(expect.objectContaining({ _id: admin.user._id, role: 'admin' }));
    expect(staff.every((s) => s.role === 'admin' || s.role === 'moderator')).toBe(true);
    const res = await api(`/api/admin/support/tickets/${id}`, { method: 'PATCH', token: admin.token, body: { status: 'pending', priority: 'urgent', category: 'billing', tags: ['Refund', 'refund', 'vip'], assigneeId: admin.user._id } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'pending', priority: 'urgent', category: 'billing', tags: ['refund', 'vip'], assignedTo: { _id: admin.user._id } });
    const refused = await api(`/api/admin/support/tickets/${id}`, { method: 'PATCH', token: admin.token, body: { assigneeId: customer.user._id } });
    expect(refused.status).toBe(422);
    expect((await api(`/api/admin/support/tickets/${id}`, { method: 'PATCH', token: admin.token, body: { status: 'done' } })).status).toBe(400);
    expect((await api(`/api/admin/support/tickets/${id}`, { method: 'PATCH', token: admin.token, body: {} })).status).toBe(400);
    expect((await api('/api/admin/support/tickets/ffffffffffffffffffffffff', { token: admin.token })).status).toBe(404);
  });

  it("shows the customer's plan as identity announced it", async () => {
    const id = await newTicket();
    await waitFor(async () => (await api(`/api/admin/support/tickets/${id}`, { token: admin.token })).body.data?.customer?.plan !== null, { timeout: 20_000 });
    const page = (await api(`/api/admin/support/tickets/${id}`, { token: admin.token })).body.data;
    expect(page.customer).toMatchObject({ _id: customer.user._id, name: 'Page Customer', plan: customer.user.subscription?.plan ?? expect.any(String), subscriptionStatus: expect.any(String) });
  });
});
