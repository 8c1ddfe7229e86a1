/**
 * Issue #25 item 8: the admin analytics count what happened, not what exists now. Deleting a ticket leaves
 * the day's 'opened' and 'resolved' counts as they were (support records each opening and resolution as a
 * fact from its own events, support.ticket.opened/resolved.v1); deleting an account leaves its sign-up
 * counted (identity records sign-ups from identity.user.registered.v1).
 */
import { api, loginAs, poll, registerUser } from '../support';

jest.setTimeout(120_000);

type Day = { date: string; opened: number; resolved: number };

describe('admin analytics from recorded facts', () => {
  it("keeps today's opened and resolved counts when a ticket is deleted", async () => {
    const admin = await loginAs('admin');
    const customer = await registerUser();
    const today = new Date().toISOString().slice(0, 10);
    const from = `${today}T00:00:00.000Z`;
    // Counts up to a fixed instant: tickets other test files open afterwards do not move them.
    const todayUpTo = async (to: string): Promise<Day> => {
      const res = await api(
        `/api/admin/support/stats?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
        { token: admin.token },
      );
      expect(res.status).toBe(200);
      return res.body.data.daily.find((d: Day) => d.date === today);
    };
    const before = await todayUpTo(new Date().toISOString());

    const created = await api('/api/support/tickets', {
      token: customer.token,
      body: {
        title: 'Counted even once deleted',
        description: 'This ticket is opened, resolved and then deleted by an admin.',
      },
    });
    expect(created.status).toBe(201);
    const id = created.body.data._id;
    expect(
      (
        await api(`/api/admin/support/tickets/${id}/status`, {
          method: 'PATCH',
          token: admin.token,
          body: { status: 'resolved' },
        })
      ).status,
    ).toBe(200);
    const upTo = new Date().toISOString();
    const counted = await poll(
      async () => {
        const day = await todayUpTo(upTo);
        return day.opened > before.opened && day.resolved > before.resolved ? day : null;
      },
      { what: 'the ticket opened and resolved in the counts', timeoutMs: 45_000 },
    );

    const deleted = await api('/api/admin/support/tickets/bulk', {
      method: 'DELETE',
      token: admin.token,
      body: { ticketIds: [id] },
    });
    expect(deleted.status).toBe(200);
    expect(deleted.body.data.deleted).toBe(1);
    const after = await todayUpTo(upTo);
    expect(after.opened).toBeGreaterThanOrEqual(counted.opened);
    expect(after.resolved).toBeGreaterThanOrEqual(counted.resolved);
  });

  it("keeps today's sign-up count when the account is deleted", async () => {
    const admin = await loginAs('admin');
    const today = new Date().toISOString().slice(0, 10);
    const from = `${today}T00:00:00.000Z`;
    const signupsUpTo = async (to: string): Promise<number> => {
      const res = await api(
        `/api/admin/users/stats/signups?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
        { token: admin.token },
      );
      expect(res.status).toBe(200);
      return res.body.data.daily.find((d: { date: string }) => d.date === today).signups;
    };
    const before = await signupsUpTo(new Date().toISOString());
    const customer = await registerUser();
    const upTo = new Date().toISOString();
    const counted = await poll(
      async () => {
        const n = await signupsUpTo(upTo);
        return n > before ? n : null;
      },
      { what: 'the sign-up in the counts', timeoutMs: 45_000 },
    );

    expect(
      (
        await api(`/api/users/${customer.user._id ?? customer.user.id}`, {
          method: 'DELETE',
          token: admin.token,
        })
      ).status,
    ).toBe(200);
    expect(await signupsUpTo(upTo)).toBeGreaterThanOrEqual(counted);
  });
});
