import { Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import { AuthUser, CurrentUser, JwtAuthGuard } from '@liquify/auth';
import { ok } from '@liquify/http';
import { PlanChangeService } from './plan-change.service';

/** An existing customer's soft downgrade and stored payment details (doc 2 §2: settings, upgrade). */
@Controller('api/stripe')
@UseGuards(JwtAuthGuard)
export class PlanChangeController {
  constructor(private readonly planChange: PlanChangeService) {}

  @Post('downgrade-to-free')
  @HttpCode(200)
  async downgrade(@CurrentUser() user: AuthUser) {
    const { message, ...data } = await this.planChange.downgradeToFree(user);
    return ok(data, { message });
  }

  @Get('billing-details')
  async details(@CurrentUser() user: AuthUser) {
    return ok(await this.planChange.billingDetails(user));
  }
}
