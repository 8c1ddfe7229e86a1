import { Schema } from 'mongoose';
import { serializeDocumentWrites } from '@liquify/mongo';

/**
 * One document per user: the read model of identity's facts the stores service needs (the plan's storeLimit,
 * the role), and the store quota's reservation list. `storeIds` holds the ids of the user's live stores plus
 * those being created right now; `storeCount` is its length. Creating a store first adds its id here with a
 * conditional update (`storeCount < storeLimit`), a single-document write that cannot exceed the limit however
 * many creates run at once (MongoDB makes it atomic; on FerretDB the per-document write queue of this process
 * does). Reserved ids whose store never came to exist (a crash between the two writes) are released by
 * `AccountsRepository.releaseStale`.
 */
export interface AccountDoc {
  /** identity's user id */
  _id: string;
  /** The plan's store limit (subscription features); -1 is unlimited. */
  storeLimit: number;
  role: string;
  storeIds: string[];
  storeCount: number;
  /** occurredAt of the last subscription fact applied (older ones are ignored). */
  limitAt: Date;
  /** occurredAt of the last role fact applied. */
  roleAt: Date;
  /** Whether identity has told us about this user (false: defaults taken before the first event). */
  known: boolean;
  deletedAt: Date | null;
}

export const ACCOUNT_MODEL = 'StoreAccount';

export const accountSchema = new Schema<AccountDoc>(
  {
    _id: { type: String },
    storeLimit: { type: Number, required: true },
    role: { type: String, default: 'user' },
    storeIds: { type: [String], default: () => [] },
    storeCount: { type: Number, default: 0 },
    limitAt: { type: Date, required: true },
    roleAt: { type: Date, required: true },
    known: { type: Boolean, default: false },
    deletedAt: { type: Date, default: null },
  },
  { collection: 'accounts', versionKey: false, minimize: false },
);
accountSchema.plugin(serializeDocumentWrites);
