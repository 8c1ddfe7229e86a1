import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ContextModule } from '../context/context.module';
import { PeopleModule } from '../people/people.module';
import { SupportFiguresController } from './support-figures.controller';
import { SupportStatsService } from './support-stats.service';
import { TicketAdminService } from './ticket-admin.service';
import { TicketViewsService } from './ticket-views.service';
import { TicketWriter } from './ticket-writer.service';
import { TICKET_MODEL, ticketSchema } from './ticket.schema';
import { TicketsAdminController } from './tickets-admin.controller';
import { TicketsController } from './tickets.controller';
import { TicketsRepository } from './tickets.repository';
import { TicketsService } from './tickets.service';

@Module({
  imports: [PeopleModule, ContextModule, MongooseModule.forFeature([{ name: TICKET_MODEL, schema: ticketSchema }])],
  controllers: [TicketsController, TicketsAdminController, SupportFiguresController],
  providers: [TicketsRepository, TicketWriter, TicketViewsService, TicketsService, TicketAdminService, SupportStatsService],
})
export class TicketsModule {}
