import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { OutboxEntry, OutboxRelay, outboxSet } from '@liquify/kafka';
import { whereFields } from '@liquify/mongo';
import { RedisLocks } from '@liquify/redis';
import type { Model } from 'mongoose';
import { CHECKOUT_SESSION_MODEL, CheckoutSessionDoc } from './checkout-session.schema';

export type NewCheckoutSession = Omit<CheckoutSessionDoc, 'createdAt' | 'updatedAt' | 'deletedAt'>;

/** Checkout sessions: every write of an existing one, and the relay's clean-up, hold its lock (FerretDB 1.24). */
@Injectable()
export class CheckoutSessionsRepository implements OnModuleInit {
  private readonly lock: ReturnType<RedisLocks['documents']>;

  constructor(
    @InjectModel(CHECKOUT_SESSION_MODEL) private readonly model: Model<CheckoutSessionDoc>,
    private readonly relay: OutboxRelay,
    locks: RedisLocks,
  ) {
    this.lock = locks.documents('checkout');
  }

  onModuleInit() {
    this.relay.register(this.model, { lock: this.lock });
  }

  async create(doc: NewCheckoutSession): Promise<void> {
    await this.model.create(doc);
  }

  find(id: string): Promise<CheckoutSessionDoc | null> {
    if (id.length > 300) return Promise.resolve(null);
    return this.model.findOne({ _id: id }).lean<CheckoutSessionDoc>().exec().then((session) => whereFields(session, { deletedAt: null }));
  }

  /** The user's paid checkouts (by user id or email), newest first. */
  findPaidBy(who: { userId: string; email: string }, limit = 50): Promise<CheckoutSessionDoc[]> {
    return this.model
      .find({ $or: [{ userId: who.userId }, { email: who.email.toLowerCase() }], status: 'complete', paymentStatus: 'paid', deletedAt: null })
      .sort({ completedAt: -1 })
      .limit(limit)
      .lean<CheckoutSessionDoc[]>()
      .exec();
  }

  /** The e-mails (lowercased) of the friends who paid a checkout discounted by this referrer's code. */
  async referredPayers(referrerId: string): Promise<string[]> {
    const rows = await this.model.find({ referrerId, status: 'complete', paymentStatus: 'paid', deletedAt: null }, { email: 1 }).lean<{ email: string }[]>().exec();
    return [...new Set(rows.map((r) => r.email.toLowerCase()))];
  }

  /** The newest paid sign-up checkout for an e-mail (the plan a just-registered user bought), or null. */
  findPaidSignup(email: string): Promise<CheckoutSessionDoc | null> {
    return this.model
      .findOne({ email: email.toLowerCase(), purpose: 'signup', status: 'complete', paymentStatus: 'paid', deletedAt: null })
      .sort({ completedAt: -1 })
      .lean<CheckoutSessionDoc>()
      .exec();
  }

  /** Paid checkouts per Early Bird code (the codes' usage counts). */
  async earlyBirdUses(): Promise<Map<string, number>> {
    const rows = await this.model
      .aggregate<{ _id: string; uses: number }>([
        { $match: { earlyBirdCode: { $type: 'string' }, status: 'complete', deletedAt: null } },
        { $group: { _id: '$earlyBirdCode', uses: { $sum: 1 } } },
      ])
      .exec();
    return new Map(rows.map((r) => [r._id, r.uses]));
  }

  /**
   * Open checkouts opened with an Early Bird code before `before` (so expired unpaid at the provider) whose use
   * was not given back yet: each is marked released once (conditional update); answers how many were.
   */
  async releaseStaleEarlyBirdHolds(code: string, before: Date): Promise<number> {
    const stale = await this.model
      .find({ earlyBirdCode: code, status: 'open', createdAt: { $lt: before }, earlyBirdReleased: { $ne: true }, deletedAt: null })
      .select('_id')
      .limit(500)
      .lean<Pick<CheckoutSessionDoc, '_id'>[]>()
      .exec();
    let released = 0;
    for (const { _id } of stale) {
      const result = await this.lock(_id, () => this.model.updateOne({ _id, status: 'open', earlyBirdReleased: { $ne: true } }, { $set: { earlyBirdReleased: true } }).exec());
      released += result.modifiedCount;
    }
    return released;
  }

  /** Sign-up checkouts (paid sign-ups) billing recorded since a moment, included: how many, and the newest `limit`. */
  async paidSignupsSince(since: Date, limit: number): Promise<{ count: number; sessions: CheckoutSessionDoc[] }> {
    const filter = { purpose: 'signup', status: 'complete', recordedAt: { $gte: since }, deletedAt: null };
    const [count, sessions] = await Promise.all([
      this.model.countDocuments(filter).exec(),
      this.model.find(filter).sort({ recordedAt: -1, _id: 1 }).limit(limit).lean<CheckoutSessionDoc[]>().exec(),
    ]);
    return { count, sessions };
  }

  /** Checkouts completed and paid in [from, to] (the admin analytics' conversions and revenue). */
  findPaidBetween(from: Date, to: Date): Promise<Pick<CheckoutSessionDoc, 'completedAt' | 'planSlug' | 'planName' | 'amount' | 'currency'>[]> {
    return this.model
      .find({ status: 'complete', paymentStatus: 'paid', deletedAt: null, completedAt: { $gte: from, $lte: to } })
      .select('completedAt planSlug planName amount currency')
      .lean<Pick<CheckoutSessionDoc, 'completedAt' | 'planSlug' | 'planName' | 'amount' | 'currency'>[]>()
      .exec();
  }

  /** Marks an open session paid, with its billing.checkout.completed event; null if it was already complete. */
  async complete(
    id: string,
    changes: Pick<CheckoutSessionDoc, 'customerId' | 'subscriptionId' | 'currentPeriodStart' | 'currentPeriodEnd' | 'completedAt'>,
    event: OutboxEntry,
  ): Promise<CheckoutSessionDoc | null> {
    // updateOne + read back: FerretDB does not take the projection findOneAndUpdate would send for `_outbox`.
    const result = await this.lock(id, () =>
      this.model.updateOne({ _id: id, status: 'open', deletedAt: null }, { $set: { ...changes, recordedAt: new Date(), status: 'complete', paymentStatus: 'paid', ...outboxSet(event) } }).exec(),
    );
    if (result.modifiedCount === 0) return null;
    this.relay.kick(this.model, [id]);
    return this.find(id);
  }
}
