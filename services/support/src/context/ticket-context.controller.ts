import { Controller, Get, UseGuards } from '@nestjs/common';
import { AuthUser, CurrentUser, JwtAuthGuard } from '@liquify/auth';
import { ok } from '@liquify/http';
import { TicketContextService } from './ticket-context.service';

/** GET /api/support/ticket-context: the items the help center offers when creating a ticket. */
@Controller('api/support/ticket-context')
@UseGuards(JwtAuthGuard)
export class TicketContextController {
  constructor(private readonly context: TicketContextService) {}

  @Get()
  async options(@CurrentUser() user: AuthUser) {
    return ok(await this.context.optionsFor(user.id));
  }
}
