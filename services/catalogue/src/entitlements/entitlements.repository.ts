import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { isDuplicateKeyError, whereFields } from '@liquify/mongo';
import { CachedDocuments, GenerationCache } from '@liquify/redis';
import type { Model } from 'mongoose';
import { PLAN_LISTS_MODEL, PlanListsDoc, SUBSCRIBER_MODEL, SubscriberDoc } from './entitlements.schema';

/**
 * Reads and writes of the entitlement read model. A write applies a state only if it is not older than the one
 * held. A subscriber and a plan by id (read for every signed-in module page) come through CachedDocuments
 * (libs/redis), exact as of each write's end: every write goes through its `change`.
 */
@Injectable()
export class EntitlementsRepository {
  private readonly cachedSubscribers: CachedDocuments<SubscriberDoc>;
  private readonly cachedPlans: CachedDocuments<PlanListsDoc>;

  constructor(
    @InjectModel(SUBSCRIBER_MODEL) private readonly subscribers: Model<SubscriberDoc>,
    @InjectModel(PLAN_LISTS_MODEL) private readonly plans: Model<PlanListsDoc>,
    cache: GenerationCache,
  ) {
    this.cachedSubscribers = new CachedDocuments(cache, 'subscriber', ['sourceAt', 'deletedAt']);
    this.cachedPlans = new CachedDocuments(cache, 'entitlement-plan', ['sourceAt', 'deletedAt']);
  }

  /** Sets the user's plan unless a newer event was applied (a deleted user stays deleted). */
  async applySubscriber(userId: string, plan: { plan: string; planId: string | null }, sourceAt: Date): Promise<void> {
    await this.cachedSubscribers.change([userId], () =>
      this.ignoringNewer(() => this.subscribers.updateOne({ _id: userId, deletedAt: null, sourceAt: { $lte: sourceAt } }, { $set: { ...plan, sourceAt } }, { upsert: true }).exec()),
    );
  }

  async markSubscriberDeleted(userId: string, at: Date): Promise<void> {
    await this.cachedSubscribers.change([userId], () => this.subscribers.updateOne({ _id: userId }, { $set: { deletedAt: at, sourceAt: at } }, { upsert: true }).exec());
  }

  findSubscriber(userId: string): Promise<SubscriberDoc | null> {
    return this.cachedSubscribers.get(userId, () => this.subscribers.findById(userId).lean<SubscriberDoc>().exec());
  }

  /** A revision (when billing sends one) orders the plan's states; else the event time does. */
  async applyPlan(plan: Omit<PlanListsDoc, 'sourceAt' | 'deletedAt'>, sourceAt: Date): Promise<void> {
    const { _id, revision, ...rest } = plan;
    await this.cachedPlans.change([_id], () =>
      this.ignoringNewer(() =>
        this.plans.updateOne({ _id, deletedAt: null, $or: [{ revision: { $lt: revision } }, { revision, sourceAt: { $lte: sourceAt } }] }, { $set: { ...rest, revision, sourceAt } }, { upsert: true }).exec(),
      ),
    );
  }

  async markPlanDeleted(planId: string, slug: string, at: Date): Promise<void> {
    await this.cachedPlans.change([planId], () => this.plans.updateOne({ _id: planId }, { $set: { deletedAt: at, sourceAt: at }, $setOnInsert: { slug } }, { upsert: true }).exec());
  }

  async findPlan(planId: string): Promise<PlanListsDoc | null> {
    const plan = await this.cachedPlans.get(planId, () => this.plans.findOne({ _id: planId }).lean<PlanListsDoc>().exec());
    return whereFields(plan, { deletedAt: null });
  }

  /** The live plan with this slug (the newest one if billing ever had two). */
  findPlanBySlug(slug: string): Promise<PlanListsDoc | null> {
    return this.plans.findOne({ slug, deletedAt: null }).sort({ sourceAt: -1 }).lean<PlanListsDoc>().exec();
  }

  /** The conditional upsert found the document newer (or deleted) and tried to insert it again: nothing to apply. */
  private async ignoringNewer(write: () => Promise<unknown>): Promise<void> {
    try {
      await write();
    } catch (err) {
      if (!isDuplicateKeyError(err)) throw err;
    }
  }
}
