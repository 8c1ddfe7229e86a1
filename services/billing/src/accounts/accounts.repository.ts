import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { ACCOUNT_MODEL, AccountDoc } from './accounts.schema';
import { isDuplicateKeyError, whereFields } from '@liquify/mongo';
import { referralCodeOf, FALLBACK_PLAN_SLUG } from '@liquify/contracts';

export interface AccountState {
  email: string;
  plan: string;
  status: AccountDoc['status'];
  currentPeriodEnd: Date | null;
}

@Injectable()
export class AccountsRepository {
  constructor(@InjectModel(ACCOUNT_MODEL) private readonly model: Model<AccountDoc>) {}

  /** Applies a user's state as of `eventAt`, unless a newer state or the user's deletion is already known. */
  async apply(userId: string, state: AccountState, eventAt: Date): Promise<boolean> {
    try {
      const result = await this.model
        .updateOne({ _id: userId, deletedAt: null, eventAt: { $lte: eventAt } }, { $set: { ...state, email: state.email.toLowerCase(), referralCode: referralCodeOf(userId), eventAt } }, { upsert: true })
        .exec();
      return result.matchedCount + (result.upsertedCount ?? 0) > 0;
    } catch (err) {
      if (isDuplicateKeyError(err)) return false; // newer or deleted: stale event
      throw err;
    }
  }

  async updateEmail(userId: string, email: string): Promise<void> {
    await this.model.updateOne({ _id: userId, deletedAt: null }, { $set: { email: email.toLowerCase() } }).exec();
  }

  async markDeleted(userId: string, email: string, eventAt: Date): Promise<void> {
    await this.model
      .updateOne(
        { _id: userId },
        { $set: { deletedAt: eventAt, eventAt }, $setOnInsert: { email: email.toLowerCase(), plan: FALLBACK_PLAN_SLUG, status: 'inactive', currentPeriodEnd: null } },
        { upsert: true },
      )
      .exec();
  }

  /** The user's record, live or deleted (null: billing has not heard of this user yet). */
  find(userId: string): Promise<AccountDoc | null> {
    return this.model.findOne({ _id: userId }).lean<AccountDoc>().exec();
  }

  findLive(userId: string): Promise<AccountDoc | null> {
    return this.model.findOne({ _id: userId }).lean<AccountDoc>().exec().then((account) => whereFields(account, { deletedAt: null }));
  }

  findLiveByEmail(email: string): Promise<AccountDoc | null> {
    return this.model.findOne({ email: email.toLowerCase(), deletedAt: null }).lean<AccountDoc>().exec();
  }

  /** The live user whose referral code this is (the oldest, should two ids end alike), or null. */
  findLiveByReferralCode(code: string): Promise<AccountDoc | null> {
    return this.model.findOne({ referralCode: code, deletedAt: null }).sort({ eventAt: 1 }).lean<AccountDoc>().exec();
  }

  /** Gives accounts recorded before referral codes were kept their code; answers how many. */
  async backfillReferralCodes(): Promise<number> {
    const missing = await this.model.find({ $or: [{ referralCode: null }, { referralCode: { $exists: false } }] }, { _id: 1 }).lean<{ _id: string }[]>().exec();
    for (const { _id } of missing) {
      await this.model.updateOne({ _id }, { $set: { referralCode: referralCodeOf(_id) } }).exec();
    }
    return missing.length;
  }

  /** How many live users are on the plan with this slug. */
  countOnPlan(slug: string): Promise<number> {
    return this.model.countDocuments({ plan: slug, deletedAt: null }).exec();
  }
}
