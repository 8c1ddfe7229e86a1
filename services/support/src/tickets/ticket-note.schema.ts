import { Schema, Types } from 'mongoose';

/**
 * An internal note staff leave on a ticket (issue #25 item 4). Kept in a collection of its own, never inside
 * the ticket: nothing that answers or notifies the customer reads this collection, so a note cannot leak.
 */
export interface TicketNoteDoc {
  _id: Types.ObjectId;
  ticketId: string;
  content: string;
  authorId: string;
  /** The author's name when written (the read model's current name is shown when known). */
  authorName: string;
  createdAt: Date;
}

export const TICKET_NOTE_MODEL = 'TicketNote';

export const ticketNoteSchema = new Schema<TicketNoteDoc>(
  {
    ticketId: { type: String, required: true, index: true },
    content: { type: String, required: true },
    authorId: { type: String, required: true },
    authorName: { type: String, default: '' },
    createdAt: { type: Date, required: true },
  },
  { collection: 'ticket_notes', versionKey: false },
);
