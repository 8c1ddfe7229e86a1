import { Schema } from 'mongoose';
import { serializeDocumentWrites } from '@liquify/mongo';

/**
 * A friend who signed up with someone's referral code (identity.user.registered.v1 with referralCode).
 * One per friend (the friend's user id is the key): the first code a friend is linked with is the one.
 */
export interface ReferralLinkDoc {
  /** The friend's user id. */
  _id: string;
  friendEmail: string;
  referrerId: string;
  code: string;
  createdAt: Date;
}

export const REFERRAL_LINK_MODEL = 'ReferralLink';

export const referralLinkSchema = new Schema<ReferralLinkDoc>(
  {
    _id: { type: String },
    friendEmail: { type: String, required: true },
    referrerId: { type: String, required: true, index: true },
    code: { type: String, required: true },
    createdAt: { type: Date, required: true },
  },
  { collection: 'referral_links', versionKey: false, minimize: false },
);
referralLinkSchema.plugin(serializeDocumentWrites);
