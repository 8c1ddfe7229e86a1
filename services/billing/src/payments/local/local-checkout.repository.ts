import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { LOCAL_SESSION_MODEL, LOCAL_SUBSCRIPTION_MODEL, LocalSessionDoc, LocalSubscriptionDoc } from './local-checkout.schema';

@Injectable()
export class LocalCheckoutRepository {
  constructor(
    @InjectModel(LOCAL_SESSION_MODEL) private readonly sessions: Model<LocalSessionDoc>,
    @InjectModel(LOCAL_SUBSCRIPTION_MODEL) private readonly subscriptions: Model<LocalSubscriptionDoc>,
  ) {}

  async createSession(doc: LocalSessionDoc): Promise<void> {
    await this.sessions.create(doc);
  }

  findSession(id: string): Promise<LocalSessionDoc | null> {
    if (id.length > 200) return Promise.resolve(null);
    return this.sessions.findById(id).lean<LocalSessionDoc>().exec();
  }

  /** Counts a payment attempt; returns the new count (null if the session does not exist). */
  async countAttempt(id: string): Promise<number | null> {
    const doc = await this.sessions.findOneAndUpdate({ _id: id }, { $inc: { attempts: 1 } }, { new: true }).lean<LocalSessionDoc>().exec();
    return doc ? doc.attempts : null;
  }

  async expire(id: string): Promise<void> {
    await this.sessions.updateOne({ _id: id, status: 'open' }, { $set: { status: 'expired' } }).exec();
  }

  /** Marks an open session paid; null when it was not open any more (someone else completed or it expired). */
  completeSession(id: string, changes: Pick<LocalSessionDoc, 'customerId' | 'subscriptionId' | 'card'>): Promise<LocalSessionDoc | null> {
    return this.sessions
      .findOneAndUpdate({ _id: id, status: 'open' }, { $set: { ...changes, status: 'complete', paymentStatus: 'paid', completedAt: new Date() } }, { new: true })
      .lean<LocalSessionDoc>()
      .exec();
  }

  /** The card of the customer's latest paid session (brand and last 4: the local provider keeps no more). */
  async latestCardOf(customerId: string): Promise<{ brand: string; last4: string } | null> {
    const session = await this.sessions
      .findOne({ customerId, status: 'complete', card: { $ne: null } })
      .sort({ completedAt: -1 })
      .lean<LocalSessionDoc>()
      .exec();
    return session?.card ?? null;
  }

  /** Creates the subscription if it does not exist yet (idempotent). */
  async ensureSubscription(doc: LocalSubscriptionDoc): Promise<LocalSubscriptionDoc> {
    const { _id, ...fields } = doc;
    await this.subscriptions.updateOne({ _id }, { $setOnInsert: fields }, { upsert: true }).exec();
    return (await this.findSubscription(doc._id))!;
  }

  findSubscription(id: string): Promise<LocalSubscriptionDoc | null> {
    return this.subscriptions.findById(id).lean<LocalSubscriptionDoc>().exec();
  }

  updateSubscription(id: string, changes: Partial<LocalSubscriptionDoc>): Promise<LocalSubscriptionDoc | null> {
    return this.subscriptions
      .findOneAndUpdate({ _id: id }, { $set: { ...changes, updatedAt: new Date() } }, { new: true })
      .lean<LocalSubscriptionDoc>()
      .exec();
  }
}
