import { Module } from '@nestjs/common';
import { PlansModule } from '../plans/plans.module';
import { CatalogueItemsConsumer } from './catalogue-items.consumer';
import { CatalogueItemsService } from './catalogue-items.service';

@Module({
  imports: [PlansModule],
  controllers: [CatalogueItemsConsumer],
  providers: [CatalogueItemsService],
})
export class CatalogueItemsModule {}
