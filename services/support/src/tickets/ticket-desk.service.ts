import { Injectable } from '@nestjs/common';
import type { AuthUser } from '@liquify/auth';
import { canReply, TicketNoteRequest, TicketReplyRequest, TicketUpdates } from '@liquify/contracts';
import { PeopleService } from '../people/people.service';
import { SupportErrors } from '../support.errors';
import { adminChanges, hasReply, replyChanges, replyId } from './ticket-changes.util';
import { TicketAdminService } from './ticket-admin.service';
import { TicketNotesRepository } from './ticket-notes.repository';
import { TicketDoc } from './ticket.schema';
import { TicketViewsService } from './ticket-views.service';
import { TicketWriter } from './ticket-writer.service';
import { TicketsRepository } from './tickets.repository';

/**
 * The admin's ticket page (issue #25 item 4): one ticket with its internal notes and the customer's plan,
 * its changes, replies as the Support Team and internal notes. Every answer here is for staff only.
 */
@Injectable()
export class TicketDeskService {
  constructor(
    private readonly tickets: TicketsRepository,
    private readonly writer: TicketWriter,
    private readonly views: TicketViewsService,
    private readonly notes: TicketNotesRepository,
    private readonly people: PeopleService,
    private readonly admin: TicketAdminService,
  ) {}

  async get(id: string) {
    const ticket = await this.tickets.findById(id);
    if (!ticket) throw SupportErrors.TICKET_NOT_FOUND();
    return this.view(ticket);
  }

  async update(id: string, requested: TicketUpdates) {
    const updates = await this.admin.resolveUpdates(requested);
    return this.view(await this.writer.change(id, (t) => adminChanges(t, updates, new Date())));
  }

  /** A reply to the customer as the Support Team; refused once resolved or closed; once per `Idempotency-Key`. */
  async reply(user: AuthUser, id: string, body: TicketReplyRequest, key?: string) {
    const messageId = replyId(user.id, id, key);
    const updated = await this.writer.change(id, (ticket) => {
      if (hasReply(ticket, messageId)) return null;
      if (!canReply(ticket.status)) throw SupportErrors.TICKET_CLOSED();
      return replyChanges(ticket, { content: body.message, attachments: body.attachments, byStaff: ticket.userId !== user.id, authorId: user.id, authorName: user.name ?? '', id: messageId }, new Date());
    });
    return this.view(updated);
  }

  /** An internal note: the ticket itself is left untouched (not even updatedAt, which the customer sees). */
  async addNote(user: AuthUser, id: string, body: TicketNoteRequest) {
    const ticket = await this.tickets.findById(id);
    if (!ticket) throw SupportErrors.TICKET_NOT_FOUND();
    const author = await this.people.find(user.id);
    await this.notes.add({ ticketId: String(ticket._id), content: body.content, authorId: user.id, authorName: author?.name || user.name || '', createdAt: new Date() });
    return this.view(ticket);
  }

  staff() {
    return this.people.staff();
  }

  private async view(ticket: TicketDoc) {
    return this.views.adminTicket(ticket, await this.notes.of(String(ticket._id)));
  }
}
