import { Schema } from 'mongoose';
import { serializeDocumentWrites } from '@liquify/mongo';

/**
 * An Early Bird code (issue 16): admin-managed, seeded from EARLY_BIRD_CODES. `_id` is the code upper-cased
 * (codes match case-insensitively), so the same code can never be stored twice.
 */
export interface EarlyBirdCodeDoc {
  _id: string;
  active: boolean;
  source: 'config' | 'admin';
  disabledAt: Date | null;
  /** At most this many checkouts may use the code; null: no limit (issue 21 item 10). */
  maxUses?: number | null;
  /** From this moment the code is refused; null: never. */
  expiresAt?: Date | null;
  /** Checkouts holding the code (paid, or open and not expired), counted atomically when a checkout opens. */
  claimed?: number;
  /** maxUses - claimed while a limit is set (the one field a conditional $inc can test; FerretDB has no $expr). */
  usesLeft?: number;
  createdAt: Date;
  updatedAt: Date;
}

export const EARLY_BIRD_CODE_MODEL = 'EarlyBirdCode';

export const earlyBirdCodeSchema = new Schema<EarlyBirdCodeDoc>(
  {
    _id: { type: String },
    active: { type: Boolean, default: true },
    source: { type: String, required: true },
    disabledAt: { type: Date, default: null },
    maxUses: { type: Number, default: null },
    expiresAt: { type: Date, default: null },
    claimed: { type: Number, default: 0 },
    usesLeft: { type: Number, default: 0 },
  },
  { collection: 'early_bird_codes', timestamps: true, versionKey: false },
);
earlyBirdCodeSchema.plugin(serializeDocumentWrites);
