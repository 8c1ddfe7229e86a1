import { Injectable } from '@nestjs/common';
import { BillingStatsDto, StatsRangeQuery, statsWindowOf } from '@liquify/contracts';
import { BillingErrorCodes } from '../billing.errors';
import { CheckoutSessionsService } from '../checkout/checkout-sessions.service';
import { billingStatsOf } from './billing-stats.util';

/** GET /api/admin/billing/stats: paid conversions and revenue by plan, from billing's own checkouts. */
@Injectable()
export class BillingStatsService {
  constructor(private readonly checkouts: CheckoutSessionsService) {}

  async stats(query: StatsRangeQuery, now = new Date()): Promise<BillingStatsDto> {
    const window = statsWindowOf(query, now);
    if (!window) throw BillingErrorCodes.STATS_RANGE_INVALID();
    return billingStatsOf(window.from, window.to, await this.checkouts.findPaidBetween(window.from, window.to));
  }
}
