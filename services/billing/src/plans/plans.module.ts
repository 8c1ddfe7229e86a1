import { PlanTrashPurgeJob } from './plan-trash-purge.job';
import { PlanTrashService } from './plan-trash.service';
import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AccountsModule } from '../accounts/accounts.module';
import { CatalogueItemsModule } from '../catalogue-items/catalogue-items.module';
import { CheckoutSessionsModule } from '../checkout/checkout-sessions.module';
import { EarlyBirdCodesModule } from './early-bird-codes.module';
import { EarlyBirdService } from './early-bird.service';
import { PlanCatalogueService } from './plan-catalogue.service';
import { PlanLookup } from './plan-lookup.service';
import { PlanPricesService } from './plan-prices.service';
import { PlanWrites } from './plan-writes';
import { PlansController } from './plans.controller';
import { PlansRepository } from './plans.repository';
import { PLAN_MODEL, planSchema } from './plans.schema';
import { PublicPlansService } from './public-plans.service';

/**
 * Plans, one service per use case: public reads, provider prices, the catalogue's effects, early bird; the
 * write path (PlanWrites) and plain reads (PlanLookup) for the other features. The plans collection is read
 * and written here only. Administration is AdminPlansModule: it needs subscriptions, which need plans.
 */
@Module({
  imports: [MongooseModule.forFeature([{ name: PLAN_MODEL, schema: planSchema }]), AccountsModule, CatalogueItemsModule, CheckoutSessionsModule, EarlyBirdCodesModule],
  controllers: [PlansController],
  providers: [PlanTrashService, PlanTrashPurgeJob, PlansRepository, PlanWrites, PlanLookup, PlanCatalogueService, PublicPlansService, PlanPricesService, EarlyBirdService],
  exports: [PlanTrashService, PlanLookup, PlanWrites, PublicPlansService, PlanPricesService, PlanCatalogueService, EarlyBirdService],
})
export class PlansModule {}
