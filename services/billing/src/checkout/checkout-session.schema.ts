import { outboxSchemaFields } from '@liquify/kafka';
import type { BillingCycle, PlanFeatures } from '@liquify/contracts';
import { Schema } from 'mongoose';
import type { CheckoutMode } from '../payments/payment-provider';
import { serializeDocumentWrites } from '@liquify/mongo';

/**
 * Billing's record of a checkout it opened (source of billing.checkout.completed.v1).
 * Deliberately holds nothing of the sign-up password: only `passwordProvided`, a flag.
 */
export interface CheckoutSessionDoc {
  /** The provider's session id (cs_...). */
  _id: string;
  provider: 'stripe' | 'local';
  purpose: 'signup' | 'upgrade';
  planId: string;
  planSlug: string;
  planName: string;
  billingCycle: BillingCycle;
  /** The plan's features when the checkout was opened. */
  features: PlanFeatures;
  amount: number;
  currency: string;
  mode: CheckoutMode;
  email: string;
  name: string;
  userId: string | null;
  passwordProvided: boolean;
  /** The Early Bird code (as stored) this checkout was opened with; a completed one counts as a use. */
  earlyBirdCode?: string | null;
  /** The code's use this checkout held was given back (it expired unpaid). */
  earlyBirdReleased?: boolean;
  /** The friend's referral this checkout was discounted for: the referrer's user id and code (null: none). */
  referrerId?: string | null;
  referralCode?: string | null;
  /** The price before the referral discount, in cents (`amount` is what the customer pays). */
  fullAmount?: number | null;
  url: string;
  status: 'open' | 'complete';
  paymentStatus: 'unpaid' | 'paid';
  customerId: string | null;
  subscriptionId: string | null;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  completedAt: Date | null;
  /** When billing recorded the payment (completedAt is the provider's time, to the second). */
  recordedAt?: Date | null;
  createdAt: Date;
  updatedAt: Date;
  deletedAt: Date | null;
}

export const CHECKOUT_SESSION_MODEL = 'CheckoutSession';

export const checkoutSessionSchema = new Schema<CheckoutSessionDoc>(
  {
    _id: { type: String },
    provider: { type: String, required: true },
    purpose: { type: String, required: true },
    planId: { type: String, required: true },
    planSlug: { type: String, required: true },
    planName: { type: String, required: true },
    billingCycle: { type: String, required: true },
    features: { type: Schema.Types.Mixed, required: true },
    amount: { type: Number, required: true },
    currency: { type: String, required: true },
    mode: { type: String, required: true },
    email: { type: String, required: true, index: true },
    name: { type: String, default: '' },
    userId: { type: String, default: null },
    passwordProvided: { type: Boolean, default: false },
    earlyBirdCode: { type: String, default: null },
    earlyBirdReleased: { type: Boolean, default: false },
    referrerId: { type: String, default: null, index: true },
    referralCode: { type: String, default: null },
    fullAmount: { type: Number, default: null },
    url: { type: String, required: true },
    status: { type: String, default: 'open' },
    paymentStatus: { type: String, default: 'unpaid' },
    customerId: { type: String, default: null },
    subscriptionId: { type: String, default: null, index: true },
    currentPeriodStart: { type: Date, default: null },
    currentPeriodEnd: { type: Date, default: null },
    completedAt: { type: Date, default: null },
    recordedAt: { type: Date, default: null },
    ...outboxSchemaFields,
  },
  { collection: 'checkout_sessions', timestamps: true, minimize: false, versionKey: false },
);
checkoutSessionSchema.plugin(serializeDocumentWrites);
