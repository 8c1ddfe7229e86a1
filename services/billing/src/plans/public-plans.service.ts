import { Injectable } from '@nestjs/common';
import type { AuthUser } from '@liquify/auth';
import { FREE_PLAN_SLUGS, PlanDto } from '@liquify/contracts';
import { AccountsService } from '../accounts/accounts.service';
import { CheckoutSessionsService } from '../checkout/checkout-sessions.service';
import { BillingErrors } from '../billing.errors';
import { PlanCatalogueService } from './plan-catalogue.service';
import { pickFreePlan, provisionalAccount, toPublicPlan, UserAccountView, userPlanAccess } from './plan-rules.util';
import { PlansRepository } from './plans.repository';
import { PlanDoc } from './plans.schema';

/** What anyone (and each signed-in user) may read about plans. */
@Injectable()
export class PublicPlansService {
  constructor(
    private readonly plans: PlansRepository,
    private readonly catalogue: PlanCatalogueService,
    private readonly accounts: AccountsService,
    private readonly checkouts: CheckoutSessionsService,
  ) {}

  async list(): Promise<PlanDto[]> {
    return (await this.plans.findLive({ isActive: true })).map(toPublicPlan);
  }

  async getFree(): Promise<PlanDto> {
    const plan = await this.findFree();
    if (!plan) throw BillingErrors.freePlanNotFound();
    return toPublicPlan(plan);
  }

  private async findFree(): Promise<PlanDoc | null> {
    return pickFreePlan(await this.plans.findLive({ isActive: true, slug: { $in: [...FREE_PLAN_SLUGS] } }));
  }

  /** Active plan by slug (checkout, early bird); 404 'Plan not found' otherwise. */
  async getActiveBySlug(slug: string): Promise<PlanDoc> {
    const plan = await this.plans.findBySlug(slug);
    if (!plan || !plan.isActive) throw BillingErrors.planNotFound();
    return plan;
  }

  /** The signed-in user's plan with its allowed items and the subscription status (doc 2 §4, §7). */
  async getUserCurrent(user: AuthUser) {
    const account = await this.accountOf(user);
    const plan = account ? await this.plans.findBySlug(account.plan) : null;
    const access = userPlanAccess(account, plan);
    if (!access.ok || !plan || !account) throw BillingErrors.noActiveSubscription();
    const [modules, sections] = await Promise.all([this.catalogue.itemRefs('module', plan.allowedModules), this.catalogue.itemRefs('section', plan.allowedSections)]);
    return {
      data: {
        ...toPublicPlan(plan),
        isActive: access.isActive,
        allowedModules: modules,
        allowedSections: sections,
        subscriptionStatus: access.subscriptionStatus,
        currentPeriodEnd: account.currentPeriodEnd ? account.currentPeriodEnd.toISOString() : null,
      },
      subscriptionStatus: access.subscriptionStatus,
    };
  }

  /**
   * Billing's account of the user; for a valid token billing has not heard of yet (identity's
   * user-registered event still on its way right after sign-up), the provisional one: the plan their
   * paid sign-up bought, else the free plan. A deleted user has none.
   */
  private async accountOf(user: AuthUser): Promise<UserAccountView | null> {
    const known = await this.accounts.find(user.id);
    if (known) return known.deletedAt ? null : known;
    const [paidSignup, free] = await Promise.all([this.checkouts.findPaidSignup(user.email), this.findFree()]);
    return provisionalAccount(known, paidSignup, free);
  }
}
