import { UserRegistered, UserRoleChanged, UserSubscriptionChanged } from '@liquify/contracts';
import { waitFor } from '@liquify/testing';
import { registered, startSupport, SupportTestApp, testUser } from './support/support-test-app';

jest.setTimeout(60_000);

/**
 * The admin's ticket page (issue #25 item 4) against the real FerretDB and Kafka: internal notes reach staff
 * only, never the customer's answers; assignees are users whose CURRENT role is admin or moderator.
 */
describe('support ticket desk (integration)', () => {
  let t: SupportTestApp;
  const owner = testUser('Nadia Notes');
  const admin = testUser('Ada Desk', 'admin');
  const moderator = testUser('Mo Desk', 'moderator');
  const demoted = testUser('Dee Demoted', 'moderator');
  const tokens: Record<string, string> = {};
  const secret = 'INTERNAL: customer is on a chargeback list, do not refund';

  beforeAll(async () => {
    t = await startSupport({ SEED_FAQ: 'false' });
    for (const u of [owner, admin, moderator, demoted]) {
      tokens[u.name] = t.token(u);
      await t.publish(UserRegistered, registered(u));
    }
    await t.publish(UserSubscriptionChanged, { ...registered(owner).subscription, userId: owner.id, email: owner.email, plan: 'pro', status: 'active', reason: 'checkout' });
    await waitFor(async () => (await t.http('GET', '/api/admin/support/staff', { token: tokens[admin.name] })).body.data?.some((s: { _id: string }) => s._id === demoted.id), { timeout: 30_000 });
  }, 90_000);
  afterAll(() => t?.close());

  const newTicket = async () =>
    (await t.http('POST', '/api/support/tickets', { token: tokens[owner.name], body: { title: 'The hero does not load', description: 'The hero section stays blank on my store page.' } })).body.data._id as string;
  const desk = (method: 'GET' | 'PATCH' | 'POST', path: string, body?: object, who = admin) => t.http(method, `/api/admin/support/tickets${path}`, { token: tokens[who.name], body });

  it('keeps internal notes for staff: the customer’s answers never carry them', async () => {
    const id = await newTicket();
    const noted = await desk('POST', `/${id}/notes`, { content: `  ${secret}  ` });
    expect(noted.status).toBe(201);
    expect(noted.body.data.notes).toEqual([{ _id: expect.any(String), content: secret, author: { _id: admin.id, name: 'Ada Desk' }, createdAt: expect.any(String) }]);
    expect(noted.body.data.customer).toMatchObject({ _id: owner.id, name: 'Nadia Notes', plan: 'pro', subscriptionStatus: 'active' });
    const replied = await desk('POST', `/${id}/messages`, { message: 'We are looking into it.' });
    expect(replied.status).toBe(200);
    expect(replied.body.data.notes).toHaveLength(1);
    expect(replied.body.data.status).toBe('in_progress');

    // As the customer (the attacker): every answer that could carry the ticket.
    const mine = await t.http('GET', `/api/support/tickets/${id}`, { token: tokens[owner.name] });
    const list = await t.http('GET', '/api/support/tickets', { token: tokens[owner.name] });
    const ownReply = await t.http('POST', `/api/support/tickets/${id}/messages`, { token: tokens[owner.name], body: { message: 'Thanks!' } });
    for (const res of [mine, list, ownReply]) {
      expect(res.status).toBe(200);
      expect(JSON.stringify(res.body)).not.toContain('chargeback');
      expect(JSON.stringify(res.body)).not.toContain('"notes"');
    }
    expect(mine.body.data.messages.map((m: { content: string }) => m.content)).toEqual(['We are looking into it.']);
    // The customer cannot reach the desk's routes.
    expect((await desk('GET', `/${id}`, undefined, owner)).status).toBe(403);
    expect((await desk('POST', `/${id}/notes`, { content: 'x' }, owner)).status).toBe(403);
  });

  it('does not change the ticket the customer sees when a note is added', async () => {
    const id = await newTicket();
    const before = (await t.http('GET', `/api/support/tickets/${id}`, { token: tokens[owner.name] })).body.data;
    await desk('POST', `/${id}/notes`, { content: 'A note' });
    const after = (await t.http('GET', `/api/support/tickets/${id}`, { token: tokens[owner.name] })).body.data;
    const { unansweredMs: _a, ...seenAfter } = after;
    const { unansweredMs: _b, ...seenBefore } = before;
    expect(seenAfter).toEqual(seenBefore);
  });

  it('refuses empty notes and unknown tickets', async () => {
    const id = await newTicket();
    const empty = await desk('POST', `/${id}/notes`, { content: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe('Note is required');
    expect((await desk('POST', '/ffffffffffffffffffffffff/notes', { content: 'x' })).status).toBe(404);
    expect((await desk('GET', '/not-an-id')).status).toBe(404);
  });

  it('changes status, priority, category, tags and assignee in one call; assignees must be admin or moderator now', async () => {
    const id = await newTicket();
    const res = await desk('PATCH', `/${id}`, { status: 'pending', priority: 'urgent', category: 'billing', tags: ['refund', 'vip'], assigneeId: moderator.id });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'pending', priority: 'urgent', category: 'billing', tags: ['refund', 'vip'], assignedTo: { _id: moderator.id, name: 'Mo Desk' } });
    const customer = await desk('PATCH', `/${id}`, { assigneeId: owner.id });
    expect(customer.status).toBe(422);
    expect(customer.body.error).toBe('The assignee must be an admin or a moderator');

    await t.publish(UserRoleChanged, { userId: demoted.id, role: 'user', previousRole: 'moderator' });
    await waitFor(async () => !(await t.http('GET', '/api/admin/support/staff', { token: tokens[admin.name] })).body.data.some((s: { _id: string }) => s._id === demoted.id), { timeout: 30_000 });
    const staff = (await t.http('GET', '/api/admin/support/staff', { token: tokens[admin.name] })).body.data;
    expect(staff).toEqual(expect.arrayContaining([expect.objectContaining({ _id: admin.id, role: 'admin' }), expect.objectContaining({ _id: moderator.id, role: 'moderator' })]));
    expect(staff.some((s: { _id: string }) => s._id === owner.id)).toBe(false);
    expect((await desk('PATCH', `/${id}`, { assigneeId: demoted.id })).status).toBe(422);
    expect((await desk('PATCH', `/${id}`, {})).status).toBe(400);
  });
});
