import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { findByIds, isDuplicateKeyError, whereFields } from '@liquify/mongo';
import type { LibraryKind } from '@liquify/contracts';
import { CachedDocuments, GenerationCache } from '@liquify/redis';
import type { Model } from 'mongoose';
import { ACCOUNT_MODEL, AccountDoc, CATALOGUE_ITEM_MODEL, CatalogueItemDoc, itemKey, PLAN_MODEL, PlanDoc } from './read-models.schema';

/**
 * Every read and write of the read models. Writes apply a state only if it is not older than the one held. An
 * account, a plan and an item by id (what nearly every request's plan context and rules read) come through
 * CachedDocuments (libs/redis), so every write of one goes through its `change`.
 */
@Injectable()
export class ReadModelsRepository {
  private readonly cachedAccounts: CachedDocuments<AccountDoc>;
  private readonly cachedPlans: CachedDocuments<PlanDoc>;
  private readonly cachedItems: CachedDocuments<CatalogueItemDoc>;

  constructor(
    @InjectModel(ACCOUNT_MODEL) private readonly accounts: Model<AccountDoc>,
    @InjectModel(PLAN_MODEL) private readonly plans: Model<PlanDoc>,
    @InjectModel(CATALOGUE_ITEM_MODEL) private readonly items: Model<CatalogueItemDoc>,
    cache: GenerationCache,
  ) {
    this.cachedAccounts = new CachedDocuments(cache, 'account', ['sourceAt', 'deletedAt']);
    this.cachedPlans = new CachedDocuments(cache, 'plan', ['sourceAt', 'deletedAt']);
    this.cachedItems = new CachedDocuments(cache, 'item', ['sourceUpdatedAt', 'deletedAt']);
  }

  // ------------------------------------------------------------ accounts

  /** Sets the given fields unless a newer event was applied (a deleted account stays deleted). */
  async applyAccount(userId: string, fields: Partial<Omit<AccountDoc, '_id' | 'sourceAt' | 'deletedAt'>>, sourceAt: Date, defaults: { moduleLimit: number; sectionLimit: number }): Promise<void> {
    const setOnInsert: Record<string, unknown> = {};
    if (fields.moduleLimit === undefined) setOnInsert.moduleLimit = defaults.moduleLimit;
    if (fields.sectionLimit === undefined) setOnInsert.sectionLimit = defaults.sectionLimit;
    await this.cachedAccounts.change([userId], () => this.upsertNewer(this.accounts, userId, { ...fields, sourceAt }, sourceAt, setOnInsert));
  }

  async markAccountDeleted(userId: string, at: Date): Promise<void> {
    await this.cachedAccounts.change([userId], () =>
      this.accounts.updateOne({ _id: userId }, { $set: { deletedAt: at, sourceAt: at }, $setOnInsert: { moduleLimit: 0, sectionLimit: 0 } }, { upsert: true }).exec(),
    );
  }

  findAccount(userId: string): Promise<AccountDoc | null> {
    return this.cachedAccounts.get(userId, () => this.accounts.findById(userId).lean<AccountDoc>().exec());
  }

  /** Users on a plan (by id, or by slug for accounts identity announced without a plan id). */
  async accountsOnPlan(planId: string, slug: string): Promise<string[]> {
    const docs = await this.accounts
      .find({ deletedAt: null, $or: [{ planId }, { planId: null, plan: slug }] })
      .select('_id')
      .lean<{ _id: string }[]>()
      .exec();
    return docs.map((d) => d._id);
  }

  // ------------------------------------------------------------ plans

  /** Stores the plan's state unless a newer one (or its deletion) is held; true when applied. */
  async applyPlan(plan: Omit<PlanDoc, 'sourceAt' | 'deletedAt'>, sourceAt: Date): Promise<boolean> {
    const { _id, revision, ...rest } = plan;
    try {
      // A revision (when billing sends one) orders the plan's states; else the event time does.
      const result = await this.cachedPlans.change([_id], () =>
        this.plans
          .updateOne({ _id, deletedAt: null, $or: [{ revision: { $lt: revision } }, { revision, sourceAt: { $lte: sourceAt } }] }, { $set: { ...rest, revision, sourceAt } }, { upsert: true })
          .exec(),
      );
      return result.matchedCount > 0 || result.upsertedCount > 0;
    } catch (err) {
      if (!isDuplicateKeyError(err)) throw err;
      return false;
    }
  }

  async markPlanDeleted(planId: string, slug: string, at: Date): Promise<void> {
    await this.cachedPlans.change([planId], () => this.plans.updateOne({ _id: planId }, { $set: { deletedAt: at, sourceAt: at }, $setOnInsert: { slug } }, { upsert: true }).exec());
  }

  async findPlan(planId: string): Promise<PlanDoc | null> {
    const plan = await this.cachedPlans.get(planId, () => this.plans.findOne({ _id: planId }).lean<PlanDoc>().exec());
    return whereFields(plan, { deletedAt: null });
  }

  /** The live plan with this slug (the newest one if billing ever had two). */
  findPlanBySlug(slug: string): Promise<PlanDoc | null> {
    return this.plans.findOne({ slug, deletedAt: null }).sort({ sourceAt: -1 }).lean<PlanDoc>().exec();
  }

  // ------------------------------------------------------------ catalogue items

  /** Stores the item's state unless a newer one (or its deletion) is held; true when applied. */
  async applyItem(item: Omit<CatalogueItemDoc, 'deletedAt'>): Promise<boolean> {
    const { _id, sourceUpdatedAt, ...rest } = item;
    try {
      const result = await this.cachedItems.change([_id], () =>
        this.items.updateOne({ _id, deletedAt: null, sourceUpdatedAt: { $lte: sourceUpdatedAt } }, { $set: { ...rest, sourceUpdatedAt } }, { upsert: true }).exec(),
      );
      return result.matchedCount > 0 || result.upsertedCount > 0;
    } catch (err) {
      if (isDuplicateKeyError(err)) return false;
      throw err;
    }
  }

  async markItemDeleted(kind: LibraryKind, itemId: string, slug: string): Promise<void> {
    const _id = itemKey(kind, itemId);
    await this.cachedItems.change([_id], () =>
      this.items.updateOne({ _id }, { $set: { deletedAt: new Date(), kind, itemId }, $setOnInsert: { slug, sourceUpdatedAt: new Date(0) } }, { upsert: true }).exec(),
    );
  }

  /** In the catalogue's trash as of `at`: hidden like a deleted item, unless a newer state (a restore) is held. */
  async markItemTrashed(kind: LibraryKind, itemId: string, at: Date): Promise<boolean> {
    const _id = itemKey(kind, itemId);
    const result = await this.cachedItems.change([_id], () => this.items.updateOne({ _id, deletedAt: null, sourceUpdatedAt: { $lte: at } }, { $set: { deletedAt: at, sourceUpdatedAt: at } }).exec());
    return result.modifiedCount > 0;
  }

  /** Back from the catalogue's trash: its state, live again, unless a newer state (a later trash) is held. */
  async restoreItem(item: Omit<CatalogueItemDoc, 'deletedAt'>): Promise<boolean> {
    const { _id, sourceUpdatedAt, ...rest } = item;
    try {
      const result = await this.cachedItems.change([_id], () =>
        this.items.updateOne({ _id, sourceUpdatedAt: { $lte: sourceUpdatedAt } }, { $set: { ...rest, sourceUpdatedAt, deletedAt: null } }, { upsert: true }).exec(),
      );
      return result.matchedCount > 0 || result.upsertedCount > 0;
    } catch (err) {
      if (isDuplicateKeyError(err)) return false;
      throw err;
    }
  }

  findItem(kind: LibraryKind, itemId: string): Promise<CatalogueItemDoc | null> {
    const _id = itemKey(kind, itemId);
    return this.cachedItems.get(_id, () => this.items.findById(_id).lean<CatalogueItemDoc>().exec());
  }

  findItemBySlug(kind: LibraryKind, slug: string): Promise<CatalogueItemDoc | null> {
    return this.items.findOne({ kind, slug, deletedAt: null }).lean<CatalogueItemDoc>().exec();
  }

  /** Items (live or deleted) among `ids`, by item id. */
  async findItems(kind: LibraryKind, ids: readonly string[]): Promise<Map<string, CatalogueItemDoc>> {
    if (ids.length === 0) return new Map();
    const docs = await findByIds<CatalogueItemDoc>(this.items, ids.map((id) => itemKey(kind, id)), { select: '-templateCode' });
    return new Map(docs.map((d) => [d.itemId, d]));
  }

  private async upsertNewer<T>(model: Model<T>, _id: string, set: Record<string, unknown>, sourceAt: Date, setOnInsert: Record<string, unknown>) {
    try {
      await model.updateOne({ _id, deletedAt: null, sourceAt: { $lte: sourceAt } } as never, { $set: set, $setOnInsert: setOnInsert } as never, { upsert: true }).exec();
    } catch (err) {
      // The document exists and is newer (or deleted): nothing to apply.
      if (!isDuplicateKeyError(err)) throw err;
    }
  }
}
