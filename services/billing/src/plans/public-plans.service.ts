import { Injectable } from '@nestjs/common';
import type { AuthUser } from '@liquify/auth';
import { FREE_PLAN_SLUGS, PlanDto } from '@liquify/contracts';
import { AccountsService } from '../accounts/accounts.service';
import { BillingErrors } from '../billing.errors';
import { PlanCatalogueService } from './plan-catalogue.service';
import { pickFreePlan, toPublicPlan, userPlanAccess } from './plan-rules.util';
import { PlansRepository } from './plans.repository';
import { PlanDoc } from './plans.schema';

/** Right after sign-up, identity's event may still be on its way: wait this long before answering 422. */
export const ACCOUNT_WAIT_MS = 1500;

/** What anyone (and each signed-in user) may read about plans. */
@Injectable()
export class PublicPlansService {
  constructor(
    private readonly plans: PlansRepository,
    private readonly catalogue: PlanCatalogueService,
    private readonly accounts: AccountsService,
  ) {}

  async list(): Promise<PlanDto[]> {
    return (await this.plans.findLive({ isActive: true })).map(toPublicPlan);
  }

  async getFree(): Promise<PlanDto> {
    const plan = pickFreePlan(await this.plans.findLive({ isActive: true, slug: { $in: [...FREE_PLAN_SLUGS] } }));
    if (!plan) throw BillingErrors.freePlanNotFound();
    return toPublicPlan(plan);
  }

  /** Active plan by slug (checkout, early bird); 404 'Plan not found' otherwise. */
  async getActiveBySlug(slug: string): Promise<PlanDoc> {
    const plan = await this.plans.findBySlug(slug);
    if (!plan || !plan.isActive) throw BillingErrors.planNotFound();
    return plan;
  }

  /** The signed-in user's plan with its allowed items and the subscription status (doc 2 §4, §7). */
  async getUserCurrent(user: AuthUser) {
    let account = await this.accounts.findLive(user.id);
    for (let waited = 0; !account && waited < ACCOUNT_WAIT_MS; waited += 100) {
      await new Promise((r) => setTimeout(r, 100));
      account = await this.accounts.findLive(user.id);
    }
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
}
