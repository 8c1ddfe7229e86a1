import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import { ReplyLike, RequestLike, sendCached } from '../catalogue/cached-reply.util';
import { ModulesService } from './modules.service';

/**
 * Public module catalogue (spec doc 2 §7, doc 1 §7): published modules only; ETag + 304.
 * The list itself, GET /api/modules, is served by modules-list.route.ts (registered on Fastify directly).
 */
@Controller('api/modules')
export class ModulesController {
  constructor(private readonly modules: ModulesService) {}

  @Get(':slug')
  async detail(@Param('slug') slug: string, @Req() request: RequestLike, @Res() reply: ReplyLike) {
    return sendCached(request, reply, await this.modules.publicDetail(slug));
  }
}
