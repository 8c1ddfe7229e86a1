import { Types } from 'mongoose';
import { keyedObjectId } from '@liquify/mongo';
import { statusAfterReply, TICKET_PRIORITIES, TicketPriority, TicketStatus, waitingSince } from '@liquify/contracts';
import { NOT_WAITING, TicketDoc, TicketMessageDoc } from './ticket.schema';

/*
 * How a ticket's fields follow from a change: pure functions from the ticket as read to the fields to set.
 * Every change updates `updatedAt`, and the wait on support (waitingSince/waitingRank) is recomputed from
 * the status and the thread by the shared rule, so the admin list's order is always consistent.
 */

export const priorityRank = (priority: TicketPriority) => TICKET_PRIORITIES.indexOf(priority);

function waitFields(status: TicketStatus, createdAt: Date, messages: readonly TicketMessageDoc[]) {
  const since = waitingSince(status, createdAt, messages);
  return { waitingSince: since, waitingRank: since ?? NOT_WAITING };
}

export interface NewMessage {
  content: string;
  attachments: string[];
  byStaff: boolean;
  authorId: string;
  authorName: string;
  /** The reply's id when its request named one (replyId); a new one otherwise. */
  id?: Types.ObjectId;
}

/**
 * The id of the reply a request with an `Idempotency-Key` makes: the same for the same author, ticket and key, so
 * the request sent again finds its reply in the thread (hasReply) instead of adding it twice.
 */
export const replyId = (authorId: string, ticketId: string, key: string | undefined): Types.ObjectId | undefined =>
  key === undefined ? undefined : keyedObjectId('support.ticket-reply', authorId, ticketId, key);

/** Whether the thread already holds the reply `id` names (its request was sent again). */
export const hasReply = (ticket: Pick<TicketDoc, 'messages'>, id: Types.ObjectId | undefined): boolean =>
  id !== undefined && (ticket.messages ?? []).some((m) => id.equals(m._id));

/** The id of the ticket a request with an `Idempotency-Key` creates (see replyId); a new one without a key. */
export const ticketId = (userId: string, key: string | undefined): Types.ObjectId =>
  key === undefined ? new Types.ObjectId() : keyedObjectId('support.ticket', userId, key);

/** A reply: appended to the thread; the status follows statusAfterReply; staff's first reply is remembered. */
export function replyChanges(ticket: TicketDoc, message: NewMessage, now: Date): Partial<TicketDoc> {
  const entry: TicketMessageDoc = {
    _id: message.id ?? new Types.ObjectId(),
    content: message.content,
    attachments: message.attachments,
    isAdmin: message.byStaff,
    authorId: message.authorId,
    authorName: message.authorName,
    createdAt: now,
  };
  const messages = [...(ticket.messages ?? []), entry];
  const status = statusAfterReply(ticket.status, message.byStaff);
  return {
    messages,
    messageCount: messages.length,
    lastMessageAt: now,
    status,
    ...waitFields(status, ticket.createdAt, messages),
    ...(message.byStaff && !ticket.firstResponseAt ? { firstResponseAt: now } : {}),
    updatedAt: now,
  };
}

/** A status set by staff: resolvedAt is set on entering resolved and cleared when the ticket reopens. */
export function statusChanges(ticket: TicketDoc, status: TicketStatus, now: Date): Partial<TicketDoc> {
  const changes: Partial<TicketDoc> = { status, ...waitFields(status, ticket.createdAt, ticket.messages ?? []), updatedAt: now };
  if (status === 'resolved' && ticket.status !== 'resolved') changes.resolvedAt = now;
  if (status === 'open' || status === 'in_progress' || status === 'pending') changes.resolvedAt = null;
  return changes;
}

export interface AdminUpdates {
  status?: TicketStatus;
  priority?: TicketPriority;
  category?: TicketDoc['category'];
  tags?: string[];
  assignee?: { id: string; name: string } | null;
}

/** The admin's edits (single or bulk); null when nothing would change. */
export function adminChanges(ticket: TicketDoc, updates: AdminUpdates, now: Date): Partial<TicketDoc> | null {
  let changes: Partial<TicketDoc> = {};
  if (updates.status !== undefined && updates.status !== ticket.status) changes = { ...statusChanges(ticket, updates.status, now) };
  if (updates.priority !== undefined && updates.priority !== ticket.priority) Object.assign(changes, { priority: updates.priority, priorityRank: priorityRank(updates.priority) });
  if (updates.category !== undefined && updates.category !== ticket.category) changes.category = updates.category;
  if (updates.tags !== undefined && JSON.stringify(updates.tags) !== JSON.stringify(ticket.tags ?? [])) changes.tags = updates.tags;
  if (updates.assignee !== undefined) {
    const id = updates.assignee?.id ?? null;
    if (id !== ticket.assigneeId) Object.assign(changes, { assigneeId: id, assigneeName: updates.assignee?.name ?? '' });
  }
  if (Object.keys(changes).length === 0) return null;
  return { ...changes, updatedAt: now };
}
