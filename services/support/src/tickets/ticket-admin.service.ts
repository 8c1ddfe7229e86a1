import { Injectable } from '@nestjs/common';
import { containsText } from '@liquify/mongo';
import { AdminTicketsExportQuery, AdminTicketsQuery, CsvCell, csvLines, SupportMessages, TicketBulkUpdateRequest, TicketStatus, TicketUpdates, TICKETS_EXPORT_COLUMNS } from '@liquify/contracts';
import { PeopleService } from '../people/people.service';
import { SupportErrors } from '../support.errors';
import { adminChanges, AdminUpdates } from './ticket-changes.util';
import { TicketExportRepository } from './ticket-export.repository';
import { TicketNotesRepository } from './ticket-notes.repository';
import { TicketViewsService } from './ticket-views.service';
import { TicketWriter } from './ticket-writer.service';
import { TicketQuery, TicketSort, TicketsRepository } from './tickets.repository';

const SORTS: Record<NonNullable<AdminTicketsQuery['sort']>, TicketSort> = {
  // Waiting on support first, the longest unanswered first; then the most recently active.
  waiting: { waitingRank: 1, updatedAt: -1, _id: -1 },
  newest: { createdAt: -1, _id: -1 },
  oldest: { createdAt: 1, _id: 1 },
  updated: { updatedAt: -1, _id: -1 },
  priority: { priorityRank: -1, waitingRank: 1, createdAt: 1 },
};

/** The admin's support desk (doc 3 §2, §7): every ticket, status, assignment, bulk changes. */
@Injectable()
export class TicketAdminService {
  constructor(
    private readonly tickets: TicketsRepository,
    private readonly writer: TicketWriter,
    private readonly views: TicketViewsService,
    private readonly people: PeopleService,
    private readonly notes: TicketNotesRepository,
    private readonly exports: TicketExportRepository,
  ) {}

  async list(query: AdminTicketsQuery) {
    const base = await this.filter(query);
    const filter = query.status ? { ...base, status: query.status } : base;
    const [{ items, total }, counts] = await Promise.all([
      this.tickets.page(filter, SORTS[query.sort ?? 'waiting'], query.page, query.limit),
      this.tickets.statusCounts(base),
    ]);
    return {
      items: await this.views.summaries(items, true),
      pagination: { page: query.page, limit: query.limit, total, pages: Math.ceil(total / query.limit) },
      counts,
    };
  }

  /** The CSV lines of the tickets the list's filter shows (all pages, its sort), read from a cursor as produced. */
  async exportCsv(query: AdminTicketsExportQuery): Promise<AsyncGenerator<string>> {
    const base = await this.filter({ ...query, limit: 1, page: 1 });
    const filter = query.status ? { ...base, status: query.status } : base;
    return csvLines(TICKETS_EXPORT_COLUMNS, this.exports.stream(filter, SORTS[query.sort ?? 'waiting']), (t): CsvCell[] => [
      t.shortId,
      t.title,
      t.status,
      t.priority,
      t.category,
      t.userName,
      t.userEmail,
      t.assigneeName,
      t.tags.join('; '),
      t.messageCount,
      t.createdAt,
      t.updatedAt,
    ]);
  }

  async setStatus(id: string, status: TicketStatus) {
    return this.views.ticket(await this.writer.change(id, (t) => adminChanges(t, { status }, new Date())), true);
  }

  /** Assigns to an admin or moderator (from identity's events), or unassigns with null. */
  async assign(id: string, assigneeId: string | null) {
    const assignee = await this.assigneeOf(assigneeId);
    return this.views.ticket(await this.writer.change(id, (t) => adminChanges(t, { assignee }, new Date())), true);
  }

  /** The admin's requested changes with the assignee checked (an admin or moderator now, else 422). */
  async resolveUpdates(requested: TicketUpdates): Promise<AdminUpdates> {
    const { assigneeId, ...rest } = requested;
    return { ...rest, ...(assigneeId !== undefined ? { assignee: await this.assigneeOf(assigneeId) } : {}) };
  }

  async bulkUpdate(body: TicketBulkUpdateRequest) {
    const updates = await this.resolveUpdates(body.updates);
    let matched = 0;
    let modified = 0;
    for (const id of body.ticketIds) {
      let changed = false;
      try {
        await this.writer.change(id, (t) => {
          const changes = adminChanges(t, updates, new Date());
          changed = changes !== null;
          return changes;
        });
      } catch (err) {
        if ((err as { code?: string }).code === 'TICKET_NOT_FOUND') continue;
        throw err;
      }
      matched++;
      if (changed) modified++;
    }
    return { message: SupportMessages.ticketsUpdated, data: { matched, modified } };
  }

  async bulkDelete(ticketIds: string[]) {
    const deleted = await this.tickets.deleteMany(ticketIds);
    await this.notes.deleteOf(ticketIds);
    return { message: SupportMessages.ticketsDeleted, data: { deleted } };
  }

  private async assigneeOf(assigneeId: string | null) {
    if (assigneeId === null) return null;
    const person = await this.people.findAssignable(assigneeId);
    if (!person) throw SupportErrors.ASSIGNEE_INVALID();
    return { id: person._id, name: person.name };
  }

  /** Filters other than status; search is text over title, description, short id, user name and email. */
  private async filter(query: AdminTicketsQuery): Promise<TicketQuery> {
    const filter: TicketQuery = {};
    if (query.category) filter.category = query.category;
    if (query.priority) filter.priority = query.priority;
    if (query.assigneeId) filter.assigneeId = query.assigneeId === 'none' ? null : query.assigneeId;
    if (query.search) {
      const pattern = containsText(query.search);
      const userIds = await this.people.idsMatching(query.search);
      filter.$or = [
        { title: pattern },
        { description: pattern },
        { shortId: pattern },
        { userName: pattern },
        { userEmail: pattern },
        ...(userIds.length ? [{ userId: { $in: userIds } }] : []),
      ];
    }
    return filter;
  }
}
