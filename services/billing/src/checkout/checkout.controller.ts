import { Controller, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import { AuthUser, CurrentUser, JwtAuthGuard } from '@liquify/auth';
import { TempCheckoutRequest } from '@liquify/contracts';
import { ok } from '@liquify/http';
import { ValidBody } from '@liquify/service';
import { clientIp } from '../common/rate-limiter';
import { CheckoutService } from './checkout.service';

/** Card checkout (doc 1 §4, §7). Paths keep the spec's /stripe/ prefix whichever provider runs. */
@Controller('api/stripe')
export class CheckoutController {
  constructor(private readonly checkout: CheckoutService) {}

  @Post('create-temp-checkout-session')
  @HttpCode(200)
  async createTemporary(@ValidBody() body: TempCheckoutRequest, @Req() request: { ip?: string }) {
    return ok(await this.checkout.createTemporary(body, clientIp(request)));
  }

  @Post('create-checkout-session')
  @HttpCode(200)
  @UseGuards(JwtAuthGuard)
  async create(@CurrentUser() user: AuthUser, @ValidBody() body: { planSlug: string; earlyBirdCode?: string; referralCode?: string }) {
    const { message, ...data } = await this.checkout.createForUser(user, body);
    return ok(data, message ? { message } : {});
  }

  @Post('verify-payment')
  @HttpCode(200)
  async verify(@ValidBody() body: { sessionId: string }) {
    return ok(await this.checkout.verify(body.sessionId));
  }
}
