import { Controller, UseGuards } from '@nestjs/common';
import { AdminGuard, JwtAuthGuard } from '@liquify/auth';
import { adminLibraryRoutes, AdminLibraryStatsQuery } from '@liquify/contracts';
import { ok } from '@liquify/http';
import { ServeRoute, ValidQuery } from '@liquify/service';
import { AdminStatsService } from './admin-stats.service';

/** The admin analytics of the library; the admin role is checked here, not only at the gateway. */
@Controller()
@UseGuards(JwtAuthGuard, AdminGuard)
export class AdminStatsController {
  constructor(private readonly stats: AdminStatsService) {}

  @ServeRoute(adminLibraryRoutes.stats)
  async get(@ValidQuery() query: AdminLibraryStatsQuery) {
    return ok(await this.stats.stats(query));
  }
}
