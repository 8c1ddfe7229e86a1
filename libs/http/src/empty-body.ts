import type { FastifyInstance } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';

/** A request announces no content: neither Transfer-Encoding nor a Content-Length above 0. */
export function hasNoContent(headers: IncomingHttpHeaders): boolean {
  const length = headers['content-length'];
  return headers['transfer-encoding'] === undefined && (length === undefined || /^\s*0+\s*$/.test(length));
}

/**
 * A request that carries no content has nothing for its Content-Type to describe, so the header is dropped
 * before Fastify looks for a body parser (issue 21 item 14). Otherwise `Content-Type: application/json` on a
 * body-less DELETE, PUT or POST is parsed: Fastify's JSON parser answers 400 "Body cannot be empty" even
 * where the route takes no body, and on a server whose empty requests skip the stream's events (the
 * gateway's front door, optimizeEmptyRequests) the parser waits for an end that never comes, so the request
 * hangs until the client gives up. Without it the route answers as usual: a route that needs a body gets
 * none and its validation answers 400.
 */
export function answerBodylessRequests(fastify: FastifyInstance): void {
  // Callback style, first of all hooks: no promise per request on this hot path.
  fastify.addHook('onRequest', (request, _reply, done) => {
    const headers = request.raw.headers;
    if (headers['content-type'] !== undefined && hasNoContent(headers)) delete headers['content-type'];
    done();
  });
}
