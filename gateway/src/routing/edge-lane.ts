import { bearerToken, SessionVerifier } from '@liquify/auth';
import { matchesIfNoneMatch, REQUEST_ID_HEADER, requestIdFrom, type FrontDoor, type FrontDoorAnswer, type FrontDoorRequest } from '@liquify/http';
import { sharedAnswerFits, type EdgeCache, type EdgeEntry } from '@liquify/redis';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { performance } from 'node:perf_hooks';
import { AccessLine, accessLineWriter } from '@liquify/telemetry';
import { PinoLogger } from 'nestjs-pino';
import { missingSecurityHeaders } from '../security-headers';
import { keptAnswerFor, varyWithAcceptEncoding } from './answer-encoding';

const LOOKED_UP = Symbol('edgeLaneLookedUp');
type LaneRequest = FrontDoorRequest & { [LOOKED_UP]?: true };

/** True when the front door already looked this request up in the edge cache and found nothing. */
export function laneMissed(request: FastifyRequest): boolean {
  return (request.raw as LaneRequest)[LOOKED_UP] === true;
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
  const answer = keptAnswerFor(entry, request.headers['accept-encoding']);
  if (answer.vary) reply.header('vary', varyWithAcceptEncoding(reply.getHeader('vary')));
  if (answer.encoding) reply.header('content-encoding', answer.encoding);
  reply.status(200).send(answer.body);
  return 200;
}

const PER_DELIVERY = new Set(['content-length', 'transfer-encoding', REQUEST_ID_HEADER, 'x-liquify-cache']);

/** What every answer of the gateway carries, as the full path's onSend hooks add it (security-headers.ts). */
export interface FrontDoorHeaders {
  /** Sent on every answer unless the kept answer has its own header of that name. */
  always: Record<string, string>;
  /** Strict-Transport-Security for answers to HTTPS requests; undefined when HSTS is off. */
  hsts?: string;
  /** True when some proxy is trusted to name the scheme (X-Forwarded-Proto): those requests take the full path, which applies the proxy rules. */
  trustsProxy: boolean;
}

/**
 * The front door: a GET whose answer the edge cache holds is answered on the HTTP server itself, before
 * Fastify parses, routes or runs a hook, with the same status, headers and body the full path would send
 * (the kept answer's headers, the security headers, the request id, x-liquify-cache: HIT) and the same access
 * log line. Fastify's routing, hooks and reply machinery cost several times the answer itself (the remote
 * snippet is loaded by every storefront page view).
 * What it skips is not needed for such a request: routing (the key is the URL), CORS (requests with an
 * Origin take the full path), authorization (a per-user answer is found only under the id of a verified
 * token, a public answer only exists for a public route, and one that varies on Authorization is given only to
 * requests without a token: edge-vary.ts). Anything else, including an invalid or expired token, goes the full
 * way and gets the full answer.
 */
export class EdgeLane {
  private edge?: EdgeCache;
  private sessions?: SessionVerifier;
  /** Per kept answer: its header lines as a flat [name, value, ...] list, the security headers included. */
  private readonly lines = new WeakMap<EdgeEntry, readonly string[]>();
  /** The access log of kept answers: the line pino-http writes, assembled without pino's per-line work. */
  private accessLog?: ((line: AccessLine) => void) | null;

  constructor(private readonly headers: FrontDoorHeaders) {}

  enable(edge: EdgeCache, sessions: SessionVerifier) {
    this.edge = edge;
    this.sessions = sessions;
  }

  /** libs/http's front door (front-door.ts): the kept answer for this request, or undefined for the full path. */
  readonly frontDoor: FrontDoor = (req) => {
    const entry = this.lookup(req);
    if (!entry) return undefined;
    const https = (req.socket as { encrypted?: boolean }).encrypted === true;
    // The scheme a trusted proxy names is the full path's to judge (HSTS depends on it).
    if (this.headers.hsts && !https && this.headers.trustsProxy && req.headers['x-forwarded-proto'] !== undefined) return undefined;
    const started = performance.now();
    this.edge!.delivered(entry, req.headers);
    const id = requestIdFrom(req.headers);
    // The kept answer's lines are shared by its deliveries (their text assembled once); these are this one's.
    const lines = this.headerLines(entry);
    const own = [REQUEST_ID_HEADER, id];
    if (https && this.headers.hsts) own.push('strict-transport-security', this.headers.hsts);
    let answer: FrontDoorAnswer;
    if (entry.etag && matchesIfNoneMatch(req.headers['if-none-match'], entry.etag)) {
      answer = { status: 304, lines, own };
    } else {
      const kept = keptAnswerFor(entry, req.headers['accept-encoding']);
      if (kept.vary) own.push('vary', 'Accept-Encoding');
      if (kept.encoding) own.push('content-encoding', kept.encoding);
      own.push('content-length', String(kept.body.length));
      answer = { status: 200, lines, own, body: kept.body };
    }
    if (this.accessLog === undefined) this.accessLog = PinoLogger.root ? (accessLineWriter(PinoLogger.root, { cache: 'HIT' }) ?? null) : undefined;
    this.accessLog?.({ id, method: 'GET', url: req.url!, statusCode: answer.status, responseTime: Math.round((performance.now() - started) * 1000) / 1000 });
    return answer;
  };

  /** The kept answer's headers, then every always-sent header it lacks, then the cache marker. */
  private headerLines(entry: EdgeEntry): readonly string[] {
    const known = this.lines.get(entry);
    if (known) return known;
    const lines: string[] = [];
    const own = new Map<string, string | string[]>();
    for (const [name, value] of Object.entries(entry.headers)) {
      // The length, the request id and the cache marker are this delivery's own.
      if (PER_DELIVERY.has(name.toLowerCase())) continue;
      own.set(name.toLowerCase(), value);
      for (const v of Array.isArray(value) ? value : [value]) lines.push(name, v);
    }
    for (const [name, value] of missingSecurityHeaders(this.headers.always, (n) => own.get(n))) lines.push(name, value);
    lines.push('x-liquify-cache', 'HIT');
    this.lines.set(entry, lines);
    return lines;
  }

  private lookup(request: FrontDoorRequest): EdgeEntry | undefined {
    const edge = this.edge;
    if (!edge || !this.sessions || request.method !== 'GET' || !edge.live || request.headers.origin !== undefined || !request.url?.startsWith('/api/')) return undefined;
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
    const found = edge.get(request.url);
    // An answer that depends on who asks (Vary: Authorization) is given only to requests without a token.
    const entry = found && sharedAnswerFits(found.headers, request.headers) ? found : undefined;
    // The route handler need not look again for what was just found missing.
    if (!entry) (request as LaneRequest)[LOOKED_UP] = true;
    return entry;
  }
}
