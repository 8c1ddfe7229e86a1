import type { BillingCycle, ProviderSubscriptionStatus } from '@liquify/contracts';
import { Schema } from 'mongoose';
import type { CheckoutMode } from '../payment-provider';
import { serializeDocumentWrites } from '@liquify/mongo';

/**
 * The local provider's own state: what Stripe would hold on its side (sessions, subscriptions).
 * Separate from billing's records on purpose, so billing learns facts only through provider events.
 */
export interface LocalSessionDoc {
  _id: string;
  mode: CheckoutMode;
  productName: string;
  productDescription: string;
  /** What the customer pays now, in cents (after a referral discount). */
  amount: number;
  /** The price before the discount (null: no discount). A discount applies to the first payment only. */
  fullAmount?: number | null;
  discountPercent?: number | null;
  currency: string;
  billingCycle: BillingCycle;
  priceId: string;
  email: string;
  customerId: string | null;
  metadata: Record<string, string>;
  successUrl: string;
  cancelUrl: string;
  status: 'open' | 'complete' | 'expired';
  paymentStatus: 'unpaid' | 'paid';
  subscriptionId: string | null;
  /** Brand and last 4 digits only: a card number is never stored. */
  card: { brand: string; last4: string } | null;
  attempts: number;
  createdAt: Date;
  expiresAt: Date;
  completedAt: Date | null;
}

export interface LocalSubscriptionDoc {
  _id: string;
  customerId: string;
  status: ProviderSubscriptionStatus;
  priceId: string;
  billingCycle: BillingCycle;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  metadata: Record<string, string>;
  createdAt: Date;
  updatedAt: Date;
  canceledAt: Date | null;
}

export const LOCAL_SESSION_MODEL = 'LocalCheckoutSession';
export const LOCAL_SUBSCRIPTION_MODEL = 'LocalSubscription';

export const localSessionSchema = new Schema<LocalSessionDoc>(
  {
    _id: { type: String },
    mode: { type: String, required: true },
    productName: { type: String, required: true },
    productDescription: { type: String, default: '' },
    amount: { type: Number, required: true },
    fullAmount: { type: Number, default: null },
    discountPercent: { type: Number, default: null },
    currency: { type: String, required: true },
    billingCycle: { type: String, required: true },
    priceId: { type: String, required: true },
    email: { type: String, required: true },
    customerId: { type: String, default: null },
    metadata: { type: Schema.Types.Mixed, default: () => ({}) },
    successUrl: { type: String, required: true },
    cancelUrl: { type: String, required: true },
    status: { type: String, default: 'open' },
    paymentStatus: { type: String, default: 'unpaid' },
    subscriptionId: { type: String, default: null },
    card: { type: Schema.Types.Mixed, default: null },
    attempts: { type: Number, default: 0 },
    createdAt: { type: Date, default: () => new Date() },
    expiresAt: { type: Date, required: true },
    completedAt: { type: Date, default: null },
  },
  { collection: 'local_checkout_sessions', versionKey: false, minimize: false },
);

export const localSubscriptionSchema = new Schema<LocalSubscriptionDoc>(
  {
    _id: { type: String },
    customerId: { type: String, required: true },
    status: { type: String, required: true },
    priceId: { type: String, required: true },
    billingCycle: { type: String, required: true },
    currentPeriodStart: { type: Date, required: true },
    currentPeriodEnd: { type: Date, required: true },
    cancelAtPeriodEnd: { type: Boolean, default: false },
    metadata: { type: Schema.Types.Mixed, default: () => ({}) },
    createdAt: { type: Date, default: () => new Date() },
    updatedAt: { type: Date, default: () => new Date() },
    canceledAt: { type: Date, default: null },
  },
  { collection: 'local_subscriptions', versionKey: false, minimize: false },
);
localSessionSchema.plugin(serializeDocumentWrites);
localSubscriptionSchema.plugin(serializeDocumentWrites);
