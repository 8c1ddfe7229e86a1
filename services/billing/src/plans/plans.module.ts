import { Module } from '@nestjs/common';
import { AdminPlansController } from './admin-plans.controller';
import { EarlyBirdService } from './early-bird.service';
import { PlansController } from './plans.controller';
import { PlansSeeder } from './plans.seeder';
import { PlansService } from './plans.service';

@Module({
  controllers: [PlansController, AdminPlansController],
  providers: [PlansService, EarlyBirdService, PlansSeeder],
  exports: [PlansService, EarlyBirdService],
})
export class PlansModule {}
