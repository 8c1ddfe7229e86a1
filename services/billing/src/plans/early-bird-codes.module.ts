import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { EarlyBirdCodesAdminService } from '../admin/early-bird-codes-admin.service';
import { CheckoutSessionsModule } from '../checkout/checkout-sessions.module';
import { EarlyBirdClaimsService } from './early-bird-claims.service';
import { EARLY_BIRD_CODE_MODEL, earlyBirdCodeSchema } from './early-bird-code.schema';
import { EarlyBirdCodesRepository } from './early-bird-codes.repository';
import { EarlyBirdCodesSeed } from './early-bird-codes.seed';

/** The Early Bird codes' collection (seeded from EARLY_BIRD_CODES, managed on /admin/settings): read and written here only. */
@Module({
  imports: [MongooseModule.forFeature([{ name: EARLY_BIRD_CODE_MODEL, schema: earlyBirdCodeSchema }]), CheckoutSessionsModule],
  providers: [EarlyBirdCodesRepository, EarlyBirdCodesSeed, EarlyBirdCodesAdminService, EarlyBirdClaimsService],
  exports: [EarlyBirdCodesAdminService, EarlyBirdClaimsService],
})
export class EarlyBirdCodesModule {}
