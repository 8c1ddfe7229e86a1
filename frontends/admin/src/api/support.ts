/** Support management's calls (doc 3 §7), typed by the support contracts; failures carry doc 3 §8's messages. */
import type { z } from 'zod';
import type { ApiClient } from '@liquify/api-client';
import type { FaqCreateRequest, TicketStatus, TicketUpdates, ticketListAnswerSchema } from '@liquify/contracts';
import { adminFaqRoutes, adminTicketRoutes, supportFaqRoutes } from '@liquify/contracts/routes';
import { ADMIN_PAGE_SIZE, wrap } from './users';

export type AdminTicketList = z.infer<typeof ticketListAnswerSchema>;

export interface AdminTicketsQuery {
  page: number;
  status?: TicketStatus;
  search?: string;
}

/** Every FAQ entry fits one page in the admin list. */
export const FAQ_ADMIN_LIMIT = 200;

export const supportApi = (api: ApiClient) => ({
  tickets: (query: AdminTicketsQuery) =>
    wrap('Failed to fetch admin tickets', () => api.callRoute(adminTicketRoutes.list, { query: { ...query, limit: ADMIN_PAGE_SIZE } })),
  bulkUpdate: (ticketIds: string[], status: TicketStatus) =>
    wrap('Failed to bulk update tickets', () => api.callRoute(adminTicketRoutes.bulkUpdate, { body: { ticketIds, updates: { status } } })),
  bulkDelete: (ticketIds: string[]) =>
    wrap('Failed to delete tickets', () => api.callRoute(adminTicketRoutes.bulkDelete, { body: { ticketIds } })),
  faq: () =>
    wrap('Failed to fetch FAQs', async () => {
      const body = await api.callRoute(supportFaqRoutes.list, { query: { limit: FAQ_ADMIN_LIMIT } });
      return { entries: body.data, total: body.total };
    }),
  seedFaq: () =>
    wrap('Failed to seed FAQ data', async () => (await api.callRoute(adminFaqRoutes.seed, { body: {} })).data),
  createFaq: (body: FaqCreateRequest) => wrap('Failed to create FAQ', () => api.callRoute(adminFaqRoutes.create, { body })),
  updateFaq: (id: string, body: FaqCreateRequest) => wrap('Failed to update FAQ', () => api.callRoute(adminFaqRoutes.update, { params: { id }, body })),
  deleteFaq: (id: string) => wrap('Failed to delete FAQ', () => api.callRoute(adminFaqRoutes.remove, { params: { id } })),
  // The ticket page (issue #25 item 4)
  ticket: (id: string) => wrap('Failed to fetch ticket', async () => (await api.callRoute(adminTicketRoutes.get, { params: { id } })).data),
  updateTicket: (id: string, updates: Partial<TicketUpdates>) =>
    wrap('Failed to update ticket', async () => (await api.callRoute(adminTicketRoutes.update, { params: { id }, body: updates })).data),
  /** `idempotencyKey`: the same for every send of one reply (submissionKeys), so a lost answer's retry posts it once. */
  reply: (id: string, message: string, idempotencyKey?: string) =>
    wrap('Failed to add message', async () => (await api.callRoute(adminTicketRoutes.reply, { params: { id }, body: { message, attachments: [] }, idempotencyKey })).data),
  addNote: (id: string, content: string) =>
    wrap('Failed to add note', async () => (await api.callRoute(adminTicketRoutes.addNote, { params: { id }, body: { content } })).data),
  staff: () => wrap('Failed to fetch staff', async () => (await api.callRoute(adminTicketRoutes.staff)).data),
  stats: () => wrap('Failed to fetch support stats', async () => (await api.callRoute(adminTicketRoutes.stats)).data),
});
