/** The help center's calls (doc 2 §7), typed by the support contracts. */
import type { z } from 'zod';
import type { ApiClient } from '@liquify/api-client';
import type {
  FaqDto,
  TicketDto,
  TicketStatus,
  faqCategoryCountSchema,
  ticketContextOptionsAnswerSchema,
  ticketListAnswerSchema,
  TicketCreateRequest,
  SupportContactDto,
  SupportFiguresDto,
} from '@liquify/contracts';

export type FaqCategoryCount = z.infer<typeof faqCategoryCountSchema>;
export type TicketList = z.infer<typeof ticketListAnswerSchema>;
export type TicketContextOptions = z.infer<typeof ticketContextOptionsAnswerSchema>['data'];

export const supportKeys = {
  faq: (category: string, search: string) => ['support', 'faq', category, search] as const,
  popular: ['support', 'faq', 'popular'] as const,
  categories: ['support', 'faq', 'categories'] as const,
  tickets: (status: string) => ['support', 'tickets', status] as const,
  allTickets: ['support', 'tickets'] as const,
  ticket: (id: string) => ['support', 'ticket', id] as const,
  context: ['support', 'ticket-context'] as const,
  contact: ['support', 'contact'] as const,
  figures: ['support', 'figures'] as const,
};

/** The help centre's measured figures (issue #24 item 10): mean time to a first staff reply, last 30 days. */
export async function fetchSupportFigures(api: ApiClient): Promise<SupportFiguresDto> {
  const { data } = await api.envelope<SupportFiguresDto>('/support/figures');
  return data;
}

export async function fetchFaq(api: ApiClient, params: { category?: string; search?: string; sort?: 'popular'; limit?: number }): Promise<FaqDto[]> {
  const { data } = await api.envelope<FaqDto[]>('/support/faq', { query: params });
  return data;
}

/** The support e-mail shown to customers: an admin setting (/admin/settings), served by the support service. */
export async function fetchSupportContact(api: ApiClient): Promise<SupportContactDto> {
  const { data } = await api.envelope<SupportContactDto>('/support/contact');
  return data;
}

export async function fetchFaqCategories(api: ApiClient): Promise<FaqCategoryCount[]> {
  const { data } = await api.envelope<FaqCategoryCount[]>('/support/faq/categories');
  return data;
}

export async function voteFaq(api: ApiClient, id: string, vote: 'helpful' | 'unhelpful') {
  const { data } = await api.envelope<{ helpfulVotes: number; unhelpfulVotes: number; myVote: 'helpful' | 'unhelpful' }>(`/support/faq/${encodeURIComponent(id)}/vote`, {
    method: 'POST',
    body: { vote },
  });
  return data;
}

export async function viewFaq(api: ApiClient, id: string): Promise<void> {
  await api.envelope<unknown>(`/support/faq/${encodeURIComponent(id)}/view`, { method: 'POST', body: {} });
}

export async function fetchTickets(api: ApiClient, status: TicketStatus | 'all'): Promise<TicketList> {
  return api.request<TicketList>('/support/tickets', { query: { status: status === 'all' ? undefined : status, limit: 100 } });
}

export async function createTicket(api: ApiClient, body: Omit<TicketCreateRequest, 'context'> & { context?: { type: string; id: string } }): Promise<TicketDto> {
  const { data } = await api.envelope<TicketDto>('/support/tickets', { method: 'POST', body });
  return data;
}

export async function fetchTicket(api: ApiClient, id: string): Promise<TicketDto> {
  const { data } = await api.envelope<TicketDto>(`/support/tickets/${encodeURIComponent(id)}`);
  return data;
}

/** 'Did this solve your problem?' on a resolved ticket (issue #24 item 10); answers the ticket. */
export async function rateTicket(api: ApiClient, id: string, body: { helpful: boolean; comment: string }): Promise<TicketDto> {
  const { data } = await api.envelope<TicketDto>(`/support/tickets/${encodeURIComponent(id)}/rating`, { method: 'POST', body });
  return data;
}

export async function replyToTicket(api: ApiClient, id: string, message: string): Promise<TicketDto> {
  const { data } = await api.envelope<TicketDto>(`/support/tickets/${encodeURIComponent(id)}/messages`, { method: 'POST', body: { message, attachments: [] } });
  return data;
}

export async function fetchTicketContext(api: ApiClient): Promise<TicketContextOptions> {
  const { data } = await api.envelope<TicketContextOptions>('/support/ticket-context');
  return data;
}

