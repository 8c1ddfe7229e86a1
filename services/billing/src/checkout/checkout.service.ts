import { Inject, Injectable, Logger } from '@nestjs/common';
import { signupCheckoutSecret, type AuthUser } from '@liquify/auth';
import { DEFAULT_PERIOD_MS, discountedAmountCents, EARLY_BIRD_SLUG, TempCheckoutRequest } from '@liquify/contracts';
import { SERVICE_CONFIG } from '@liquify/service';
import { AccountsService } from '../accounts/accounts.service';
import { BillingErrorCodes, BillingErrors } from '../billing.errors';
import { RateLimiter } from '../common/rate-limiter';
import { BillingConfig } from '../config';
import { CheckoutMode, checkoutModeOf, PAYMENT_PROVIDER, PaymentProvider, ProviderError, unitAmount } from '../payments/payment-provider';
import { EarlyBirdService } from '../plans/early-bird.service';
import { PlanDoc } from '../plans/plans.schema';
import { PlanPricesService, providerPlanOf } from '../plans/plan-prices.service';
import { PublicPlansService } from '../plans/public-plans.service';
import { AppliedReferral, ReferralsService } from '../referrals/referrals.service';
import { SubscriptionsService } from '../subscriptions/subscriptions.service';
import { PaymentEventsService } from '../webhooks/payment-events.service';
import { CheckoutSessionsService } from './checkout-sessions.service';

export const CHECKOUT_RATE = { name: 'checkout', limit: 20, windowSeconds: 60, message: 'Too many checkout attempts. Please wait a minute and try again.' };

/** What the onboarding needs from a paid session; never the provider's subscription or customer ids. */
export interface PaymentVerification {
  currentPeriodStart: string;
  currentPeriodEnd: string;
  sessionId: string;
  planSlug: string;
}

/** Who a checkout is opened for, and the Early Bird code it uses (null: none). */
interface CheckoutOwner {
  purpose: 'signup' | 'upgrade';
  email: string;
  name: string;
  userId: string | null;
  customerId: string | null;
  passwordProvided: boolean;
  earlyBirdCode: string | null;
  /** The friend's referral discount this checkout gets (null: none). */
  referral: AppliedReferral | null;
}

@Injectable()
export class CheckoutService {
  private readonly logger = new Logger(CheckoutService.name);

  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: BillingConfig,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly sessions: CheckoutSessionsService,
    private readonly plans: PublicPlansService,
    private readonly prices: PlanPricesService,
    private readonly earlyBird: EarlyBirdService,
    private readonly accounts: AccountsService,
    private readonly subscriptions: SubscriptionsService,
    private readonly paymentEvents: PaymentEventsService,
    private readonly rateLimiter: RateLimiter,
    private readonly referrals: ReferralsService,
  ) {}

  /**
   * A paid sign-up: the account is created only after payment (doc 1 §4). The password was validated by
   * the request schema and is deliberately dropped here: nothing of it is stored, sent or logged.
   */
  async createTemporary(input: TempCheckoutRequest, ip: string): Promise<{ id: string; url: string; sessionSecret: string }> {
    await this.rateLimiter.hit(CHECKOUT_RATE, ip);
    const { plan, earlyBirdCode } = await this.purchasablePlan(input.planId, input.earlyBirdCode);
    if (await this.accounts.findLiveByEmail(input.userEmail)) {
      throw BillingErrorCodes.ACCOUNT_EXISTS();
    }
    const referral = await this.referrals.discountFor({ userId: null, email: input.userEmail }, input.referralCode);
    const session = await this.openCheckout(plan, { purpose: 'signup', email: input.userEmail, name: input.userName, userId: null, customerId: null, passwordProvided: input.password.length > 0, earlyBirdCode, referral });
    // Only this answer carries the secret: registering the paid plan needs it (issue 21 item 11).
    const sessionSecret = signupCheckoutSecret(this.config.CHECKOUT_CLAIM_SECRET, { sessionId: session.id, email: input.userEmail, planSlug: plan.slug });
    return { id: session.id, url: session.url, sessionSecret };
  }

  /**
   * An upgrade by a signed-in user. Nobody gets a second subscription: the same plan again is 409; a
   * monthly/yearly subscriber moving to another monthly/yearly plan has their subscription switched
   * (prorated) instead of a new checkout.
   */
  async createForUser(user: AuthUser, input: { planSlug: string; earlyBirdCode?: string; referralCode?: string }): Promise<{ id: string; url: string; updated: boolean; message?: string }> {
    await this.rateLimiter.hit(CHECKOUT_RATE, `user:${user.id}`);
    const { plan, earlyBirdCode } = await this.purchasablePlan(input.planSlug, input.earlyBirdCode);
    const planId = plan._id.toHexString();
    const account = await this.accounts.findLive(user.id);
    const email = (account?.email ?? user.email).toLowerCase();
    const entitled = await this.subscriptions.findEntitled({ userId: user.id, email });
    const alreadyOnPlan = (account?.plan === plan.slug && account.status === 'active') || entitled.some((s) => s.planId === planId);
    if (alreadyOnPlan) {
      throw BillingErrorCodes.ALREADY_SUBSCRIBED(`You are already subscribed to the ${plan.name} plan.`);
    }
    // A friend's first paid checkout is 5% less (a typed code that cannot apply is refused with its reason).
    const referral = await this.referrals.discountFor({ userId: user.id, email }, input.referralCode);
    const current = entitled.find((s) => s.provider === this.provider.name && s.status !== 'past_due');
    if (current && checkoutModeOf(plan.billingCycle) === 'subscription') {
      const { priceId } = await this.prices.ensurePrice(plan);
      const metadata = { planId, planSlug: plan.slug, email, userId: user.id, purpose: 'upgrade' };
      const snapshot = await this.providerCall(() => this.provider.changeSubscriptionPrice(current._id, priceId, metadata));
      await this.subscriptions.apply(snapshot, Math.floor(Date.now() / 1000), { email, userId: user.id, planId });
      return { id: current._id, url: `${this.config.PUBLIC_URL}/dashboard/settings?tab=billing`, updated: true, message: `Your subscription now uses the ${plan.name} plan.` };
    }
    const opened = await this.openCheckout(plan, { purpose: 'upgrade', email, name: user.name, userId: user.id, customerId: current?.customerId ?? entitled[0]?.customerId ?? null, passwordProvided: false, earlyBirdCode, referral });
    return { ...opened, updated: false };
  }

  /**
   * POST /api/stripe/verify-payment: the onboarding's proof of payment. A session the provider reports paid
   * but billing has not recorded yet (webhook still on its way) is completed now, through the same handler.
   */
  async verify(sessionId: string): Promise<PaymentVerification> {
    let record = await this.sessions.find(sessionId);
    if (!record) throw BillingErrors.sessionNotFound();
    if (record.status !== 'complete') {
      const remote = await this.provider.retrieveCheckoutSession(sessionId).catch((err: Error) => {
        this.logger.warn(`verify-payment: provider lookup of ${sessionId} failed: ${err.message}`);
        return null;
      });
      if (remote && remote.status === 'complete' && remote.paymentStatus !== 'unpaid') {
        record = (await this.paymentEvents.completeCheckout(remote, Math.floor(Date.now() / 1000))) ?? record;
      }
    }
    if (record.status !== 'complete') throw BillingErrors.paymentNotVerified();
    const start = record.currentPeriodStart ?? record.completedAt ?? new Date();
    const end = record.currentPeriodEnd ?? new Date(Date.now() + DEFAULT_PERIOD_MS);
    return {
      currentPeriodStart: start.toISOString(),
      currentPeriodEnd: end.toISOString(),
      sessionId: record._id,
      planSlug: record.planSlug,
    };
  }

  /** The plan, and the Early Bird code it was opened with (counted as a use once paid). */
  private async purchasablePlan(slug: string, earlyBirdCode: string | undefined): Promise<{ plan: PlanDoc; earlyBirdCode: string | null }> {
    const plan = await this.plans.getActiveBySlug(slug);
    if (plan.price <= 0) {
      throw BillingErrorCodes.PLAN_NOT_PURCHASABLE();
    }
    if (plan.slug !== EARLY_BIRD_SLUG) return { plan, earlyBirdCode: null };
    return { plan, earlyBirdCode: await this.earlyBird.check(earlyBirdCode) };
  }

  /**
   * Opens the provider's checkout and records it. An Early Bird code's use is taken first (one conditional
   * update, issue 21 item 10) and given back when the checkout could not be opened.
   */
  private async openCheckout(plan: PlanDoc, who: CheckoutOwner): Promise<{ id: string; url: string }> {
    if (!who.earlyBirdCode) return this.openProviderCheckout(plan, who);
    await this.earlyBird.claim(who.earlyBirdCode);
    try {
      return await this.openProviderCheckout(plan, who);
    } catch (err) {
      await this.earlyBird.release(who.earlyBirdCode);
      throw err;
    }
  }

  private async openProviderCheckout(plan: PlanDoc, who: CheckoutOwner): Promise<{ id: string; url: string }> {
    const { priceId } = await this.prices.ensurePrice(plan);
    const mode: CheckoutMode = checkoutModeOf(plan.billingCycle);
    const planId = plan._id.toHexString();
    const metadata: Record<string, string> = { planId, planSlug: plan.slug, email: who.email, purpose: who.purpose };
    if (who.userId) metadata.userId = who.userId;
    if (who.referral) metadata.referralCode = who.referral.code;
    const fullAmount = unitAmount(plan.price);
    const session = await this.providerCall(() =>
      this.provider.createCheckoutSession({
        plan: providerPlanOf(plan),
        priceId,
        mode,
        email: who.email,
        customerId: who.customerId,
        metadata,
        discountPercent: who.referral?.percent ?? null,
        // A signed-in user's upgrade comes back to the upgrade page, which confirms it and shows the new limits.
        successUrl:
          who.purpose === 'upgrade'
            ? `${this.config.PUBLIC_URL}/dashboard/upgrade?session_id={CHECKOUT_SESSION_ID}&payment_success=true`
            : `${this.config.PUBLIC_URL}/onboarding?session_id={CHECKOUT_SESSION_ID}&payment_success=true`,
        cancelUrl: who.purpose === 'upgrade' ? `${this.config.PUBLIC_URL}/dashboard/upgrade?canceled=true` : `${this.config.PUBLIC_URL}/auth/cancel`,
      }),
    );
    await this.sessions.open({
      _id: session.id,
      provider: this.provider.name,
      purpose: who.purpose,
      planId,
      planSlug: plan.slug,
      planName: plan.name,
      billingCycle: plan.billingCycle,
      features: plan.features,
      amount: who.referral ? discountedAmountCents(fullAmount, who.referral.percent) : fullAmount,
      fullAmount: who.referral ? fullAmount : null,
      referrerId: who.referral?.referrerId ?? null,
      referralCode: who.referral?.code ?? null,
      currency: plan.currency,
      mode,
      email: who.email,
      name: who.name,
      userId: who.userId,
      passwordProvided: who.passwordProvided,
      earlyBirdCode: who.earlyBirdCode,
      url: session.url,
      status: 'open',
      paymentStatus: 'unpaid',
      customerId: who.customerId,
      subscriptionId: null,
      currentPeriodStart: null,
      currentPeriodEnd: null,
      completedAt: null,
    });
    return session;
  }

  private async providerCall<T>(fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (err) {
      if (err instanceof ProviderError) throw BillingErrors.providerError();
      throw err;
    }
  }
}
