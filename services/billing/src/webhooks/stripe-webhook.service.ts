import { Inject, Injectable, Logger } from '@nestjs/common';
import Stripe from 'stripe';
import { SERVICE_CONFIG } from '@liquify/service';
import { BillingErrorCodes } from '../billing.errors';
import { BillingConfig } from '../config';
import type { ProviderEvent } from '../payments/provider-event-bus';
import { HandledEvent, PaymentEventsService } from './payment-events.service';

/** Stripe's default: a signature older than 5 minutes is refused (replayed captures). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

@Injectable()
export class StripeWebhookService {
  private readonly logger = new Logger(StripeWebhookService.name);

  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: BillingConfig,
    private readonly events: PaymentEventsService,
  ) {}

  /** Verifies Stripe-Signature over the exact bytes received, then hands the event to the shared handler. */
  async receive(rawBody: Buffer | undefined, signature: string | undefined): Promise<HandledEvent> {
    const secret = this.config.STRIPE_WEBHOOK_SECRET;
    if (!secret) throw BillingErrorCodes.WEBHOOKS_NOT_CONFIGURED();
    if (!rawBody || rawBody.length === 0) throw BillingErrorCodes.WEBHOOK_SIGNATURE_INVALID('Webhook payload is missing');
    if (!signature) throw BillingErrorCodes.WEBHOOK_SIGNATURE_INVALID('Missing Stripe-Signature header');
    let event: ProviderEvent;
    try {
      event = Stripe.webhooks.constructEvent(rawBody, signature, secret, WEBHOOK_TOLERANCE_SECONDS) as unknown as ProviderEvent;
    } catch (err) {
      this.logger.warn(`webhook refused: ${(err as Error).message.split('\n')[0]}`);
      throw BillingErrorCodes.WEBHOOK_SIGNATURE_INVALID('Webhook signature verification failed');
    }
    if (typeof event?.id !== 'string' || typeof event.type !== 'string' || typeof event.data?.object !== 'object' || event.data.object === null) {
      throw BillingErrorCodes.WEBHOOK_SIGNATURE_INVALID('Webhook payload is not a Stripe event');
    }
    return this.events.handle(event, 'stripe-webhook');
  }
}
