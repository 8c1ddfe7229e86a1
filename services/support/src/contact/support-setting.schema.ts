import { Schema } from 'mongoose';
import { serializeDocumentWrites } from '@liquify/mongo';

/** Support's settings an admin changes (issue 16), one document per setting; today the contact e-mail. */
export interface SupportSettingDoc {
  _id: 'contact';
  email: string;
  updatedAt: Date;
}

export const SUPPORT_SETTING_MODEL = 'SupportSetting';

export const supportSettingSchema = new Schema<SupportSettingDoc>(
  {
    _id: { type: String },
    email: { type: String, required: true },
  },
  { collection: 'support_settings', timestamps: { createdAt: false, updatedAt: true }, versionKey: false },
);
supportSettingSchema.plugin(serializeDocumentWrites);
