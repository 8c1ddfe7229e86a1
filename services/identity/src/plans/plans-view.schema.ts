import { SUPPORT_LEVELS } from '@liquify/contracts';
import { Schema } from 'mongoose';

export const PLAN_VIEW_MODEL = 'PlanView';

/** Identity's read model of billing's plans (from billing.plan.*.v1): slug -> plan id, price, features. */
export const planViewSchema = new Schema(
  {
    _id: { type: String },
    slug: { type: String, required: true, index: true },
    name: { type: String, default: '' },
    price: { type: Number, required: true },
    isActive: { type: Boolean, default: true },
    features: {
      moduleLimit: Number,
      sectionLimit: Number,
      storeLimit: Number,
      apiCallLimit: Number,
      supportLevel: { type: String, enum: SUPPORT_LEVELS },
      customBranding: Boolean,
      advancedAnalytics: Boolean,
      prioritySupport: Boolean,
      customDomain: Boolean,
      whiteLabel: Boolean,
      teamMembers: Number,
      storageLimit: Number,
    },
    /** occurredAt of the billing event this state comes from: older events are ignored. */
    sourceAt: { type: Date, required: true },
    /** billing's plan revision when it sends one (preferred over the time for ordering). */
    revision: { type: Number, default: null },
  },
  { versionKey: false, collection: 'plans_view', minimize: false },
);

export interface PlanViewDoc {
  _id: string;
  slug: string;
  name: string;
  price: number;
  isActive: boolean;
  features: import('@liquify/contracts').SubscriptionFeatures;
  sourceAt: Date;
  revision?: number | null;
}
