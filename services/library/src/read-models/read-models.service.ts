import { Injectable, Logger } from '@nestjs/common';
import { DEFAULT_SUBSCRIPTION_FEATURES, effectiveLimit, EventData, FALLBACK_PLAN_SLUG, LibraryKind, ModulePublished, planLockImpact, PlanLockImpact, PlanUpdated } from '@liquify/contracts';
import type { TemplateVariable } from '@liquify/template-engine';
import { extractVariables } from '@liquify/template-engine';
import { catalogueItemState } from '@liquify/service';
import type { CatalogueItemsSink } from '@liquify/service';
import { LibraryCacheTags } from '../cache-tags/library-cache-tags';
import { PlanContext } from './plan-context';
import { ReadModelsRepository } from './read-models.repository';
import { AccountDoc, CatalogueItemDoc, itemKey, PlanDoc } from './read-models.schema';
import { templateVersionOf } from './template-version.util';

type ItemPayload = EventData<typeof ModulePublished>;
type PlanPayload = EventData<typeof PlanUpdated>;

/** The plan a user is on when identity has not told the library about them yet (a fresh sign-up). */

/** What a feature holding catalogue items does when one changes (entries: their cards and their owners' answers). */
export interface CatalogueItemListener {
  /** The item's newer state was stored. */
  onItemChanged(item: Omit<CatalogueItemDoc, 'deletedAt'>): Promise<void>;
  onItemDeleted(kind: LibraryKind, itemId: string): Promise<void>;
}

/**
 * Keeps the read models in step with identity, billing and the catalogue, and answers what a user's plan
 * allows and what the catalogue holds. Features that react to catalogue changes register a listener (at
 * module init), so the read models depend on none of them: a failing listener fails the event, which is retried.
 */
@Injectable()
export class ReadModelsService implements CatalogueItemsSink {
  private readonly logger = new Logger(ReadModelsService.name);
  private readonly listeners: CatalogueItemListener[] = [];
  private readonly accountListeners: ((userIds: readonly string[], impact: PlanLockImpact) => Promise<void>)[] = [];

  constructor(
    private readonly readModels: ReadModelsRepository,
    private readonly tags: LibraryCacheTags,
  ) {}

  register(listener: CatalogueItemListener): void {
    this.listeners.push(listener);
  }

  /**
   * Called after what users' plans allow changed (their account, plan or its lists): their snippets depend on
   * it. `impact` says which of their entries the change can lock or unlock (planLockImpact).
   */
  onAccountsChanged(listener: (userIds: readonly string[], impact: PlanLockImpact) => Promise<void>): void {
    this.accountListeners.push(listener);
  }

  private async accountsChanged(userIds: readonly string[], impact: PlanLockImpact = { all: true }) {
    await this.tags.bumpUsers(userIds);
    for (const listener of this.accountListeners) await listener(userIds, impact);
  }

  // ------------------------------------------------------------ identity

  async accountChanged(userId: string, fields: { plan?: string; planId?: string | null; status?: string; role?: string; moduleLimit?: number; sectionLimit?: number }, at: Date) {
    await this.readModels.applyAccount(userId, fields, at, { moduleLimit: DEFAULT_SUBSCRIPTION_FEATURES.moduleLimit, sectionLimit: DEFAULT_SUBSCRIPTION_FEATURES.sectionLimit });
    await this.accountsChanged([userId]);
  }

  async accountDeleted(userId: string, at: Date) {
    await this.readModels.markAccountDeleted(userId, at);
    await this.accountsChanged([userId]);
  }

  // ------------------------------------------------------------ billing

  /**
   * A plan's newer state. Its users' answers are refreshed; their entry locks are recomputed only where the
   * change can move them: a first publication joins every plan (billing adds it to each list) and, on the free
   * plan of thousands of users, recomputing everyone's locks for it held the consumer for tens of seconds.
   */
  async planChanged(plan: PlanPayload, at: Date) {
    const before = await this.readModels.findPlan(plan.planId);
    const after = {
      _id: plan.planId,
      slug: plan.slug,
      isActive: plan.isActive,
      moduleLimit: plan.features.moduleLimit,
      sectionLimit: plan.features.sectionLimit,
      allowedModules: plan.allowedModules,
      allowedSections: plan.allowedSections,
      revision: plan.revision ?? 0,
    };
    if (!(await this.readModels.applyPlan(after, at))) return; // an older state than the one held: nothing changed
    await this.accountsChanged(await this.readModels.accountsOnPlan(plan.planId, plan.slug), planLockImpact(before, after));
  }

  async planDeleted(planId: string, slug: string, at: Date) {
    await this.readModels.markPlanDeleted(planId, slug, at);
    await this.accountsChanged(await this.readModels.accountsOnPlan(planId, slug));
  }

  // ------------------------------------------------------------ catalogue

  async itemChanged(kind: LibraryKind, payload: ItemPayload) {
    const item = this.itemFrom(kind, payload);
    if (!(await this.readModels.applyItem(item))) return;
    for (const listener of this.listeners) await listener.onItemChanged(item);
  }

  /** In the catalogue's trash: retired for its holders like a deleted item, nothing undone (it may come back). */
  async itemTrashed(kind: LibraryKind, itemId: string, _slug: string, at: Date) {
    if (!(await this.readModels.markItemTrashed(kind, itemId, at))) return;
    for (const listener of this.listeners) await listener.onItemDeleted(kind, itemId);
  }

  /** Back from the trash: live again as it was, its holders' cards refreshed. */
  async itemRestored(kind: LibraryKind, payload: ItemPayload) {
    const item = this.itemFrom(kind, payload);
    if (!(await this.readModels.restoreItem(item))) return;
    for (const listener of this.listeners) await listener.onItemChanged(item);
  }

  private itemFrom(kind: LibraryKind, payload: ItemPayload): Omit<CatalogueItemDoc, 'deletedAt'> {
    const variables = (payload.variables.length > 0 ? payload.variables.map((v) => ({ id: `var_${v.name}`, ...v })) : kind === 'module' ? extractVariables(payload.templateCode) : []) as TemplateVariable[];
    return {
      _id: itemKey(kind, payload.id),
      kind,
      itemId: payload.id,
      ...catalogueItemState(payload),
      templateCode: payload.templateCode,
      variables,
      templateVersion: templateVersionOf(payload.templateCode, variables),
    };
  }

  async itemDeleted(kind: LibraryKind, itemId: string, slug: string) {
    await this.readModels.markItemDeleted(kind, itemId, slug);
    for (const listener of this.listeners) await listener.onItemDeleted(kind, itemId);
  }

  findItem(kind: LibraryKind, itemId: string): Promise<CatalogueItemDoc | null> {
    return this.readModels.findItem(kind, itemId);
  }

  /** The live item with this slug. */
  findItemBySlug(kind: LibraryKind, slug: string): Promise<CatalogueItemDoc | null> {
    return this.readModels.findItemBySlug(kind, slug);
  }

  /** Items (live or deleted) among `ids`, by item id (without their templates). */
  findItems(kind: LibraryKind, ids: readonly string[]): Promise<Map<string, CatalogueItemDoc>> {
    return this.readModels.findItems(kind, ids);
  }

  // ------------------------------------------------------------ rules' inputs

  /** Whether identity announced the user's account deleted. */
  async isAccountDeleted(userId: string): Promise<boolean> {
    return Boolean((await this.readModels.findAccount(userId))?.deletedAt);
  }

  /**
   * The user's limits (identity's features, which include an admin's per-user overrides) and the allowed
   * lists of their plan (billing's). A user identity has not announced yet gets the free plan's.
   */
  async planContext(userId: string): Promise<PlanContext> {
    const account = await this.readModels.findAccount(userId);
    if (account?.deletedAt) return { moduleLimit: 0, sectionLimit: 0, allowedModules: new Set(), allowedSections: new Set() };
    const plan = account ? ((account.planId ? await this.readModels.findPlan(account.planId) : null) ?? (await this.readModels.findPlanBySlug(account.plan))) : await this.readModels.findPlanBySlug(FALLBACK_PLAN_SLUG);
    if (!account) this.logger.debug(`user ${userId} not known yet: free plan assumed`);
    return contextOf(account, plan);
  }

  /**
   * What a plan alone allows (its limits and lists), when the read model knows it and it is not deleted: a
   * brand-new account, which has no per-user overrides yet, judged by the plan its token names (AccountArrival).
   */
  async planContextOfPlan(planId: string): Promise<PlanContext | null> {
    const plan = await this.readModels.findPlan(planId);
    return plan ? contextOf(null, plan) : null;
  }
}

/** The account's own limits (identity's features, with an admin's overrides) over its plan's; the plan's allowed lists. */
function contextOf(account: Pick<AccountDoc, 'moduleLimit' | 'sectionLimit'> | null, plan: Pick<PlanDoc, 'moduleLimit' | 'sectionLimit' | 'allowedModules' | 'allowedSections'> | null): PlanContext {
  return {
    moduleLimit: effectiveLimit(account?.moduleLimit, plan?.moduleLimit, DEFAULT_SUBSCRIPTION_FEATURES.moduleLimit),
    sectionLimit: effectiveLimit(account?.sectionLimit, plan?.sectionLimit, DEFAULT_SUBSCRIPTION_FEATURES.sectionLimit),
    allowedModules: new Set(plan?.allowedModules ?? []),
    allowedSections: new Set(plan?.allowedSections ?? []),
  };
}
