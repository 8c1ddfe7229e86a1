import { Controller, Delete, Get, HttpCode, Param, Patch, Post, Res, UseGuards } from '@nestjs/common';
import { AuthUser, CurrentUser, JwtAuthGuard } from '@liquify/auth';
import {
  AdminTicketsExportQuery,
  AdminTicketsQuery,
  csvFileName,
  SupportStatsQuery,
  TicketAssignRequest,
  TicketBulkUpdateRequest,
  TicketNoteRequest,
  TicketReplyRequest,
  TicketStatus,
  TicketUpdates,
} from '@liquify/contracts';
import { ok } from '@liquify/http';
import { CsvReply, sendCsv, ValidBody, ValidQuery } from '@liquify/service';
import { CurrentAdminGuard } from '../people/current-admin.guard';
import { SupportStatsService } from './support-stats.service';
import { TicketAdminService } from './ticket-admin.service';
import { TicketDeskService } from './ticket-desk.service';

/** The admin's support desk (doc 3 §7); the caller's current role must be admin. */
@Controller('api/admin/support')
@UseGuards(JwtAuthGuard, CurrentAdminGuard)
export class TicketsAdminController {
  constructor(
    private readonly desk: TicketAdminService,
    private readonly statsService: SupportStatsService,
    private readonly ticketDesk: TicketDeskService,
  ) {}

  @Get('tickets')
  async list(@ValidQuery() query: AdminTicketsQuery) {
    const { items, ...rest } = await this.desk.list(query);
    return ok(items, rest);
  }

  /** The list's filter as CSV, streamed (issue #25 item 12). Before 'tickets/:id'. */
  @Get('tickets/export')
  async export(@ValidQuery() query: AdminTicketsExportQuery, @Res() reply: CsvReply) {
    return sendCsv(reply, csvFileName('tickets'), await this.desk.exportCsv(query));
  }

  @Get('stats')
  async stats(@ValidQuery() query: SupportStatsQuery) {
    return ok(await this.statsService.stats(query));
  }

  @Patch('tickets/bulk')
  async bulkUpdate(@ValidBody() body: TicketBulkUpdateRequest) {
    const { message, data } = await this.desk.bulkUpdate(body);
    return { success: true as const, message, data };
  }

  @Delete('tickets/bulk')
  async bulkDelete(@ValidBody() body: { ticketIds: string[] }) {
    const { message, data } = await this.desk.bulkDelete(body.ticketIds);
    return { success: true as const, message, data };
  }

  @Patch('tickets/:id/status')
  async setStatus(@Param('id') id: string, @ValidBody() body: { status: TicketStatus }) {
    return ok(await this.desk.setStatus(id, body.status));
  }

  @Patch('tickets/:id/assign')
  async assign(@Param('id') id: string, @ValidBody() body: TicketAssignRequest) {
    return ok(await this.desk.assign(id, body.assigneeId));
  }

  // ------------------------------------------------------------ the ticket page (issue #25 item 4)

  @Get('staff')
  async staff() {
    return ok(await this.ticketDesk.staff());
  }

  @Get('tickets/:id')
  async get(@Param('id') id: string) {
    return ok(await this.ticketDesk.get(id));
  }

  @Patch('tickets/:id')
  async update(@Param('id') id: string, @ValidBody() body: TicketUpdates) {
    return ok(await this.ticketDesk.update(id, body));
  }

  @Post('tickets/:id/messages')
  @HttpCode(200)
  async reply(@CurrentUser() user: AuthUser, @Param('id') id: string, @ValidBody() body: TicketReplyRequest) {
    return ok(await this.ticketDesk.reply(user, id, body));
  }

  @Post('tickets/:id/notes')
  async addNote(@CurrentUser() user: AuthUser, @Param('id') id: string, @ValidBody() body: TicketNoteRequest) {
    return ok(await this.ticketDesk.addNote(user, id, body));
  }
}
