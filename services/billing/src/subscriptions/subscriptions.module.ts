import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { PlansModule } from '../plans/plans.module';
import { SubscriptionsRepository } from './subscriptions.repository';
import { SUBSCRIPTION_MODEL, subscriptionSchema } from './subscriptions.schema';
import { SubscriptionsService } from './subscriptions.service';

@Module({
  imports: [MongooseModule.forFeature([{ name: SUBSCRIPTION_MODEL, schema: subscriptionSchema }]), PlansModule],
  providers: [SubscriptionsRepository, SubscriptionsService],
  exports: [SubscriptionsService],
})
export class SubscriptionsModule {}
