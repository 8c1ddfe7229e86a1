import { Controller, UseGuards } from '@nestjs/common';
import { adminStoreRoutes } from '@liquify/contracts';
import { ServeRoute } from '@liquify/service';
import { AdminGuard, AuthUser, CurrentUser, JwtAuthGuard } from '@liquify/auth';
import { ok } from '@liquify/http';
import { StoreStatsService } from './store-stats.service';

@Controller()
@UseGuards(JwtAuthGuard, AdminGuard)
export class AdminStoresController {
  constructor(private readonly stats: StoreStatsService) {}

  @ServeRoute(adminStoreRoutes.totals)
  async totals(@CurrentUser() user: AuthUser) {
    return ok(await this.stats.totals(user.id));
  }
}
