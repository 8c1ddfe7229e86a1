import { Controller, Param, Res, UseGuards } from '@nestjs/common';
import { AuthUser, CurrentUser, JwtAuthGuard } from '@liquify/auth';
import { attachmentDisposition, ThemeBundleRequest, themeFileRoutes as routes } from '@liquify/contracts';
import { ServeRoute, ValidBody } from '@liquify/service';
import type { FastifyReply } from 'fastify';
import { DownloadFile, ThemeFilesService } from './theme-files.service';

/** Downloads of Shopify theme files (issue 24 items 12, 13): never cached, always the owner's current entries. */
@Controller()
@UseGuards(JwtAuthGuard)
export class ThemeFilesController {
  constructor(private readonly files: ThemeFilesService) {}

  @ServeRoute(routes.sectionFile)
  async sectionFile(@CurrentUser() user: AuthUser, @Param('id') id: string, @Res() reply: FastifyReply) {
    return send(reply, await this.files.sectionFile(user, id));
  }

  @ServeRoute(routes.themeBundle)
  async themeBundle(@CurrentUser() user: AuthUser, @ValidBody() body: ThemeBundleRequest, @Res() reply: FastifyReply) {
    return send(reply, await this.files.themeBundle(user, body));
  }
}

function send(reply: FastifyReply, file: DownloadFile) {
  return reply
    .status(200)
    .headers({ 'content-type': file.contentType, 'content-disposition': attachmentDisposition(file.fileName), 'cache-control': 'private, no-store', 'x-content-type-options': 'nosniff' })
    .send(file.body);
}
