import { Controller, Req, UseGuards } from '@nestjs/common';
import { AuthUser, CurrentUser, JwtAuthGuard } from '@liquify/auth';
import { checkoutRoutes, TempCheckoutRequest } from '@liquify/contracts';
import { ok } from '@liquify/http';
import { ServeRoute, ValidBody } from '@liquify/service';
import { clientIp } from '../common/rate-limiter';
import { CheckoutService } from './checkout.service';

/** Card checkout (doc 1 §4, §7). Paths keep the spec's /stripe/ prefix whichever provider runs. */
@Controller()
export class CheckoutController {
  constructor(private readonly checkout: CheckoutService) {}

  @ServeRoute(checkoutRoutes.createTemporary)
  async createTemporary(@ValidBody() body: TempCheckoutRequest, @Req() request: { ip?: string }) {
    return ok(await this.checkout.createTemporary(body, clientIp(request)));
  }

  @ServeRoute(checkoutRoutes.create)
  @UseGuards(JwtAuthGuard)
  async create(@CurrentUser() user: AuthUser, @ValidBody() body: { planSlug: string; earlyBirdCode?: string; referralCode?: string }) {
    const { message, ...data } = await this.checkout.createForUser(user, body);
    return ok(data, message ? { message } : {});
  }

  @ServeRoute(checkoutRoutes.verify)
  async verify(@ValidBody() body: { sessionId: string }) {
    return ok(await this.checkout.verify(body.sessionId));
  }
}
