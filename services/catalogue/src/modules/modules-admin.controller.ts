import { Controller, Param, Res, UseGuards } from '@nestjs/common';
import { AdminGuard, JwtAuthGuard } from '@liquify/auth';
import {
  AdminCatalogueQuery,
  adminModuleRoutes,
  CatalogueBulkRequest,
  csvFileName,
  ModuleCreateRequest,
  ModuleUpdateRequest,
} from '@liquify/contracts';
import { ok } from '@liquify/http';
import { sendCsv, ServeRoute, ValidBody, ValidQuery } from '@liquify/service';
import type { ReplyLike } from '../catalogue/cached-reply.util';
import { ModulesService } from './modules.service';

/** Admin module management (spec doc 3 §7); the admin role is checked here, not only at the gateway. */
@Controller()
@UseGuards(JwtAuthGuard, AdminGuard)
export class ModulesAdminController {
  constructor(private readonly modules: ModulesService) {}

  @ServeRoute(adminModuleRoutes.list)
  async list(@ValidQuery() query: AdminCatalogueQuery) {
    const { items, pagination } = await this.modules.admin.list(query);
    return { success: true, modules: items, pagination };
  }

  @ServeRoute(adminModuleRoutes.create)
  async create(@ValidBody() body: ModuleCreateRequest) {
    return ok(await this.modules.createModule(body));
  }

  @ServeRoute(adminModuleRoutes.stats)
  async stats() {
    return ok(await this.modules.stats());
  }

  /** The list's filter as CSV, streamed (issue #25 item 12). */
  @ServeRoute(adminModuleRoutes.export)
  async export(@ValidQuery() query: AdminCatalogueQuery, @Res() reply: ReplyLike) {
    return sendCsv(reply, csvFileName('modules'), this.modules.admin.exportCsv(query));
  }

  @ServeRoute(adminModuleRoutes.bulk)
  async bulk(@ValidBody() body: CatalogueBulkRequest) {
    return { success: true as const, ...(await this.modules.admin.bulk(body)) };
  }

  /** Before ':id', so 'trash' is not read as an id. */
  @ServeRoute(adminModuleRoutes.trash)
  async trash() {
    return ok(await this.modules.admin.trashed());
  }

  @ServeRoute(adminModuleRoutes.bySlug)
  async bySlug(@Param('slug') slug: string) {
    return ok(await this.modules.admin.getBySlug(slug));
  }

  @ServeRoute(adminModuleRoutes.byId)
  async byId(@Param('id') id: string) {
    return ok(await this.modules.admin.getById(id));
  }

  @ServeRoute(adminModuleRoutes.update)
  async update(@Param('id') id: string, @ValidBody() body: ModuleUpdateRequest) {
    return ok(await this.modules.updateModule(id, body));
  }

  @ServeRoute(adminModuleRoutes.restore)
  async restore(@Param('id') id: string) {
    return ok(await this.modules.admin.restore(id));
  }

  @ServeRoute(adminModuleRoutes.remove)
  async remove(@Param('id') id: string) {
    const message = await this.modules.admin.remove(id);
    return { success: true, message };
  }

  @ServeRoute(adminModuleRoutes.status)
  async status(@Param('id') id: string, @ValidBody() body: { status: 'draft' | 'published' | 'archived' }) {
    return ok(await this.modules.admin.setStatus(id, body.status));
  }

  @ServeRoute(adminModuleRoutes.featured)
  async featured(@Param('id') id: string) {
    return ok(await this.modules.admin.toggleFeatured(id));
  }
}
