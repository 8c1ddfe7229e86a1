import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { discountedAmountCents, type StoredPaymentMethod } from '@liquify/contracts';
import { SERVICE_CONFIG } from '@liquify/service';
import { BillingConfig } from '../../config';
import {
  CheckoutRequest,
  intervalOf,
  PaymentProvider,
  priceKeyOf,
  ProviderCheckoutSession,
  ProviderError,
  ProviderPlan,
  ProviderPriceIds,
  SubscriptionSnapshot,
  unitAmount,
} from '../payment-provider';
import { ProviderEventBus } from '../provider-event-bus';
import { LocalCheckoutRepository } from './local-checkout.repository';
import { LocalSessionDoc, LocalSubscriptionDoc } from './local-checkout.schema';
import { subscriptionChangedEvent } from './local-events.util';

/** A checkout session stays payable this long (Stripe's default is 24 hours). */
export const LOCAL_SESSION_TTL_MS = 24 * 60 * 60 * 1000;

export const randomId = (prefix: string, bytes = 18) => `${prefix}${randomBytes(bytes).toString('base64url')}`;

/** Adds one billing period (calendar month or year, UTC). */
export function addPeriod(from: Date, cycle: 'monthly' | 'yearly' | 'lifetime'): Date {
  const next = new Date(from.getTime());
  if (cycle === 'yearly') next.setUTCFullYear(next.getUTCFullYear() + 1);
  else next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}

/**
 * The built-in provider (no Stripe key): sessions are paid on billing's own hosted page
 * (GET /api/stripe/local-checkout/{id}), and every fact is reported as a Stripe-shaped event.
 */
@Injectable()
export class LocalProvider implements PaymentProvider {
  readonly name = 'local' as const;

  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: BillingConfig,
    private readonly repo: LocalCheckoutRepository,
    private readonly bus: ProviderEventBus,
  ) {}

  async syncPlan(plan: ProviderPlan): Promise<ProviderPriceIds> {
    const priceKey = priceKeyOf(plan);
    const hash = createHash('sha256').update(`${plan.id}:${priceKey}`).digest('hex').slice(0, 16);
    const productId = plan.stripeProductId?.startsWith('prod_local_') ? plan.stripeProductId : `prod_local_${plan.id}`;
    return { productId, priceId: `price_local_${hash}`, priceKey };
  }

  async createCheckoutSession(request: CheckoutRequest): Promise<{ id: string; url: string }> {
    const id = randomId('cs_local_');
    const now = new Date();
    await this.repo.createSession({
      _id: id,
      mode: request.mode,
      productName: request.plan.name,
      productDescription: request.plan.description,
      amount: request.discountPercent ? discountedAmountCents(unitAmount(request.plan.price), request.discountPercent) : unitAmount(request.plan.price),
      fullAmount: request.discountPercent ? unitAmount(request.plan.price) : null,
      discountPercent: request.discountPercent ?? null,
      currency: request.plan.currency.toLowerCase(),
      billingCycle: request.plan.billingCycle,
      priceId: request.priceId,
      email: request.email,
      customerId: request.customerId,
      metadata: request.metadata,
      successUrl: request.successUrl,
      cancelUrl: request.cancelUrl,
      status: 'open',
      paymentStatus: 'unpaid',
      subscriptionId: null,
      card: null,
      attempts: 0,
      createdAt: now,
      expiresAt: new Date(now.getTime() + LOCAL_SESSION_TTL_MS),
      completedAt: null,
    });
    return { id, url: `${this.config.PUBLIC_URL}/api/stripe/local-checkout/${id}` };
  }

  async retrieveCheckoutSession(id: string): Promise<ProviderCheckoutSession | null> {
    const s = await this.repo.findSession(id);
    if (!s) return null;
    return {
      id: s._id,
      mode: s.mode,
      status: s.status === 'open' && s.expiresAt < new Date() ? 'expired' : s.status,
      paymentStatus: s.paymentStatus,
      customerId: s.customerId,
      subscriptionId: s.subscriptionId,
      email: s.email,
      metadata: s.metadata,
    };
  }

  async retrieveSubscription(id: string): Promise<SubscriptionSnapshot | null> {
    const sub = await this.repo.findSubscription(id);
    return sub ? localSnapshot(sub) : null;
  }

  async changeSubscriptionPrice(subscriptionId: string, priceId: string, metadata: Record<string, string>): Promise<SubscriptionSnapshot> {
    const sub = await this.repo.updateSubscription(subscriptionId, { priceId, metadata, cancelAtPeriodEnd: false });
    if (!sub) throw new ProviderError(`No such subscription: ${subscriptionId}`);
    await this.bus.deliver(subscriptionChangedEvent(sub, 'customer.subscription.updated'));
    return localSnapshot(sub);
  }

  async cancelSubscription(subscriptionId: string): Promise<void> {
    const sub = await this.repo.updateSubscription(subscriptionId, { status: 'canceled', canceledAt: new Date() });
    if (!sub) throw new ProviderError(`No such subscription: ${subscriptionId}`);
    await this.bus.deliver(subscriptionChangedEvent(sub, 'customer.subscription.deleted'));
  }

  async setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<SubscriptionSnapshot> {
    const sub = await this.repo.updateSubscription(subscriptionId, { cancelAtPeriodEnd: cancel });
    if (!sub) throw new ProviderError(`No such subscription: ${subscriptionId}`);
    await this.bus.deliver(subscriptionChangedEvent(sub, 'customer.subscription.updated'));
    return localSnapshot(sub);
  }

  async paymentMethodOf(customerId: string): Promise<StoredPaymentMethod | null> {
    const card = await this.repo.latestCardOf(customerId);
    return card ? { brand: card.brand, last4: card.last4, expMonth: null, expYear: null } : null;
  }

  /** The subscription a paid session starts (subscription mode). */
  newSubscription(session: LocalSessionDoc, subscriptionId: string, customerId: string, paidAt: Date): LocalSubscriptionDoc {
    if (!intervalOf(session.billingCycle)) throw new Error('a one-time payment has no subscription');
    return {
      _id: subscriptionId,
      customerId,
      status: 'active',
      priceId: session.priceId,
      billingCycle: session.billingCycle,
      currentPeriodStart: paidAt,
      currentPeriodEnd: addPeriod(paidAt, session.billingCycle),
      cancelAtPeriodEnd: false,
      metadata: session.metadata,
      createdAt: paidAt,
      updatedAt: paidAt,
      canceledAt: null,
    };
  }
}

export function localSnapshot(sub: LocalSubscriptionDoc): SubscriptionSnapshot {
  return {
    id: sub._id,
    customerId: sub.customerId,
    status: sub.status,
    currentPeriodStart: sub.currentPeriodStart,
    currentPeriodEnd: sub.currentPeriodEnd,
    cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
    metadata: sub.metadata,
    priceId: sub.priceId,
  };
}
