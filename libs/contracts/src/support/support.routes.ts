import { z } from 'zod';
import { errorEnvelopeSchema, messageOk, successOf } from '../common';
import { defineRoute } from '../openapi/registry';
import { trashListAnswerSchema } from '../trash/trash.schemas';
import {
  adminTicketListAnswerSchema,
  adminTicketsExportQuerySchema,
  adminTicketsQuerySchema,
  faqCategoriesAnswerSchema,
  faqCreateRequestSchema,
  faqListAnswerSchema,
  faqListQuerySchema,
  faqSchema,
  faqSeedAnswerSchema,
  faqSeedRequestSchema,
  faqUpdateRequestSchema,
  faqViewAnswerSchema,
  faqViewRequestSchema,
  faqVoteAnswerSchema,
  faqVoteRequestSchema,
  myTicketsQuerySchema,
  supportFiguresAnswerSchema,
  supportStatsAnswerSchema,
  supportStatsQuerySchema,
  ticketAnswerSchema,
  ticketAssignRequestSchema,
  ticketBulkDeleteAnswerSchema,
  ticketBulkDeleteRequestSchema,
  ticketBulkUpdateAnswerSchema,
  ticketBulkUpdateRequestSchema,
  ticketContextOptionsAnswerSchema,
  ticketCreateRequestSchema,
  ticketListAnswerSchema,
  ticketRatingRequestSchema,
  ticketReplyRequestSchema,
  ticketStatusUpdateRequestSchema,
  ticketUpdatesSchema,
} from './support.schemas';
import { adminTicketAnswerSchema, staffListAnswerSchema, ticketNoteRequestSchema } from './support-desk.schemas';

const s = 'support' as const;
const err = errorEnvelopeSchema;
const faq = ['support faq'];
const tickets = ['support tickets'];
const adminTickets = ['admin support'];

/** FAQ (public). */
export const supportFaqRoutes = {
  list: defineRoute({ service: s, tags: faq, method: 'get', path: '/api/support/faq', access: 'public', summary: 'FAQ entries: category filter, text search over question, answer and tags; myVote for the asking visitor', query: faqListQuerySchema, responses: { 200: faqListAnswerSchema } }),
  categories: defineRoute({ service: s, tags: faq, method: 'get', path: '/api/support/faq/categories', access: 'public', summary: 'FAQ categories that hold entries, with their counts ({id, name, count})', responses: { 200: faqCategoriesAnswerSchema } }),
  vote: defineRoute({ service: s, tags: faq, method: 'post', path: '/api/support/faq/{id}/vote', access: 'public', summary: 'Vote helpful or unhelpful: one vote per visitor (user id, else device id), changeable without double counting', body: faqVoteRequestSchema, responses: { 200: faqVoteAnswerSchema, 404: err } }),
  figures: defineRoute({ service: s, tags: faq, method: 'get', path: '/api/support/figures', access: 'public', summary: "The help centre's measured figures over the last 30 days: mean minutes to the first staff reply, share of resolved tickets rated as solving the problem", responses: { 200: supportFiguresAnswerSchema } }),
  view: defineRoute({ service: s, tags: faq, method: 'post', path: '/api/support/faq/{id}/view', access: 'public', summary: 'Count a view: at most once per visitor, entry and UTC day', body: faqViewRequestSchema, responses: { 200: faqViewAnswerSchema, 404: err } }),
};

/** Tickets (signed-in). */
export const supportTicketRoutes = {
  list: defineRoute({ service: s, tags: tickets, method: 'get', path: '/api/support/tickets', access: 'user', summary: "The user's own tickets with counts per status", query: myTicketsQuerySchema, responses: { 200: ticketListAnswerSchema } }),
  create: defineRoute({ service: s, tags: tickets, method: 'post', path: '/api/support/tickets', access: 'user', summary: 'Create a ticket (subject 10+, description 20-1000 characters; optional context item)', idempotent: true, body: ticketCreateRequestSchema, responses: { 201: ticketAnswerSchema, 422: err } }),
  context: defineRoute({ service: s, tags: tickets, method: 'get', path: '/api/support/ticket-context', access: 'user', summary: "Items a new ticket may refer to: the user's library entries and stores, published modules and sections", responses: { 200: ticketContextOptionsAnswerSchema } }),
  get: defineRoute({ service: s, tags: tickets, method: 'get', path: '/api/support/tickets/{id}', access: 'user', summary: 'A ticket with its thread (own only; staff any)', responses: { 200: ticketAnswerSchema, 404: err } }),
  reply: defineRoute({ service: s, tags: tickets, method: 'post', path: '/api/support/tickets/{id}/messages', access: 'user', summary: 'Reply to a ticket (refused once resolved or closed); answers the updated ticket', idempotent: true, body: ticketReplyRequestSchema, responses: { 200: ticketAnswerSchema, 404: err, 409: err } }),
  rate: defineRoute({ service: s, tags: tickets, method: 'post', path: '/api/support/tickets/{id}/rating', access: 'user', summary: "The owner's answer to 'Did this solve your problem?' on a resolved ticket (changeable); answers the ticket", body: ticketRatingRequestSchema, responses: { 200: ticketAnswerSchema, 400: err, 404: err, 409: err } }),
};

/** Admin (doc 3 §7). */
export const adminTicketRoutes = {
  list: defineRoute({ service: s, tags: adminTickets, method: 'get', path: '/api/admin/support/tickets', access: 'admin', summary: 'All tickets, longest unanswered first by default; filters, search, paging, counts per status', query: adminTicketsQuerySchema, responses: { 200: adminTicketListAnswerSchema } }),
  stats: defineRoute({ service: s, tags: adminTickets, method: 'get', path: '/api/admin/support/stats', access: 'admin', summary: 'Totals per status, opened/resolved per day, waiting tickets, response times, new tickets since', query: supportStatsQuerySchema, responses: { 200: supportStatsAnswerSchema } }),
  bulkUpdate: defineRoute({ service: s, tags: adminTickets, method: 'patch', path: '/api/admin/support/tickets/bulk', access: 'admin', summary: 'Bulk-update tickets (status, priority, category, assignee, tags)', body: ticketBulkUpdateRequestSchema, responses: { 200: ticketBulkUpdateAnswerSchema, 422: err } }),
  bulkDelete: defineRoute({ service: s, tags: adminTickets, method: 'delete', path: '/api/admin/support/tickets/bulk', access: 'admin', summary: 'Bulk-delete tickets', body: ticketBulkDeleteRequestSchema, responses: { 200: ticketBulkDeleteAnswerSchema } }),
  setStatus: defineRoute({ service: s, tags: adminTickets, method: 'patch', path: '/api/admin/support/tickets/{id}/status', access: 'admin', summary: "Set a ticket's status", body: ticketStatusUpdateRequestSchema, responses: { 200: ticketAnswerSchema, 404: err } }),
  assign: defineRoute({ service: s, tags: adminTickets, method: 'patch', path: '/api/admin/support/tickets/{id}/assign', access: 'admin', summary: 'Assign a ticket to an admin or moderator (null unassigns)', body: ticketAssignRequestSchema, responses: { 200: ticketAnswerSchema, 404: err, 422: err } }),
  // The admin's ticket page (issue #25 item 4): internal notes never reach the customer's answers.
  staff: defineRoute({ service: s, tags: adminTickets, method: 'get', path: '/api/admin/support/staff', access: 'admin', summary: 'Admins and moderators (current roles, from identity\'s events): who a ticket may be assigned to', responses: { 200: staffListAnswerSchema } }),
  get: defineRoute({ service: s, tags: adminTickets, method: 'get', path: '/api/admin/support/tickets/{id}', access: 'admin', summary: "A ticket with its thread, its internal notes and the customer's plan", responses: { 200: adminTicketAnswerSchema, 404: err } }),
  update: defineRoute({ service: s, tags: adminTickets, method: 'patch', path: '/api/admin/support/tickets/{id}', access: 'admin', summary: "Change a ticket's status, priority, category, tags or assignee (an admin or moderator; null unassigns)", body: ticketUpdatesSchema, responses: { 200: adminTicketAnswerSchema, 404: err, 422: err } }),
  reply: defineRoute({ service: s, tags: adminTickets, method: 'post', path: '/api/admin/support/tickets/{id}/messages', access: 'admin', summary: 'Reply to the customer as the Support Team (refused once resolved or closed)', idempotent: true, body: ticketReplyRequestSchema, responses: { 200: adminTicketAnswerSchema, 404: err, 409: err } }),
  addNote: defineRoute({ service: s, tags: adminTickets, method: 'post', path: '/api/admin/support/tickets/{id}/notes', access: 'admin', summary: 'Add an internal note, seen by staff only (never in the customer\'s answers)', body: ticketNoteRequestSchema, responses: { 201: adminTicketAnswerSchema, 404: err } }),
  export: defineRoute({ service: s, tags: adminTickets, method: 'get', path: '/api/admin/support/tickets/export', access: 'admin', summary: 'The tickets of the current filter (status, category, priority, assignee, search) as CSV, streamed (text/csv; formula-looking cells kept as text)', query: adminTicketsExportQuerySchema, responses: { 200: z.string(), 400: err } }),
};

/** FAQ administration. */
export const adminFaqRoutes = {
  seed: defineRoute({ service: s, tags: adminTickets, method: 'post', path: '/api/admin/support/faq/seed', access: 'admin', summary: 'Seed the FAQ (faqData, or the built-in 15 entries); idempotent by question', body: faqSeedRequestSchema, responses: { 200: faqSeedAnswerSchema } }),
  create: defineRoute({ service: s, tags: adminTickets, method: 'post', path: '/api/admin/support/faq', access: 'admin', summary: 'Add an FAQ entry (answer HTML sanitised)', body: faqCreateRequestSchema, responses: { 201: successOf(faqSchema), 409: err } }),
  update: defineRoute({ service: s, tags: adminTickets, method: 'put', path: '/api/admin/support/faq/{id}', access: 'admin', summary: 'Edit an FAQ entry (absent fields unchanged)', body: faqUpdateRequestSchema, responses: { 200: successOf(faqSchema), 404: err, 409: err } }),
  remove: defineRoute({ service: s, tags: adminTickets, method: 'delete', path: '/api/admin/support/faq/{id}', access: 'admin', summary: 'Delete an FAQ entry (to the trash for 30 days)', responses: { 200: messageOk, 404: err } }),
  trashed: defineRoute({ service: s, tags: adminTickets, method: 'get', path: '/api/admin/support/faq/trash', access: 'admin', summary: 'Deleted FAQ entries in the trash, newest first, with the days left before purge', responses: { 200: trashListAnswerSchema } }),
  restore: defineRoute({ service: s, tags: adminTickets, method: 'post', path: '/api/admin/support/faq/{id}/restore', access: 'admin', summary: 'Restore an FAQ entry from the trash as it was (409 when a live entry asks the same question)', responses: { 200: z.object({ success: z.literal(true), message: z.string(), data: faqSchema }), 404: err, 409: err } }),
};

/**
 * Every route the support service serves (doc 2 §7, doc 3 §7). Signed-in routes answer 401
 * 'User not authenticated' without a valid token; admin routes need the admin role.
 * An anonymous visitor's device id travels in the x-device-id header (or the body's deviceId).
 */
export const supportRoutes = [...Object.values(supportFaqRoutes), ...Object.values(supportTicketRoutes), ...Object.values(adminTicketRoutes), ...Object.values(adminFaqRoutes)];
