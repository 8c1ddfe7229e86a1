import { Schema, Types } from 'mongoose';
import { OUTBOX_FIELD, outboxSchemaFields } from '@liquify/kafka';
import { serializeDocumentWrites } from '@liquify/mongo';
import type { TicketCategory, TicketContextType, TicketPriority, TicketStatus, ItemKind } from '@liquify/contracts';

export interface TicketMessageDoc {
  _id: Types.ObjectId;
  content: string;
  attachments: string[];
  /** Written by staff (admin or moderator): shown as 'Support Team'. */
  isAdmin: boolean;
  authorId: string;
  /** The author's name when written (the read model's current name is shown when known). */
  authorName: string;
  createdAt: Date;
}

export interface TicketContextDoc {
  type: TicketContextType;
  id: string;
  title: string;
  kind: ItemKind | null;
  slug: string;
}

/** A support ticket with its thread (doc 2 §3, doc 3 §3). The thread lives inside the ticket. */
export interface TicketDoc {
  _id: Types.ObjectId;
  shortId: string;
  userId: string;
  /** Snapshots taken at creation, shown only until identity's events name the user. */
  userName: string;
  userEmail: string;
  title: string;
  description: string;
  category: TicketCategory;
  priority: TicketPriority;
  /** low 0 .. urgent 3, for sorting by priority. */
  priorityRank: number;
  status: TicketStatus;
  tags: string[];
  context: TicketContextDoc | null;
  assigneeId: string | null;
  assigneeName: string;
  messages: TicketMessageDoc[];
  messageCount: number;
  lastMessageAt: Date | null;
  /** Since when the customer waits on support (see waitingSince in the support rules); null otherwise. */
  waitingSince: Date | null;
  /** waitingSince, or a far future date: sorting on it puts the longest-waiting tickets first. */
  waitingRank: Date;
  firstResponseAt: Date | null;
  resolvedAt: Date | null;
  /** The owner's answer to 'Did this solve your problem?' once resolved (issue #24 item 10). */
  rating?: TicketRatingDoc | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface TicketRatingDoc {
  helpful: boolean;
  comment: string;
  ratedAt: Date;
}

export const TICKET_MODEL = 'Ticket';
/** waitingRank of tickets that wait on nobody at support. */
export const NOT_WAITING = new Date('9999-12-31T00:00:00.000Z');

const messageSchema = new Schema<TicketMessageDoc>(
  {
    content: { type: String, required: true },
    attachments: { type: [String], default: [] },
    isAdmin: { type: Boolean, default: false },
    authorId: { type: String, required: true },
    authorName: { type: String, default: '' },
    createdAt: { type: Date, required: true },
  },
  { _id: true, versionKey: false },
);

const ratingSchema = new Schema<TicketRatingDoc>(
  { helpful: { type: Boolean, required: true }, comment: { type: String, default: '' }, ratedAt: { type: Date, required: true } },
  { _id: false, versionKey: false },
);

const contextSchema = new Schema<TicketContextDoc>(
  { type: { type: String, required: true }, id: { type: String, required: true }, title: { type: String, default: '' }, kind: { type: String, default: null }, slug: { type: String, default: '' } },
  { _id: false, versionKey: false },
);

export const ticketSchema = new Schema<TicketDoc>(
  {
    shortId: { type: String, required: true, index: true },
    userId: { type: String, required: true, index: true },
    userName: { type: String, default: '' },
    userEmail: { type: String, default: '' },
    title: { type: String, required: true },
    description: { type: String, required: true },
    category: { type: String, required: true },
    priority: { type: String, required: true },
    priorityRank: { type: Number, default: 1 },
    status: { type: String, required: true, index: true },
    tags: { type: [String], default: [] },
    context: { type: contextSchema, default: null },
    assigneeId: { type: String, default: null },
    assigneeName: { type: String, default: '' },
    messages: { type: [messageSchema], default: [] },
    messageCount: { type: Number, default: 0 },
    lastMessageAt: { type: Date, default: null },
    waitingSince: { type: Date, default: null },
    waitingRank: { type: Date, default: NOT_WAITING, index: true },
    firstResponseAt: { type: Date, default: null },
    resolvedAt: { type: Date, default: null },
    rating: { type: ratingSchema, default: null },
    createdAt: { type: Date, required: true, index: true },
    updatedAt: { type: Date, required: true },
  },
  { collection: 'tickets', versionKey: false, minimize: false },
);
// Ticket facts (opened, resolved) wait here until published, written with the change (issue #25 item 8).
(ticketSchema as Schema).add({ [OUTBOX_FIELD]: outboxSchemaFields[OUTBOX_FIELD] });
ticketSchema.plugin(serializeDocumentWrites);
