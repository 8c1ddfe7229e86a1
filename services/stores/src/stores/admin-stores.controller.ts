import { Controller, Get, UseGuards } from '@nestjs/common';
import { AdminGuard, AuthUser, CurrentUser, JwtAuthGuard } from '@liquify/auth';
import { ok } from '@liquify/http';
import { StoreStatsService } from './store-stats.service';

@Controller('api/admin/stores')
@UseGuards(JwtAuthGuard, AdminGuard)
export class AdminStoresController {
  constructor(private readonly stats: StoreStatsService) {}

  @Get('stats')
  async totals(@CurrentUser() user: AuthUser) {
    return ok(await this.stats.totals(user.id));
  }
}
