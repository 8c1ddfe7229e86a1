import { Module } from '@nestjs/common';
import { BillingActivityService } from './billing-activity.service';
import { BillingAdminController } from './billing-admin.controller';
import { EarlyBirdCodesAdminService } from './early-bird-codes-admin.service';

/** Billing's admin reads and the Early Bird codes' administration (repositories come from the global DataModule). */
@Module({
  controllers: [BillingAdminController],
  providers: [EarlyBirdCodesAdminService, BillingActivityService],
})
export class BillingAdminModule {}
