import { Injectable } from '@nestjs/common';
import { AdminPlanDto, CreatePlanRequest, UpdatePlanRequest } from '@liquify/contracts';
import { retryOnRevisionConflict, REVISION_CONFLICT } from '@liquify/mongo';
import { AccountsService } from '../accounts/accounts.service';
import { CatalogueKind } from '../catalogue-items/catalogue-items.schema';
import { SubscriptionsService } from '../subscriptions/subscriptions.service';
import { LIST_FIELD, PlanCatalogueService } from './plan-catalogue.service';
import { deactivationMessage, mergeFeatures, planChangesFor, toAdminPlan } from './plan-rules.util';
import { PlanLookup } from './plan-lookup.service';
import { PlanWrites } from './plan-writes';
import { PlanTrashService } from './plan-trash.service';

/** The admin's plan management: list, read, create, edit, delete (or deactivate), allowed items. */
@Injectable()
export class AdminPlansService {
  constructor(
    private readonly plans: PlanLookup,
    private readonly writes: PlanWrites,
    private readonly catalogue: PlanCatalogueService,
    private readonly accounts: AccountsService,
    private readonly subscriptions: SubscriptionsService,
    private readonly trash: PlanTrashService,
  ) {}

  async list(): Promise<AdminPlanDto[]> {
    return (await this.plans.findLive()).map(toAdminPlan);
  }

  async get(id: string): Promise<AdminPlanDto> {
    return toAdminPlan(await this.writes.mustFind(id));
  }

  async create(input: CreatePlanRequest): Promise<AdminPlanDto> {
    const newItemPolicy = { modules: input.newItemPolicy?.modules ?? 'none', sections: input.newItemPolicy?.sections ?? 'none' } as const;
    // Without explicit lists, a new plan starts with what its policy would have taken from the catalogue.
    const [allowedModules, allowedSections] = await Promise.all([
      input.allowedModules ? this.catalogue.checkedIds('module', input.allowedModules) : this.catalogue.policyIds('module', newItemPolicy.modules),
      input.allowedSections ? this.catalogue.checkedIds('section', input.allowedSections) : this.catalogue.policyIds('section', newItemPolicy.sections),
    ]);
    const created = await this.writes.create({
      name: input.name,
      slug: input.slug,
      description: input.description,
      price: input.price,
      currency: input.currency,
      billingCycle: input.billingCycle,
      isPopular: input.isPopular,
      isActive: input.isActive,
      sortOrder: input.sortOrder,
      features: mergeFeatures({}, input.features),
      allowedModules,
      allowedSections,
      newItemPolicy,
      stripeProductId: null,
      stripePriceId: null,
      stripePriceKey: null,
    });
    await this.catalogue.dropItemsDeletedMeanwhile(allowedModules, allowedSections);
    return toAdminPlan((await this.plans.findById(created._id.toHexString())) ?? created);
  }

  async update(id: string, input: UpdatePlanRequest): Promise<AdminPlanDto> {
    const [allowedModules, allowedSections] = await Promise.all([
      input.allowedModules ? this.catalogue.checkedIds('module', input.allowedModules) : undefined,
      input.allowedSections ? this.catalogue.checkedIds('section', input.allowedSections) : undefined,
    ]);
    let plan = await this.writes.mutate(id, (current) => planChangesFor(current, { ...input, allowedModules, allowedSections }), input.slug);
    if (await this.catalogue.dropItemsDeletedMeanwhile(allowedModules ?? [], allowedSections ?? [])) plan = await this.writes.mustFind(id);
    return toAdminPlan(plan);
  }

  /**
   * Deletes a plan nobody uses (to the trash, restorable for 30 days: PlanTrashService). A plan someone is on (a user's subscription, or a paid provider
   * subscription) is deactivated instead, so no user ever points at a plan that no longer exists.
   */
  remove(id: string): Promise<{ deleted: boolean; deactivated: boolean; plan: AdminPlanDto | null; message: string }> {
    return retryOnRevisionConflict(
      async () => {
        const plan = await this.writes.mustFind(id);
        const [users, paying] = await Promise.all([this.accounts.countOnPlan(plan.slug), this.subscriptions.countEntitledOnPlan(plan._id.toHexString())]);
        const inUse = Math.max(users, paying);
        if (inUse > 0) {
          const deactivated = plan.isActive ? await this.writes.mutate(id, () => ({ isActive: false })) : plan;
          return { deleted: false, deactivated: true, plan: toAdminPlan(deactivated), message: deactivationMessage(plan.name, inUse) };
        }
        if (!(await this.trash.trash(plan))) return REVISION_CONFLICT;
        return { deleted: true, deactivated: false, plan: null, message: 'Plan deleted successfully' };
      },
      { attempts: 10 },
    );
  }

  async listItems(id: string, kind: CatalogueKind) {
    const plan = await this.writes.mustFind(id);
    return this.catalogue.itemsFor(plan[LIST_FIELD[kind]], kind);
  }

  async setAllowed(id: string, kind: CatalogueKind, ids: string[]): Promise<string[]> {
    const checked = await this.catalogue.checkedIds(kind, ids);
    const field = LIST_FIELD[kind];
    let plan = await this.writes.mutate(id, (current) => planChangesFor(current, { [field]: checked }));
    if (await this.catalogue.dropItemsDeletedMeanwhile(kind === 'module' ? checked : [], kind === 'section' ? checked : [])) plan = await this.writes.mustFind(id);
    return plan[field];
  }
}
