import { Controller, Headers, Param, UseGuards } from '@nestjs/common';
import { AuthUser, CurrentUser, JwtAuthGuard, OptionalAuth } from '@liquify/auth';
import { DEVICE_ID_HEADER, FaqListQuery, FaqVoteRequest, supportFaqRoutes } from '@liquify/contracts';
import { ok } from '@liquify/http';
import { ServeRoute, ValidBody, ValidQuery } from '@liquify/service';
import { FaqService, Visitor } from './faq.service';

/** Public FAQ (doc 2 §7): reading, voting and view tracking need no token; a token, when sent, identifies the voter. */
@Controller()
@UseGuards(JwtAuthGuard)
@OptionalAuth()
export class FaqController {
  constructor(private readonly faq: FaqService) {}

  @ServeRoute(supportFaqRoutes.list)
  async list(@ValidQuery() query: FaqListQuery, @CurrentUser() user: AuthUser | undefined, @Headers(DEVICE_ID_HEADER) deviceHeader?: string) {
    const { items, total } = await this.faq.list(query, visitorOf(user, query.deviceId ?? deviceHeader));
    return ok(items, { total });
  }

  @ServeRoute(supportFaqRoutes.categories)
  async categories() {
    return ok(await this.faq.categories());
  }

  @ServeRoute(supportFaqRoutes.vote)
  async vote(@Param('id') id: string, @ValidBody() body: FaqVoteRequest, @CurrentUser() user: AuthUser | undefined, @Headers(DEVICE_ID_HEADER) deviceHeader?: string) {
    return ok(await this.faq.vote(id, body.vote, visitorOf(user, body.deviceId ?? deviceHeader)));
  }

  @ServeRoute(supportFaqRoutes.view)
  async view(@Param('id') id: string, @ValidBody() body: { deviceId?: string }, @CurrentUser() user: AuthUser | undefined, @Headers(DEVICE_ID_HEADER) deviceHeader?: string) {
    return ok(await this.faq.view(id, visitorOf(user, body.deviceId ?? deviceHeader)));
  }
}

function visitorOf(user: AuthUser | undefined, deviceId: string | undefined): Visitor {
  return { userId: user?.id ?? null, deviceId: deviceId?.trim() || null };
}
