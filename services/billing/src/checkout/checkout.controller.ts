import { Body, Controller, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import { AuthUser, CurrentUser, JwtAuthGuard } from '@liquify/auth';
import { checkoutRequestSchema, tempCheckoutRequestSchema, TempCheckoutRequest, verifyPaymentRequestSchema } from '@liquify/contracts';
import { ok, zodBody } from '@liquify/http';
import { clientIp } from '../common/rate-limiter';
import { CheckoutService } from './checkout.service';

/** Card checkout (doc 1 §4, §7). Paths keep the spec's /stripe/ prefix whichever provider runs. */
@Controller('api/stripe')
export class CheckoutController {
  constructor(private readonly checkout: CheckoutService) {}

  @Post('create-temp-checkout-session')
  @HttpCode(200)
  async createTemporary(@Body(zodBody(tempCheckoutRequestSchema)) body: TempCheckoutRequest, @Req() request: { ip?: string }) {
    return ok(await this.checkout.createTemporary(body, clientIp(request)));
  }

  @Post('create-checkout-session')
  @HttpCode(200)
  @UseGuards(JwtAuthGuard)
  async create(@CurrentUser() user: AuthUser, @Body(zodBody(checkoutRequestSchema)) body: { planSlug: string; earlyBirdCode?: string }) {
    const { message, ...data } = await this.checkout.createForUser(user, body);
    return ok(data, message ? { message } : {});
  }

  @Post('verify-payment')
  @HttpCode(200)
  async verify(@Body(zodBody(verifyPaymentRequestSchema)) body: { sessionId: string }) {
    return ok(await this.checkout.verify(body.sessionId));
  }
}
