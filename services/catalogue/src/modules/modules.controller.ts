import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import { ReplyLike, RequestLike, sendCached } from '../catalogue/cached-reply.util';
import { PublicAnswers } from '../catalogue/public-answers';
import { ModulesService } from './modules.service';

/**
 * Public module catalogue (spec doc 2 §7, doc 1 §7): published modules only; ETag + 304.
 * The list itself, GET /api/modules, is served by modules-list.route.ts (registered on Fastify directly).
 */
@Controller('api/modules')
export class ModulesController {
  constructor(
    private readonly modules: ModulesService,
    private readonly answers: PublicAnswers,
  ) {}

  @Get(':slug')
  async detail(@Param('slug') slug: string, @Req() request: RequestLike, @Res() reply: ReplyLike) {
    const answer = await this.answers.json('modules', `detail:${slug}`, async () => {
      const module = await this.modules.publicDetail(slug);
      return module && { data: module };
    });
    if (!answer) throw this.modules.notFound();
    return sendCached(request, reply, answer);
  }
}
