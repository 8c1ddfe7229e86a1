import { Injectable } from '@nestjs/common';
import { ok } from '@liquify/http';
import { CacheKind, CachedAnswer, CatalogueCacheService } from './catalogue-cache.service';

/**
 * The public catalogue's answers, built at the edge: the `{success:true, data, ...}` envelope is made and
 * serialised once per cache version (with its ETag) from the plain data a service answers, and "not found"
 * is cached too (as an empty body) so unknown slugs stay cheap.
 */
@Injectable()
export class PublicAnswers {
  constructor(private readonly cache: CatalogueCacheService) {}

  /** The cached JSON envelope of what `compute` answers; null when it answered null (not found). */
  async json(kind: CacheKind, key: string, compute: () => Promise<{ data: unknown; pagination?: unknown } | null>): Promise<CachedAnswer | null> {
    const answer = await this.cache.getOrCompute(kind, key, async () => {
      const page = await compute();
      if (!page) return '';
      return JSON.stringify(page.pagination === undefined ? ok(page.data) : ok(page.data, { pagination: page.pagination }));
    });
    return answer.body === '' ? null : answer;
  }

  /** The cached text `compute` answers (tagged by the caller); null when it answered null. */
  async text(kind: CacheKind, key: string, compute: () => Promise<string | null>): Promise<CachedAnswer | null> {
    const answer = await this.cache.getOrCompute(kind, key, async () => (await compute()) ?? '');
    return answer.body === '' ? null : answer;
  }
}

/** Cache key of a list query: every parameter that changes the answer, text encoded. */
export const listKey = (...parts: (string | number | boolean | undefined)[]) => `list:${parts.map((p) => encodeURIComponent(String(p ?? ''))).join(':')}`;
