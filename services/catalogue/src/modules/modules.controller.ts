import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import { publicModulesQuerySchema, PublicModulesQuery } from '@liquify/contracts';
import { catalogueInput } from '../catalogue/catalogue-input.pipe';
import { ReplyLike, RequestLike, sendCached } from '../catalogue/cached-reply.util';
import { ModulesService } from './modules.service';

/** Public module catalogue (spec doc 2 §7, doc 1 §7): published modules only; ETag + 304. */
@Controller('api/modules')
export class ModulesController {
  constructor(private readonly modules: ModulesService) {}

  @Get()
  async list(@Query(catalogueInput(publicModulesQuerySchema)) query: PublicModulesQuery, @Req() request: RequestLike, @Res() reply: ReplyLike) {
    return sendCached(request, reply, await this.modules.publicList(query));
  }

  @Get(':slug')
  async detail(@Param('slug') slug: string, @Req() request: RequestLike, @Res() reply: ReplyLike) {
    return sendCached(request, reply, await this.modules.publicDetail(slug));
  }
}
