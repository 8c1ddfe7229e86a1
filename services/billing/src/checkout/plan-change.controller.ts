import { Controller, UseGuards } from '@nestjs/common';
import { checkoutRoutes } from '@liquify/contracts';
import { ServeRoute } from '@liquify/service';
import { AuthUser, CurrentUser, JwtAuthGuard } from '@liquify/auth';
import { ok } from '@liquify/http';
import { PlanChangeService } from './plan-change.service';
import { SubscriptionEndService } from './subscription-end.service';

/** An existing customer's soft downgrade (and its Resume) and stored payment details (doc 2 §2: settings, upgrade). */
@Controller()
@UseGuards(JwtAuthGuard)
export class PlanChangeController {
  constructor(
    private readonly planChange: PlanChangeService,
    private readonly subscriptionEnd: SubscriptionEndService,
  ) {}

  @ServeRoute(checkoutRoutes.subscription)
  async subscription(@CurrentUser() user: AuthUser) {
    return ok(await this.subscriptionEnd.current(user));
  }

  @ServeRoute(checkoutRoutes.downgrade)
  async downgrade(@CurrentUser() user: AuthUser) {
    const { message, ...data } = await this.subscriptionEnd.downgradeToFree(user);
    return ok(data, { message });
  }

  @ServeRoute(checkoutRoutes.resume)
  async resume(@CurrentUser() user: AuthUser) {
    const { message, ...data } = await this.subscriptionEnd.resume(user);
    return ok(data, { message });
  }

  @ServeRoute(checkoutRoutes.details)
  async details(@CurrentUser() user: AuthUser) {
    return ok(await this.planChange.billingDetails(user));
  }
}
