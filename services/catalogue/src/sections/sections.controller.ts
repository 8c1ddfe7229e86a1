import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import { publicSectionsQuerySchema, PublicSectionsQuery } from '@liquify/contracts';
import { catalogueInput } from '../catalogue/catalogue-input.pipe';
import { ReplyLike, RequestLike, sendCached } from '../catalogue/cached-reply.util';
import { PREVIEW_CACHE_CONTROL, PREVIEW_HEADERS } from './section-preview.headers';
import { SectionsService } from './sections.service';

/** Public sections catalogue (spec doc 2 §7): published sections only; ETag + 304; HTML previews. */
@Controller('api/sections')
export class SectionsController {
  constructor(private readonly sections: SectionsService) {}

  @Get()
  async list(@Query(catalogueInput(publicSectionsQuerySchema)) query: PublicSectionsQuery, @Req() request: RequestLike, @Res() reply: ReplyLike) {
    return sendCached(request, reply, await this.sections.publicList(query));
  }

  @Get(':slug')
  async detail(@Param('slug') slug: string, @Req() request: RequestLike, @Res() reply: ReplyLike) {
    return sendCached(request, reply, await this.sections.publicDetail(slug));
  }

  @Get(':slug/preview')
  async preview(@Param('slug') slug: string, @Req() request: RequestLike, @Res() reply: ReplyLike) {
    const answer = await this.sections.publicPreview(slug);
    return sendCached(request, reply, answer, 'text/html; charset=utf-8', PREVIEW_CACHE_CONTROL, PREVIEW_HEADERS);
  }
}
