import { Controller, Param, Req, Res, UseGuards } from '@nestjs/common';
import { publicCatalogueRoutes } from '@liquify/contracts';
import { AuthUser, CurrentUser, JwtAuthGuard, OptionalAuth } from '@liquify/auth';
import type { PublicSectionsQuery } from '@liquify/contracts';
import { ServeRoute, ValidQuery } from '@liquify/service';
import { ReplyLike, RequestLike, sendCached } from '../catalogue/cached-reply.util';
import { CatalogueErrors } from '../catalogue.errors';
import { listKey, PublicAnswers } from '../catalogue/public-answers';
import { PublicDetails } from '../catalogue/public-details';
import { PREVIEW_CACHE_CONTROL, PREVIEW_HEADERS } from './section-preview.headers';
import { SectionsService } from './sections.service';

/** Marks cached preview answers: H + html, or E + reason when the section cannot be rendered. */
const PREVIEW_OK = 'H';
const PREVIEW_FAILED = 'E';

/**
 * Public sections catalogue (spec doc 2 §7): published sections only; ETag + 304; HTML previews (which show
 * no Liquid). A token, when sent, decides whether the detail carries the section's Liquid (public-details.ts).
 */
@Controller()
@UseGuards(JwtAuthGuard)
@OptionalAuth()
export class SectionsController {
  constructor(
    private readonly sections: SectionsService,
    private readonly answers: PublicAnswers,
    private readonly details: PublicDetails,
  ) {}

  @ServeRoute(publicCatalogueRoutes.sections)
  async list(@ValidQuery() query: PublicSectionsQuery, @Req() request: RequestLike, @Res() reply: ReplyLike) {
    const key = listKey(query.page, query.limit, query.sortBy ?? 'newest', query.featured, query.category, query.search);
    const answer = await this.answers.json('sections', key, () => this.sections.publicList(query));
    return sendCached(request, reply, answer!);
  }

  @ServeRoute(publicCatalogueRoutes.section)
  detail(@Param('slug') slug: string, @CurrentUser() caller: AuthUser | undefined, @Req() request: RequestLike, @Res() reply: ReplyLike) {
    return this.details.send('sections', slug, caller, (s) => this.sections.publicItem(s), () => this.sections.notFound(), request, reply);
  }

  /** Renders (and failures) are cached until the next change, so a slow section costs one render, not one per visit. */
  @ServeRoute(publicCatalogueRoutes.sectionPreview)
  async preview(@Param('slug') slug: string, @Req() request: RequestLike, @Res() reply: ReplyLike) {
    const answer = await this.answers.text('sections', `preview:${slug}`, async () => {
      const preview = await this.sections.publicPreview(slug);
      if (!preview) return null;
      return 'html' in preview ? PREVIEW_OK + preview.html : PREVIEW_FAILED + preview.failed;
    });
    if (!answer) throw this.sections.notFound();
    if (answer.body.startsWith(PREVIEW_FAILED)) throw CatalogueErrors.PREVIEW_UNAVAILABLE(undefined, { reason: answer.body.slice(1) });
    return sendCached(request, reply, { etag: answer.etag, body: answer.body.slice(1) }, 'text/html; charset=utf-8', PREVIEW_CACHE_CONTROL, PREVIEW_HEADERS);
  }
}
