/** Support management's calls (doc 3 §7), typed by the support contracts; failures carry doc 3 §8's messages. */
import type { z } from 'zod';
import type { ApiClient } from '@liquify/api-client';
import type { AdminTicketDto, FaqCreateRequest, FaqDto, StaffMemberDto, SupportStatsDto, TicketStatus, TicketUpdates, ticketListAnswerSchema } from '@liquify/contracts';
import { ADMIN_PAGE_SIZE, wrap } from './users';

export type AdminTicketList = z.infer<typeof ticketListAnswerSchema>;

export interface AdminTicketsQuery {
  page: number;
  status?: TicketStatus;
  search?: string;
}

/** Every FAQ entry fits one page in the admin list. */
const FAQ_ADMIN_LIMIT = 200;

export const supportApi = (api: ApiClient) => ({
  tickets: (query: AdminTicketsQuery) =>
    wrap('Failed to fetch admin tickets', () => api.request<AdminTicketList>('/admin/support/tickets', { query: { ...query, limit: ADMIN_PAGE_SIZE } })),
  bulkUpdate: (ticketIds: string[], status: TicketStatus) =>
    wrap('Failed to bulk update tickets', () => api.request<{ data: { matched: number; modified: number } }>('/admin/support/tickets/bulk', { method: 'PATCH', body: { ticketIds, updates: { status } } })),
  bulkDelete: (ticketIds: string[]) =>
    wrap('Failed to delete tickets', () => api.request<{ data: { deleted: number } }>('/admin/support/tickets/bulk', { method: 'DELETE', body: { ticketIds } })),
  faq: () =>
    wrap('Failed to fetch FAQs', async () => {
      const body = await api.request<{ data: FaqDto[]; total: number }>('/support/faq', { query: { limit: FAQ_ADMIN_LIMIT } });
      return { entries: body.data, total: body.total };
    }),
  seedFaq: () =>
    wrap('Failed to seed FAQ data', async () => (await api.request<{ data: { created: number; existing: number; total: number } }>('/admin/support/faq/seed', { method: 'POST', body: {} })).data),
  createFaq: (body: FaqCreateRequest) => wrap('Failed to create FAQ', () => api.request('/admin/support/faq', { method: 'POST', body })),
  updateFaq: (id: string, body: FaqCreateRequest) => wrap('Failed to update FAQ', () => api.request(`/admin/support/faq/${id}`, { method: 'PUT', body })),
  deleteFaq: (id: string) => wrap('Failed to delete FAQ', () => api.request(`/admin/support/faq/${id}`, { method: 'DELETE' })),
  // The ticket page (issue #25 item 4)
  ticket: (id: string) => wrap('Failed to fetch ticket', async () => (await api.request<{ data: AdminTicketDto }>(`/admin/support/tickets/${id}`)).data),
  updateTicket: (id: string, updates: Partial<TicketUpdates>) =>
    wrap('Failed to update ticket', async () => (await api.request<{ data: AdminTicketDto }>(`/admin/support/tickets/${id}`, { method: 'PATCH', body: updates })).data),
  reply: (id: string, message: string) =>
    wrap('Failed to add message', async () => (await api.request<{ data: AdminTicketDto }>(`/admin/support/tickets/${id}/messages`, { method: 'POST', body: { message, attachments: [] } })).data),
  addNote: (id: string, content: string) =>
    wrap('Failed to add note', async () => (await api.request<{ data: AdminTicketDto }>(`/admin/support/tickets/${id}/notes`, { method: 'POST', body: { content } })).data),
  staff: () => wrap('Failed to fetch staff', async () => (await api.request<{ data: StaffMemberDto[] }>('/admin/support/staff')).data),
  stats: () => wrap('Failed to fetch support stats', async () => (await api.request<{ data: SupportStatsDto }>('/admin/support/stats')).data),
});
