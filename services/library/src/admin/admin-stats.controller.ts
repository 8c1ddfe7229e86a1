import { Controller, Get, UseGuards } from '@nestjs/common';
import { AdminGuard, JwtAuthGuard } from '@liquify/auth';
import { AdminLibraryStatsQuery } from '@liquify/contracts';
import { ok } from '@liquify/http';
import { ValidQuery } from '@liquify/service';
import { AdminStatsService } from './admin-stats.service';

/** The admin analytics of the library; the admin role is checked here, not only at the gateway. */
@Controller('api/admin/library')
@UseGuards(JwtAuthGuard, AdminGuard)
export class AdminStatsController {
  constructor(private readonly stats: AdminStatsService) {}

  @Get('stats')
  async get(@ValidQuery() query: AdminLibraryStatsQuery) {
    return ok(await this.stats.stats(query));
  }
}
