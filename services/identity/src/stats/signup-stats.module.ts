import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { UsersModule } from '../users/users.module';
import { SIGNUP_FACT_MODEL, signupFactSchema } from './signup-fact.schema';
import { SignupFactsBackfill } from './signup-facts.backfill';
import { SignupFactsConsumer } from './signup-facts.consumer';
import { SignupFactsRepository } from './signup-facts.repository';
import { SignupStatsController } from './signup-stats.controller';
import { SignupStatsService } from './signup-stats.service';

/** Sign-ups per day for the admin's figures, from identity.user.registered.v1 (older accounts backfilled once). */
@Module({
  imports: [UsersModule, MongooseModule.forFeature([{ name: SIGNUP_FACT_MODEL, schema: signupFactSchema }])],
  controllers: [SignupStatsController, SignupFactsConsumer],
  providers: [SignupFactsRepository, SignupFactsBackfill, SignupStatsService],
})
export class SignupStatsModule {}
