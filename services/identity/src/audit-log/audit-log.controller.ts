import { Controller, UseGuards } from '@nestjs/common';
import { auditLogRoute } from '@liquify/contracts';
import { AdminGuard, JwtAuthGuard } from '@liquify/auth';
import type { AuditLogQuery } from '@liquify/contracts';
import { ok } from '@liquify/http';
import { ServeRoute, ValidQuery } from '@liquify/service';
import { AuditLogRepository } from './audit-log.repository';

/** GET /api/admin/audit-log: admins only (doc 3: only admin reaches the back office), checked here too. */
@Controller()
@UseGuards(JwtAuthGuard, AdminGuard)
export class AuditLogController {
  constructor(private readonly log: AuditLogRepository) {}

  @ServeRoute(auditLogRoute)
  async list(@ValidQuery() query: AuditLogQuery) {
    const { entries, total } = await this.log.page(query);
    return ok(entries, {
      pagination: { page: query.page, limit: query.limit, total, pages: Math.ceil(total / query.limit) },
    });
  }
}
