import { Controller, Delete, Get, Param, Patch, UseGuards } from '@nestjs/common';
import { JwtAuthGuard } from '@liquify/auth';
import {
  AdminTicketsQuery,
  SupportStatsQuery,
  TicketAssignRequest,
  TicketBulkUpdateRequest,
  TicketStatus,
} from '@liquify/contracts';
import { ok } from '@liquify/http';
import { ValidBody, ValidQuery } from '@liquify/service';
import { CurrentAdminGuard } from '../people/current-admin.guard';
import { SupportStatsService } from './support-stats.service';
import { TicketAdminService } from './ticket-admin.service';

/** The admin's support desk (doc 3 §7); the caller's current role must be admin. */
@Controller('api/admin/support')
@UseGuards(JwtAuthGuard, CurrentAdminGuard)
export class TicketsAdminController {
  constructor(
    private readonly desk: TicketAdminService,
    private readonly statsService: SupportStatsService,
  ) {}

  @Get('tickets')
  async list(@ValidQuery() query: AdminTicketsQuery) {
    const { items, ...rest } = await this.desk.list(query);
    return ok(items, rest);
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
}
