import { Injectable } from '@nestjs/common';
import { retryOnRevisionConflict, REVISION_CONFLICT } from '@liquify/mongo';
import { SupportErrors } from '../support.errors';
import { TicketDoc } from './ticket.schema';
import { TicketsRepository } from './tickets.repository';

/**
 * Read -> decide -> write-if-unchanged (same status and thread length), retried when the ticket changed in
 * between, one writer per ticket at a time across replicas: a reply and a status change made at the same
 * moment both land, in some order, and neither is lost (409 with the envelope if it never settles).
 */
@Injectable()
export class TicketWriter {
  constructor(private readonly tickets: TicketsRepository) {}

  /**
   * `decide` gets the ticket as read and answers the fields to set (null: nothing to change); it may throw
   * (e.g. replies refused on a closed ticket). A ticket `visible` refuses is 'Ticket not found'. Answers the
   * ticket after the change.
   */
  change(id: string, decide: (ticket: TicketDoc) => Partial<TicketDoc> | null, visible: (ticket: TicketDoc) => boolean = () => true): Promise<TicketDoc> {
    return this.tickets.withLock(id, () =>
      retryOnRevisionConflict(
        async () => {
          const ticket = await this.tickets.findById(id);
          if (!ticket || !visible(ticket)) throw SupportErrors.TICKET_NOT_FOUND();
          const changes = decide(ticket);
          if (!changes) return ticket;
          return (await this.tickets.updateIfUnchanged(ticket, changes)) ?? REVISION_CONFLICT;
        },
        { message: 'The ticket was changed at the same time, please retry', code: 'TICKET_CHANGED' },
      ),
    );
  }
}
