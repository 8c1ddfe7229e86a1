import { Controller, Param, Res, UseGuards } from '@nestjs/common';
import { AdminGuard, JwtAuthGuard } from '@liquify/auth';
import {
  AdminCatalogueQuery,
  adminSectionRoutes,
  CatalogueBulkRequest,
  csvFileName,
  SectionCreateRequest,
  SectionUpdateRequest,
} from '@liquify/contracts';
import { ok } from '@liquify/http';
import { sendCsv, ServeRoute, ValidBody, ValidQuery } from '@liquify/service';
import type { ReplyLike } from '../catalogue/cached-reply.util';
import { PREVIEW_HEADERS } from './section-preview.headers';
import { SectionsService } from './sections.service';

/** Admin section management (spec doc 3 §7); the admin role is checked here, not only at the gateway. */
@Controller()
@UseGuards(JwtAuthGuard, AdminGuard)
export class SectionsAdminController {
  constructor(private readonly sections: SectionsService) {}

  @ServeRoute(adminSectionRoutes.list)
  async list(@ValidQuery() query: AdminCatalogueQuery) {
    const { items, pagination } = await this.sections.admin.list(query);
    return { success: true, sections: items, pagination };
  }

  @ServeRoute(adminSectionRoutes.create)
  async create(@ValidBody() body: SectionCreateRequest) {
    return ok(await this.sections.createSection(body));
  }

  @ServeRoute(adminSectionRoutes.stats)
  async stats() {
    return ok(await this.sections.stats());
  }

  /** The list's filter as CSV, streamed (issue #25 item 12). */
  @ServeRoute(adminSectionRoutes.export)
  async export(@ValidQuery() query: AdminCatalogueQuery, @Res() reply: ReplyLike) {
    return sendCsv(reply, csvFileName('sections'), this.sections.admin.exportCsv(query));
  }

  @ServeRoute(adminSectionRoutes.bulk)
  async bulk(@ValidBody() body: CatalogueBulkRequest) {
    return { success: true as const, ...(await this.sections.admin.bulk(body)) };
  }

  /** Before ':id', so 'trash' is not read as an id. */
  @ServeRoute(adminSectionRoutes.trash)
  async trash() {
    return ok(await this.sections.admin.trashed());
  }

  @ServeRoute(adminSectionRoutes.bySlug)
  async bySlug(@Param('slug') slug: string) {
    return ok(await this.sections.admin.getBySlug(slug));
  }

  @ServeRoute(adminSectionRoutes.byId)
  async byId(@Param('id') id: string) {
    return ok(await this.sections.admin.getById(id));
  }

  @ServeRoute(adminSectionRoutes.preview)
  async preview(@Param('id') id: string, @Res() reply: ReplyLike) {
    const html = await this.sections.adminPreview(id);
    reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store');
    for (const [name, value] of Object.entries(PREVIEW_HEADERS)) reply.header(name, value);
    return reply.status(200).send(html);
  }

  @ServeRoute(adminSectionRoutes.update)
  async update(@Param('id') id: string, @ValidBody() body: SectionUpdateRequest) {
    return ok(await this.sections.updateSection(id, body));
  }

  @ServeRoute(adminSectionRoutes.restore)
  async restore(@Param('id') id: string) {
    return ok(await this.sections.admin.restore(id));
  }

  @ServeRoute(adminSectionRoutes.remove)
  async remove(@Param('id') id: string) {
    const message = await this.sections.admin.remove(id);
    return { success: true, message };
  }

  @ServeRoute(adminSectionRoutes.status)
  async status(@Param('id') id: string, @ValidBody() body: { status: 'draft' | 'published' | 'archived' }) {
    return ok(await this.sections.admin.setStatus(id, body.status));
  }

  @ServeRoute(adminSectionRoutes.featured)
  async featured(@Param('id') id: string) {
    return ok(await this.sections.admin.toggleFeatured(id));
  }
}
