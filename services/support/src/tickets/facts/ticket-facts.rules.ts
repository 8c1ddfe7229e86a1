/**
 * Ticket facts (issue #25 item 8): the admin analytics count what happened (a ticket opened, a ticket
 * resolved) on each UTC day from recorded facts, not from the tickets that exist now, so deleting a ticket
 * does not rewrite last week's figures. A fact's id names what happened, so the event and the backfill of
 * tickets from before the facts record it once.
 */
import { utcDay } from '@liquify/contracts';

export const TICKET_METRICS = ['opened', 'resolved'] as const;
export type TicketMetric = (typeof TICKET_METRICS)[number];

export interface TicketFactDoc {
  _id: string;
  metric: TicketMetric;
  /** YYYY-MM-DD (UTC) of `at`. */
  day: string;
  at: Date;
}

/** The fact of a ticket opened (once per ticket) or resolved (once per time it entered resolved). */
export function ticketFactOf(metric: TicketMetric, ticketId: string, at: Date): TicketFactDoc {
  const id = metric === 'opened' ? `opened:${ticketId}` : `resolved:${ticketId}:${at.toISOString()}`;
  return { _id: id, metric, day: utcDay(at), at };
}

/** The window's days with their counts of each metric, 0 where nothing happened. */
export function dailyTicketCounts(
  days: readonly string[],
  counts: ReadonlyArray<{ metric: TicketMetric; day: string; count: number }>,
): Array<{ date: string; opened: number; resolved: number }> {
  const daily = days.map((date) => ({ date, opened: 0, resolved: 0 }));
  const byDay = new Map(daily.map((d) => [d.date, d]));
  for (const { metric, day, count } of counts) {
    const row = byDay.get(day);
    if (row) row[metric] += count;
  }
  return daily;
}
