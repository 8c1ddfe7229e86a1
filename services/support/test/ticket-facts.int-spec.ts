/**
 * Issue #25 item 8: the support analytics count recorded facts. Tickets stored before facts were recorded
 * are backfilled once (their opening and resolution keep counting on their own days), and deleting a
 * ticket leaves the figures of its days as they were.
 */
import { Types } from 'mongoose';
import { TicketFactsBackfill } from '../src/tickets/facts/ticket-facts.backfill';
import { BACKFILL_MARKER } from '../src/tickets/facts/ticket-fact.schema';
import { startSupport, SupportTestApp, testUser } from './support/support-test-app';

let t: SupportTestApp;
const admin = testUser('Facts Admin', 'admin');
beforeAll(async () => {
  t = await startSupport();
});
afterAll(() => t?.close());

const DAY = '2026-03-10';
const stats = async () => {
  const res = await t.http('GET', `/api/admin/support/stats?from=${DAY}T00:00:00Z&to=${DAY}T23:59:59Z`, {
    token: t.token({ id: admin.id, role: 'admin', email: admin.email, name: admin.name }),
  });
  expect(res.status).toBe(200);
  return res.body.data.daily[0] as { date: string; opened: number; resolved: number };
};

it('backfills the tickets stored before facts once, and a deleted ticket still counts on its days', async () => {
  const id = new Types.ObjectId();
  await t.db.collection('tickets').insertOne({
    _id: id,
    shortId: 'OLD001',
    userId: 'u-old',
    title: 'Stored before facts',
    description: 'A ticket from before the facts were recorded.',
    category: 'general',
    priority: 'medium',
    status: 'resolved',
    messages: [],
    messageCount: 0,
    createdAt: new Date(`${DAY}T08:00:00Z`),
    updatedAt: new Date(`${DAY}T09:00:00Z`),
    resolvedAt: new Date(`${DAY}T09:00:00Z`),
  });
  expect(await stats()).toEqual({ date: DAY, opened: 0, resolved: 0 });

  // The start's backfill ran on an empty collection; as after an upgrade, it runs again once the marker is gone.
  await t.db.collection('ticket_facts').deleteOne({ _id: BACKFILL_MARKER as never });
  const backfill = t.app.get(TicketFactsBackfill);
  await backfill.run();
  await backfill.run();
  expect(await stats()).toEqual({ date: DAY, opened: 1, resolved: 1 });

  const token = t.token({ id: admin.id, role: 'admin', email: admin.email, name: admin.name });
  const gone = await t.http('DELETE', '/api/admin/support/tickets/bulk', {
    token,
    body: { ticketIds: [String(id)] },
  });
  expect(gone.body.data).toEqual({ deleted: 1 });
  expect(await stats()).toEqual({ date: DAY, opened: 1, resolved: 1 });
});
