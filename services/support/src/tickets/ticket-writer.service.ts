import { Injectable } from '@nestjs/common';
import { AppException } from '@liquify/http';
import { SupportErrors } from '../support.errors';
import { TicketDoc } from './ticket.schema';
import { TicketsRepository } from './tickets.repository';

const ATTEMPTS = 5;

/**
 * Read -> decide -> conditional write, retried when the ticket changed in between (a reply and a status
 * change at the same moment both land, in some order, and neither is lost).
 */
@Injectable()
export class TicketWriter {
  constructor(private readonly tickets: TicketsRepository) {}

  /**
   * `decide` gets the ticket as read and answers the fields to set (null: nothing to change). The answer is
   * the ticket after the change. `decide` may throw (e.g. replies refused on a closed ticket).
   */
  async change(id: string, decide: (ticket: TicketDoc) => Partial<TicketDoc> | null, visible: (ticket: TicketDoc) => boolean = () => true): Promise<TicketDoc> {
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const ticket = await this.tickets.findById(id);
      if (!ticket || !visible(ticket)) throw SupportErrors.ticketNotFound();
      const changes = decide(ticket);
      if (!changes) return ticket;
      const updated = await this.tickets.updateIfUnchanged(ticket, changes);
      if (updated) return updated;
    }
    throw AppException.conflict('The ticket was changed at the same time, please retry', 'TICKET_CHANGED');
  }
}
