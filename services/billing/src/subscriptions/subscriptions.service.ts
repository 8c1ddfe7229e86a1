import { Inject, Injectable, Logger } from '@nestjs/common';
import { EventDefinition, SubscriptionActivated, SubscriptionCanceled, SubscriptionPayload, SubscriptionUpdated } from '@liquify/contracts';
import { OutboxEntry } from '@liquify/kafka';
import { retryOnRevisionConflict, REVISION_CONFLICT } from '@liquify/mongo';
import { PAYMENT_PROVIDER, PaymentProvider, SubscriptionSnapshot, unitAmount } from '../payments/payment-provider';
import { PlanLookup } from '../plans/plan-lookup.service';
import { decideSubscriptionChange, ENDED_STATUSES, LIVE_STATUSES, SubscriptionEventKind, SubscriptionState } from './subscription-rules.util';
import { SubscriptionsRepository } from './subscriptions.repository';
import { SubscriptionDoc } from './subscriptions.schema';

export const PRODUCER = 'billing';

/** Who a subscription belongs to and which plan it pays for. */
export interface Attribution {
  email?: string | null;
  userId?: string | null;
  planId?: string | null;
}

const EVENT_FOR: Record<SubscriptionEventKind, EventDefinition> = {
  activated: SubscriptionActivated,
  updated: SubscriptionUpdated,
  canceled: SubscriptionCanceled,
};

/** Applies provider facts about subscriptions, in order, and publishes billing.subscription.* events. */
@Injectable()
export class SubscriptionsService {
  private readonly logger = new Logger(SubscriptionsService.name);

  constructor(
    private readonly repo: SubscriptionsRepository,
    private readonly plans: PlanLookup,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {}

  find(id: string) {
    return this.repo.find(id);
  }

  findEntitled(who: { userId?: string | null; email: string }) {
    return this.repo.findEntitled(who);
  }

  /** Subscriptions that still grant the plan with this id (a plan someone pays for is never deleted). */
  countEntitledOnPlan(planId: string) {
    return this.repo.countEntitledOnPlan(planId);
  }

  /** The subscriptions the admin revenue figures are made of (see SubscriptionsRepository.findRevenueHistory). */
  findRevenueHistory() {
    return this.repo.findRevenueHistory();
  }

  /**
   * Applies a subscription's state as of `at` (unix seconds of the provider fact). `known` comes from
   * billing's own records (the checkout session, an upgrade) and wins over the subscription's metadata.
   * Returns the stored subscription, or null when the subscription cannot be attributed to an email and plan.
   */
  async apply(snapshot: SubscriptionSnapshot, at: number, known: Attribution = {}): Promise<SubscriptionDoc | null> {
    return retryOnRevisionConflict(async () => {
      const existing = await this.repo.find(snapshot.id);
      const email = (known.email ?? existing?.email ?? snapshot.metadata.email ?? '').toLowerCase();
      const userId = known.userId ?? existing?.userId ?? (snapshot.metadata.userId || null);
      const priced = snapshot.priceId ? await this.plans.findByPriceId(snapshot.priceId) : null;
      const planId = known.planId ?? priced?._id.toHexString() ?? snapshot.metadata.planId ?? existing?.planId ?? null;
      if (!email || !planId) {
        this.logger.warn(`subscription ${snapshot.id}: no email or plan to attribute it to; ignored`);
        return null;
      }
      const plan = await this.plans.findAnyById(planId);
      const features = plan?.features ?? existing?.features;
      const planSlug = plan?.slug.startsWith('deleted~') ? existing?.planSlug : (plan?.slug ?? existing?.planSlug);
      if (!features || !planSlug) {
        this.logger.warn(`subscription ${snapshot.id}: plan ${planId} is unknown; ignored`);
        return null;
      }

      const incoming: SubscriptionState = {
        status: snapshot.status,
        planId,
        currentPeriodStart: snapshot.currentPeriodStart ?? existing?.currentPeriodStart ?? null,
        currentPeriodEnd: snapshot.currentPeriodEnd ?? existing?.currentPeriodEnd ?? null,
        cancelAtPeriodEnd: snapshot.cancelAtPeriodEnd,
        at,
      };
      const decision = decideSubscriptionChange(existing ? stateOf(existing) : null, incoming);
      if (!decision.apply) {
        this.logger.log(`subscription ${snapshot.id}: fact at ${at} not applied (${decision.reason})`);
        return existing;
      }
      const factAt = new Date(at * 1000);
      const fields = {
        provider: this.provider.name,
        email,
        userId,
        planId,
        planSlug,
        features,
        customerId: snapshot.customerId ?? existing?.customerId ?? null,
        status: incoming.status,
        currentPeriodStart: incoming.currentPeriodStart,
        currentPeriodEnd: incoming.currentPeriodEnd,
        cancelAtPeriodEnd: incoming.cancelAtPeriodEnd,
        providerUpdatedAt: at,
        activatedAt: existing?.activatedAt ?? (LIVE_STATUSES.includes(incoming.status) ? factAt : null),
        endedAt: ENDED_STATUSES.includes(incoming.status) ? (existing?.endedAt ?? factAt) : null,
        ...(plan && !plan.slug.startsWith('deleted~') ? { amount: unitAmount(plan.price), currency: plan.currency.toUpperCase(), billingCycle: plan.billingCycle } : {}),
      };
      const events = decision.event ? [OutboxEntry.of(EVENT_FOR[decision.event], eventPayload(snapshot.id, fields), PRODUCER)] : [];
      const written = existing
        ? await this.repo.updateAtRevision(snapshot.id, existing.revision, fields, events)
        : await this.repo.create({ _id: snapshot.id, ...fields }, events);
      return written === 'conflict' || written === 'exists' ? REVISION_CONFLICT : written;
    });
  }
}

function stateOf(doc: SubscriptionDoc): SubscriptionState {
  return {
    status: doc.status,
    planId: doc.planId,
    currentPeriodStart: doc.currentPeriodStart,
    currentPeriodEnd: doc.currentPeriodEnd,
    cancelAtPeriodEnd: doc.cancelAtPeriodEnd,
    at: doc.providerUpdatedAt,
  };
}

function eventPayload(
  subscriptionId: string,
  f: Pick<SubscriptionDoc, 'email' | 'userId' | 'planId' | 'planSlug' | 'features' | 'customerId' | 'status' | 'currentPeriodStart' | 'currentPeriodEnd' | 'cancelAtPeriodEnd' | 'providerUpdatedAt'>,
): SubscriptionPayload {
  return {
    email: f.email,
    userId: f.userId,
    planId: f.planId,
    planSlug: f.planSlug,
    features: f.features,
    customerId: f.customerId,
    subscriptionId,
    status: f.status,
    currentPeriodStart: f.currentPeriodStart?.toISOString() ?? null,
    currentPeriodEnd: f.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: f.cancelAtPeriodEnd,
    providerTimestamp: new Date(f.providerUpdatedAt * 1000).toISOString(),
  };
}
