import { Injectable } from '@nestjs/common';
import { BillingRevenueDto, previousWindowOf, revenueFiguresOf, StatsRangeQuery, statsWindowOf } from '@liquify/contracts';
import { BillingErrorCodes } from '../billing.errors';
import { CheckoutSessionsService } from '../checkout/checkout-sessions.service';
import { unitAmount } from '../payments/payment-provider';
import { PlanLookup } from '../plans/plan-lookup.service';
import { SubscriptionsService } from '../subscriptions/subscriptions.service';
import { PlanPrice, revenueSubscriptionOf } from './billing-revenue.util';

/** GET /api/admin/billing/revenue: the window's and the previous window's revenue figures, from billing's own records. */
@Injectable()
export class BillingRevenueService {
  constructor(
    private readonly subscriptions: SubscriptionsService,
    private readonly checkouts: CheckoutSessionsService,
    private readonly plans: PlanLookup,
  ) {}

  async revenue(query: StatsRangeQuery, now = new Date()): Promise<BillingRevenueDto> {
    const window = statsWindowOf(query, now);
    if (!window) throw BillingErrorCodes.STATS_RANGE_INVALID();
    const previous = previousWindowOf(window);
    const [rows, paid] = await Promise.all([this.subscriptions.findRevenueHistory(), this.checkouts.findPaidBetween(previous.from, window.to)]);

    const prices = new Map<string, PlanPrice | null>();
    for (const planId of new Set(rows.filter((r) => r.amount == null).map((r) => r.planId))) {
      const plan = await this.plans.findAnyById(planId);
      prices.set(planId, plan ? { amount: unitAmount(plan.price), currency: plan.currency.toUpperCase(), billingCycle: plan.billingCycle } : null);
    }
    const subscriptions = rows.map((r) => revenueSubscriptionOf(r, prices.get(r.planId) ?? null)).filter((s) => s !== null);
    const payments = paid.filter((p) => p.completedAt).map((p) => ({ paidAt: new Date(p.completedAt!), amount: p.amount, currency: p.currency }));

    return {
      window: { from: window.from.toISOString(), to: window.to.toISOString() },
      previousWindow: { from: previous.from.toISOString(), to: previous.to.toISOString() },
      current: revenueFiguresOf(window, subscriptions, payments),
      previous: revenueFiguresOf(previous, subscriptions, payments),
    };
  }
}
