import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AccountsModule } from '../accounts/accounts.module';
import { LibraryEntriesModule } from '../library-entries/library-entries.module';
import { AdminStoresController } from './admin-stores.controller';
import { StoreCleanupConsumer } from './store-cleanup.consumer';
import { StoreItemsRepository } from './store-items.repository';
import { STORE_ITEM_MODEL, storeItemSchema } from './store-items.schema';
import { StoreItemsService } from './store-items.service';
import { StoreQuotaService } from './store-quota.service';
import { StoreStatsService } from './store-stats.service';
import { StoresController } from './stores.controller';
import { StoresRepository } from './stores.repository';
import { STORE_MODEL, storeSchema } from './stores.schema';
import { StoresService } from './stores.service';

@Module({
  imports: [
    MongooseModule.forFeature([
      { name: STORE_MODEL, schema: storeSchema },
      { name: STORE_ITEM_MODEL, schema: storeItemSchema },
    ]),
    AccountsModule,
    LibraryEntriesModule,
  ],
  controllers: [StoresController, AdminStoresController, StoreCleanupConsumer],
  providers: [
    StoresRepository,
    StoreItemsRepository,
    StoreQuotaService,
    StoresService,
    StoreItemsService,
    StoreStatsService,
  ],
})
export class StoresModule {}
