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
  },
  { collection: 'early_bird_codes', timestamps: true, versionKey: false },
);
earlyBirdCodeSchema.plugin(serializeDocumentWrites);
