import { Schema } from 'mongoose';
import { serializeDocumentWrites } from '@liquify/mongo';

/** Provider events already handled: a replay (same event id) changes nothing. */
export interface WebhookEventDoc {
  _id: string;
  type: string;
  created: number;
  source: string;
  processedAt: Date;
}

export const WEBHOOK_EVENT_MODEL = 'WebhookEvent';

export const webhookEventSchema = new Schema<WebhookEventDoc>(
  {
    _id: { type: String },
    type: { type: String, required: true },
    created: { type: Number, required: true },
    source: { type: String, required: true },
    processedAt: { type: Date, default: () => new Date() },
  },
  { collection: 'webhook_events', versionKey: false },
);
webhookEventSchema.plugin(serializeDocumentWrites);
