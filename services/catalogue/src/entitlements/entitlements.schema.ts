import { Schema } from 'mongoose';
import { serializeDocumentWrites } from '@liquify/mongo';
import { FALLBACK_PLAN_SLUG } from '@liquify/contracts';

/*
 * What the catalogue knows of who may read an item's source, fed only by identity's and billing's events
 * (it never calls them): each user's current plan, and each plan's allowed lists. Each document keeps the
 * source time of its last applied event (plans: billing's revision first), so a late or replayed older
 * event never overwrites a newer state.
 */

/** A user's current plan (identity's subscription snapshot). */
export interface SubscriberDoc {
  _id: string;
  plan: string;
  planId: string | null;
  sourceAt: Date;
  deletedAt: Date | null;
}
export const SUBSCRIBER_MODEL = 'EntitlementSubscriber';
export const subscriberSchema = new Schema<SubscriberDoc>(
  {
    _id: { type: String },
    plan: { type: String, default: FALLBACK_PLAN_SLUG },
    planId: { type: String, default: null },
    sourceAt: { type: Date, default: () => new Date(0) },
    deletedAt: { type: Date, default: null },
  },
  { collection: 'entitlement_subscribers', versionKey: false },
);
subscriberSchema.plugin(serializeDocumentWrites);

/** A plan's allowed lists (billing's). */
export interface PlanListsDoc {
  _id: string;
  slug: string;
  allowedModules: string[];
  allowedSections: string[];
  revision: number;
  sourceAt: Date;
  deletedAt: Date | null;
}
export const PLAN_LISTS_MODEL = 'EntitlementPlan';
export const planListsSchema = new Schema<PlanListsDoc>(
  {
    _id: { type: String },
    slug: { type: String, required: true, index: true },
    allowedModules: { type: [String], default: [] },
    allowedSections: { type: [String], default: [] },
    revision: { type: Number, default: 0 },
    sourceAt: { type: Date, default: () => new Date(0) },
    deletedAt: { type: Date, default: null },
  },
  { collection: 'entitlement_plans', versionKey: false, minimize: false },
);
planListsSchema.plugin(serializeDocumentWrites);
