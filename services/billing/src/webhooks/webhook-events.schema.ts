import { Schema } from 'mongoose';
import { serializeDocumentWrites } from '@liquify/mongo';

/**
 * Provider events by id: inserted ('processing') BEFORE the event acts, so two deliveries of one event (Stripe
 * retrying onto another replica) cannot both act, the insert on the unique id deciding; 'done' once handled.
 * A replay (same event id) changes nothing. Records written before the state existed are done.
 */
export interface WebhookEventDoc {
  _id: string;
  type: string;
  created: number;
  source: string;
  state?: 'processing' | 'done';
  /** When a handler claimed it (a claim older than WEBHOOK_CLAIM_STALE_MS is a dead handler's: taken over). */
  claimedAt?: Date;
  processedAt: Date;
}

export const WEBHOOK_EVENT_MODEL = 'WebhookEvent';

export const webhookEventSchema = new Schema<WebhookEventDoc>(
  {
    _id: { type: String },
    type: { type: String, required: true },
    created: { type: Number, required: true },
    source: { type: String, required: true },
    state: { type: String, enum: ['processing', 'done'], default: 'done' },
    claimedAt: { type: Date, default: null },
    processedAt: { type: Date, default: () => new Date() },
  },
  { collection: 'webhook_events', versionKey: false },
);
webhookEventSchema.plugin(serializeDocumentWrites);
