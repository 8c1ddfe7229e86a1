import { Controller, Get, UseGuards } from '@nestjs/common';
import { AuthUser, CurrentUser, JwtAuthGuard } from '@liquify/auth';
import { ok } from '@liquify/http';
import { ReferralsService } from './referrals.service';

/** The referral popup's figures (doc 2 §2). */
@Controller('api/referrals')
export class ReferralsController {
  constructor(private readonly referrals: ReferralsService) {}

  @Get('me')
  @UseGuards(JwtAuthGuard)
  async mine(@CurrentUser() user: AuthUser) {
    return ok(await this.referrals.summary(user));
  }
}
