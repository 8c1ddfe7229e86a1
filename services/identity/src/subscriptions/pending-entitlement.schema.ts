import { Schema } from 'mongoose';
import type { SubscriptionState } from '../users/subscription.rules';

export const PENDING_ENTITLEMENT_MODEL = 'PendingEntitlement';

/**
 * A payment billing confirmed for an e-mail that has no account yet (paid sign-up: the account is created
 * after the checkout). Registration with that e-mail adopts it; whichever of the two arrives first.
 */
export const pendingEntitlementSchema = new Schema(
  {
    _id: { type: String },
    subscription: { type: Schema.Types.Mixed, required: true },
    rev: { type: Number, default: 0 },
  },
  { versionKey: false, collection: 'pending_entitlements', timestamps: true, minimize: false },
);

export interface PendingEntitlementDoc {
  _id: string;
  subscription: SubscriptionState;
  rev: number;
  createdAt: Date;
  updatedAt: Date;
}
