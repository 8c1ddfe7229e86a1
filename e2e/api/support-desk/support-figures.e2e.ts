import { DAY_MS } from '@liquify/contracts';
import { api, loginAs, registerUser, Session } from '../support';

/**
 * The help centre's measured figures (issue #24 item 10): GET /api/support/figures answers anyone the mean
 * time to a first staff reply over the tickets created in the last 30 days, the same figure the admin's
 * support stats compute for that window, and a ticket answered by support counts in it; and the share of
 * resolved tickets whose owner answered 'Did this solve your problem?' with 👍 (POST .../rating).
 */
describe('GET /api/support/figures (e2e)', () => {
  let admin: Session;
  let customer: Session;

  beforeAll(async () => {
    [admin, customer] = await Promise.all([loginAs('admin'), registerUser({ name: 'Figures Customer' })]);
  });

  const figures = async () => {
    const res = await api('/api/support/figures');
    expect(res.status).toBe(200);
    return res.body.data as {
      windowDays: number;
      responseTimes: { answered: number; averageFirstResponseMinutes: number | null };
      satisfaction: { ratings: number; percent: number | null };
    };
  };

  it('answers anonymous visitors; a ticket support answers counts, with the admin stats\' average for the same 30 days', async () => {
    // The figures are the whole desk's: another e2e file running at the same time may answer a ticket of its
    // own between two readings. An attempt that saw such a change is made again with a new ticket.
    let after: Awaited<ReturnType<typeof figures>> | undefined;
    for (let attempt = 1; attempt <= 5 && !after; attempt++) {
      const before = await figures();
      expect(before.windowDays).toBe(30);
      const created = await api('/api/support/tickets', { token: customer.token, body: { title: 'Figures: my theme breaks', description: 'The header module breaks my theme layout.' } });
      expect(created.status).toBe(201);
      const id = created.body.data._id as string;
      // Not answered yet: the figure does not move.
      const unanswered = await figures();
      const reply = await api(`/api/support/tickets/${id}/messages`, { token: admin.token, body: { content: 'Looking into it now' } });
      expect(reply.status).toBe(200);
      const answered = await figures();
      if (unanswered.responseTimes.answered !== before.responseTimes.answered) continue;
      if (answered.responseTimes.answered === before.responseTimes.answered + 1) after = answered;
      else expect(answered.responseTimes.answered).toBeGreaterThan(before.responseTimes.answered + 1); // only someone else's answer explains more
    }
    if (!after) throw new Error('five attempts in a row saw another ticket answered meanwhile');
    expect(after.responseTimes.averageFirstResponseMinutes).toEqual(expect.any(Number));
    expect(after.responseTimes.averageFirstResponseMinutes).toBeGreaterThanOrEqual(0);

    // The admin's stats for the same 30 days say the same, read between two equal readings of the figures.
    let compared = false;
    for (let attempt = 1; attempt <= 5 && !compared; attempt++) {
      const first = await figures();
      const to = new Date();
      const from = new Date(to.getTime() - 30 * DAY_MS);
      const stats = await api(`/api/admin/support/stats?from=${encodeURIComponent(from.toISOString())}&to=${encodeURIComponent(to.toISOString())}`, { token: admin.token });
      expect(stats.status).toBe(200);
      const second = await figures();
      if (JSON.stringify(first.responseTimes) !== JSON.stringify(second.responseTimes)) continue;
      expect(stats.body.data.responseTimes).toEqual(second.responseTimes);
      compared = true;
    }
    expect(compared).toBe(true);
  });

  it("lets the owner of a resolved ticket answer 'Did this solve your problem?', shows it to admins and counts it in the satisfaction", async () => {
    const other = await registerUser({ name: 'Someone Else' });
    const created = await api('/api/support/tickets', { token: customer.token, body: { title: 'Figures: rating my ticket', description: 'Checking that a resolved ticket can be rated.' } });
    const id = created.body.data._id as string;
    expect(created.body.data.rating).toBeNull();
    const rate = (token: string, body: unknown) => api(`/api/support/tickets/${id}/rating`, { token, body });

    const early = await rate(customer.token, { helpful: true });
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ success: false, error: 'Only a resolved ticket can be rated' });
    expect((await api(`/api/admin/support/tickets/${id}/status`, { method: 'PATCH', token: admin.token, body: { status: 'resolved' } })).status).toBe(200);

    expect((await api(`/api/support/tickets/${id}/rating`, { body: { helpful: true } })).status).toBe(401);
    const stranger = await rate(other.token, { helpful: true });
    expect(stranger.status).toBe(404);
    expect(stranger.body.error).toBe('Ticket not found');
    const bad = await rate(customer.token, { comment: 'no verdict' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false, error: 'helpful must be true (it solved the problem) or false' });
    expect((await rate(customer.token, { helpful: false, comment: 'x'.repeat(1001) })).status).toBe(400);
    expect((await api('/api/support/tickets/ffffffffffffffffffffffff/rating', { token: customer.token, body: { helpful: true } })).status).toBe(404);

    // The satisfaction counts every ticket of the shared stack, and other test files rate theirs meanwhile: a round
    // whose figures moved by another rating is tried again (a rating that adds instead of replacing fails them all).
    let clean = false;
    for (let round = 0; round < 3 && !clean; round++) {
      const before = await figures();
      const down = await rate(customer.token, { helpful: false, comment: '  Still broken on mobile  ' });
      expect(down.status).toBe(200);
      expect(down.body.data.rating).toMatchObject({ helpful: false, comment: 'Still broken on mobile', ratedAt: expect.any(String) });
      const afterDown = await figures();

      // Admins see the answer on the ticket and in their list.
      const seen = await api(`/api/support/tickets/${id}`, { token: admin.token });
      expect(seen.body.data.rating).toMatchObject({ helpful: false, comment: 'Still broken on mobile' });
      const listed = await api('/api/admin/support/tickets?search=rating%20my%20ticket&limit=100', { token: admin.token });
      expect(listed.body.data.find((t: { _id: string }) => t._id === id).rating).toMatchObject({ helpful: false });

      // Changing the answer replaces it: one rating, now a 👍.
      const up = await rate(customer.token, { helpful: true });
      expect(up.body.data.rating).toMatchObject({ helpful: true, comment: '' });
      const afterUp = await figures();
      // The first round rates the ticket for the first time (+1); later rounds change its answer again (+0).
      const added = round === 0 ? 1 : 0;
      if (afterDown.satisfaction.ratings !== before.satisfaction.ratings + added || afterUp.satisfaction.ratings !== afterDown.satisfaction.ratings) continue;
      expect(afterUp.satisfaction.percent).toBeGreaterThan(afterDown.satisfaction.percent!);
      if (before.satisfaction.ratings === 0) {
        expect(afterDown.satisfaction.percent).toBe(0);
        expect(afterUp.satisfaction.percent).toBe(100);
      }
      clean = true;
    }
    expect(clean).toBe(true);
  });
});
