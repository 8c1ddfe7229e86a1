import { Controller, Param, Query, Req, Res } from '@nestjs/common';
import { publicCatalogueRoutes } from '@liquify/contracts';
import { ServeRoute } from '@liquify/service';
import { EDGE_TAG_HEADER, formatEdgeTag } from '@liquify/redis';
import { matchesIfNoneMatch, ReplyLike, RequestLike } from '../catalogue/cached-reply.util';
import { ThumbnailsService } from './thumbnails.service';

/** SVG can carry script: served so that it never runs (CSP without scripts, sandboxed, no sniffing). */
export const THUMBNAIL_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; font-src data:; sandbox";
/** A URL carrying the file's content version never changes: cache it for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const ONE_DAY = 'public, max-age=86400, stale-while-revalidate=604800';
/**
 * The gateway may keep and repeat the answer of a URL naming the file's content version: that URL's bytes can
 * never change (another content has another version, hence another URL), so its tag never moves. Every
 * catalogue page shows a thumbnail per card.
 */
export const IMMUTABLE_THUMBNAIL_EDGE_TAG = formatEdgeTag({ scope: 'public', tag: 'catalogue.thumbnails.immutable', version: 1 });

@Controller()
export class ThumbnailsController {
  constructor(private readonly thumbnails: ThumbnailsService) {}

  @ServeRoute(publicCatalogueRoutes.thumbnail)
  async thumbnail(@Param('kind') kind: string, @Param('file') file: string, @Query('v') version: unknown, @Req() request: RequestLike, @Res() reply: ReplyLike) {
    const thumbnail = await this.thumbnails.get(kind, file);
    reply
      .header('etag', thumbnail.etag)
      .header('cache-control', version === thumbnail.version ? IMMUTABLE : ONE_DAY)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', THUMBNAIL_CSP)
      .header('cross-origin-resource-policy', 'same-site');
    if (version === thumbnail.version) reply.header(EDGE_TAG_HEADER, IMMUTABLE_THUMBNAIL_EDGE_TAG);
    if (matchesIfNoneMatch(request.headers['if-none-match'], thumbnail.etag)) return reply.status(304).send();
    return reply.status(200).header('content-type', 'image/svg+xml').send(thumbnail.body);
  }
}
