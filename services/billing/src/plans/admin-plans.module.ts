import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module';
import { AdminPlansController } from './admin-plans.controller';
import { AdminPlansService } from './admin-plans.service';
import { PlansModule } from './plans.module';
import { PlansSeed } from './plans.seed';

/** The admin's plan management and the seeding that goes through it (a plan in use is deactivated, not deleted). */
@Module({
  imports: [PlansModule, AccountsModule, SubscriptionsModule],
  controllers: [AdminPlansController],
  providers: [AdminPlansService, PlansSeed],
})
export class AdminPlansModule {}
