import { Controller, Param } from '@nestjs/common';
import { AuthUser, CurrentUser } from '@liquify/auth';
import { AddModuleRequest, libraryModuleRoutes, SaveModuleRequest } from '@liquify/contracts';
import { ok } from '@liquify/http';
import { ServeRoute } from '@liquify/service';
import { toModuleCardDto, toModuleDto } from './entry.mapper';
import { libraryEntriesController } from './library-entries.controller';

const routes = libraryModuleRoutes;

/** The user's library modules (doc 2 §7): the entry routes, plus moving between template versions. */
@Controller()
export class LibraryModulesController extends libraryEntriesController({
  kind: 'module',
  routes,
  toDto: toModuleDto,
  toCard: toModuleCardDto,
  itemOf: (body: AddModuleRequest) => ({ id: body.moduleId }),
  slugOf: (query: { moduleSlug?: string }) => query.moduleSlug || undefined,
  save: (edits, caller, id, body: SaveModuleRequest) => edits.saveModule(caller, id, body),
}) {
  @ServeRoute(routes.previewUpdate)
  async previewUpdate(@CurrentUser() user: AuthUser, @Param('id') id: string) {
    return ok(await this.edits.previewUpdate(user, id));
  }

  @ServeRoute(routes.applyUpdate)
  async applyUpdate(@CurrentUser() user: AuthUser, @Param('id') id: string) {
    return ok(this.dto(await this.edits.applyUpdate(user, id)));
  }

  @ServeRoute(routes.skipUpdate)
  async skipUpdate(@CurrentUser() user: AuthUser, @Param('id') id: string) {
    return ok(this.dto(await this.edits.skipUpdate(user, id)));
  }

  @ServeRoute(routes.rollback)
  async rollback(@CurrentUser() user: AuthUser, @Param('id') id: string) {
    return ok(this.dto(await this.edits.rollback(user, id)));
  }
}
