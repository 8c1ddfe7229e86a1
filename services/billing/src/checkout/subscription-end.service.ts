import { Inject, Injectable, Logger } from '@nestjs/common';
import type { AuthUser } from '@liquify/auth';
import { FREE_PLAN_SLUGS, pickFreePlan, SUBSCRIPTION_END_MESSAGES, type DowngradeResult, type ResumeResult, type SubscriptionEnd } from '@liquify/contracts';
import { AccountsService } from '../accounts/accounts.service';
import { BillingErrors } from '../billing.errors';
import { PAYMENT_PROVIDER, PaymentProvider } from '../payments/payment-provider';
import { PlanCatalogueService } from '../plans/plan-catalogue.service';
import { PlanLookup } from '../plans/plan-lookup.service';
import { SubscriptionsService } from '../subscriptions/subscriptions.service';
import { SubscriptionDoc } from '../subscriptions/subscriptions.schema';
import { billingEmailOf, providerCall } from './provider-call';
import { dayOf, freePlanFrom, lockedOnDowngrade, splitByScheduledEnd } from './subscription-end.rules';

/**
 * The end of a paid subscription (doc 2 §2, Settings > Billing & Plans): what a downgrade would lock, the
 * soft downgrade itself (the subscription ends when the period already paid for ends; nothing is deleted),
 * and Resume, which takes a scheduled end back before it happens.
 */
@Injectable()
export class SubscriptionEndService {
  private readonly logger = new Logger(SubscriptionEndService.name);

  constructor(
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly accounts: AccountsService,
    private readonly subscriptions: SubscriptionsService,
    private readonly plans: PlanLookup,
    private readonly catalogue: PlanCatalogueService,
  ) {}

  /** The user's paid subscription and what the free plan would lock; null when they pay for none. */
  async current(user: AuthUser): Promise<SubscriptionEnd | null> {
    const { paid } = await this.paidOf(user);
    const newest = paid[0];
    if (!newest) return null;
    const [plan, free] = await Promise.all([this.plans.findAnyById(newest.planId), this.freePlan()]);
    const [lockedModules, lockedSections] = await Promise.all([
      this.catalogue.itemRefs('module', lockedOnDowngrade(plan?.allowedModules ?? [], free?.allowedModules ?? [])),
      this.catalogue.itemRefs('section', lockedOnDowngrade(plan?.allowedSections ?? [], free?.allowedSections ?? [])),
    ]);
    const end = freePlanFrom(paid.map((s) => s.currentPeriodEnd), new Date()) ?? newest.currentPeriodEnd;
    return {
      planSlug: newest.planSlug,
      planName: plan?.name ?? newest.planSlug,
      currentPeriodEnd: end?.toISOString() ?? null,
      cancelAtPeriodEnd: paid.every((s) => s.cancelAtPeriodEnd),
      freePlanName: free?.name ?? 'Free',
      lockedModules,
      lockedSections,
    };
  }

  /**
   * Schedules the end of every subscription that still grants the user a paid plan: each stays live until
   * the period already paid for ends (identity keeps the paid plan until then), then the free plan applies.
   * A subscription whose period is already over ends now.
   */
  async downgradeToFree(user: AuthUser): Promise<DowngradeResult & { message: string }> {
    const { email, paid } = await this.paidOf(user);
    if (paid.length === 0) throw BillingErrors.noPaidSubscription();
    const { running } = splitByScheduledEnd(paid);
    const now = new Date();
    if (running.length === 0) throw BillingErrors.alreadyEnding(dayOf(freePlanFrom(paid.map((s) => s.currentPeriodEnd), now) ?? now));
    const ends: Array<Date | null> = paid.filter((s) => s.cancelAtPeriodEnd).map((s) => s.currentPeriodEnd);
    for (const subscription of running) {
      const ahead = freePlanFrom([subscription.currentPeriodEnd], now) !== null;
      const snapshot = ahead
        ? await providerCall(() => this.provider.setCancelAtPeriodEnd(subscription._id, true))
        : await providerCall(async () => {
            await this.provider.cancelSubscription(subscription._id);
            return this.provider.retrieveSubscription(subscription._id);
          });
      await this.record(subscription, snapshot, email, user);
      ends.push(snapshot?.currentPeriodEnd ?? subscription.currentPeriodEnd);
    }
    const effectiveAt = freePlanFrom(ends, now);
    this.logger.log(`user ${user.id}: ${running.length} subscription(s) end, free plan from ${effectiveAt?.toISOString() ?? 'now'}`);
    const message = effectiveAt
      ? `Your subscription has been canceled. You keep your current plan until ${dayOf(effectiveAt)}, then move to the Free plan. Your modules, sections and stores are kept.`
      : 'Your subscription has been canceled and you are now on the Free plan. Your modules, sections and stores are kept.';
    return { effectiveAt: effectiveAt?.toISOString() ?? null, canceledSubscriptions: running.length, message };
  }

  /** Takes back a scheduled downgrade: the subscriptions renew as before (cancel_at_period_end false). */
  async resume(user: AuthUser): Promise<ResumeResult & { message: string }> {
    const { email, paid } = await this.paidOf(user);
    const { ending } = splitByScheduledEnd(paid);
    if (ending.length === 0) throw BillingErrors.nothingToResume();
    const ends: Array<Date | null> = [];
    for (const subscription of ending) {
      const snapshot = await providerCall(() => this.provider.setCancelAtPeriodEnd(subscription._id, false));
      await this.record(subscription, snapshot, email, user);
      ends.push(snapshot.currentPeriodEnd ?? subscription.currentPeriodEnd);
    }
    const plan = await this.plans.findAnyById(ending[0].planId);
    this.logger.log(`user ${user.id}: ${ending.length} subscription(s) resumed`);
    return {
      resumedSubscriptions: ending.length,
      currentPeriodEnd: freePlanFrom(ends, new Date())?.toISOString() ?? null,
      message: SUBSCRIPTION_END_MESSAGES.resumed(plan?.name ?? ending[0].planSlug),
    };
  }

  /** Applies the provider's answer now (Stripe's webhook may come later; the local provider already reported it). */
  private async record(subscription: SubscriptionDoc, snapshot: Awaited<ReturnType<PaymentProvider['retrieveSubscription']>>, email: string, user: AuthUser) {
    if (snapshot) await this.subscriptions.apply(snapshot, Math.floor(Date.now() / 1000), { email, userId: user.id, planId: subscription.planId });
  }

  /** The user's subscriptions with this provider that still grant a paid plan, newest first. */
  private async paidOf(user: AuthUser): Promise<{ email: string; paid: SubscriptionDoc[] }> {
    const email = await billingEmailOf(this.accounts, user);
    const paid = (await this.subscriptions.findEntitled({ userId: user.id, email })).filter((s) => s.provider === this.provider.name);
    return { email, paid };
  }

  private async freePlan() {
    return pickFreePlan(await this.plans.findLive({ slug: { $in: [...FREE_PLAN_SLUGS] } }));
  }
}
