import { Controller, Get, UseGuards } from '@nestjs/common';
import { AdminGuard, JwtAuthGuard } from '@liquify/auth';
import type { StatsRangeQuery } from '@liquify/contracts';
import { ok } from '@liquify/http';
import { ValidQuery } from '@liquify/service';
import { BillingRevenueService } from './billing-revenue.service';
import { BillingStatsService } from './billing-stats.service';

/** The admin analytics' billing figures. The admin role is checked here, not only at the gateway. */
@Controller('api/admin/billing')
@UseGuards(JwtAuthGuard, AdminGuard)
export class BillingStatsController {
  constructor(
    private readonly stats: BillingStatsService,
    private readonly revenueFigures: BillingRevenueService,
  ) {}

  @Get('stats')
  async get(@ValidQuery() query: StatsRangeQuery) {
    return ok(await this.stats.stats(query));
  }

  @Get('revenue')
  async revenue(@ValidQuery() query: StatsRangeQuery) {
    return ok(await this.revenueFigures.revenue(query));
  }
}
