import { Controller, Param, Req, Res } from '@nestjs/common';
import { LocalCheckoutPayRequest, localCheckoutRoutes } from '@liquify/contracts';
import { ok } from '@liquify/http';
import { ServeRoute, ValidBody } from '@liquify/service';
import { clientIp } from '../../common/rate-limiter';
import { LocalCheckoutService } from './local-checkout.service';

interface HtmlReply {
  status(code: number): HtmlReply;
  headers(values: Record<string, string>): HtmlReply;
  send(body: string): unknown;
}

/** The local provider's hosted checkout (served through the gateway, like checkout.stripe.com). */
@Controller()
export class LocalCheckoutController {
  constructor(private readonly checkout: LocalCheckoutService) {}

  @ServeRoute(localCheckoutRoutes.page)
  async page(@Param('sessionId') sessionId: string, @Res() reply: HtmlReply) {
    const page = await this.checkout.page(sessionId);
    return reply.status(page.status).headers(page.headers).send(page.html);
  }

  @ServeRoute(localCheckoutRoutes.pay)
  async pay(@Param('sessionId') sessionId: string, @ValidBody() body: LocalCheckoutPayRequest, @Req() request: { ip?: string }) {
    return ok(await this.checkout.pay(sessionId, body, clientIp(request)));
  }
}
