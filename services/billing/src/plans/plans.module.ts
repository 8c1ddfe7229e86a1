import { Module } from '@nestjs/common';
import { AdminPlansController } from './admin-plans.controller';
import { AdminPlansService } from './admin-plans.service';
import { EarlyBirdCodesSeed } from './early-bird-codes.seeder';
import { EarlyBirdService } from './early-bird.service';
import { PlanCatalogueService } from './plan-catalogue.service';
import { PlanPricesService } from './plan-prices.service';
import { PlanWrites } from './plan-writes';
import { PlansController } from './plans.controller';
import { PlansSeed } from './plans.seeder';
import { PublicPlansService } from './public-plans.service';

/** Plans, one service per use case: public reads, admin writes, provider prices, the catalogue's effects, seeding. */
@Module({
  controllers: [PlansController, AdminPlansController],
  providers: [PlanWrites, PlanCatalogueService, PublicPlansService, AdminPlansService, PlanPricesService, EarlyBirdService, PlansSeed, EarlyBirdCodesSeed],
  exports: [PublicPlansService, PlanPricesService, PlanCatalogueService, EarlyBirdService],
})
export class PlansModule {}
