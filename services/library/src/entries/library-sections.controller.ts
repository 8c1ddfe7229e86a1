import { Controller, Delete, Get, HttpCode, Param, Post, Put, Res, UseGuards } from '@nestjs/common';
import { AuthUser, CurrentUser, JwtAuthGuard } from '@liquify/auth';
import { AddSectionRequest, SaveSectionRequest } from '@liquify/contracts';
import { ok } from '@liquify/http';
import { ValidBody, ValidQuery } from '@liquify/service';
import type { FastifyReply } from 'fastify';
import { EntriesService, OwnedEntry } from './entries.service';
import { EntryEditsService } from './entry-edits.service';
import { toSectionDto } from './entry.mapper';
import { LibraryCacheTags } from './library-cache-tags';
import { tagUserAnswer } from './user-answer.util';

const sectionDto = ({ entry, lock, item }: OwnedEntry) => toSectionDto(entry, { lock, item, now: Date.now() });

/** The user's library sections (doc 2 §7). */
@Controller('api/user-sections')
@UseGuards(JwtAuthGuard)
export class LibrarySectionsController {
  constructor(
    private readonly entries: EntriesService,
    private readonly edits: EntryEditsService,
    private readonly tags: LibraryCacheTags,
  ) {}

  @Get('library')
  async library(@CurrentUser() user: AuthUser, @Res({ passthrough: true }) reply: FastifyReply) {
    return tagUserAnswer(reply, await this.tags.userHeader(user.id), async () => {
      const rows = await this.entries.list(user.id, 'section');
      const now = Date.now();
      return ok(rows.map(({ entry, lock, item }) => toSectionDto(entry, { lock, item, now })));
    });
  }

  @Post('add')
  @HttpCode(201)
  async add(@CurrentUser() user: AuthUser, @ValidBody() body: AddSectionRequest) {
    return ok(sectionDto(await this.entries.add(user.id, 'section', { id: body.sectionId || undefined, slug: body.sectionSlug || undefined })));
  }

  @Delete('remove/:id')
  async remove(@CurrentUser() user: AuthUser, @Param('id') id: string) {
    return { success: true, message: await this.entries.remove(user.id, 'section', id) };
  }

  @Get('quota-check')
  async quotaCheck(@CurrentUser() user: AuthUser, @ValidQuery() query: { sectionSlug?: string }) {
    return ok(await this.entries.quotaCheck(user.id, 'section', query.sectionSlug || undefined));
  }

  @Get(':id')
  async get(@CurrentUser() user: AuthUser, @Param('id') id: string, @Res({ passthrough: true }) reply: FastifyReply) {
    return tagUserAnswer(reply, await this.tags.userHeader(user.id), async () => ok(sectionDto(await this.entries.owned(user.id, 'section', id))));
  }

  @Put(':id')
  async save(@CurrentUser() user: AuthUser, @Param('id') id: string, @ValidBody() body: SaveSectionRequest) {
    return ok(sectionDto(await this.edits.saveSection(user.id, id, body)));
  }
}
