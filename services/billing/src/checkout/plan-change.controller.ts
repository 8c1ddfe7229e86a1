import { Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import { AuthUser, CurrentUser, JwtAuthGuard } from '@liquify/auth';
import { ok } from '@liquify/http';
import { PlanChangeService } from './plan-change.service';
import { SubscriptionEndService } from './subscription-end.service';

/** An existing customer's soft downgrade (and its Resume) and stored payment details (doc 2 §2: settings, upgrade). */
@Controller('api/stripe')
@UseGuards(JwtAuthGuard)
export class PlanChangeController {
  constructor(
    private readonly planChange: PlanChangeService,
    private readonly subscriptionEnd: SubscriptionEndService,
  ) {}

  @Get('subscription')
  async subscription(@CurrentUser() user: AuthUser) {
    return ok(await this.subscriptionEnd.current(user));
  }

  @Post('downgrade-to-free')
  @HttpCode(200)
  async downgrade(@CurrentUser() user: AuthUser) {
    const { message, ...data } = await this.subscriptionEnd.downgradeToFree(user);
    return ok(data, { message });
  }

  @Post('resume-subscription')
  @HttpCode(200)
  async resume(@CurrentUser() user: AuthUser) {
    const { message, ...data } = await this.subscriptionEnd.resume(user);
    return ok(data, { message });
  }

  @Get('billing-details')
  async details(@CurrentUser() user: AuthUser) {
    return ok(await this.planChange.billingDetails(user));
  }
}
