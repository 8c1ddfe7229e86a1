import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { AdminGuard, JwtAuthGuard } from '@liquify/auth';
import { AdminLibraryStatsQuery, adminLibraryStatsQuerySchema } from '@liquify/contracts';
import { ok, ZodPipe } from '@liquify/http';
import { AdminStatsService } from './admin-stats.service';

/** The admin analytics of the library; the admin role is checked here, not only at the gateway. */
@Controller('api/admin/library')
@UseGuards(JwtAuthGuard, AdminGuard)
export class AdminStatsController {
  constructor(private readonly stats: AdminStatsService) {}

  @Get('stats')
  async get(@Query(new ZodPipe(adminLibraryStatsQuerySchema)) query: AdminLibraryStatsQuery) {
    return ok(await this.stats.stats(query));
  }
}
