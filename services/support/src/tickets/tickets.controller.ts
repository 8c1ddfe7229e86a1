import { Controller, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { AuthUser, CurrentUser, JwtAuthGuard } from '@liquify/auth';
import {
  MyTicketsQuery,
  TicketCreateRequest,
  TicketRatingRequest,
  TicketReplyRequest,
} from '@liquify/contracts';
import { ok } from '@liquify/http';
import { ValidBody, ValidQuery } from '@liquify/service';
import { TicketsService } from './tickets.service';

/** Customer tickets (doc 2 §7): a signed-in user, else 401 'User not authenticated'. */
@Controller('api/support/tickets')
@UseGuards(JwtAuthGuard)
export class TicketsController {
  constructor(private readonly tickets: TicketsService) {}

  @Get()
  async list(@CurrentUser() user: AuthUser, @ValidQuery() query: MyTicketsQuery) {
    const { items, ...rest } = await this.tickets.listMine(user, query);
    return ok(items, rest);
  }

  @Post()
  async create(@CurrentUser() user: AuthUser, @ValidBody() body: TicketCreateRequest) {
    return ok(await this.tickets.create(user, body));
  }

  @Get(':id')
  async get(@CurrentUser() user: AuthUser, @Param('id') id: string) {
    return ok(await this.tickets.get(user, id));
  }

  @Post(':id/messages')
  @HttpCode(200)
  async reply(@CurrentUser() user: AuthUser, @Param('id') id: string, @ValidBody() body: TicketReplyRequest) {
    return ok(await this.tickets.reply(user, id, body));
  }

  @Post(':id/rating')
  @HttpCode(200)
  async rate(@CurrentUser() user: AuthUser, @Param('id') id: string, @ValidBody() body: TicketRatingRequest) {
    return ok(await this.tickets.rate(user, id, body));
  }
}
