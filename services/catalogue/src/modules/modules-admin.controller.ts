import { Controller, Delete, Get, HttpCode, Param, Post, Put, Res, UseGuards } from '@nestjs/common';
import { AdminGuard, JwtAuthGuard } from '@liquify/auth';
import {
  AdminCatalogueQuery,
  CatalogueBulkRequest,
  csvFileName,
  ModuleCreateRequest,
  ModuleUpdateRequest,
} from '@liquify/contracts';
import { ok } from '@liquify/http';
import { sendCsv, ValidBody, ValidQuery } from '@liquify/service';
import type { ReplyLike } from '../catalogue/cached-reply.util';
import { ModulesService } from './modules.service';

/** Admin module management (spec doc 3 §7); the admin role is checked here, not only at the gateway. */
@Controller('api/admin/modules')
@UseGuards(JwtAuthGuard, AdminGuard)
export class ModulesAdminController {
  constructor(private readonly modules: ModulesService) {}

  @Get()
  async list(@ValidQuery() query: AdminCatalogueQuery) {
    const { items, pagination } = await this.modules.admin.list(query);
    return { success: true, modules: items, pagination };
  }

  @Post()
  @HttpCode(201)
  async create(@ValidBody() body: ModuleCreateRequest) {
    return ok(await this.modules.createModule(body));
  }

  @Get('stats/overview')
  async stats() {
    return ok(await this.modules.stats());
  }

  /** The list's filter as CSV, streamed (issue #25 item 12). */
  @Get('export')
  async export(@ValidQuery() query: AdminCatalogueQuery, @Res() reply: ReplyLike) {
    return sendCsv(reply, csvFileName('modules'), this.modules.admin.exportCsv(query));
  }

  @Post('bulk')
  @HttpCode(200)
  async bulk(@ValidBody() body: CatalogueBulkRequest) {
    return { success: true as const, ...(await this.modules.admin.bulk(body)) };
  }

  /** Before ':id', so 'trash' is not read as an id. */
  @Get('trash')
  async trash() {
    return ok(await this.modules.admin.trashed());
  }

  @Get('slug/:slug')
  async bySlug(@Param('slug') slug: string) {
    return ok(await this.modules.admin.getBySlug(slug));
  }

  @Get(':id')
  async byId(@Param('id') id: string) {
    return ok(await this.modules.admin.getById(id));
  }

  @Put(':id')
  async update(@Param('id') id: string, @ValidBody() body: ModuleUpdateRequest) {
    return ok(await this.modules.updateModule(id, body));
  }

  @Post(':id/restore')
  @HttpCode(200)
  async restore(@Param('id') id: string) {
    return ok(await this.modules.admin.restore(id));
  }

  @Delete(':id')
  async remove(@Param('id') id: string) {
    const message = await this.modules.admin.remove(id);
    return { success: true, message };
  }

  @Put(':id/status')
  async status(@Param('id') id: string, @ValidBody() body: { status: 'draft' | 'published' | 'archived' }) {
    return ok(await this.modules.admin.setStatus(id, body.status));
  }

  @Put(':id/featured')
  async featured(@Param('id') id: string) {
    return ok(await this.modules.admin.toggleFeatured(id));
  }
}
