import { Schema } from 'mongoose';
import { serializeDocumentWrites } from '@liquify/mongo';

/**
 * A friend who signed up with a referral code (identity.user.registered.v1 with referralCode). One per friend
 * (the friend's user id is the key): the first code is the one. The code's owner is found when it matters
 * (checkout, the owner's figures): a sign-up may be consumed before the owner's own registration is.
 */
export interface ReferralLinkDoc {
  /** The friend's user id. */
  _id: string;
  friendEmail: string;
  code: string;
  createdAt: Date;
}

export const REFERRAL_LINK_MODEL = 'ReferralLink';

export const referralLinkSchema = new Schema<ReferralLinkDoc>(
  {
    _id: { type: String },
    friendEmail: { type: String, required: true },
    code: { type: String, required: true, index: true },
    createdAt: { type: Date, required: true },
  },
  { collection: 'referral_links', versionKey: false, minimize: false },
);
referralLinkSchema.plugin(serializeDocumentWrites);
