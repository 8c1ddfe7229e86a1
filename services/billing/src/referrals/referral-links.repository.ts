import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { isDuplicateKeyError } from '@liquify/mongo';
import { REFERRAL_LINK_MODEL, ReferralLinkDoc } from './referral-link.schema';

@Injectable()
export class ReferralLinksRepository {
  constructor(@InjectModel(REFERRAL_LINK_MODEL) private readonly model: Model<ReferralLinkDoc>) {}

  /** Links a friend to a code unless the friend is linked already (replays and concurrent sign-ups included). */
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

  /** The friends who signed up with a code. */
  friendsWithCode(code: string): Promise<Pick<ReferralLinkDoc, '_id' | 'friendEmail'>[]> {
    return this.model.find({ code }, { _id: 1, friendEmail: 1 }).lean<Pick<ReferralLinkDoc, '_id' | 'friendEmail'>[]>().exec();
  }
}
