import { Injectable } from '@nestjs/common';
import { TicketContextService } from '../context/ticket-context.service';
import { PeopleService } from '../people/people.service';
import { TicketNoteDoc } from './ticket-note.schema';
import { peopleIdsOf, TicketViewContext, toAdminTicket, toTicket, toTicketSummary } from './ticket.mapper';
import { TicketDoc } from './ticket.schema';

/** Answers tickets with current names (identity's events) and current context titles (read models). */
@Injectable()
export class TicketViewsService {
  constructor(
    private readonly people: PeopleService,
    private readonly context: TicketContextService,
  ) {}

  async summaries(docs: TicketDoc[], viewerIsStaff: boolean) {
    const v = await this.viewContext(docs, viewerIsStaff);
    return docs.map((d) => toTicketSummary(d, v));
  }

  async ticket(doc: TicketDoc, viewerIsStaff: boolean) {
    return toTicket(doc, await this.viewContext([doc], viewerIsStaff));
  }

  /** The admin's ticket page (staff only): with the internal notes and the customer's plan. */
  async adminTicket(doc: TicketDoc, notes: readonly TicketNoteDoc[]) {
    return toAdminTicket(doc, await this.viewContext([doc], true, notes.map((n) => n.authorId)), notes);
  }

  private async viewContext(docs: TicketDoc[], viewerIsStaff: boolean, alsoPeople: readonly string[] = []): Promise<TicketViewContext> {
    const [people, contexts] = await Promise.all([this.people.viewsOf([...peopleIdsOf(docs), ...alsoPeople]), this.context.liveItems(docs.map((d) => d.context))]);
    return { people, contexts, viewerIsStaff, now: new Date() };
  }
}
