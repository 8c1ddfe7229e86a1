import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { catalogueItemsConsumer } from '@liquify/service';
import { LibraryCacheTagsModule } from '../cache-tags/library-cache-tags.module';
import { AccountArrival } from './account-arrival';
import { ReadModelsConsumer } from './read-models.consumer';
import { ReadModelsRepository } from './read-models.repository';
import { ACCOUNT_MODEL, accountSchema, CATALOGUE_ITEM_MODEL, catalogueItemSchema, PLAN_MODEL, planSchema } from './read-models.schema';
import { ReadModelsService } from './read-models.service';

/**
 * What the library knows of identity's users, billing's plans and the catalogue's items: written by its
 * consumers only, read by the other features through ReadModelsService; depends on no other feature
 * (entries listen to catalogue changes).
 */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: ACCOUNT_MODEL, schema: accountSchema },
      { name: PLAN_MODEL, schema: planSchema },
      { name: CATALOGUE_ITEM_MODEL, schema: catalogueItemSchema },
    ]),
    LibraryCacheTagsModule,
  ],
  controllers: [ReadModelsConsumer, catalogueItemsConsumer(ReadModelsService)],
  providers: [ReadModelsRepository, ReadModelsService, AccountArrival],
  exports: [ReadModelsService, AccountArrival],
})
export class ReadModelsModule {}
