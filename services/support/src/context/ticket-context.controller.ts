import { Controller, UseGuards } from '@nestjs/common';
import { supportTicketRoutes } from '@liquify/contracts';
import { ServeRoute } from '@liquify/service';
import { AuthUser, CurrentUser, JwtAuthGuard } from '@liquify/auth';
import { ok } from '@liquify/http';
import { TicketContextService } from './ticket-context.service';

/** GET /api/support/ticket-context: the items the help center offers when creating a ticket. */
@Controller()
@UseGuards(JwtAuthGuard)
export class TicketContextController {
  constructor(private readonly context: TicketContextService) {}

  @ServeRoute(supportTicketRoutes.context)
  async options(@CurrentUser() user: AuthUser) {
    return ok(await this.context.optionsFor(user.id));
  }
}
