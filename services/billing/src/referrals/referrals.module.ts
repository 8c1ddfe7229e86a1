import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AccountsModule } from '../accounts/accounts.module';
import { CheckoutSessionsModule } from '../checkout/checkout-sessions.module';
import { REFERRAL_LINK_MODEL, referralLinkSchema } from './referral-link.schema';
import { ReferralLinksRepository } from './referral-links.repository';
import { ReferralsConsumer } from './referrals.consumer';
import { ReferralsController } from './referrals.controller';
import { ReferralsService } from './referrals.service';

/** Referral links, the discount a checkout gets, and the referrer's figures. */
@Module({
  imports: [MongooseModule.forFeature([{ name: REFERRAL_LINK_MODEL, schema: referralLinkSchema }]), AccountsModule, CheckoutSessionsModule],
  controllers: [ReferralsController, ReferralsConsumer],
  providers: [ReferralLinksRepository, ReferralsService],
  exports: [ReferralsService],
})
export class ReferralsModule {}
