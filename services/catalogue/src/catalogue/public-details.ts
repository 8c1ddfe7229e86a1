import { Injectable } from '@nestjs/common';
import type { AuthUser } from '@liquify/auth';
import { EntitlementsService } from '../entitlements/entitlements.service';
import { JSON_CONTENT_TYPE, ReplyLike, RequestLike, REVALIDATE, sendCached } from './cached-reply.util';
import type { CacheKind } from './catalogue-cache.service';
import { PublicAnswers } from './public-answers';

/** A published item as the public detail answers it: its card for everybody, with its source for entitled callers. */
export interface PublicItem {
  id: string;
  /** `locked: true`, no source. */
  card: unknown;
  /** `locked: false`, with the source. */
  unlocked: unknown;
}

/** Both answers depend on who asks: no shared cache may give one caller's answer to another. */
export const VARY_BY_CALLER = { vary: 'Authorization' };
/** An answer with the source is the caller's own: a browser may keep it for them, no shared cache may. */
export const PRIVATE_REVALIDATE = 'private, no-cache';

/**
 * GET /api/{modules|sections}/{slug}: the item's source (code, template, Liquid) only to a caller the plan
 * allows (or an admin), everyone else the card. Both are built once per cache version; only the card is
 * marked for the gateway's public edge cache (and it varies on Authorization, so the edge gives it only
 * to requests without a token: a signed-in caller is always asked about here).
 */
@Injectable()
export class PublicDetails {
  constructor(
    private readonly answers: PublicAnswers,
    private readonly entitlements: EntitlementsService,
  ) {}

  /** Answers the detail of `slug`; throws `notFound()` for an item that is not published. */
  async send(kind: CacheKind, slug: string, caller: AuthUser | undefined, load: (slug: string) => Promise<PublicItem | null>, notFound: () => Error, request: RequestLike, reply: ReplyLike) {
    const card = await this.answers.json(kind, `card:${slug}`, async () => {
      const item = await load(slug);
      return item && { data: item.card };
    });
    if (!card) throw notFound();
    if (caller && (await this.mayOpen(kind, slug, caller, load))) {
      const unlocked = await this.answers.json(kind, `source:${slug}`, async () => {
        const item = await load(slug);
        return item && { data: item.unlocked };
      });
      if (!unlocked) throw notFound();
      return sendCached(request, reply, { ...unlocked, edgeTag: undefined }, JSON_CONTENT_TYPE, PRIVATE_REVALIDATE, VARY_BY_CALLER);
    }
    return sendCached(request, reply, card, JSON_CONTENT_TYPE, REVALIDATE, VARY_BY_CALLER);
  }

  private async mayOpen(kind: CacheKind, slug: string, caller: AuthUser, load: (slug: string) => Promise<PublicItem | null>): Promise<boolean> {
    const id = await this.answers.text(kind, `id:${slug}`, async () => (await load(slug))?.id ?? null);
    return id !== null && this.entitlements.maySeeSource(caller, kind, id.body);
  }
}
