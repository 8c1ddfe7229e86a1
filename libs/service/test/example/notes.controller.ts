import { Controller, Param, UseGuards } from '@nestjs/common';
import { AuthUser, CurrentUser, JwtAuthGuard } from '@liquify/auth';
import { ok } from '@liquify/http';
import { ServeRoute, ValidBody, ValidQuery } from '@liquify/service';
import { notesRoutes, type NoteCreateRequest, type NoteListQuery, type NoteUpdateRequest } from './notes.contract';
import { NotesService } from './notes.service';

/** Thin: each route served by its contract (path, method, status), input validated by it, rules in the service, the envelope built here. */
@Controller()
@UseGuards(JwtAuthGuard)
export class NotesController {
  constructor(private readonly notes: NotesService) {}

  @ServeRoute(notesRoutes.list)
  async list(@CurrentUser() user: AuthUser, @ValidQuery() query: NoteListQuery) {
    return ok(await this.notes.list(user.id, query.limit));
  }

  @ServeRoute(notesRoutes.create)
  async create(@CurrentUser() user: AuthUser, @ValidBody() body: NoteCreateRequest) {
    return ok(await this.notes.create(user.id, body));
  }

  @ServeRoute(notesRoutes.update)
  async update(@CurrentUser() user: AuthUser, @Param('id') id: string, @ValidBody() body: NoteUpdateRequest) {
    return ok(await this.notes.update(user.id, id, body));
  }
}
