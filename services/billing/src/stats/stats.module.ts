import { Module } from '@nestjs/common';
import { CheckoutSessionsModule } from '../checkout/checkout-sessions.module';
import { BillingStatsController } from './billing-stats.controller';
import { BillingStatsService } from './billing-stats.service';
import { BillingRevenueService } from './billing-revenue.service';
import { PlansModule } from '../plans/plans.module';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module';

/**
 * The admin analytics' billing figures: conversions from the checkout sessions, revenue figures from the
 * subscriptions and payments (each read through its module's service).
 */
@Module({
  imports: [CheckoutSessionsModule, SubscriptionsModule, PlansModule],
  controllers: [BillingStatsController],
  providers: [BillingStatsService, BillingRevenueService],
})
export class StatsModule {}
