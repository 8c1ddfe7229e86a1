import { answerBytes, CachedAnswer } from './catalogue-cache.service';

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

/** True when the request's If-None-Match lists `etag` (weak or strong) or is `*` (RFC 9110 §13.1.2). */
export function matchesIfNoneMatch(header: string | string[] | undefined, etag: string): boolean {
  if (!header) return false;
  const value = Array.isArray(header) ? header.join(',') : header;
  const opaque = etag.replace(/^W\//, '');
  return value.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag.replace(/^W\//, '') === opaque;
  });
}

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
  for (const [name, value] of Object.entries(extraHeaders)) reply.header(name, value);
  if (matchesIfNoneMatch(request.headers['if-none-match'], answer.etag)) {
    return reply.status(304).send();
  }
  return reply.status(200).header('content-type', contentType).send(answerBytes(answer));
}
