import { Inject, Injectable, Logger } from '@nestjs/common';
import { AppException } from '@liquify/http';
import Stripe from 'stripe';
import { BillingErrorCode } from '../billing.errors';
import { BillingConfig, CONFIG } from '../config';
import type { ProviderEvent } from '../payments/provider-event-bus';
import { HandledEvent, PaymentEventsService } from './payment-events.service';

/** Stripe's default: a signature older than 5 minutes is refused (replayed captures). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

@Injectable()
export class StripeWebhookService {
  private readonly logger = new Logger(StripeWebhookService.name);

  constructor(
    @Inject(CONFIG) private readonly config: BillingConfig,
    private readonly events: PaymentEventsService,
  ) {}

  /** Verifies Stripe-Signature over the exact bytes received, then hands the event to the shared handler. */
  async receive(rawBody: Buffer | undefined, signature: string | undefined): Promise<HandledEvent> {
    const secret = this.config.STRIPE_WEBHOOK_SECRET;
    if (!secret) throw AppException.unavailable('Stripe webhooks are not configured', BillingErrorCode.WEBHOOKS_NOT_CONFIGURED);
    if (!rawBody || rawBody.length === 0) throw AppException.badRequest('Webhook payload is missing', undefined, BillingErrorCode.WEBHOOK_SIGNATURE_INVALID);
    if (!signature) throw AppException.badRequest('Missing Stripe-Signature header', undefined, BillingErrorCode.WEBHOOK_SIGNATURE_INVALID);
    let event: ProviderEvent;
    try {
      event = Stripe.webhooks.constructEvent(rawBody, signature, secret, WEBHOOK_TOLERANCE_SECONDS) as unknown as ProviderEvent;
    } catch (err) {
      this.logger.warn(`webhook refused: ${(err as Error).message.split('\n')[0]}`);
      throw AppException.badRequest('Webhook signature verification failed', undefined, BillingErrorCode.WEBHOOK_SIGNATURE_INVALID);
    }
    if (typeof event?.id !== 'string' || typeof event.type !== 'string' || typeof event.data?.object !== 'object' || event.data.object === null) {
      throw AppException.badRequest('Webhook payload is not a Stripe event', undefined, BillingErrorCode.WEBHOOK_SIGNATURE_INVALID);
    }
    return this.events.handle(event, 'stripe-webhook');
  }
}
