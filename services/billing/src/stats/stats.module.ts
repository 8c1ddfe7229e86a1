import { Module } from '@nestjs/common';
import { CheckoutSessionsModule } from '../checkout/checkout-sessions.module';
import { BillingStatsController } from './billing-stats.controller';
import { BillingStatsService } from './billing-stats.service';

/** The admin analytics' billing figures, from the checkout sessions (read through their module's service). */
@Module({ imports: [CheckoutSessionsModule], controllers: [BillingStatsController], providers: [BillingStatsService] })
export class StatsModule {}
