import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { EventData, EventEnvelope, UserRegistered } from '@liquify/contracts';
import { OnEvent } from '@liquify/kafka';
import { ReferralsService } from './referrals.service';

/** Sign-ups that carried a referral code (?ref=) become links between the friend and the code's owner. */
@Controller()
export class ReferralsConsumer {
  constructor(private readonly referrals: ReferralsService) {}

  @OnEvent(UserRegistered)
  async onUserRegistered(@Payload() event: EventEnvelope<EventData<typeof UserRegistered>>) {
    const { userId, email, referralCode } = event.data;
    if (referralCode) await this.referrals.recordSignup({ userId, email }, referralCode);
  }
}
