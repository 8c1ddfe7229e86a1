import { Schema } from 'mongoose';
import { serializeDocumentWrites } from '@liquify/mongo';

/**
 * Support's read model of identity's users (identity.user.* events): names on tickets, roles for staff
 * checks and assignment. Never asked of identity by a call. Profile fields and the role are versioned
 * separately (profileAt, roleAt, subscriptionAt) because their events arrive on different topics in any order.
 */
export interface PersonDoc {
  /** identity's user id */
  _id: string;
  name: string;
  email: string;
  role: 'user' | 'admin' | 'moderator' | null;
  profileAt: Date | null;
  roleAt: Date | null;
  /** The plan slug and subscription status (the admin's ticket page shows them), as of subscriptionAt. */
  plan?: string | null;
  subscriptionStatus?: string | null;
  subscriptionAt?: Date | null;
  deletedAt: Date | null;
}

export const PERSON_MODEL = 'Person';

export const personSchema = new Schema<PersonDoc>(
  {
    _id: { type: String },
    name: { type: String, default: '' },
    email: { type: String, default: '' },
    role: { type: String, default: null, index: true },
    profileAt: { type: Date, default: null },
    roleAt: { type: Date, default: null },
    plan: { type: String, default: null },
    subscriptionStatus: { type: String, default: null },
    subscriptionAt: { type: Date, default: null },
    deletedAt: { type: Date, default: null },
  },
  { collection: 'people', versionKey: false, minimize: false },
);
personSchema.plugin(serializeDocumentWrites);
