import { Module } from '@nestjs/common';
import { CheckoutSessionsModule } from '../checkout/checkout-sessions.module';
import { BillingStatsController } from './billing-stats.controller';
import { BillingStatsService } from './billing-stats.service';

/** The admin analytics' billing figures, read from billing's checkout sessions. */
@Module({ imports: [CheckoutSessionsModule], controllers: [BillingStatsController], providers: [BillingStatsService] })
export class StatsModule {}
