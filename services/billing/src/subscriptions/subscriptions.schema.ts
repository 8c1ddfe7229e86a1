import { outboxSchemaFields } from '@liquify/kafka';
import type { BillingCycle, PlanFeatures, ProviderSubscriptionStatus } from '@liquify/contracts';
import { Schema } from 'mongoose';
import { serializeDocumentWrites } from '@liquify/mongo';

/** A provider subscription as billing knows it (the source of billing.subscription.* events). */
export interface SubscriptionDoc {
  /** The provider's subscription id (sub_...). */
  _id: string;
  provider: 'stripe' | 'local';
  email: string;
  userId: string | null;
  planId: string;
  planSlug: string;
  /** The plan's features when last attributed: used if the plan itself is gone. */
  features: PlanFeatures;
  customerId: string | null;
  status: ProviderSubscriptionStatus;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  /** When it first became live (active or trialing), from the provider fact: the revenue figures' start. */
  activatedAt?: Date | null;
  /** When it ended (canceled, incomplete_expired), from the provider fact: the revenue figures' end. */
  endedAt?: Date | null;
  /** The plan's price per billing cycle in cents, its currency and cycle when last attributed (MRR). */
  amount?: number | null;
  currency?: string | null;
  billingCycle?: BillingCycle | null;
  /** `created` (unix seconds) of the newest provider event applied: older events are ignored. */
  providerUpdatedAt: number;
  /** Optimistic concurrency. */
  revision: number;
  createdAt: Date;
  updatedAt: Date;
  deletedAt: Date | null;
}

export const SUBSCRIPTION_MODEL = 'Subscription';

export const subscriptionSchema = new Schema<SubscriptionDoc>(
  {
    _id: { type: String },
    provider: { type: String, required: true },
    email: { type: String, required: true, index: true },
    userId: { type: String, default: null, index: true },
    planId: { type: String, required: true, index: true },
    planSlug: { type: String, required: true },
    features: { type: Schema.Types.Mixed, required: true },
    customerId: { type: String, default: null },
    status: { type: String, required: true, index: true },
    currentPeriodStart: { type: Date, default: null },
    currentPeriodEnd: { type: Date, default: null },
    cancelAtPeriodEnd: { type: Boolean, default: false },
    activatedAt: { type: Date, default: null },
    endedAt: { type: Date, default: null },
    amount: { type: Number, default: null },
    currency: { type: String, default: null },
    billingCycle: { type: String, default: null },
    providerUpdatedAt: { type: Number, default: 0 },
    revision: { type: Number, default: 0 },
    ...outboxSchemaFields,
  },
  { collection: 'subscriptions', timestamps: true, minimize: false, versionKey: false },
);
subscriptionSchema.plugin(serializeDocumentWrites);
