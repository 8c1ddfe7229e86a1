import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  AdminSubscriptionPatch,
  CheckoutCompleted,
  EventData,
  PlanUpdated,
  SubscriptionUpdated,
  UserSubscriptionChanged,
} from '@liquify/contracts';
import { OutboxEntry } from '@liquify/kafka';
import { retryOnRevisionConflict, REVISION_CONFLICT } from '@liquify/mongo';
import { IdentityErrors, IdentityMessages, unknownPlanError } from '../identity.errors';
import { IDENTITY_PRODUCER } from '../identity.const';
import { subscriptionEventPayload } from '../users/user.mapper';
import type { UserDoc } from '../users/user.schema';
import { UsersRepository } from '../users/users.repository';
import { isSignupCheckoutSecret } from '@liquify/auth';
import { SERVICE_CONFIG } from '@liquify/service';
import type { IdentityConfig } from '../config';
import { PendingEntitlementsRepository } from './pending-entitlements.repository';
import { ownsPayment, paymentOfPending, signupClaim } from './signup-claim.rules';
import { PlansViewRepository } from '../plans/plans-view.repository';
import {
  adoptEntitlement,
  applyAdminChange,
  applyCheckout,
  applyPlanChange,
  applyProviderEvent,
  blankSubscription,
  CheckoutFact,
  expireEndedCancellation,
  initialSubscription,
  PlanView,
  ProviderEventKind,
  ProviderSubscriptionFact,
  sameVisibleSubscription,
  SubscriptionState,
  unknownAdminPlan,
} from '../users/subscription.rules';

/** A computed change: the new state (an event is emitted), or the state plus whether others see a change. */
type Change = SubscriptionState | { state: SubscriptionState; changed: boolean } | null;
/** A user by id, or by e-mail when billing names no user: then only the payment's owner (signup-claim.rules.ts). */
type Target = { id: string } | { email: string; owns?: (user: UserDoc) => boolean };
export type ChangeOutcome = { outcome: 'applied' | 'unchanged' | 'no-user'; user: UserDoc | null };

/** A read-compute-write that keeps meeting newer writes gives up with 409 (a consumer then retries with backoff). */
const REVISION_RETRY = { message: IdentityMessages.concurrentChange, code: IdentityErrors.CONCURRENT_CHANGE.code };
/** Users downgraded per periodic check. */
const EXPIRY_BATCH = 500;

function asChange(change: Change): { state: SubscriptionState; changed: boolean } | null {
  if (!change) return null;
  return 'state' in change ? change : { state: change, changed: true };
}

const normalizeEmail = (email: string) => email.trim().toLowerCase();

/**
 * Applies the subscription rules to stored users: billing's facts (consumed from Kafka), plan changes
 * (propagated with one query and one bulk write), an admin's edits, and the periodic end-of-period check.
 * Each user change is one single-document write carrying its identity.user.subscription-changed.v1 event,
 * guarded by the subscription revision that was read.
 */
@Injectable()
export class SubscriptionsService {
  private readonly logger = new Logger(SubscriptionsService.name);

  constructor(
    private readonly users: UsersRepository,
    private readonly plans: PlansViewRepository,
    private readonly pending: PendingEntitlementsRepository,
    @Inject(SERVICE_CONFIG) private readonly config: IdentityConfig,
  ) {}

  subscriptionChangedEntry(user: Pick<UserDoc, '_id' | 'email'>, state: SubscriptionState, reason: string): OutboxEntry {
    return OutboxEntry.of(
      UserSubscriptionChanged,
      { userId: String(user._id), email: user.email, ...subscriptionEventPayload(state), reason },
      IDENTITY_PRODUCER,
    );
  }

  /**
   * A new user's subscription: the free plan or the chosen free plan, or a payment billing already confirmed
   * for the checkout this registration presents (issue 21 item 11: a paid plan needs its checkout's id and
   * secret, bound to this e-mail and plan; 400 without them, 403 for someone else's).
   */
  async registrationSubscription(
    input: { email: string; planSlug: string; stripeData?: Parameters<typeof signupClaim>[0]['stripeData'] },
  ): Promise<{ subscription: SubscriptionState; pendingRev: number | null; signupCheckoutId: string | null }> {
    const [requested, freePlan, pending] = await Promise.all([
      this.plans.findBySlug(input.planSlug),
      this.plans.findFreePlan(),
      this.pending.find(input.email),
    ]);
    const claim = signupClaim(input, requested, (c, secret) => isSignupCheckoutSecret(this.config.CHECKOUT_CLAIM_SECRET, c, secret));
    if (claim.kind === 'missing') throw IdentityErrors.CHECKOUT_REQUIRED();
    if (claim.kind === 'not-yours') throw IdentityErrors.CHECKOUT_NOT_YOURS();
    const signupCheckoutId = claim.kind === 'claimed' ? claim.sessionId : null;
    let subscription = initialSubscription(input.planSlug, requested, freePlan);
    const owned = pending && ownsPayment({ signupCheckoutId, subscription }, paymentOfPending(pending.subscription));
    if (owned) subscription = adoptEntitlement(subscription, pending.subscription) ?? subscription;
    return { subscription, pendingRev: owned ? pending.rev : null, signupCheckoutId };
  }

  /**
   * After a registration: the entitlement adopted at creation is consumed; one for this account's checkout
   * that arrived while the account was being created is applied now (whichever of payment and registration
   * comes first, the plan applies to the checkout's owner).
   */
  async settlePendingAfterRegistration(user: UserDoc, adoptedRev: number | null): Promise<UserDoc> {
    if (adoptedRev !== null) await this.pending.remove(user.email, adoptedRev);
    return (await this.adoptOwnedPending(user.email)) ?? user;
  }

  /** Applies the e-mail's pending entitlement to its account if the account owns that payment. */
  private async adoptOwnedPending(email: string): Promise<UserDoc | null> {
    const pending = await this.pending.find(email);
    if (!pending) return null;
    const owns = (user: UserDoc) => ownsPayment(user, paymentOfPending(pending.subscription));
    const result = await this.changeSubscription({ email, owns }, (s) => adoptEntitlement(s, pending.subscription), 'checkout.completed');
    if (result.outcome !== 'no-user') await this.pending.remove(email, pending.rev);
    return result.user;
  }

  /** Read, compute, write guarded by the revision read; re-reads when someone else wrote meanwhile. */
  async changeSubscription(target: Target, compute: (s: SubscriptionState, user: UserDoc) => Change, reason: string): Promise<ChangeOutcome> {
    return retryOnRevisionConflict<ChangeOutcome>(async () => {
      const user = 'id' in target ? await this.users.findById(target.id) : await this.users.findByEmail(target.email);
      if (!user || ('owns' in target && target.owns && !target.owns(user))) return { outcome: 'no-user', user: null };
      const change = asChange(compute(user.subscription, user));
      if (!change) return { outcome: 'unchanged', user };
      const entries = change.changed ? [this.subscriptionChangedEntry(user, change.state, reason)] : [];
      const updated = await this.users.updateSubscription({ id: String(user._id), rev: user.subscriptionRev, subscription: change.state, entries });
      return updated ? { outcome: change.changed ? 'applied' : 'unchanged', user: updated } : REVISION_CONFLICT;
    }, REVISION_RETRY);
  }

  /** Stores (or advances) the entitlement of an e-mail without an account, then adopts it if the account appeared. */
  private async recordPending(email: string, compute: (s: SubscriptionState) => Change): Promise<void> {
    const freePlan = await this.plans.findFreePlan();
    await retryOnRevisionConflict(async () => {
      const current = await this.pending.find(email);
      const change = asChange(compute(current?.subscription ?? blankSubscription(freePlan)));
      if (!change) return 'unchanged';
      return (await this.pending.save(email, change.state, current?.rev ?? null)) ? 'saved' : REVISION_CONFLICT;
    }, REVISION_RETRY);
    await this.adoptOwnedPending(email);
  }

  /** billing.checkout.completed.v1: payment confirmed for an e-mail, the paid plan applies (once per session). */
  async onCheckoutCompleted(data: EventData<typeof CheckoutCompleted>): Promise<ChangeOutcome['outcome']> {
    const email = normalizeEmail(data.email);
    const fact: CheckoutFact = {
      sessionId: data.sessionId,
      planSlug: data.planSlug,
      planId: data.planId,
      features: data.features,
      customerId: data.customerId,
      subscriptionId: data.subscriptionId,
      currentPeriodStart: data.currentPeriodStart,
      currentPeriodEnd: data.currentPeriodEnd,
    };
    const compute = (s: SubscriptionState) => applyCheckout(s, fact);
    const owns = (user: UserDoc) => ownsPayment(user, { sessionId: data.sessionId, subscriptionId: data.subscriptionId });
    let result: ChangeOutcome = { outcome: 'no-user', user: null };
    if (data.userId && UsersRepository.isValidId(data.userId)) result = await this.changeSubscription({ id: data.userId }, compute, 'checkout.completed');
    if (result.outcome === 'no-user') result = await this.changeSubscription({ email, owns }, compute, 'checkout.completed');
    if (result.outcome === 'no-user') await this.recordPending(email, compute);
    // A provider event of this checkout that came first waited as pending: it is the owner's now.
    else if (!data.userId) await this.adoptOwnedPending(email);
    return result.outcome;
  }

  /** billing.subscription.activated|updated|canceled.v1, applied in provider-time order. */
  async onProviderEvent(kind: ProviderEventKind, data: EventData<typeof SubscriptionUpdated>, now = new Date()): Promise<ChangeOutcome['outcome']> {
    const email = normalizeEmail(data.email);
    const freePlan = await this.plans.findFreePlan();
    const fact: ProviderSubscriptionFact = { ...data };
    const compute = (s: SubscriptionState) => applyProviderEvent(s, kind, fact, now, freePlan);
    const reason = `subscription.${kind}`;
    const owns = (user: UserDoc) => ownsPayment(user, { sessionId: null, subscriptionId: data.subscriptionId });
    let result: ChangeOutcome = { outcome: 'no-user', user: null };
    if (data.userId && UsersRepository.isValidId(data.userId)) result = await this.changeSubscription({ id: data.userId }, compute, reason);
    if (result.outcome === 'no-user') result = await this.changeSubscription({ email, owns }, compute, reason);
    if (result.outcome === 'no-user') await this.recordPending(email, compute);
    return result.outcome;
  }

  /** billing.plan.created|updated.v1: the read model, then every subscriber of the plan. */
  async onPlanUpserted(data: EventData<typeof PlanUpdated>, occurredAt: Date): Promise<number> {
    const plan: PlanView = {
      planId: data.planId,
      slug: data.slug,
      name: data.name,
      price: data.price,
      isActive: data.isActive,
      features: data.features,
    };
    if (!(await this.plans.upsertIfNewer(plan, { at: occurredAt, revision: data.revision ?? null }))) return 0;
    return this.propagatePlan(plan);
  }

  async onPlanDeleted(planId: string, occurredAt: Date): Promise<void> {
    // Subscribers keep their snapshot; the plan simply cannot be chosen any more.
    await this.plans.remove(planId, occurredAt);
  }

  /**
   * New plan features for every subscriber, except each user's overridden keys: one query, one bulk write
   * (each document still carries its own subscription-changed event). Users changed meanwhile are redone one
   * by one. Answers how many users changed.
   */
  async propagatePlan(plan: PlanView): Promise<number> {
    const subscribers = await this.users.findSubscribersOfPlan(plan.planId, plan.slug);
    const writes = [];
    for (const user of subscribers) {
      const next = applyPlanChange(user.subscription, plan);
      if (!next) continue;
      writes.push({
        id: String(user._id),
        rev: user.subscriptionRev,
        subscription: next,
        entries: [this.subscriptionChangedEntry(user, next, 'plan.updated')],
      });
    }
    const matched = await this.users.bulkUpdateSubscriptions(writes);
    if (matched < writes.length) {
      const isSubscriber = (s: SubscriptionState) => s.planId === plan.planId || (s.planId === null && s.plan === plan.slug);
      for (const write of writes) {
        await this.changeSubscription({ id: write.id }, (s) => (isSubscriber(s) ? applyPlanChange(s, plan) : null), 'plan.updated');
      }
    }
    if (writes.length) this.logger.log(`plan ${plan.slug} (${plan.planId}) applied to ${writes.length} subscriber(s)`);
    return writes.length;
  }

  /** Periodic check: cancelled subscriptions whose paid period has ended move to the free plan. */
  async expireEndedCancellations(now = new Date()): Promise<number> {
    const ended = await this.users.findEndedCancellations(now, EXPIRY_BATCH);
    if (ended.length === 0) return 0;
    const freePlan = await this.plans.findFreePlan();
    let changed = 0;
    for (const user of ended) {
      const result = await this.changeSubscription({ id: String(user._id) }, (s) => expireEndedCancellation(s, now, freePlan), 'subscription.period-ended');
      if (result.outcome === 'applied') changed++;
    }
    return changed;
  }

  /** The subscription an admin's change leads to (plan features from the read model, overrides recorded). */
  async adminChange(current: SubscriptionState, patch: AdminSubscriptionPatch): Promise<SubscriptionState> {
    const slug = patch.plan ?? current.plan;
    const plan = (current.planId && slug === current.plan ? await this.plans.findById(current.planId) : null) ?? (await this.plans.findBySlug(slug));
    const unknown = unknownAdminPlan(current, patch.plan, plan);
    if (unknown !== null) throw unknownPlanError(unknown);
    return applyAdminChange(current, patch, (s) => (plan && plan.slug === s ? plan : null));
  }

  /** A subscription for a user an admin creates: the free plan, then the admin's choice. */
  async adminInitial(patch: AdminSubscriptionPatch | undefined): Promise<SubscriptionState> {
    const blank = blankSubscription(await this.plans.findFreePlan());
    return patch ? this.adminChange(blank, patch) : blank;
  }

  static changed(a: SubscriptionState, b: SubscriptionState) {
    return !sameVisibleSubscription(a, b);
  }
}
