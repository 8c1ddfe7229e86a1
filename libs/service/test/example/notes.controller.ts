import { Controller, Get, HttpCode, Param, Post, Put, UseGuards } from '@nestjs/common';
import { AuthUser, CurrentUser, JwtAuthGuard } from '@liquify/auth';
import { ok } from '@liquify/http';
import { ValidBody, ValidQuery } from '@liquify/service';
import type { NoteCreateRequest, NoteListQuery, NoteUpdateRequest } from './notes.contract';
import { NotesService } from './notes.service';

/** Thin: input validated by the route's contract, rules in the service, the envelope built here. */
@Controller('api/notes')
@UseGuards(JwtAuthGuard)
export class NotesController {
  constructor(private readonly notes: NotesService) {}

  @Get()
  async list(@CurrentUser() user: AuthUser, @ValidQuery() query: NoteListQuery) {
    return ok(await this.notes.list(user.id, query.limit));
  }

  @Post()
  @HttpCode(201)
  async create(@CurrentUser() user: AuthUser, @ValidBody() body: NoteCreateRequest) {
    return ok(await this.notes.create(user.id, body));
  }

  @Put(':id')
  async update(@CurrentUser() user: AuthUser, @Param('id') id: string, @ValidBody() body: NoteUpdateRequest) {
    return ok(await this.notes.update(user.id, id, body));
  }
}
