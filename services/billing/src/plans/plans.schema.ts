import { outboxSchemaFields } from '@liquify/kafka';
import type { BillingCycle, NewItemPolicy, PlanFeatures } from '@liquify/contracts';
import { Schema, Types } from 'mongoose';
import { serializeDocumentWrites } from '@liquify/mongo';

export interface PlanDoc {
  _id: Types.ObjectId;
  name: string;
  slug: string;
  description: string;
  price: number;
  currency: string;
  billingCycle: BillingCycle;
  isPopular: boolean;
  isActive: boolean;
  sortOrder: number;
  features: PlanFeatures;
  /** Explicit catalogue ids; never an id of a deleted item. */
  allowedModules: string[];
  allowedSections: string[];
  newItemPolicy: { modules: NewItemPolicy; sections: NewItemPolicy };
  stripeProductId: string | null;
  stripePriceId: string | null;
  /** amount/currency/interval the stored price id was made for; a change needs a new provider price. */
  stripePriceKey: string | null;
  /** Bumped by every write: optimistic concurrency, and the order consumers apply plan events in. */
  revision: number;
  createdAt: Date;
  updatedAt: Date;
  deletedAt: Date | null;
  /** Set while the plan is in the trash (deleted by an admin, restorable for 30 days); null when live. */
  trashedAt?: Date | null;
  /** Its slug before the trash (the slug is freed while it is there). */
  trashedSlug?: string;
}

export const PLAN_MODEL = 'Plan';

export const planSchema = new Schema<PlanDoc>(
  {
    name: { type: String, required: true },
    slug: { type: String, required: true, unique: true },
    description: { type: String, default: '' },
    price: { type: Number, required: true },
    currency: { type: String, required: true },
    billingCycle: { type: String, required: true },
    isPopular: { type: Boolean, default: false },
    isActive: { type: Boolean, default: true, index: true },
    sortOrder: { type: Number, default: 1 },
    features: { type: Schema.Types.Mixed, required: true },
    allowedModules: { type: [String], default: [] },
    allowedSections: { type: [String], default: [] },
    newItemPolicy: { type: Schema.Types.Mixed, default: () => ({ modules: 'none', sections: 'none' }) },
    stripeProductId: { type: String, default: null },
    stripePriceId: { type: String, default: null },
    stripePriceKey: { type: String, default: null },
    revision: { type: Number, default: 0 },
    trashedAt: { type: Date, default: null, index: true },
    trashedSlug: { type: String, default: '' },
    ...outboxSchemaFields,
  },
  { collection: 'plans', timestamps: true, minimize: false, versionKey: false },
);
planSchema.plugin(serializeDocumentWrites);
