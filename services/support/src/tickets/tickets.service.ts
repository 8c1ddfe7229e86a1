import { Injectable } from '@nestjs/common';
import type { AuthUser } from '@liquify/auth';
import { canRate, canReply, MyTicketsQuery, shortTicketId, TicketCreateRequest, TicketRatingRequest, TicketReplyRequest } from '@liquify/contracts';
import { StoredContext, TicketContextService } from '../context/ticket-context.service';
import { PeopleService } from '../people/people.service';
import { SupportErrors } from '../support.errors';
import { hasReply, priorityRank, replyChanges, replyId, ticketId } from './ticket-changes.util';
import { TicketDoc } from './ticket.schema';
import { TicketViewsService } from './ticket-views.service';
import { TicketWriter } from './ticket-writer.service';
import { TicketsRepository } from './tickets.repository';

/** The customer's side of tickets (doc 2 §2, §7): own tickets, creation, the thread and replies. */
@Injectable()
export class TicketsService {
  constructor(
    private readonly tickets: TicketsRepository,
    private readonly writer: TicketWriter,
    private readonly views: TicketViewsService,
    private readonly people: PeopleService,
    private readonly context: TicketContextService,
  ) {}

  /**
   * A new open ticket. With an `Idempotency-Key` its id follows from the user and the key: the same request sent
   * again (its answer lost) finds the ticket made the first time and answers it, instead of opening a second one.
   */
  async create(user: AuthUser, body: TicketCreateRequest, key?: string) {
    const context: StoredContext | null = body.context ? await this.context.resolve(user.id, body.context) : null;
    const now = new Date();
    const _id = ticketId(user.id, key);
    const doc: TicketDoc = {
      _id,
      shortId: shortTicketId(_id.toHexString()),
      userId: user.id,
      userName: user.name ?? '',
      userEmail: user.email ?? '',
      title: body.title,
      description: body.description,
      category: body.category,
      priority: body.priority,
      priorityRank: priorityRank(body.priority),
      status: 'open',
      tags: [],
      context,
      assigneeId: null,
      assigneeName: '',
      messages: [],
      messageCount: 0,
      lastMessageAt: null,
      waitingSince: now,
      waitingRank: now,
      firstResponseAt: null,
      resolvedAt: null,
      rating: null,
      createdAt: now,
      updatedAt: now,
    };
    const created = (await this.tickets.create(doc)) ?? (await this.tickets.findById(_id.toHexString()));
    // Made by the first request, then deleted by staff before this one came.
    if (!created || created.userId !== user.id) throw SupportErrors.TICKET_NOT_FOUND();
    return this.views.ticket(created, await this.people.isStaff(user));
  }

  /** Own tickets, newest activity first; counts per status ignore the status filter (the chips). */
  async listMine(user: AuthUser, query: MyTicketsQuery) {
    const base: Record<string, unknown> = { userId: user.id };
    if (query.category) base.category = query.category;
    const filter = query.status ? { ...base, status: query.status } : base;
    const [{ items, total }, counts] = await Promise.all([this.tickets.page(filter, { updatedAt: -1, _id: -1 }, query.page, query.limit), this.tickets.statusCounts(base)]);
    return {
      items: await this.views.summaries(items, false),
      pagination: { page: query.page, limit: query.limit, total, pages: Math.ceil(total / query.limit) },
      counts,
    };
  }

  /** Own tickets only; staff (admin or moderator) any. Someone else's ticket is 'Ticket not found'. */
  async get(user: AuthUser, id: string) {
    const staff = await this.people.isStaff(user);
    const ticket = await this.tickets.findById(id);
    if (!ticket || (!staff && ticket.userId !== user.id)) throw SupportErrors.TICKET_NOT_FOUND();
    return this.views.ticket(ticket, staff);
  }

  /**
   * A reply from the owner, or from staff as the Support Team; refused once resolved or closed. With an
   * `Idempotency-Key`, a reply already in the thread from the same request answers the ticket as it is.
   */
  async reply(user: AuthUser, id: string, body: TicketReplyRequest, key?: string) {
    const staff = await this.people.isStaff(user);
    const messageId = replyId(user.id, id, key);
    const updated = await this.writer.change(
      id,
      (ticket) => {
        if (hasReply(ticket, messageId)) return null;
        if (!canReply(ticket.status)) throw SupportErrors.TICKET_CLOSED();
        const byStaff = staff && ticket.userId !== user.id;
        return replyChanges(ticket, { content: body.message, attachments: body.attachments, byStaff, authorId: user.id, authorName: user.name ?? '', id: messageId }, new Date());
      },
      (ticket) => staff || ticket.userId === user.id,
    );
    return this.views.ticket(updated, staff);
  }

  /**
   * The owner's answer to 'Did this solve your problem?' (issue #24 item 10): only on their own ticket (anyone
   * else: 'Ticket not found'), only once it is resolved (409); answering again replaces the answer.
   */
  async rate(user: AuthUser, id: string, body: TicketRatingRequest) {
    const updated = await this.writer.change(
      id,
      (ticket) => {
        if (!canRate(ticket.status)) throw SupportErrors.RATING_NOT_RESOLVED();
        return { rating: { helpful: body.helpful, comment: body.comment, ratedAt: new Date() } };
      },
      (ticket) => ticket.userId === user.id,
    );
    return this.views.ticket(updated, await this.people.isStaff(user));
  }
}
