import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { PlansModule } from '../plans/plans.module';
import { ReferralsModule } from '../referrals/referrals.module';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module';
import { WebhooksModule } from '../webhooks/webhooks.module';
import { CheckoutSessionsModule } from './checkout-sessions.module';
import { CheckoutController } from './checkout.controller';
import { CheckoutService } from './checkout.service';
import { PlanChangeController } from './plan-change.controller';
import { PlanChangeService } from './plan-change.service';
import { SubscriptionEndService } from './subscription-end.service';

@Module({
  imports: [PlansModule, SubscriptionsModule, WebhooksModule, AccountsModule, CheckoutSessionsModule, ReferralsModule],
  controllers: [CheckoutController, PlanChangeController],
  providers: [CheckoutService, PlanChangeService, SubscriptionEndService],
})
export class CheckoutModule {}
