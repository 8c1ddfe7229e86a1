import { Inject, Injectable } from '@nestjs/common';
import { PAID_SIGNUPS_LISTED, type PaidSignupsDto, type PaymentProviderStatusDto } from '@liquify/contracts';
import { SERVICE_CONFIG } from '@liquify/service';
import { CheckoutSessionsService } from '../checkout/checkout-sessions.service';
import { BillingConfig, providerNameFor } from '../config';
import type { ProviderEventSource } from '../payments/provider-event-bus';
import { WebhookEventsService } from '../webhooks/webhook-events.service';

/** Provider events that arrive on their own (not the onboarding's verify-payment lookup). */
const RECEIVED_EVENT_SOURCES: ProviderEventSource[] = ['stripe-webhook', 'local-provider'];

/** What the admin area reads of billing's activity: paid sign-ups (notifications), the provider's status (settings). */
@Injectable()
export class BillingActivityService {
  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: BillingConfig,
    private readonly sessions: CheckoutSessionsService,
    private readonly events: WebhookEventsService,
  ) {}

  async paidSignupsSince(since: string): Promise<PaidSignupsDto> {
    const { count, sessions } = await this.sessions.paidSignupsSince(new Date(since), PAID_SIGNUPS_LISTED);
    return {
      since: new Date(since).toISOString(),
      count,
      signups: sessions.map((s) => ({
        sessionId: s._id,
        email: s.email,
        name: s.name,
        planSlug: s.planSlug,
        planName: s.planName,
        amount: s.amount,
        currency: s.currency,
        completedAt: new Date(s.recordedAt ?? s.completedAt ?? s.updatedAt).toISOString(),
      })),
    };
  }

  async providerStatus(): Promise<PaymentProviderStatusDto> {
    const provider = providerNameFor(this.config);
    const last = await this.events.lastFrom(RECEIVED_EVENT_SOURCES);
    return {
      provider,
      webhookConfigured: provider === 'local' || Boolean(this.config.STRIPE_WEBHOOK_SECRET),
      lastEvent: last ? { id: last._id, type: last.type, source: last.source, receivedAt: new Date(last.processedAt).toISOString() } : null,
    };
  }
}
