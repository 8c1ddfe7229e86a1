import { Controller, Param, Res, UseGuards } from '@nestjs/common';
import { AuthUser, CurrentUser, JwtAuthGuard } from '@liquify/auth';
import { adminTicketRoutes, AdminTicketsExportQuery, AdminTicketsQuery, csvFileName, SupportStatsQuery, TicketAssignRequest, TicketBulkUpdateRequest, TicketNoteRequest, TicketReplyRequest, TicketStatus, TicketUpdates } from '@liquify/contracts';
import { ok } from '@liquify/http';
import { CsvReply, IdempotencyKey, sendCsv, ServeRoute, ValidBody, ValidQuery } from '@liquify/service';
import { CurrentAdminGuard } from '../people/current-admin.guard';
import { SupportStatsService } from './support-stats.service';
import { TicketAdminService } from './ticket-admin.service';
import { TicketDeskService } from './ticket-desk.service';

/** The admin's support desk (doc 3 §7); the caller's current role must be admin. */
@Controller()
@UseGuards(JwtAuthGuard, CurrentAdminGuard)
export class TicketsAdminController {
  constructor(
    private readonly desk: TicketAdminService,
    private readonly statsService: SupportStatsService,
    private readonly ticketDesk: TicketDeskService,
  ) {}

  @ServeRoute(adminTicketRoutes.list)
  async list(@ValidQuery() query: AdminTicketsQuery) {
    const { items, ...rest } = await this.desk.list(query);
    return ok(items, rest);
  }

  /** The list's filter as CSV, streamed (issue #25 item 12). Before 'tickets/:id'. */
  @ServeRoute(adminTicketRoutes.export)
  async export(@ValidQuery() query: AdminTicketsExportQuery, @Res() reply: CsvReply) {
    return sendCsv(reply, csvFileName('tickets'), await this.desk.exportCsv(query));
  }

  @ServeRoute(adminTicketRoutes.stats)
  async stats(@ValidQuery() query: SupportStatsQuery) {
    return ok(await this.statsService.stats(query));
  }

  @ServeRoute(adminTicketRoutes.bulkUpdate)
  async bulkUpdate(@ValidBody() body: TicketBulkUpdateRequest) {
    const { message, data } = await this.desk.bulkUpdate(body);
    return { success: true as const, message, data };
  }

  @ServeRoute(adminTicketRoutes.bulkDelete)
  async bulkDelete(@ValidBody() body: { ticketIds: string[] }) {
    const { message, data } = await this.desk.bulkDelete(body.ticketIds);
    return { success: true as const, message, data };
  }

  @ServeRoute(adminTicketRoutes.setStatus)
  async setStatus(@Param('id') id: string, @ValidBody() body: { status: TicketStatus }) {
    return ok(await this.desk.setStatus(id, body.status));
  }

  @ServeRoute(adminTicketRoutes.assign)
  async assign(@Param('id') id: string, @ValidBody() body: TicketAssignRequest) {
    return ok(await this.desk.assign(id, body.assigneeId));
  }

  // ------------------------------------------------------------ the ticket page (issue #25 item 4)

  @ServeRoute(adminTicketRoutes.staff)
  async staff() {
    return ok(await this.ticketDesk.staff());
  }

  @ServeRoute(adminTicketRoutes.get)
  async get(@Param('id') id: string) {
    return ok(await this.ticketDesk.get(id));
  }

  @ServeRoute(adminTicketRoutes.update)
  async update(@Param('id') id: string, @ValidBody() body: TicketUpdates) {
    return ok(await this.ticketDesk.update(id, body));
  }

  @ServeRoute(adminTicketRoutes.reply)
  async reply(@CurrentUser() user: AuthUser, @Param('id') id: string, @ValidBody() body: TicketReplyRequest, @IdempotencyKey() key?: string) {
    return ok(await this.ticketDesk.reply(user, id, body, key));
  }

  @ServeRoute(adminTicketRoutes.addNote)
  async addNote(@CurrentUser() user: AuthUser, @Param('id') id: string, @ValidBody() body: TicketNoteRequest) {
    return ok(await this.ticketDesk.addNote(user, id, body));
  }
}
