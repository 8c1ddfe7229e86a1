import { Controller, Param, UseGuards } from '@nestjs/common';
import { AuthUser, CurrentUser, JwtAuthGuard } from '@liquify/auth';
import {
  MyTicketsQuery,
  supportTicketRoutes,
  TicketCreateRequest,
  TicketRatingRequest,
  TicketReplyRequest,
} from '@liquify/contracts';
import { ok } from '@liquify/http';
import { IdempotencyKey, ServeRoute, ValidBody, ValidQuery } from '@liquify/service';
import { TicketsService } from './tickets.service';

/** Customer tickets (doc 2 §7): a signed-in user, else 401 'User not authenticated'. */
@Controller()
@UseGuards(JwtAuthGuard)
export class TicketsController {
  constructor(private readonly tickets: TicketsService) {}

  @ServeRoute(supportTicketRoutes.list)
  async list(@CurrentUser() user: AuthUser, @ValidQuery() query: MyTicketsQuery) {
    const { items, ...rest } = await this.tickets.listMine(user, query);
    return ok(items, rest);
  }

  @ServeRoute(supportTicketRoutes.create)
  async create(@CurrentUser() user: AuthUser, @ValidBody() body: TicketCreateRequest, @IdempotencyKey() key?: string) {
    return ok(await this.tickets.create(user, body, key));
  }

  @ServeRoute(supportTicketRoutes.get)
  async get(@CurrentUser() user: AuthUser, @Param('id') id: string) {
    return ok(await this.tickets.get(user, id));
  }

  @ServeRoute(supportTicketRoutes.reply)
  async reply(@CurrentUser() user: AuthUser, @Param('id') id: string, @ValidBody() body: TicketReplyRequest, @IdempotencyKey() key?: string) {
    return ok(await this.tickets.reply(user, id, body, key));
  }

  @ServeRoute(supportTicketRoutes.rate)
  async rate(@CurrentUser() user: AuthUser, @Param('id') id: string, @ValidBody() body: TicketRatingRequest) {
    return ok(await this.tickets.rate(user, id, body));
  }
}
