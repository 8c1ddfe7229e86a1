import { Module } from '@nestjs/common';
import { EntryStoreModule } from '../entry-store/entry-store.module';
import { UsageModule } from '../usage/usage.module';
import { AdminStatsController } from './admin-stats.controller';
import { AdminStatsService } from './admin-stats.service';

/** The admin analytics of the library: entry totals and the daily counters. */
@Module({ imports: [EntryStoreModule, UsageModule], controllers: [AdminStatsController], providers: [AdminStatsService] })
export class AdminStatsModule {}
