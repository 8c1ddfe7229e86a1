import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { catalogueItemsConsumer } from '@liquify/service';
import { CatalogueItemsRepository } from './catalogue-items.repository';
import { CATALOGUE_ITEM_MODEL, catalogueItemSchema } from './catalogue-items.schema';
import { CatalogueItemsService } from './catalogue-items.service';

/** Billing's read model of the catalogue; depends on no other feature (plans listen to it). */
@Module({
  imports: [MongooseModule.forFeature([{ name: CATALOGUE_ITEM_MODEL, schema: catalogueItemSchema }])],
  controllers: [catalogueItemsConsumer(CatalogueItemsService)],
  providers: [CatalogueItemsRepository, CatalogueItemsService],
  exports: [CatalogueItemsService],
})
export class CatalogueItemsModule {}
