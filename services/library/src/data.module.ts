import { Global, Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { EntriesRepository } from './entries/entries.repository';
import { ENTRY_MODEL, entrySchema } from './entries/entry.schema';
import { LibraryCacheTags } from './entries/library-cache-tags';
import { ReadModelsRepository } from './read-models/read-models.repository';
import { ACCOUNT_MODEL, accountSchema, CATALOGUE_ITEM_MODEL, catalogueItemSchema, PLAN_MODEL, planSchema } from './read-models/read-models.schema';
import { DAILY_STATS_MODEL, dailyStatsSchema, DOMAIN_LOADS_MODEL, domainLoadsSchema } from './usage/daily-stats.schema';
import { UsageRepository } from './usage/usage.repository';

const shared = [EntriesRepository, ReadModelsRepository, UsageRepository, LibraryCacheTags];

/** The library's collections, their repositories and its cache tags, in one place (features use each other's). */
@Global()
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: ENTRY_MODEL, schema: entrySchema },
      { name: ACCOUNT_MODEL, schema: accountSchema },
      { name: PLAN_MODEL, schema: planSchema },
      { name: CATALOGUE_ITEM_MODEL, schema: catalogueItemSchema },
      { name: DAILY_STATS_MODEL, schema: dailyStatsSchema },
      { name: DOMAIN_LOADS_MODEL, schema: domainLoadsSchema },
    ]),
  ],
  providers: shared,
  exports: shared,
})
export class DataModule {}
