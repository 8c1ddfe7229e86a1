import { ROLES, SUBSCRIPTION_STATUSES, SUPPORT_LEVELS } from '@liquify/contracts';
import { outboxSchemaFields } from '@liquify/kafka';
import { Schema, Types } from 'mongoose';
import type { SubscriptionState } from './subscription.rules';
import { serializeDocumentWrites } from '@liquify/mongo';

export const USER_MODEL = 'User';

const featuresSchema = new Schema(
  {
    moduleLimit: { type: Number, required: true },
    sectionLimit: { type: Number, required: true },
    storeLimit: { type: Number, required: true },
    apiCallLimit: { type: Number, required: true },
    supportLevel: { type: String, enum: SUPPORT_LEVELS, required: true },
    customBranding: { type: Boolean, required: true },
    advancedAnalytics: { type: Boolean, required: true },
    prioritySupport: { type: Boolean, required: true },
    customDomain: { type: Boolean, required: true },
    whiteLabel: { type: Boolean, required: true },
    teamMembers: { type: Number, required: true },
    storageLimit: { type: Number, required: true },
  },
  { _id: false },
);

const subscriptionSchema = new Schema(
  {
    plan: { type: String, required: true },
    planId: { type: String, default: null },
    status: { type: String, enum: SUBSCRIPTION_STATUSES, required: true },
    features: { type: featuresSchema, required: true },
    currentPeriodStart: { type: Date, default: null },
    currentPeriodEnd: { type: Date, default: null },
    cancelAtPeriodEnd: { type: Boolean, default: false },
    overrides: { type: [String], default: [] },
    syncedAt: { type: Date, default: null },
    checkoutSessionId: { type: String, default: null },
    customerId: { type: String, default: null },
    providerSubscriptionId: { type: String, default: null },
  },
  { _id: false },
);

/** The user aggregate: credentials, role, profile and the subscription snapshot, plus its outbox. */
export const userSchema = new Schema(
  {
    name: { type: String, required: true },
    email: { type: String, required: true, unique: true },
    /** `scrypt$N$r$p$salt$hash` (older accounts: bcrypt until their next sign-in); never selected unless asked for. */
    passwordHash: { type: String, required: true, select: false },
    role: { type: String, enum: ROLES, required: true, default: 'user' },
    fullName: { type: String, default: '' },
    company: { type: String, default: '' },
    website: { type: String, default: '' },
    bio: { type: String, default: '' },
    subscription: { type: subscriptionSchema, required: true },
    /** Optimistic concurrency for subscription changes (billing events, plan changes, admin edits). */
    subscriptionRev: { type: Number, default: 0 },
    /** The paid checkout this account was registered with: billing's payment by e-mail applies only to it (issue 21 item 11). */
    signupCheckoutId: { type: String, default: null },
    ...outboxSchemaFields,
  },
  { timestamps: true, minimize: false, versionKey: false, collection: 'users' },
);
// FerretDB 1.24 loses concurrent updates of one document (read-modify-write without isolation): queue
// this process's writes of one user, the outbox relay's included (libs/mongo serialize-document-writes).
userSchema.plugin(serializeDocumentWrites);
userSchema.index({ 'subscription.planId': 1 });
userSchema.index({ 'subscription.plan': 1 });
userSchema.index({ createdAt: -1 });

export interface UserDoc {
  _id: Types.ObjectId;
  name: string;
  email: string;
  passwordHash?: string;
  role: 'user' | 'admin' | 'moderator';
  fullName: string;
  company: string;
  website: string;
  bio: string;
  subscription: SubscriptionState;
  subscriptionRev: number;
  signupCheckoutId?: string | null;
  deletedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}
