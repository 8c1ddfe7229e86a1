import { Schema } from 'mongoose';
import type { TicketFactDoc } from './ticket-facts.rules';

export const TICKET_FACT_MODEL = 'TicketFact';
export const ticketFactSchema = new Schema<TicketFactDoc>(
  {
    _id: { type: String },
    metric: { type: String, required: true },
    day: { type: String, required: true },
    at: { type: Date, required: true },
  },
  { collection: 'ticket_facts', versionKey: false },
);
ticketFactSchema.index({ metric: 1, at: 1 });

/** Marks the one-time backfill of facts from the tickets stored before facts were recorded. */
export const BACKFILL_MARKER = 'backfill:tickets';
