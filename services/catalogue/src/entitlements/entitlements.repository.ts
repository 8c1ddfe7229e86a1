import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { isDuplicateKeyError, whereFields } from '@liquify/mongo';
import type { Model } from 'mongoose';
import { PLAN_LISTS_MODEL, PlanListsDoc, SUBSCRIBER_MODEL, SubscriberDoc } from './entitlements.schema';

/** Reads and writes of the entitlement read model. A write applies a state only if it is not older than the one held. */
@Injectable()
export class EntitlementsRepository {
  constructor(
    @InjectModel(SUBSCRIBER_MODEL) private readonly subscribers: Model<SubscriberDoc>,
    @InjectModel(PLAN_LISTS_MODEL) private readonly plans: Model<PlanListsDoc>,
  ) {}

  /** Sets the user's plan unless a newer event was applied (a deleted user stays deleted). */
  async applySubscriber(userId: string, plan: { plan: string; planId: string | null }, sourceAt: Date): Promise<void> {
    await this.ignoringNewer(() => this.subscribers.updateOne({ _id: userId, deletedAt: null, sourceAt: { $lte: sourceAt } }, { $set: { ...plan, sourceAt } }, { upsert: true }).exec());
  }

  async markSubscriberDeleted(userId: string, at: Date): Promise<void> {
    await this.subscribers.updateOne({ _id: userId }, { $set: { deletedAt: at, sourceAt: at } }, { upsert: true }).exec();
  }

  findSubscriber(userId: string): Promise<SubscriberDoc | null> {
    return this.subscribers.findById(userId).lean<SubscriberDoc>().exec();
  }

  /** A revision (when billing sends one) orders the plan's states; else the event time does. */
  async applyPlan(plan: Omit<PlanListsDoc, 'sourceAt' | 'deletedAt'>, sourceAt: Date): Promise<void> {
    const { _id, revision, ...rest } = plan;
    await this.ignoringNewer(() =>
      this.plans.updateOne({ _id, deletedAt: null, $or: [{ revision: { $lt: revision } }, { revision, sourceAt: { $lte: sourceAt } }] }, { $set: { ...rest, revision, sourceAt } }, { upsert: true }).exec(),
    );
  }

  async markPlanDeleted(planId: string, slug: string, at: Date): Promise<void> {
    await this.plans.updateOne({ _id: planId }, { $set: { deletedAt: at, sourceAt: at }, $setOnInsert: { slug } }, { upsert: true }).exec();
  }

  findPlan(planId: string): Promise<PlanListsDoc | null> {
    return this.plans.findOne({ _id: planId }).lean<PlanListsDoc>().exec().then((plan) => whereFields(plan, { deletedAt: null }));
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
