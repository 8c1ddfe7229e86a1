import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { isDuplicateKeyError } from '@liquify/mongo';
import { normalizeSubscription } from '../users/users.repository';
import { PENDING_ENTITLEMENT_MODEL, PendingEntitlementDoc } from './pending-entitlement.schema';
import type { SubscriptionState } from '../users/subscription.rules';

/** I/O of pending entitlements (keyed by e-mail), with a revision so concurrent writers never lose one. */
@Injectable()
export class PendingEntitlementsRepository {
  constructor(@InjectModel(PENDING_ENTITLEMENT_MODEL) private readonly model: Model<PendingEntitlementDoc>) {}

  async find(email: string): Promise<{ subscription: SubscriptionState; rev: number } | null> {
    const doc = await this.model.findById(email).lean<PendingEntitlementDoc>().exec();
    return doc ? { subscription: normalizeSubscription(doc.subscription), rev: doc.rev ?? 0 } : null;
  }

  /** Writes when the stored revision is still `expectedRev` (null: none stored yet); answers whether it did. */
  async save(email: string, subscription: SubscriptionState, expectedRev: number | null): Promise<boolean> {
    if (expectedRev === null) {
      try {
        await this.model.create({ _id: email, subscription, rev: 0 });
        return true;
      } catch (err) {
        if (isDuplicateKeyError(err)) return false;
        throw err;
      }
    }
    const result = await this.model.updateOne({ _id: email, rev: expectedRev }, { $set: { subscription }, $inc: { rev: 1 } }).exec();
    return result.matchedCount > 0;
  }

  /** Removes the entitlement if it is still the revision that was adopted. */
  async remove(email: string, rev: number): Promise<void> {
    await this.model.deleteOne({ _id: email, rev }).exec();
  }
}
