/** The help center's calls (doc 2 §7), typed by the support contracts. */
import type { z } from 'zod';
import type { ApiClient } from '@liquify/api-client';
import { supportContactRoute, supportFaqRoutes, supportTicketRoutes } from '@liquify/contracts/routes';
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

/** GET /support/faq's query (the FAQ lists' keys are this query: queryKeys.faq). */
export type FaqFilters = { category?: string; search?: string; sort?: 'popular'; limit?: number };

/** GET /support/tickets' query for a status tab (the list's key is this query: queryKeys.tickets). */
export function ticketListQuery(status: TicketStatus | 'all') {
  return { status: status === 'all' ? undefined : status, limit: 100 };
}

/** The help centre's measured figures (issue #24 item 10): mean time to a first staff reply, last 30 days. */
export async function fetchSupportFigures(api: ApiClient): Promise<SupportFiguresDto> {
  const { data } = await api.callEnvelope(supportFaqRoutes.figures);
  return data;
}

export async function fetchFaq(api: ApiClient, params: FaqFilters): Promise<FaqDto[]> {
  const { data } = await api.callEnvelope(supportFaqRoutes.list, { query: params });
  return data;
}

/** The support e-mail shown to customers: an admin setting (/admin/settings), served by the support service. */
export async function fetchSupportContact(api: ApiClient): Promise<SupportContactDto> {
  const { data } = await api.callEnvelope(supportContactRoute.get);
  return data;
}

export async function fetchFaqCategories(api: ApiClient): Promise<FaqCategoryCount[]> {
  const { data } = await api.callEnvelope(supportFaqRoutes.categories);
  return data;
}

export async function voteFaq(api: ApiClient, id: string, vote: 'helpful' | 'unhelpful') {
  const { data } = await api.callEnvelope(supportFaqRoutes.vote, { params: { id }, body: { vote } });
  return data;
}

export async function viewFaq(api: ApiClient, id: string): Promise<void> {
  await api.callEnvelope(supportFaqRoutes.view, { params: { id }, body: {} });
}

export async function fetchTickets(api: ApiClient, status: TicketStatus | 'all'): Promise<TicketList> {
  return api.callRoute(supportTicketRoutes.list, { query: ticketListQuery(status) });
}

/** `idempotencyKey`: the same for every send of one ticket (submission-keys.ts), so a lost answer's retry opens none twice. */
export async function createTicket(api: ApiClient, body: Omit<TicketCreateRequest, 'context'> & { context?: { type: string; id: string } }, idempotencyKey?: string): Promise<TicketDto> {
  const { data } = await api.callEnvelope(supportTicketRoutes.create, { body, idempotencyKey });
  return data;
}

export async function fetchTicket(api: ApiClient, id: string): Promise<TicketDto> {
  const { data } = await api.callEnvelope(supportTicketRoutes.get, { params: { id } });
  return data;
}

/** 'Did this solve your problem?' on a resolved ticket (issue #24 item 10); answers the ticket. */
export async function rateTicket(api: ApiClient, id: string, body: { helpful: boolean; comment: string }): Promise<TicketDto> {
  const { data } = await api.callEnvelope(supportTicketRoutes.rate, { params: { id }, body });
  return data;
}

/** `idempotencyKey`: the same for every send of one reply (submission-keys.ts), so a lost answer's retry posts it once. */
export async function replyToTicket(api: ApiClient, id: string, message: string, idempotencyKey?: string): Promise<TicketDto> {
  const { data } = await api.callEnvelope(supportTicketRoutes.reply, { params: { id }, body: { message, attachments: [] }, idempotencyKey });
  return data;
}

export async function fetchTicketContext(api: ApiClient): Promise<TicketContextOptions> {
  const { data } = await api.callEnvelope(supportTicketRoutes.context);
  return data;
}

