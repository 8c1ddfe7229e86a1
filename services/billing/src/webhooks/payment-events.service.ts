import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { CheckoutCompleted, DEFAULT_PERIOD_MS } from '@liquify/contracts';
import { OutboxEntry } from '@liquify/kafka';
import { BillingErrorCodes } from '../billing.errors';
import { CheckoutSessionDoc } from '../checkout/checkout-session.schema';
import { CheckoutSessionsService } from '../checkout/checkout-sessions.service';
import { PAYMENT_PROVIDER, PaymentProvider, ProviderCheckoutSession, SubscriptionSnapshot } from '../payments/payment-provider';
import { ProviderEvent, ProviderEventBus, ProviderEventSource } from '../payments/provider-event-bus';
import { PlanLookup } from '../plans/plan-lookup.service';
import { ENDED_STATUSES } from '../subscriptions/subscription-rules.util';
import { SubscriptionDoc } from '../subscriptions/subscriptions.schema';
import { PRODUCER, SubscriptionsService } from '../subscriptions/subscriptions.service';
import { NormalizedEvent, normalizeProviderEvent } from './provider-event.normalizer';
import { WebhookEventsRepository } from './webhook-events.repository';

export interface HandledEvent {
  duplicate: boolean;
  handled: boolean;
}

/**
 * The one place provider facts change billing's state: Stripe's signed webhooks, the local provider's
 * events and verify-payment's synchronous check all end here. Idempotent by event id (claimed by an atomic
 * insert before acting, so concurrent deliveries act once), and every effect is conditional (a session completes once; a subscription only moves forward in time).
 */
@Injectable()
export class PaymentEventsService implements OnModuleInit {
  private readonly logger = new Logger(PaymentEventsService.name);

  constructor(
    private readonly processed: WebhookEventsRepository,
    private readonly sessions: CheckoutSessionsService,
    private readonly subscriptions: SubscriptionsService,
    private readonly plans: PlanLookup,
    private readonly bus: ProviderEventBus,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {}

  onModuleInit() {
    this.bus.register(async (event, source) => {
      await this.handle(event, source);
    });
  }

  async handle(event: ProviderEvent, source: ProviderEventSource): Promise<HandledEvent> {
    const normalized = normalizeProviderEvent(event);
    // Recorded BEFORE acting (an insert on the event id): two deliveries on two replicas cannot both act.
    const claim = await this.processed.claim(normalized, source);
    if (claim === 'done') return { duplicate: true, handled: false };
    if (claim === 'in-flight') throw BillingErrorCodes.WEBHOOK_EVENT_IN_PROGRESS();
    let handled: boolean;
    try {
      handled = await this.apply(normalized.fact, normalized.created);
    } catch (err) {
      await this.processed.release(normalized.id).catch(() => undefined);
      throw err;
    }
    await this.processed.complete(normalized.id);
    this.logger.log(`${source} event ${normalized.type} ${normalized.id}: ${handled ? 'applied' : 'nothing to do'}`);
    return { duplicate: false, handled };
  }

  private async apply(fact: NormalizedEvent, created: number): Promise<boolean> {
    switch (fact.kind) {
      case 'checkout.completed':
        return (await this.completeCheckout(fact.session, created)) !== null;
      case 'subscription':
        return (await this.subscriptions.apply(fact.subscription, created)) !== null;
      case 'invoice':
        return this.applyInvoice(fact.invoice.subscriptionId, fact.paid, fact.invoice.periodStart, fact.invoice.periodEnd, created);
      default:
        return false;
    }
  }

  /**
   * A paid checkout: completes billing's session once (with billing.checkout.completed.v1), records the
   * subscription it started, and retires a monthly subscription replaced by a lifetime purchase.
   * Returns the session record, or null when billing did not open this session.
   */
  async completeCheckout(session: ProviderCheckoutSession, at: number): Promise<CheckoutSessionDoc | null> {
    const record = await this.sessions.find(session.id);
    if (!record) {
      this.logger.warn(`checkout session ${session.id} is not one of billing's; ignored`);
      return null;
    }
    if (session.paymentStatus === 'unpaid') return record; // e.g. a delayed payment method: wait for async_payment_succeeded
    const subscriptionId = session.subscriptionId ?? record.subscriptionId;
    const snapshot = record.mode === 'subscription' && subscriptionId ? await this.provider.retrieveSubscription(subscriptionId).catch(() => null) : null;
    const paidAt = new Date(at * 1000);
    const currentPeriodStart = snapshot?.currentPeriodStart ?? record.currentPeriodStart ?? paidAt;
    const currentPeriodEnd = record.mode === 'subscription' ? (snapshot?.currentPeriodEnd ?? record.currentPeriodEnd ?? new Date(paidAt.getTime() + DEFAULT_PERIOD_MS)) : null;
    const customerId = session.customerId ?? record.customerId;

    let result = record;
    if (record.status !== 'complete') {
      const plan = await this.plans.findAnyById(record.planId);
      const event = OutboxEntry.of(
        CheckoutCompleted,
        {
          email: record.email,
          planSlug: record.planSlug,
          planId: record.planId,
          features: plan?.features ?? record.features,
          customerId,
          subscriptionId,
          currentPeriodStart: currentPeriodStart.toISOString(),
          currentPeriodEnd: currentPeriodEnd?.toISOString() ?? null,
          sessionId: record._id,
          mode: record.mode,
          userId: record.userId,
          billingCycle: record.billingCycle,
        },
        PRODUCER,
      );
      const completed = await this.sessions.complete(record._id, { customerId, subscriptionId, currentPeriodStart, currentPeriodEnd, completedAt: paidAt }, event);
      result = completed ?? (await this.sessions.find(record._id)) ?? record;
      if (completed && record.mode === 'payment') await this.retireReplacedSubscriptions(record);
    }
    if (subscriptionId) {
      const subscription: SubscriptionSnapshot = snapshot ?? {
        id: subscriptionId,
        customerId,
        status: 'active',
        currentPeriodStart,
        currentPeriodEnd,
        cancelAtPeriodEnd: false,
        metadata: {},
        priceId: null,
      };
      await this.subscriptions.apply(subscription, at, { email: record.email, userId: record.userId, planId: record.planId });
    }
    return result;
  }

  /** invoice.paid renews (active, period extended); invoice.payment_failed makes the subscription past_due. */
  private async applyInvoice(subscriptionId: string | null, paid: boolean, periodStart: Date | null, periodEnd: Date | null, at: number): Promise<boolean> {
    if (!subscriptionId) return false;
    const existing = await this.subscriptions.find(subscriptionId);
    const base = existing ? snapshotOf(existing) : await this.provider.retrieveSubscription(subscriptionId).catch(() => null);
    if (!base) return false;
    const extends_ = paid && periodEnd && (!base.currentPeriodEnd || periodEnd > base.currentPeriodEnd);
    const snapshot: SubscriptionSnapshot = {
      ...base,
      status: ENDED_STATUSES.includes(base.status) ? base.status : paid ? 'active' : 'past_due',
      currentPeriodStart: extends_ ? (periodStart ?? base.currentPeriodStart) : base.currentPeriodStart,
      currentPeriodEnd: extends_ ? periodEnd : base.currentPeriodEnd,
    };
    return (await this.subscriptions.apply(snapshot, at)) !== null;
  }

  /** Someone who bought lifetime access keeps no monthly subscription running (no double billing). */
  private async retireReplacedSubscriptions(record: CheckoutSessionDoc) {
    const entitled = await this.subscriptions.findEntitled({ userId: record.userId, email: record.email });
    for (const sub of entitled) {
      if (sub.provider !== this.provider.name) continue;
      try {
        await this.provider.cancelSubscription(sub._id);
        this.logger.log(`subscription ${sub._id} canceled: replaced by lifetime purchase ${record._id}`);
      } catch (err) {
        this.logger.error(`could not cancel subscription ${sub._id} replaced by ${record._id}: ${(err as Error).message}`);
      }
    }
  }
}

function snapshotOf(doc: SubscriptionDoc): SubscriptionSnapshot {
  return {
    id: doc._id,
    customerId: doc.customerId,
    status: doc.status,
    currentPeriodStart: doc.currentPeriodStart,
    currentPeriodEnd: doc.currentPeriodEnd,
    cancelAtPeriodEnd: doc.cancelAtPeriodEnd,
    metadata: {},
    priceId: null,
  };
}
