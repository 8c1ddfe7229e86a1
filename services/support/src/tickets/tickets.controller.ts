import { Body, Controller, Get, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import { AuthUser, CurrentUser, JwtAuthGuard } from '@liquify/auth';
import {
  myTicketsQuerySchema,
  MyTicketsQuery,
  ticketCreateRequestSchema,
  TicketCreateRequest,
  ticketReplyRequestSchema,
  TicketReplyRequest,
} from '@liquify/contracts';
import { ok, ZodPipe, zodBody } from '@liquify/http';
import { TicketsService } from './tickets.service';

/** Customer tickets (doc 2 §7): a signed-in user, else 401 'User not authenticated'. */
@Controller('api/support/tickets')
@UseGuards(JwtAuthGuard)
export class TicketsController {
  constructor(private readonly tickets: TicketsService) {}

  @Get()
  async list(@CurrentUser() user: AuthUser, @Query(new ZodPipe(myTicketsQuerySchema)) query: MyTicketsQuery) {
    const { items, ...rest } = await this.tickets.listMine(user, query);
    return ok(items, rest);
  }

  @Post()
  async create(@CurrentUser() user: AuthUser, @Body(zodBody(ticketCreateRequestSchema)) body: TicketCreateRequest) {
    return ok(await this.tickets.create(user, body));
  }

  @Get(':id')
  async get(@CurrentUser() user: AuthUser, @Param('id') id: string) {
    return ok(await this.tickets.get(user, id));
  }

  @Post(':id/messages')
  @HttpCode(200)
  async reply(@CurrentUser() user: AuthUser, @Param('id') id: string, @Body(zodBody(ticketReplyRequestSchema)) body: TicketReplyRequest) {
    return ok(await this.tickets.reply(user, id, body));
  }
}
