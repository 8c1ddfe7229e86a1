import { Inject, Injectable } from '@nestjs/common';
import {
  AdminPlanDto,
  CreatePlanRequest,
  EventDefinition,
  NewItemPolicy,
  PlanCreated,
  PlanDeleted,
  PlanDto,
  PlanUpdated,
  UpdatePlanRequest,
} from '@liquify/contracts';
import type { AuthUser } from '@liquify/auth';
import { OutboxEntry } from '@liquify/kafka';
import { AccountsRepository } from '../accounts/accounts.repository';
import { BillingErrors } from '../billing.errors';
import { CatalogueItemsRepository } from '../catalogue-items/catalogue-items.repository';
import { CatalogueItemDoc, CatalogueKind } from '../catalogue-items/catalogue-items.schema';
import { PAYMENT_PROVIDER, PaymentProvider, priceKeyOf, ProviderError, ProviderPlan } from '../payments/payment-provider';
import { SubscriptionsRepository } from '../subscriptions/subscriptions.repository';
import {
  allowsNewItem,
  deactivationMessage,
  initialAllowedIds,
  mergeFeatures,
  pickFreePlan,
  planChangesFor,
  planEventPayload,
  toAdminPlan,
  toPublicPlan,
  userPlanAccess,
} from './plan-rules.util';
import { PlanChanges, PlansRepository } from './plans.repository';
import { PlanDoc } from './plans.schema';
import { SEED_PLANS } from './plans.seed';

export const PRODUCER = 'billing';
/** Right after sign-up, identity's event may still be on its way: wait this long before answering 422. */
export const ACCOUNT_WAIT_MS = 1500;
const MAX_WRITE_ATTEMPTS = 10;

const LIST_FIELD = { module: 'allowedModules', section: 'allowedSections' } as const;
const POLICY_FIELD = { module: 'modules', section: 'sections' } as const;

export interface PlanItemEntry {
  _id: string;
  slug: string;
  title: string;
  description: string;
  category: string;
  thumbnail: string;
  featured: boolean;
  isAllowed: boolean;
}

@Injectable()
export class PlansService {
  constructor(
    private readonly plans: PlansRepository,
    private readonly items: CatalogueItemsRepository,
    private readonly accounts: AccountsRepository,
    private readonly subscriptions: SubscriptionsRepository,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {}

  // ---- public ---------------------------------------------------------------------------------------

  async listPublic(): Promise<PlanDto[]> {
    return (await this.plans.findLive({ isActive: true })).map(toPublicPlan);
  }

  async getFree(): Promise<PlanDto> {
    const plan = pickFreePlan(await this.plans.findLive({ isActive: true, slug: { $in: ['free', 'starter'] } }));
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
    const [modules, sections] = await Promise.all([this.itemRefs('module', plan.allowedModules), this.itemRefs('section', plan.allowedSections)]);
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

  private async itemRefs(kind: CatalogueKind, ids: string[]) {
    const known = new Map((await this.items.findMany(kind, ids)).map((item) => [item.itemId, item]));
    return ids
      .filter((id) => !known.get(id)?.deletedAt)
      .map((id) => {
        const item = known.get(id);
        return { _id: id, slug: item?.slug ?? '', title: item?.title ?? '' };
      });
  }

  // ---- admin ----------------------------------------------------------------------------------------

  async adminList(): Promise<AdminPlanDto[]> {
    return (await this.plans.findLive()).map(toAdminPlan);
  }

  async adminGet(id: string): Promise<AdminPlanDto> {
    return toAdminPlan(await this.mustFind(id));
  }

  async create(input: CreatePlanRequest): Promise<AdminPlanDto> {
    const newItemPolicy = { modules: input.newItemPolicy?.modules ?? 'none', sections: input.newItemPolicy?.sections ?? 'none' } as const;
    // Without explicit lists, a new plan starts with what its policy would have taken from the catalogue.
    const [allowedModules, allowedSections] = await Promise.all([
      input.allowedModules ? this.checkedIds('module', input.allowedModules) : this.policyIds('module', newItemPolicy.modules),
      input.allowedSections ? this.checkedIds('section', input.allowedSections) : this.policyIds('section', newItemPolicy.sections),
    ]);
    const _id = this.plans.newId();
    const fields = {
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
    };
    const event = OutboxEntry.of(PlanCreated, planEventPayload({ ...fields, _id, revision: 0 } as PlanDoc), PRODUCER);
    const created = await this.plans.create(_id, fields, event);
    if (!created) throw BillingErrors.slugTaken(input.slug);
    await this.dropItemsDeletedMeanwhile(allowedModules, allowedSections);
    return toAdminPlan((await this.plans.findById(_id.toHexString())) ?? created);
  }

  async update(id: string, input: UpdatePlanRequest): Promise<AdminPlanDto> {
    const [allowedModules, allowedSections] = await Promise.all([
      input.allowedModules ? this.checkedIds('module', input.allowedModules) : undefined,
      input.allowedSections ? this.checkedIds('section', input.allowedSections) : undefined,
    ]);
    let plan = await this.mutate(id, (current) => planChangesFor(current, { ...input, allowedModules, allowedSections }), input.slug);
    if (await this.dropItemsDeletedMeanwhile(allowedModules ?? [], allowedSections ?? [])) plan = await this.mustFind(id);
    return toAdminPlan(plan);
  }

  /**
   * Deletes a plan nobody uses. A plan someone is on (a user's subscription, or a paid provider
   * subscription) is deactivated instead, so no user ever points at a plan that no longer exists.
   */
  async remove(id: string): Promise<{ deleted: boolean; deactivated: boolean; plan: AdminPlanDto | null; message: string }> {
    for (let attempt = 0; attempt < MAX_WRITE_ATTEMPTS; attempt++) {
      const plan = await this.mustFind(id);
      const [users, paying] = await Promise.all([this.accounts.countOnPlan(plan.slug), this.subscriptions.countEntitledOnPlan(plan._id.toHexString())]);
      const inUse = Math.max(users, paying);
      if (inUse > 0) {
        const deactivated = plan.isActive ? await this.mutate(id, () => ({ isActive: false })) : plan;
        return { deleted: false, deactivated: true, plan: toAdminPlan(deactivated), message: deactivationMessage(plan.name, inUse) };
      }
      const event = OutboxEntry.of(PlanDeleted, { planId: plan._id.toHexString(), slug: plan.slug }, PRODUCER);
      if (await this.plans.deleteAtRevision(plan._id, plan.revision, event)) {
        return { deleted: true, deactivated: false, plan: null, message: 'Plan deleted successfully' };
      }
    }
    throw new Error(`plan ${id}: too many concurrent writers`);
  }

  async listItems(id: string, kind: CatalogueKind): Promise<PlanItemEntry[]> {
    const plan = await this.mustFind(id);
    const allowed = new Set(plan[LIST_FIELD[kind]]);
    return (await this.items.listPublished(kind)).map((item) => ({
      _id: item.itemId,
      slug: item.slug,
      title: item.title,
      description: item.description,
      category: item.category,
      thumbnail: item.thumbnail,
      featured: item.featured,
      isAllowed: allowed.has(item.itemId),
    }));
  }

  async setAllowed(id: string, kind: CatalogueKind, ids: string[]): Promise<string[]> {
    const checked = await this.checkedIds(kind, ids);
    const field = LIST_FIELD[kind];
    let plan = await this.mutate(id, (current) => planChangesFor(current, { [field]: checked }));
    if (await this.dropItemsDeletedMeanwhile(kind === 'module' ? checked : [], kind === 'section' ? checked : [])) plan = await this.mustFind(id);
    return plan[field];
  }

  /** Creates or updates each priced plan's provider product and price; stores the price id on the plan. */
  async syncProvider() {
    const synced: { _id: string; slug: string; stripeProductId: string; stripePriceId: string }[] = [];
    const skipped: { _id: string; slug: string; reason: string }[] = [];
    for (const plan of await this.plans.findLive()) {
      if (plan.price <= 0) {
        skipped.push({ _id: plan._id.toHexString(), slug: plan.slug, reason: 'free plan: nothing to sell' });
        continue;
      }
      const ids = await this.ensureProviderPrice(plan, { force: true });
      synced.push({ _id: plan._id.toHexString(), slug: plan.slug, stripeProductId: ids.productId, stripePriceId: ids.priceId });
    }
    return { provider: this.provider.name, synced, skipped };
  }

  /**
   * The provider price to sell `plan` with: the stored one while it still stands for the plan's amount,
   * currency and cycle; otherwise (or with `force`, the admin's sync) the provider's product is updated and a
   * price created as needed.
   */
  async ensureProviderPrice(plan: PlanDoc, options: { force?: boolean } = {}): Promise<{ productId: string; priceId: string }> {
    // (a price made by the other provider, e.g. local ids after a Stripe key was configured, is never reused)
    const ownPrice = plan.stripePriceId && plan.stripePriceId.startsWith('price_local_') === (this.provider.name === 'local');
    if (!options.force && ownPrice && plan.stripeProductId && plan.stripePriceId && plan.stripePriceKey === priceKeyOf(plan)) {
      return { productId: plan.stripeProductId, priceId: plan.stripePriceId };
    }
    let ids;
    try {
      ids = await this.provider.syncPlan(providerPlanOf(plan));
    } catch (err) {
      if (err instanceof ProviderError) throw BillingErrors.providerError(`Failed to sync with Stripe: ${err.message}`);
      throw err;
    }
    if (ids.priceId !== plan.stripePriceId || ids.productId !== plan.stripeProductId || ids.priceKey !== plan.stripePriceKey) {
      await this.plans.setProviderIds(plan._id, plan, { stripeProductId: ids.productId, stripePriceId: ids.priceId, stripePriceKey: ids.priceKey });
    }
    return { productId: ids.productId, priceId: ids.priceId };
  }

  /**
   * On an empty plans collection (never seeded, nothing deleted), creates the seed plans with their
   * allowed lists taken from the catalogue read model by each plan's policy. Returns how many were created
   * (0 when another replica seeded first: unique slugs).
   */
  async seedIfEmpty(): Promise<number> {
    if ((await this.plans.countAll()) > 0) return 0;
    let created = 0;
    for (const seed of SEED_PLANS) {
      try {
        await this.create({ ...seed, features: { ...seed.features } });
        created++;
      } catch (err) {
        if ((err as { code?: string }).code !== 'PLAN_SLUG_TAKEN') throw err;
      }
    }
    return created;
  }

  // ---- catalogue reactions --------------------------------------------------------------------------

  /** An item published for the first time joins the allowed list of every plan whose policy takes it. */
  async onFirstPublication(kind: CatalogueKind, item: CatalogueItemDoc): Promise<void> {
    const field = LIST_FIELD[kind];
    for (const plan of await this.plans.findLive()) {
      if (!allowsNewItem(plan.newItemPolicy?.[POLICY_FIELD[kind]], item)) continue;
      await this.mutate(plan._id.toHexString(), (current) =>
        current[field].includes(item.itemId) ? null : { [field]: [...current[field], item.itemId] },
      ).catch((err) => this.ignoreGone(err));
    }
  }

  /** A deleted item leaves every plan's allowed list. */
  async onItemDeleted(kind: CatalogueKind, itemId: string): Promise<void> {
    const field = LIST_FIELD[kind];
    for (const plan of await this.plans.findAllowing(field, itemId)) {
      await this.mutate(plan._id.toHexString(), (current) =>
        current[field].includes(itemId) ? { [field]: current[field].filter((id) => id !== itemId) } : null,
      ).catch((err) => this.ignoreGone(err));
    }
  }

  // ---- internals ------------------------------------------------------------------------------------

  private async policyIds(kind: CatalogueKind, policy: NewItemPolicy): Promise<string[]> {
    if (policy === 'none') return [];
    return initialAllowedIds(policy, await this.items.listPublished(kind));
  }

  /**
   * An item deleted between the check of an admin's list and its write would otherwise stay listed:
   * re-check after writing and apply the deletion again. Returns true when something was removed.
   */
  private async dropItemsDeletedMeanwhile(moduleIds: string[], sectionIds: string[]): Promise<boolean> {
    let removed = false;
    for (const [kind, ids] of [['module', moduleIds], ['section', sectionIds]] as const) {
      for (const item of await this.items.findMany(kind, ids)) {
        if (!item.deletedAt) continue;
        await this.onItemDeleted(kind, item.itemId);
        removed = true;
      }
    }
    return removed;
  }

  private ignoreGone(err: unknown) {
    if ((err as { code?: string }).code === 'PLAN_NOT_FOUND') return; // deleted meanwhile: nothing to keep in sync
    throw err;
  }

  private async mustFind(id: string): Promise<PlanDoc> {
    const plan = await this.plans.findById(id);
    if (!plan) throw BillingErrors.planNotFound();
    return plan;
  }

  /**
   * Read, decide, write-if-unchanged, retry: every plan write publishes billing.plan.updated.v1 with the
   * plan's full new state in the same document write.
   */
  private async mutate(id: string, decide: (plan: PlanDoc) => PlanChanges | null, slugForConflict?: string, def: EventDefinition = PlanUpdated): Promise<PlanDoc> {
    for (let attempt = 0; attempt < MAX_WRITE_ATTEMPTS; attempt++) {
      const plan = await this.mustFind(id);
      const changes = decide(plan);
      if (!changes) return plan;
      const next = { ...plan, ...changes, revision: plan.revision + 1 } as PlanDoc;
      const event = OutboxEntry.of(def, planEventPayload(next), PRODUCER);
      const written = await this.plans.updateAtRevision(plan._id, plan.revision, changes, [event]);
      if (written === 'slug-taken') throw BillingErrors.slugTaken(slugForConflict ?? String(changes.slug));
      if (written !== 'conflict') return written;
    }
    throw new Error(`plan ${id}: too many concurrent writers`);
  }

  /**
   * Allowed ids must name catalogue items billing knows; ids of deleted items are dropped (an edit form sent
   * back a list read before the deletion), unknown ids are refused.
   */
  private async checkedIds(kind: CatalogueKind, ids: string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const known = new Map((await this.items.findMany(kind, ids)).map((item) => [item.itemId, item]));
    const unknown = ids.find((id) => !known.has(id));
    if (unknown) throw BillingErrors.unknownItem(kind, unknown);
    return ids.filter((id) => !known.get(id)!.deletedAt);
  }
}

export function providerPlanOf(plan: PlanDoc): ProviderPlan {
  return {
    id: plan._id.toHexString(),
    slug: plan.slug,
    name: plan.name,
    description: plan.description,
    price: plan.price,
    currency: plan.currency,
    billingCycle: plan.billingCycle,
    stripeProductId: plan.stripeProductId,
    stripePriceId: plan.stripePriceId,
    stripePriceKey: plan.stripePriceKey,
  };
}
