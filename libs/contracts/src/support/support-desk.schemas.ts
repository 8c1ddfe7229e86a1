import { z } from 'zod';
import { noteError } from './support-desk.rules';
import { ticketSchema } from './support.schemas';

/*
 * The admin's ticket page (issue #25 item 4): the ticket with its internal notes (staff only, never in a
 * customer's answer), the customer's context, the staff a ticket may be assigned to.
 */

/** A note staff leave on a ticket for each other; the customer never sees it. */
export const ticketNoteSchema = z
  .object({ _id: z.string(), content: z.string(), author: z.object({ _id: z.string(), name: z.string() }), createdAt: z.string() })
  .meta({ id: 'TicketNote' });
export type TicketNoteDto = z.infer<typeof ticketNoteSchema>;

/** The customer as support knows them (identity's events): plan and subscription status, null until known. */
export const ticketCustomerSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  plan: z.string().nullable(),
  subscriptionStatus: z.string().nullable(),
});
export type TicketCustomerDto = z.infer<typeof ticketCustomerSchema>;

/** GET /api/admin/support/tickets/{id}: the ticket, its thread, its internal notes, the customer. */
export const adminTicketSchema = ticketSchema.extend({ notes: z.array(ticketNoteSchema), customer: ticketCustomerSchema }).meta({ id: 'AdminTicket' });
export type AdminTicketDto = z.infer<typeof adminTicketSchema>;
export const adminTicketAnswerSchema = z.object({ success: z.literal(true), data: adminTicketSchema });

/** POST /api/admin/support/tickets/{id}/notes {content} */
export const ticketNoteRequestSchema = z.object(
  {
    content: z
      .unknown()
      .superRefine((v, ctx) => {
        const error = noteError(v);
        if (error) ctx.addIssue({ code: 'custom', message: error });
      })
      .transform((v) => String(v).trim()),
  },
  { error: 'Request body must be a JSON object' },
);
export type TicketNoteRequest = z.output<typeof ticketNoteRequestSchema>;

/** An admin or moderator a ticket may be assigned to. */
export const staffMemberSchema = z.object({ _id: z.string(), name: z.string(), email: z.string(), role: z.enum(['admin', 'moderator']) });
export type StaffMemberDto = z.infer<typeof staffMemberSchema>;
/** GET /api/admin/support/staff */
export const staffListAnswerSchema = z.object({ success: z.literal(true), data: z.array(staffMemberSchema) });
