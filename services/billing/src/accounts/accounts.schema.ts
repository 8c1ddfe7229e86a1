import { Schema } from 'mongoose';
import { serializeDocumentWrites } from '@liquify/mongo';
import { FALLBACK_PLAN_SLUG } from '@liquify/contracts';

/** Billing's read model of identity's users: who is on which plan (from identity.user.* events). */
export interface AccountDoc {
  /** identity's user id */
  _id: string;
  email: string;
  /** Plan slug of the user's subscription. */
  plan: string;
  status: 'active' | 'inactive' | 'cancelled';
  currentPeriodEnd: Date | null;
  /** The user's referral code (referralCodeOf(_id)): how a friend's code finds its owner. */
  referralCode?: string | null;
  /** occurredAt of the event that produced this state: older events are ignored. */
  eventAt: Date;
  deletedAt: Date | null;
}

export const ACCOUNT_MODEL = 'Account';

export const accountSchema = new Schema<AccountDoc>(
  {
    _id: { type: String },
    email: { type: String, required: true, index: true },
    plan: { type: String, default: FALLBACK_PLAN_SLUG, index: true },
    status: { type: String, default: 'active' },
    currentPeriodEnd: { type: Date, default: null },
    referralCode: { type: String, default: null, index: true },
    eventAt: { type: Date, required: true },
    deletedAt: { type: Date, default: null },
  },
  { collection: 'accounts', versionKey: false, minimize: false },
);
accountSchema.plugin(serializeDocumentWrites);
