import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { EntryStoreModule } from '../entry-store/entry-store.module';
import { ENTRY_MODEL, entrySchema } from '../entry-store/entry.schema';
import { LibraryCacheTagsModule } from '../cache-tags/library-cache-tags.module';
import { DAILY_STATS_MODEL, dailyStatsSchema, DOMAIN_LOADS_MODEL, domainLoadsSchema } from './daily-stats.schema';
import { DailyAdds } from './daily-adds';
import { EntryUsageRepository } from './entry-usage.repository';
import { UsageFlusherService } from './usage-flusher.service';
import { UsageRepository } from './usage.repository';

/** The library's counters (daily totals, snippet loads per domain) and the flusher that moves loads and adds from Redis onto them and onto the entries. */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: DAILY_STATS_MODEL, schema: dailyStatsSchema },
      { name: DOMAIN_LOADS_MODEL, schema: domainLoadsSchema },
      { name: ENTRY_MODEL, schema: entrySchema },
    ]),
    EntryStoreModule,
    LibraryCacheTagsModule,
  ],
  providers: [UsageRepository, EntryUsageRepository, UsageFlusherService, DailyAdds],
  exports: [UsageRepository, DailyAdds],
})
export class UsageModule {}
