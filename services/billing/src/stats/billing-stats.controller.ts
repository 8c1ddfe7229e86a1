import { Controller, UseGuards } from '@nestjs/common';
import { billingRevenueRoute, billingStatsRoute } from '@liquify/contracts';
import { AdminGuard, JwtAuthGuard } from '@liquify/auth';
import type { StatsRangeQuery } from '@liquify/contracts';
import { ok } from '@liquify/http';
import { ServeRoute, ValidQuery } from '@liquify/service';
import { BillingRevenueService } from './billing-revenue.service';
import { BillingStatsService } from './billing-stats.service';

/** The admin analytics' billing figures. The admin role is checked here, not only at the gateway. */
@Controller()
@UseGuards(JwtAuthGuard, AdminGuard)
export class BillingStatsController {
  constructor(
    private readonly stats: BillingStatsService,
    private readonly revenueFigures: BillingRevenueService,
  ) {}

  @ServeRoute(billingStatsRoute)
  async get(@ValidQuery() query: StatsRangeQuery) {
    return ok(await this.stats.stats(query));
  }

  @ServeRoute(billingRevenueRoute)
  async revenue(@ValidQuery() query: StatsRangeQuery) {
    return ok(await this.revenueFigures.revenue(query));
  }
}
