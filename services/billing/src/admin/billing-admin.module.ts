import { Module } from '@nestjs/common';
import { CheckoutSessionsModule } from '../checkout/checkout-sessions.module';
import { EarlyBirdCodesModule } from '../plans/early-bird-codes.module';
import { WebhooksModule } from '../webhooks/webhooks.module';
import { BillingActivityService } from './billing-activity.service';
import { BillingAdminController } from './billing-admin.controller';

/** Billing's admin reads (paid sign-ups, the provider's status) and the Early Bird codes' administration. */
@Module({
  imports: [CheckoutSessionsModule, WebhooksModule, EarlyBirdCodesModule],
  controllers: [BillingAdminController],
  providers: [BillingActivityService],
})
export class BillingAdminModule {}
