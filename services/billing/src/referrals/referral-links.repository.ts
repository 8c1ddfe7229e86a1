import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { isDuplicateKeyError } from '@liquify/mongo';
import { REFERRAL_LINK_MODEL, ReferralLinkDoc } from './referral-link.schema';

@Injectable()
export class ReferralLinksRepository {
  constructor(@InjectModel(REFERRAL_LINK_MODEL) private readonly model: Model<ReferralLinkDoc>) {}

  /** Links a friend to a referrer unless the friend is linked already (replays and concurrent sign-ups included). */
  async linkOnce(link: ReferralLinkDoc): Promise<void> {
    try {
      await this.model.updateOne({ _id: link._id }, { $setOnInsert: { ...link, friendEmail: link.friendEmail.toLowerCase() } }, { upsert: true }).exec();
    } catch (err) {
      if (!isDuplicateKeyError(err)) throw err;
    }
  }

  findByFriend(friendUserId: string): Promise<ReferralLinkDoc | null> {
    return this.model.findOne({ _id: friendUserId }).lean<ReferralLinkDoc>().exec();
  }

  /** The e-mails (lowercased) of the friends linked to a referrer. */
  async friendEmailsOf(referrerId: string): Promise<string[]> {
    const rows = await this.model.find({ referrerId }, { friendEmail: 1 }).lean<{ friendEmail: string }[]>().exec();
    return rows.map((r) => r.friendEmail.toLowerCase());
  }
}
