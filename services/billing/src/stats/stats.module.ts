import { Module } from '@nestjs/common';
import { BillingStatsController } from './billing-stats.controller';
import { BillingStatsService } from './billing-stats.service';

/** The admin analytics' billing figures (reads checkout sessions through the global DataModule). */
@Module({ controllers: [BillingStatsController], providers: [BillingStatsService] })
export class StatsModule {}
