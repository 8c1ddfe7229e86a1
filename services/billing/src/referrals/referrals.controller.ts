import { Controller, UseGuards } from '@nestjs/common';
import { referralSummaryRoute } from '@liquify/contracts';
import { ServeRoute } from '@liquify/service';
import { AuthUser, CurrentUser, JwtAuthGuard } from '@liquify/auth';
import { ok } from '@liquify/http';
import { ReferralsService } from './referrals.service';

/** The referral popup's figures (doc 2 §2). */
@Controller()
export class ReferralsController {
  constructor(private readonly referrals: ReferralsService) {}

  @ServeRoute(referralSummaryRoute)
  @UseGuards(JwtAuthGuard)
  async mine(@CurrentUser() user: AuthUser) {
    return ok(await this.referrals.summary(user));
  }
}
