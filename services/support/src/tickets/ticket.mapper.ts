import { AdminTicketDto, SUPPORT_TEAM_NAME, TicketDto, TicketSummaryDto, unansweredMs } from '@liquify/contracts';
import { ContextItemDoc } from '../context/context-item.schema';
import { contextView } from '../context/ticket-context.service';
import { PersonDoc } from '../people/person.schema';
import { TicketNoteDoc } from './ticket-note.schema';
import { TicketDoc } from './ticket.schema';

/** What answering tickets needs besides the tickets: people (read model), live context items, who asks, when. */
export interface TicketViewContext {
  people: Map<string, PersonDoc>;
  contexts: Map<string, ContextItemDoc>;
  viewerIsStaff: boolean;
  now: Date;
}

const iso = (d: Date | null | undefined) => (d ? new Date(d).toISOString() : null);

export function toTicketSummary(doc: TicketDoc, v: TicketViewContext): TicketSummaryDto {
  const person = v.people.get(doc.userId);
  const assignee = doc.assigneeId ? v.people.get(doc.assigneeId) : undefined;
  const id = String(doc._id);
  return {
    _id: id,
    shortId: doc.shortId,
    title: doc.title,
    description: doc.description,
    category: doc.category,
    priority: doc.priority,
    status: doc.status,
    tags: doc.tags ?? [],
    user: { _id: doc.userId, name: person?.name || doc.userName || 'User', email: person?.email || doc.userEmail, role: person?.role ?? 'user' },
    assignedTo: doc.assigneeId ? { _id: doc.assigneeId, name: assignee?.name || doc.assigneeName } : null,
    context: contextView(doc.context, v.contexts),
    messageCount: doc.messageCount ?? 0,
    lastMessageAt: iso(doc.lastMessageAt),
    waitingSince: iso(doc.waitingSince),
    unansweredMs: unansweredMs(doc.waitingSince, v.now),
    firstResponseAt: iso(doc.firstResponseAt),
    resolvedAt: iso(doc.resolvedAt),
    rating: doc.rating ? { helpful: doc.rating.helpful, comment: doc.rating.comment ?? '', ratedAt: iso(doc.rating.ratedAt)! } : null,
    createdAt: iso(doc.createdAt)!,
    updatedAt: iso(doc.updatedAt)!,
  };
}

export function toTicket(doc: TicketDoc, v: TicketViewContext): TicketDto {
  return {
    ...toTicketSummary(doc, v),
    messages: (doc.messages ?? []).map((m) => {
      const author = v.people.get(m.authorId);
      // Customers see staff replies as the Support Team; staff see who wrote them.
      const name = m.isAdmin && !v.viewerIsStaff ? SUPPORT_TEAM_NAME : author?.name || m.authorName || (m.isAdmin ? SUPPORT_TEAM_NAME : 'User');
      return {
        _id: String(m._id),
        content: m.content,
        message: m.content,
        attachments: m.attachments ?? [],
        isAdmin: m.isAdmin,
        author: { _id: m.isAdmin && !v.viewerIsStaff ? 'support' : m.authorId, name },
        createdAt: new Date(m.createdAt).toISOString(),
      };
    }),
  };
}

/** The admin's ticket page: the staff view of the ticket, its internal notes and the customer's plan. */
export function toAdminTicket(doc: TicketDoc, v: TicketViewContext, notes: readonly TicketNoteDoc[]): AdminTicketDto {
  const ticket = toTicket({ ...doc }, { ...v, viewerIsStaff: true });
  const person = v.people.get(doc.userId);
  return {
    ...ticket,
    notes: notes.map((n) => ({
      _id: String(n._id),
      content: n.content,
      author: { _id: n.authorId, name: v.people.get(n.authorId)?.name || n.authorName || SUPPORT_TEAM_NAME },
      createdAt: new Date(n.createdAt).toISOString(),
    })),
    customer: { ...ticket.user, plan: person?.plan ?? null, subscriptionStatus: person?.subscriptionStatus ?? null },
  };
}

/** The people a set of tickets mentions: owners, assignees and message authors. */
export function peopleIdsOf(docs: readonly TicketDoc[]): string[] {
  const ids = new Set<string>();
  for (const d of docs) {
    ids.add(d.userId);
    if (d.assigneeId) ids.add(d.assigneeId);
    for (const m of d.messages ?? []) ids.add(m.authorId);
  }
  return [...ids];
}
