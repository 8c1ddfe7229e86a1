import { randomUUID } from 'node:crypto';

export const REQUEST_ID_HEADER = 'x-request-id';
const SAFE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Keeps a caller's request id when it is sane, else makes one; used as Fastify's genReqId. */
export function requestIdFrom(headers: Record<string, string | string[] | undefined>): string {
  const incoming = headers[REQUEST_ID_HEADER];
  const value = Array.isArray(incoming) ? incoming[0] : incoming;
  return value && SAFE_ID.test(value) ? value : randomUUID();
}
