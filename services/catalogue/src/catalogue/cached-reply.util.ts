import { matchesIfNoneMatch } from '@liquify/http';
import { EDGE_TAG_HEADER } from '@liquify/redis';
import { answerBytes, CachedAnswer } from './catalogue-cache.service';

export { matchesIfNoneMatch };

export interface ReplyLike {
  status(code: number): ReplyLike;
  header(name: string, value: string): ReplyLike;
  send(body?: unknown): unknown;
}

export interface RequestLike {
  headers: Record<string, string | string[] | undefined>;
}

export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';
/** Public catalogue answers may be stored but must be revalidated (cheap: If-None-Match -> 304). */
export const REVALIDATE = 'public, no-cache';

/** Sends a precomputed answer: 304 when the client holds it, else the stored bytes as they are. */
export function sendCached(
  request: RequestLike,
  reply: ReplyLike,
  answer: CachedAnswer,
  contentType = JSON_CONTENT_TYPE,
  cacheControl = REVALIDATE,
  extraHeaders: Record<string, string> = {},
) {
  reply.header('etag', answer.etag).header('cache-control', cacheControl);
  if (answer.edgeTag) reply.header(EDGE_TAG_HEADER, answer.edgeTag);
  for (const [name, value] of Object.entries(extraHeaders)) reply.header(name, value);
  if (matchesIfNoneMatch(request.headers['if-none-match'], answer.etag)) {
    return reply.status(304).send();
  }
  return reply.status(200).header('content-type', contentType).send(answerBytes(answer));
}
