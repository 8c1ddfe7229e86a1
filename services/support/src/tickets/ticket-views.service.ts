import { Injectable } from '@nestjs/common';
import { TicketContextService } from '../context/ticket-context.service';
import { PeopleService } from '../people/people.service';
import { peopleIdsOf, TicketViewContext, toTicket, toTicketSummary } from './ticket.mapper';
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

  private async viewContext(docs: TicketDoc[], viewerIsStaff: boolean): Promise<TicketViewContext> {
    const [people, contexts] = await Promise.all([this.people.viewsOf(peopleIdsOf(docs)), this.context.liveItems(docs.map((d) => d.context))]);
    return { people, contexts, viewerIsStaff, now: new Date() };
  }
}
