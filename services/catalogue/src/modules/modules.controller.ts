import { Controller, Param, Req, Res, UseGuards } from '@nestjs/common';
import { publicCatalogueRoutes } from '@liquify/contracts';
import { ServeRoute } from '@liquify/service';
import { AuthUser, CurrentUser, JwtAuthGuard, OptionalAuth } from '@liquify/auth';
import { ReplyLike, RequestLike } from '../catalogue/cached-reply.util';
import { PublicDetails } from '../catalogue/public-details';
import { ModulesService } from './modules.service';

/**
 * Public module catalogue (spec doc 2 §7, doc 1 §7): published modules only; ETag + 304.
 * The list itself, GET /api/modules, is served by modules-list.route.ts (registered on Fastify directly).
 * A token, when sent, decides whether the detail carries the module's source (public-details.ts).
 */
@Controller()
@UseGuards(JwtAuthGuard)
@OptionalAuth()
export class ModulesController {
  constructor(
    private readonly modules: ModulesService,
    private readonly details: PublicDetails,
  ) {}

  @ServeRoute(publicCatalogueRoutes.module)
  detail(@Param('slug') slug: string, @CurrentUser() caller: AuthUser | undefined, @Req() request: RequestLike, @Res() reply: ReplyLike) {
    return this.details.send('modules', slug, caller, (s) => this.modules.publicItem(s), () => this.modules.notFound(), request, reply);
  }
}
