import { bearerToken, SessionVerifier } from '@liquify/auth';
import { matchesIfNoneMatch } from '@liquify/http';
import type { EdgeCache, EdgeEntry } from '@liquify/redis';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PinoLogger } from 'nestjs-pino';
import type { Logger } from 'pino';

const LOOKED_UP = Symbol('edgeLaneLookedUp');
type LaneRequest = FastifyRequest & { [LOOKED_UP]?: true };

/** True when the fast lane already looked this request up in the edge cache and found nothing. */
export function laneMissed(request: FastifyRequest): boolean {
  return (request as LaneRequest)[LOOKED_UP] === true;
}

/** Where an answer is kept: per URL, and per verified user on signed-in routes. */
export function edgeKey(url: string, userId: string | undefined) {
  return userId ? `${userId} ${url}` : url;
}

/** Sends a kept answer: its headers as they were, 304 when the client holds it; counts it when it carries a counter. Answers the status sent. */
export function sendFromEdge(request: FastifyRequest, reply: FastifyReply, entry: EdgeEntry, edge: EdgeCache): 200 | 304 {
  edge.delivered(entry, request.headers);
  reply.headers(entry.headers);
  reply.header('x-liquify-cache', 'HIT');
  if (entry.etag && matchesIfNoneMatch(request.headers['if-none-match'], entry.etag)) {
    reply.status(304).send();
    return 304;
  }
  reply.status(200).send(entry.body);
  return 200;
}

/**
 * The fast lane: a GET whose answer the edge cache holds is answered in the first onRequest hook, before
 * the framework's middleware, CORS and routing machinery, which cost several times the answer itself.
 * What it skips is not needed for such a request: routing (the key is the URL), CORS (requests with an
 * Origin take the full path), authorization (a per-user answer is found only under the id of a verified
 * token, a public answer only exists for a public route). It writes the same access log line.
 * Anything else, including an invalid or expired token, goes the full way and gets the full answer.
 */
export class EdgeLane {
  private edge?: EdgeCache;
  private sessions?: SessionVerifier;
  /**
   * The access log of kept answers: the same line pino-http writes, from a child whose redaction lists only
   * the one path such a line could hold (the root's wildcard paths scan and clone every line).
   */
  private accessLog?: Logger;

  /** Registers the hook; call before anything else is registered on `fastify`. It passes until enable(). */
  register(fastify: FastifyInstance) {
    fastify.addHook('onRequest', (request, reply, done) => {
      const entry = this.lookup(request);
      if (!entry) return done();
      const status = sendFromEdge(request, reply, entry, this.edge!);
      // pino-http's response serializer reads a ServerResponse (null before the headers are out): log ours as is.
      this.accessLog ??= PinoLogger.root?.child({}, { redact: { paths: ['req.headers.authorization'], censor: '[redacted]' }, serializers: { res: (res: unknown) => res } });
      this.accessLog?.info(
        {
          req: { id: request.id, method: request.method, url: request.url },
          requestId: request.id,
          res: { statusCode: status },
          cache: 'HIT',
          responseTime: Math.round(reply.elapsedTime * 1000) / 1000,
        },
        'request completed',
      );
    });
  }

  enable(edge: EdgeCache, sessions: SessionVerifier) {
    this.edge = edge;
    this.sessions = sessions;
  }

  private lookup(request: FastifyRequest): EdgeEntry | undefined {
    const edge = this.edge;
    if (!edge || !this.sessions || request.method !== 'GET' || !edge.live || request.headers.origin !== undefined || !request.url.startsWith('/api/')) return undefined;
    const token = bearerToken(request.headers.authorization);
    if (token) {
      let userId: string | undefined;
      try {
        // Undefined while the user's access is not known here: the full path reads it.
        userId = this.sessions.peek(token)?.user.id;
      } catch {
        return undefined;
      }
      if (userId === undefined) return undefined;
      const entry = edge.get(edgeKey(request.url, userId));
      if (entry) return entry;
    }
    const entry = edge.get(request.url);
    // The route handler need not look again for what was just found missing.
    if (!entry) (request as LaneRequest)[LOOKED_UP] = true;
    return entry;
  }
}
