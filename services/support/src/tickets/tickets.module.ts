import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ContextModule } from '../context/context.module';
import { PeopleModule } from '../people/people.module';
import { TICKET_FACT_MODEL, ticketFactSchema } from './facts/ticket-fact.schema';
import { TicketFactsBackfill } from './facts/ticket-facts.backfill';
import { TicketFactsConsumer } from './facts/ticket-facts.consumer';
import { TicketFactsRepository } from './facts/ticket-facts.repository';
import { SupportFiguresController } from './support-figures.controller';
import { SupportStatsService } from './support-stats.service';
import { TicketAdminService } from './ticket-admin.service';
import { TicketDeskService } from './ticket-desk.service';
import { TICKET_NOTE_MODEL, ticketNoteSchema } from './ticket-note.schema';
import { TicketNotesRepository } from './ticket-notes.repository';
import { TicketViewsService } from './ticket-views.service';
import { TicketWriter } from './ticket-writer.service';
import { TICKET_MODEL, ticketSchema } from './ticket.schema';
import { TicketExportRepository } from './ticket-export.repository';
import { TicketsAdminController } from './tickets-admin.controller';
import { TicketsController } from './tickets.controller';
import { TicketsRepository } from './tickets.repository';
import { TicketsService } from './tickets.service';

@Module({
  imports: [PeopleModule, ContextModule, MongooseModule.forFeature([
      { name: TICKET_MODEL, schema: ticketSchema },
      { name: TICKET_NOTE_MODEL, schema: ticketNoteSchema },
      { name: TICKET_FACT_MODEL, schema: ticketFactSchema },
    ])],
  controllers: [TicketsController, TicketsAdminController, SupportFiguresController, TicketFactsConsumer],
  providers: [TicketExportRepository, TicketsRepository, TicketWriter, TicketViewsService, TicketsService, TicketAdminService, SupportStatsService, TicketNotesRepository, TicketDeskService, TicketFactsRepository, TicketFactsBackfill],
})
export class TicketsModule {}
