import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { PLAN_VIEW_MODEL, planViewSchema } from './plans-view.schema';
import { PlansViewRepository } from './plans-view.repository';

/** Identity's read model of billing's plans (kept by the subscriptions feature from billing.plan.*.v1). */
@Module({
  imports: [MongooseModule.forFeature([{ name: PLAN_VIEW_MODEL, schema: planViewSchema }])],
  providers: [PlansViewRepository],
  exports: [PlansViewRepository],
})
export class PlansModule {}
