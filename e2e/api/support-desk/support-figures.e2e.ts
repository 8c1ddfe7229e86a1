import { api, loginAs, registerUser, Session } from '../support';

/**
 * The help centre's measured figures (issue #24 item 10): GET /api/support/figures answers anyone the mean
 * time to a first staff reply over the tickets created in the last 30 days, the same figure the admin's
 * support stats compute for that window, and a ticket answered by support counts in it.
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
    return res.body.data as { windowDays: number; responseTimes: { answered: number; averageFirstResponseMinutes: number | null } };
  };

  it('answers anonymous visitors; a ticket support answers counts, with the admin stats\' average for the same 30 days', async () => {
    const before = await figures();
    expect(before.windowDays).toBe(30);

    const created = await api('/api/support/tickets', { token: customer.token, body: { title: 'Figures: my theme breaks', description: 'The header module breaks my theme layout.' } });
    expect(created.status).toBe(201);
    const id = created.body.data._id as string;
    // Not answered yet: the figure does not move.
    expect((await figures()).responseTimes.answered).toBe(before.responseTimes.answered);
    const reply = await api(`/api/support/tickets/${id}/messages`, { token: admin.token, body: { content: 'Looking into it now' } });
    expect(reply.status).toBe(200);

    const after = await figures();
    expect(after.responseTimes.answered).toBe(before.responseTimes.answered + 1);
    expect(after.responseTimes.averageFirstResponseMinutes).toEqual(expect.any(Number));
    expect(after.responseTimes.averageFirstResponseMinutes).toBeGreaterThanOrEqual(0);

    const to = new Date();
    const from = new Date(to.getTime() - 30 * 86_400_000);
    const stats = await api(`/api/admin/support/stats?from=${encodeURIComponent(from.toISOString())}&to=${encodeURIComponent(to.toISOString())}`, { token: admin.token });
    expect(stats.status).toBe(200);
    expect(stats.body.data.responseTimes).toEqual(after.responseTimes);
  });
});
