import { z } from 'zod';
import { defineEvent } from '../events/envelope';

/**
 * What happened to tickets, for figures that must not change when a ticket is later deleted (issue #25
 * item 8): a ticket was opened, a ticket was resolved (each time it enters resolved). `at` is the ticket's
 * own time of it (createdAt, resolvedAt). Keyed by the ticket.
 */
export const ticketFactSchema = z.object({ ticketId: z.string(), at: z.string().datetime({ offset: true }) });
export type TicketFact = z.infer<typeof ticketFactSchema>;
export const TicketOpened = defineEvent('support.ticket.opened.v1', ticketFactSchema, (d) => d.ticketId);
export const TicketResolved = defineEvent('support.ticket.resolved.v1', ticketFactSchema, (d) => d.ticketId);
