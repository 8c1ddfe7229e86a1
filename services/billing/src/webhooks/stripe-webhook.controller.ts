import { Controller, Headers, Req } from '@nestjs/common';
import { stripeWebhookRoutes } from '@liquify/contracts';
import { ServeRoute } from '@liquify/service';
import { ok } from '@liquify/http';
import { StripeWebhookService } from './stripe-webhook.service';

interface RawRequest {
  rawBody?: Buffer;
}

/** Stripe's webhooks: the raw body is what Stripe signed, so it is verified before any parsing is trusted. */
@Controller()
export class StripeWebhookController {
  constructor(private readonly webhooks: StripeWebhookService) {}

  @ServeRoute(stripeWebhookRoutes.receive)
  async receive(@Req() request: RawRequest, @Headers('stripe-signature') signature: string | undefined) {
    const result = await this.webhooks.receive(request.rawBody, signature);
    return ok({ received: true as const, ...result });
  }
}
