import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { OutboxEntry, outboxField, OutboxRelay, outboxSet } from '@liquify/kafka';
import type { Model } from 'mongoose';
import { ENDED_STATUSES, ENTITLED_STATUSES } from './subscription-rules.util';
import { SUBSCRIPTION_MODEL, SubscriptionDoc } from './subscriptions.schema';
import { isDuplicateKeyError, whereFields } from '@liquify/mongo';
import { RedisLocks } from '@liquify/redis';

export type RevenueHistoryRow = Pick<SubscriptionDoc, '_id' | 'status' | 'planId' | 'activatedAt' | 'endedAt' | 'amount' | 'currency' | 'billingCycle' | 'createdAt' | 'updatedAt'>;
export type NewSubscription = Omit<SubscriptionDoc, 'createdAt' | 'updatedAt' | 'deletedAt' | 'revision'>;

/** Subscriptions: every write of an existing one, and the relay's clean-up, hold its lock (FerretDB 1.24). */
@Injectable()
export class SubscriptionsRepository implements OnModuleInit {
  private readonly lock: ReturnType<RedisLocks['documents']>;

  constructor(
    @InjectModel(SUBSCRIPTION_MODEL) private readonly model: Model<SubscriptionDoc>,
    private readonly relay: OutboxRelay,
    locks: RedisLocks,
  ) {
    this.lock = locks.documents('subscription');
  }

  onModuleInit() {
    this.relay.register(this.model, { lock: this.lock });
  }

  find(id: string): Promise<SubscriptionDoc | null> {
    return this.model.findOne({ _id: id }).lean<SubscriptionDoc>().exec().then((subscription) => whereFields(subscription, { deletedAt: null }));
  }

  /** Subscriptions that still grant a plan to this user (by id or email), newest first. */
  findEntitled(who: { userId?: string | null; email: string }): Promise<SubscriptionDoc[]> {
    const or: Record<string, unknown>[] = [{ email: who.email.toLowerCase() }];
    if (who.userId) or.push({ userId: who.userId });
    return this.model
      .find({ $or: or, status: { $in: ENTITLED_STATUSES }, deletedAt: null })
      .sort({ createdAt: -1 })
      .lean<SubscriptionDoc[]>()
      .exec();
  }

  countEntitledOnPlan(planId: string): Promise<number> {
    return this.model.countDocuments({ planId, status: { $in: ENTITLED_STATUSES }, deletedAt: null }).exec();
  }

  /**
   * Every subscription that may have been paid for at some time (live, past due, or ended), with the
   * fields the revenue figures read: started and ended before `to`'s window are filtered by the rules.
   */
  findRevenueHistory(): Promise<RevenueHistoryRow[]> {
    return this.model
      .find({ status: { $in: [...ENTITLED_STATUSES, ...ENDED_STATUSES, 'unpaid', 'paused'] }, deletedAt: null })
      .select('status planId activatedAt endedAt amount currency billingCycle createdAt updatedAt')
      .lean<RevenueHistoryRow[]>()
      .exec();
  }

  /** 'exists' when another writer created it first (the caller re-reads and decides again). */
  async create(doc: NewSubscription, events: OutboxEntry[]): Promise<SubscriptionDoc | 'exists'> {
    try {
      await this.model.create({ ...doc, revision: 0, ...(events.length ? { _outbox: outboxField(...events) } : {}) });
    } catch (err) {
      if (isDuplicateKeyError(err)) return 'exists';
      throw err;
    }
    if (events.length) this.relay.kick(this.model, [doc._id]);
    return (await this.find(doc._id))!;
  }

  async updateAtRevision(id: string, revision: number, changes: Partial<NewSubscription>, events: OutboxEntry[]): Promise<SubscriptionDoc | 'conflict'> {
    // updateOne + read back: FerretDB does not take the projection findOneAndUpdate would send for `_outbox`.
    const result = await this.lock(id, () => this.model.updateOne({ _id: id, revision, deletedAt: null }, { $set: { ...changes, revision: revision + 1, ...outboxSet(...events) } }).exec());
    if (result.matchedCount === 0) return 'conflict';
    if (events.length) this.relay.kick(this.model, [id]);
    return (await this.find(id)) ?? 'conflict';
  }
}
