import { randomBytes } from 'node:crypto';
import { api, loginAs, registerUser, Session } from '../support';

/** Help center through the gateway (doc 2 §2, §7): FAQ (no token) and the customer's tickets. */
describe('help center (e2e)', () => {
  const device = () => `e2e-device-${randomBytes(6).toString('hex')}`;
  let owner: Session;
  let other: Session;
  let faqId: string;
  const ticket = { title: 'Cannot copy module code', description: 'The Copy Code button does nothing on my library page.' };

  beforeAll(async () => {
    [owner, other] = await Promise.all([registerUser({ name: 'Help Owner' }), registerUser({ name: 'Help Other' })]);
    const faq = await api('/api/support/faq?limit=1');
    faqId = faq.body.data[0]._id;
  });

  describe('FAQ (no token needed)', () => {
    it('lists the seeded FAQ to anonymous visitors, searchable as text and filtered by category', async () => {
      const all = await api('/api/support/faq');
      expect(all.status).toBe(200);
      expect(all.body.total).toBeGreaterThanOrEqual(15);
      expect(all.body.data[0]).toEqual(expect.objectContaining({ question: expect.any(String), answer: expect.any(String), myVote: null }));
      const search = await api('/api/support/faq?search=grace');
      expect(search.body.data.map((f: { question: string }) => f.question)).toContain('What happens when I cancel my subscription?');
      expect((await api('/api/support/faq?search=.*')).body.total).toBe(0);
      const billing = await api('/api/support/faq?category=billing');
      expect(billing.body.data.every((f: { category: string }) => f.category === 'billing')).toBe(true);
    });

    it('answers 400 with the envelope for a bad category or limit', async () => {
      const res = await api('/api/support/faq?category=sales');
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, error: 'Category must be one of general, technical, billing, feature' });
      expect((await api('/api/support/faq?limit=abc')).body).toMatchObject({ success: false, error: 'limit must be a positive integer' });
    });

    it('lists the categories with counts', async () => {
      const res = await api('/api/support/faq/categories');
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual(expect.arrayContaining([{ id: 'billing', name: 'Billing', count: expect.any(Number) }]));
    });

    it('takes one changeable vote per anonymous device and answers the counters', async () => {
      const d = device();
      const first = await api(`/api/support/faq/${faqId}/vote`, { body: { vote: 'helpful' }, headers: { 'x-device-id': d } });
      expect(first.status).toBe(200);
      const again = await api(`/api/support/faq/${faqId}/vote`, { body: { vote: 'helpful', deviceId: d } });
      expect(again.body.data).toEqual(first.body.data);
      const changed = await api(`/api/support/faq/${faqId}/vote`, { body: { vote: 'unhelpful' }, headers: { 'x-device-id': d } });
      expect(changed.body.data).toEqual({ helpfulVotes: first.body.data.helpfulVotes - 1, unhelpfulVotes: first.body.data.unhelpfulVotes + 1, myVote: 'unhelpful' });
      const mine = await api(`/api/support/faq?limit=1&deviceId=${d}`);
      expect(mine.body.data[0].myVote).toBe('unhelpful');
    });

    it('knows a signed-in voter by their account', async () => {
      const res = await api(`/api/support/faq/${faqId}/vote`, { token: owner.token, body: { vote: 'helpful' } });
      expect(res.status).toBe(200);
      expect((await api('/api/support/faq?limit=1', { token: owner.token })).body.data[0].myVote).toBe('helpful');
    });

    it('refuses votes without a device id, with a bad vote or on an unknown entry', async () => {
      expect((await api(`/api/support/faq/${faqId}/vote`, { body: { vote: 'helpful' } })).status).toBe(400);
      const bad = await api(`/api/support/faq/${faqId}/vote`, { body: { vote: 'love' }, headers: { 'x-device-id': device() } });
      expect(bad.body).toMatchObject({ success: false, error: 'Vote must be helpful or unhelpful' });
      const unknown = await api('/api/support/faq/ffffffffffffffffffffffff/vote', { body: { vote: 'helpful' }, headers: { 'x-device-id': device() } });
      expect(unknown.status).toBe(404);
      expect(unknown.body).toMatchObject({ success: false, error: 'FAQ not found' });
      expect((await api(`/api/support/faq/${faqId}/vote`, { body: '{not json', headers: { 'x-device-id': device() } })).status).toBe(400);
    });

    it('counts a view once per visitor per day', async () => {
      const d = device();
      const one = await api(`/api/support/faq/${faqId}/view`, { method: 'POST', headers: { 'x-device-id': d } });
      expect(one.status).toBe(200);
      expect(one.body.data.counted).toBe(true);
      const two = await api(`/api/support/faq/${faqId}/view`, { body: { deviceId: d } });
      expect(two.body.data).toEqual({ views: one.body.data.views, counted: false });
      expect((await api(`/api/support/faq/${faqId}/view`, { body: {} })).status).toBe(400);
      expect((await api('/api/support/faq/ffffffffffffffffffffffff/view', { body: {}, headers: { 'x-device-id': d } })).status).toBe(404);
    });
  });

  describe('tickets (signed in)', () => {
    it('answers 401 "User not authenticated" to anonymous callers on every ticket route', async () => {
      for (const [method, path] of [
        ['GET', '/api/support/tickets'],
        ['POST', '/api/support/tickets'],
        ['GET', '/api/support/ticket-context'],
        ['GET', '/api/support/tickets/ffffffffffffffffffffffff'],
        ['POST', '/api/support/tickets/ffffffffffffffffffffffff/messages'],
      ]) {
        const res = await api(path, { method, body: method === 'POST' ? ticket : undefined });
        expect({ path, status: res.status, body: res.body }).toMatchObject({ path, status: 401, body: { success: false, error: 'User not authenticated' } });
      }
    });

    it('creates a ticket with the defaults, lists it with counts per status, and shows it to its owner', async () => {
      const created = await api('/api/support/tickets', { token: owner.token, body: ticket });
      expect(created.status).toBe(201);
      expect(created.body.data).toMatchObject({ ...ticket, category: 'general', priority: 'medium', status: 'open', user: { _id: owner.user._id }, messages: [] });
      const list = await api('/api/support/tickets', { token: owner.token });
      expect(list.body.data.map((t: { _id: string }) => t._id)).toContain(created.body.data._id);
      expect(list.body.counts.open).toBeGreaterThanOrEqual(1);
      expect((await api(`/api/support/tickets/${created.body.data._id}`, { token: owner.token })).body.data._id).toBe(created.body.data._id);
      // Another user neither lists nor reads it.
      expect((await api('/api/support/tickets', { token: other.token })).body.data.map((t: { _id: string }) => t._id)).not.toContain(created.body.data._id);
      const foreign = await api(`/api/support/tickets/${created.body.data._id}`, { token: other.token });
      expect(foreign.status).toBe(404);
      expect(foreign.body).toMatchObject({ success: false, error: 'Ticket not found' });
    });

    it("refuses invalid tickets with the spec's messages and a 1000-character cap", async () => {
      const cases: Array<[object, string]> = [
        [{ description: ticket.description }, 'Subject is required'],
        [{ ...ticket, title: 'Too short' }, 'Subject must be at least 10 characters long'],
        [{ title: ticket.title }, 'Description is required'],
        [{ ...ticket, description: 'Too short to help' }, 'Description must be at least 20 characters long'],
        [{ ...ticket, description: 'x'.repeat(1001) }, 'Description must be at most 1000 characters long'],
        [{ ...ticket, category: 'sales' }, 'Category must be one of technical, billing, feature, general'],
        [{ ...ticket, priority: 'asap' }, 'Priority must be one of low, medium, high, urgent'],
      ];
      for (const [body, error] of cases) {
        const res = await api('/api/support/tickets', { token: owner.token, body });
        expect({ status: res.status, body: res.body }).toMatchObject({ status: 400, body: { success: false, error } });
      }
      const context = await api('/api/support/tickets', { token: owner.token, body: { ...ticket, context: { type: 'store', id: 'ffffffffffffffffffffffff' } } });
      expect(context.status).toBe(422);
      expect(context.body).toMatchObject({ success: false, error: 'The item this ticket refers to was not found in your account' });
      expect((await api('/api/support/tickets?status=done', { token: owner.token })).status).toBe(400);
      expect((await api('/api/support/tickets/not-an-id', { token: owner.token })).status).toBe(404);
    });

    it('offers the items a ticket may refer to', async () => {
      const res = await api('/api/support/ticket-context', { token: owner.token });
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({ libraryEntries: expect.any(Array), stores: expect.any(Array), modules: expect.any(Array), sections: expect.any(Array) });
    });

    it('threads replies: the owner and support may answer, others may not, and a closed ticket refuses replies', async () => {
      const admin = await loginAs('admin');
      const id = (await api('/api/support/tickets', { token: owner.token, body: ticket })).body.data._id;
      const mine = await api(`/api/support/tickets/${id}/messages`, { token: owner.token, body: { message: '  More details here  ', attachments: [] } });
      expect(mine.status).toBe(200);
      expect(mine.body.data.messages[0]).toMatchObject({ content: 'More details here', isAdmin: false });
      const staff = await api(`/api/support/tickets/${id}/messages`, { token: admin.token, body: { content: 'We are on it' } });
      expect(staff.body.data).toMatchObject({ status: 'in_progress', messageCount: 2 });
      const seen = await api(`/api/support/tickets/${id}`, { token: owner.token });
      expect(seen.body.data.messages[1]).toMatchObject({ isAdmin: true, author: { name: 'Support Team' } });
      expect((await api(`/api/support/tickets/${id}/messages`, { token: other.token, body: { message: 'hi' } })).status).toBe(404);
      const empty = await api(`/api/support/tickets/${id}/messages`, { token: owner.token, body: { message: '   ' } });
      expect(empty.body).toMatchObject({ success: false, error: 'Message is required' });
      await api(`/api/admin/support/tickets/${id}/status`, { method: 'PATCH', token: admin.token, body: { status: 'closed' } });
      const closed = await api(`/api/support/tickets/${id}/messages`, { token: owner.token, body: { message: 'Reopen please' } });
      expect(closed.status).toBe(409);
      expect(closed.body).toMatchObject({ success: false, error: 'This ticket is resolved or closed and no longer accepts replies' });
    });
  });
});
