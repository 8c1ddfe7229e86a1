import { Body, Controller, Delete, Get, Param, Patch, Query, UseGuards } from '@nestjs/common';
import { JwtAuthGuard } from '@liquify/auth';
import {
  adminTicketsQuerySchema,
  AdminTicketsQuery,
  supportStatsQuerySchema,
  SupportStatsQuery,
  ticketAssignRequestSchema,
  TicketAssignRequest,
  ticketBulkDeleteRequestSchema,
  ticketBulkUpdateRequestSchema,
  TicketBulkUpdateRequest,
  ticketStatusUpdateRequestSchema,
  TicketStatus,
} from '@liquify/contracts';
import { ok, ZodPipe, zodBody } from '@liquify/http';
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
  async list(@Query(new ZodPipe(adminTicketsQuerySchema)) query: AdminTicketsQuery) {
    const { items, ...rest } = await this.desk.list(query);
    return ok(items, rest);
  }

  @Get('stats')
  async stats(@Query(new ZodPipe(supportStatsQuerySchema)) query: SupportStatsQuery) {
    return ok(await this.statsService.stats(query));
  }

  @Patch('tickets/bulk')
  async bulkUpdate(@Body(zodBody(ticketBulkUpdateRequestSchema)) body: TicketBulkUpdateRequest) {
    const { message, data } = await this.desk.bulkUpdate(body);
    return { success: true as const, message, data };
  }

  @Delete('tickets/bulk')
  async bulkDelete(@Body(zodBody(ticketBulkDeleteRequestSchema)) body: { ticketIds: string[] }) {
    const { message, data } = await this.desk.bulkDelete(body.ticketIds);
    return { success: true as const, message, data };
  }

  @Patch('tickets/:id/status')
  async setStatus(@Param('id') id: string, @Body(zodBody(ticketStatusUpdateRequestSchema)) body: { status: TicketStatus }) {
    return ok(await this.desk.setStatus(id, body.status));
  }

  @Patch('tickets/:id/assign')
  async assign(@Param('id') id: string, @Body(zodBody(ticketAssignRequestSchema)) body: TicketAssignRequest) {
    return ok(await this.desk.assign(id, body.assigneeId));
  }
}
