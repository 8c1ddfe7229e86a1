import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { PlansModule } from '../plans/plans.module';
import { UsersModule } from '../users/users.module';
import { BillingConsumer } from './billing.consumer';
import { PENDING_ENTITLEMENT_MODEL, pendingEntitlementSchema } from './pending-entitlement.schema';
import { PendingEntitlementsRepository } from './pending-entitlements.repository';
import { SubscriptionExpiryJob } from './subscription-expiry.job';
import { SubscriptionsService } from './subscriptions.service';

/** Billing's facts applied to users' subscriptions, the plans read model kept, cancelled periods ended. */
@Module({
  imports: [UsersModule, PlansModule, MongooseModule.forFeature([{ name: PENDING_ENTITLEMENT_MODEL, schema: pendingEntitlementSchema }])],
  controllers: [BillingConsumer],
  providers: [PendingEntitlementsRepository, SubscriptionsService, SubscriptionExpiryJob],
  exports: [SubscriptionsService],
})
export class SubscriptionsModule {}
