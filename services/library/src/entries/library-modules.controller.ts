import { Controller, Delete, Get, HttpCode, Param, Post, Put, Res, UseGuards } from '@nestjs/common';
import { AuthUser, CurrentUser, JwtAuthGuard } from '@liquify/auth';
import { AddModuleRequest, SaveModuleRequest } from '@liquify/contracts';
import { ok } from '@liquify/http';
import { ValidBody, ValidQuery } from '@liquify/service';
import type { FastifyReply } from 'fastify';
import { EntriesService, OwnedEntry } from './entries.service';
import { EntryEditsService } from './entry-edits.service';
import { toModuleDto } from './entry.mapper';
import { LibraryCacheTags } from './library-cache-tags';
import { tagUserAnswer } from './user-answer.util';

const moduleDto = ({ entry, lock, item }: OwnedEntry, withDaily = false) => toModuleDto(entry, { lock, item, now: Date.now(), withDaily });

/** The user's library modules (doc 2 §7). Thin: the rules live in EntriesService and EntryEditsService. */
@Controller('api/user-modules')
@UseGuards(JwtAuthGuard)
export class LibraryModulesController {
  constructor(
    private readonly entries: EntriesService,
    private readonly edits: EntryEditsService,
    private readonly tags: LibraryCacheTags,
  ) {}

  @Get('library')
  async library(@CurrentUser() user: AuthUser, @Res({ passthrough: true }) reply: FastifyReply) {
    return tagUserAnswer(reply, await this.tags.userHeader(user.id), async () => {
      const rows = await this.entries.list(user.id, 'module');
      const now = Date.now();
      return ok(rows.map(({ entry, lock, item }) => toModuleDto(entry, { lock, item, now })));
    });
  }

  @Post('add')
  @HttpCode(201)
  async add(@CurrentUser() user: AuthUser, @ValidBody() body: AddModuleRequest) {
    return ok(moduleDto(await this.entries.add(user.id, 'module', { id: body.moduleId })));
  }

  @Delete('remove/:id')
  async remove(@CurrentUser() user: AuthUser, @Param('id') id: string) {
    return { success: true, message: await this.entries.remove(user.id, 'module', id) };
  }

  @Get('quota-check')
  async quotaCheck(@CurrentUser() user: AuthUser, @ValidQuery() query: { moduleSlug?: string }) {
    return ok(await this.entries.quotaCheck(user.id, 'module', query.moduleSlug || undefined));
  }

  @Get(':id')
  async get(@CurrentUser() user: AuthUser, @Param('id') id: string, @Res({ passthrough: true }) reply: FastifyReply) {
    return tagUserAnswer(reply, await this.tags.userHeader(user.id), async () => ok(moduleDto(await this.entries.owned(user.id, 'module', id), true)));
  }

  @Put(':id')
  async save(@CurrentUser() user: AuthUser, @Param('id') id: string, @ValidBody() body: SaveModuleRequest) {
    return ok(moduleDto(await this.edits.saveModule(user.id, id, body)));
  }

  @Get(':id/update')
  async previewUpdate(@CurrentUser() user: AuthUser, @Param('id') id: string) {
    return ok(await this.edits.previewUpdate(user.id, id));
  }

  @Post(':id/update')
  @HttpCode(200)
  async applyUpdate(@CurrentUser() user: AuthUser, @Param('id') id: string) {
    return ok(moduleDto(await this.edits.applyUpdate(user.id, id)));
  }

  @Post(':id/update/skip')
  @HttpCode(200)
  async skipUpdate(@CurrentUser() user: AuthUser, @Param('id') id: string) {
    return ok(moduleDto(await this.edits.skipUpdate(user.id, id)));
  }

  @Post(':id/rollback')
  @HttpCode(200)
  async rollback(@CurrentUser() user: AuthUser, @Param('id') id: string) {
    return ok(moduleDto(await this.edits.rollback(user.id, id)));
  }
}
