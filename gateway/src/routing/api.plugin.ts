import rateLimit from '@fastify/rate-limit';
import { SessionVerifier } from '@liquify/auth';
import { AppException, errorEnvelope, matchesIfNoneMatch, toErrorResponse } from '@liquify/http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import type Redis from 'ioredis';
import { EDGE_COUNT_HEADER, EDGE_TAG_HEADER, EdgeCache, isValidCounter, parseEdgeTag, sharedAnswerFits } from '@liquify/redis';
import { GatewayConfig, ServiceName } from '../config';
import { answerEncoding, compressBody, compressible, compressStream, varyWithAcceptEncoding } from './answer-encoding';
import { authorizeAtEdge } from './edge-auth';
import { edgeKey, laneMissed, sendFromEdge } from './edge-lane';
import { EdgeFlights } from './edge-flights';
import { GatewayRoute } from './route-table';
import { downstreamResponseHeaders, upstreamRequestHeaders, Upstreams } from './upstreams';

const SERVICE_LABEL: Record<ServiceName, string> = {
  identity: 'identity',
  catalogue: 'catalogue',
  billing: 'billing',
  library: 'library',
  stores: 'stores',
  support: 'support',
};

export interface ApiPluginOptions {
  routes: GatewayRoute[];
  upstreams: Upstreams;
  config: GatewayConfig;
  redis: Redis;
  /** Token verification with each user's current access (role, deletion, sign-outs). */
  sessions: SessionVerifier;
  /** Answers the services marked repeatable (edge-protocol.ts); without it every request is forwarded. */
  edge?: EdgeCache;
}

/** Answers up to this size may be kept by the edge cache (the catalogue's 1000-module list is ~30 KB). */
const EDGE_MAX_ENTRY_BYTES = 2 * 1024 * 1024;

const RATE_LIMITED: Record<string, (c: GatewayConfig) => number> = {
  'POST /api/auth/login': (c) => c.RATE_LIMIT_LOGIN,
  'POST /api/auth/register': (c) => c.RATE_LIMIT_REGISTER,
};

/**
 * The /api surface: every documented route, forwarded unchanged (method, path, query, headers, raw body)
 * to its owning service over pooled keep-alive connections, after JWT verification at the edge and, on
 * sign-in and registration, a Redis-backed rate limit. Bodies stay raw bytes (Stripe signatures need them).
 */
export async function apiPlugin(scope: FastifyInstance, options: ApiPluginOptions) {
  const { routes, upstreams, config, redis, sessions, edge } = options;

  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: config.BODY_LIMIT_BYTES }, (_req, body, done) => done(null, body));

  scope.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    if (error.statusCode === 429) {
      return reply.status(429).send(errorEnvelope(error.message, { code: 'RATE_LIMITED', requestId: String(request.id) }));
    }
    const { status, body } = toErrorResponse(error);
    body.requestId = String(request.id);
    if (status >= 500) request.log.error({ err: error }, 'gateway error');
    return reply.status(status).send(body);
  });

  scope.addHook('onSend', encodeAnswer);

  await scope.register(rateLimit, {
    global: false,
    redis,
    nameSpace: 'ratelimit:',
    skipOnError: false,
    keyGenerator: (request) => request.ip,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many attempts. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
    }),
  });

  const flights = new EdgeFlights();
  for (const route of routes) {
    const limiter = RATE_LIMITED[`${route.method} ${route.url}`];
    scope.route({
      method: route.method,
      url: route.url,
      config: limiter ? { rateLimit: { max: limiter(config), timeWindow: config.RATE_LIMIT_WINDOW_MS } } : {},
      // A route may declare a larger body than the default (the catalogue's module and section writes).
      bodyLimit: Math.max(config.BODY_LIMIT_BYTES, route.bodyLimit ?? 0),
      handler: (request, reply) => forward(request, reply, route, upstreams, sessions, edge, flights),
    });
  }

  // Unknown /api paths: a clear 404 envelope rather than the SPA.
  scope.all('/api/*', async (request, reply) =>
    reply.status(404).send(errorEnvelope(`No API route for ${request.method} ${request.url.split('?')[0]}`, { code: 'NOT_FOUND', requestId: String(request.id) })),
  );
}

async function forward(request: FastifyRequest, reply: FastifyReply, route: GatewayRoute, upstreams: Upstreams, sessions: SessionVerifier, edge?: EdgeCache, flights?: EdgeFlights) {
  const user = await authorizeAtEdge(route, request.headers.authorization, sessions);
  const cacheable = edge !== undefined && route.method === 'GET';
  const key = cacheable ? edgeKey(request.url, user?.id) : '';
  // An answer kept under the URL alone is everybody's: one that varies on Authorization fits only requests without it (edge-vary.ts).
  const fits = (headers: Record<string, string | string[] | undefined>) => user !== undefined || sharedAnswerFits(headers, request.headers);
  // Requests the fast lane passed by (e.g. with an Origin header) are looked up here.
  if (cacheable && !laneMissed(request)) {
    const entry = edge.get(key);
    if (entry && fits(entry.headers)) {
      sendFromEdge(request, reply, entry, edge);
      return reply;
    }
  }
  // Another request is fetching this answer: wait for it and take what it kept (edge-flights.ts).
  let land: (() => void) | undefined;
  const withToken = request.headers.authorization !== undefined;
  const flight = EdgeFlights.keyOf(key, withToken);
  if (cacheable && flights && edge.live && flights.waitsOn(route.url, withToken)) {
    const pending = flights.pending(flight);
    if (pending) {
      await pending;
      const entry = edge.get(key);
      if (entry && fits(entry.headers)) {
        sendFromEdge(request, reply, entry, edge);
        return reply;
      }
    } else land = flights.lead(flight);
  }
  try {
    const kept = await fetchUpstream(request, reply, route, upstreams, user, edge, cacheable, key, fits);
    if (cacheable && kept !== 'refused') flights?.outcome(route.url, withToken, kept === 'kept');
    return reply;
  } finally {
    land?.();
  }
}

/** The rest of `forward`: the service's answer, kept at the edge when it may be; says whether it was. */
async function fetchUpstream(
  request: FastifyRequest,
  reply: FastifyReply,
  route: GatewayRoute,
  upstreams: Upstreams,
  user: Awaited<ReturnType<typeof authorizeAtEdge>>,
  edge: EdgeCache | undefined,
  cacheable: boolean,
  key: string,
  fits: (headers: Record<string, string | string[] | undefined>) => boolean,
): Promise<'kept' | 'not kept' | 'refused'> {
  const token = cacheable ? edge!.begin() : undefined;
  const pool = upstreams.pool(route.service);
  if (!pool) {
    throw AppException.unavailable(`The ${SERVICE_LABEL[route.service]} service is not available yet.`, 'SERVICE_NOT_BUILT');
  }
  const headers = upstreamRequestHeaders(request.headers);
  // The edge answers conditionals itself once it holds the full answer.
  if (token !== undefined) delete headers['if-none-match'];
  headers['x-request-id'] = String(request.id);
  headers['x-forwarded-for'] = request.ip;
  headers['x-forwarded-proto'] = request.protocol;
  const body = request.body as Buffer | undefined;
  let upstream;
  try {
    upstream = await pool.request({
      method: route.method,
      path: request.url,
      headers,
      body: body && body.length > 0 ? body : undefined,
    });
  } catch (err) {
    const code = (err as { code?: string }).code ?? '';
    if (code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT') {
      throw new AppException(504, 'UPSTREAM_TIMEOUT', `The ${SERVICE_LABEL[route.service]} service did not answer in time.`);
    }
    request.log.warn({ err, service: route.service }, 'upstream unreachable');
    throw AppException.unavailable(`The ${SERVICE_LABEL[route.service]} service is unavailable. Please try again in a moment.`, 'UPSTREAM_UNAVAILABLE');
  }
  reply.status(upstream.statusCode);
  const answerHeaders = downstreamResponseHeaders(upstream.headers);
  reply.headers(answerHeaders);
  const tag = edge ? parseEdgeTag(upstream.headers[EDGE_TAG_HEADER]) : undefined;
  if (!tag || !edge) {
    reply.send(upstream.body);
    return 'not kept';
  }
  // A tagged answer to a write still tells which version its data reached (read-your-writes here at once).
  const length = Number(upstream.headers['content-length'] ?? 0);
  const keep = cacheable && upstream.statusCode === 200 && (tag.scope === 'public' || user !== undefined) && fits(answerHeaders) && !('set-cookie' in answerHeaders) && length <= EDGE_MAX_ENTRY_BYTES;
  if (!keep) {
    edge.observe(tag.tag, tag.version);
    reply.send(upstream.body);
    return 'not kept';
  }
  const answer = Buffer.from(await upstream.body.arrayBuffer());
  const etag = typeof answerHeaders.etag === 'string' ? answerHeaders.etag : undefined;
  const { date: _date, ...replayed } = answerHeaders;
  const counter = upstream.headers[EDGE_COUNT_HEADER];
  const count = typeof counter === 'string' && isValidCounter(counter) ? counter : undefined;
  const stored = edge.offer(key, tag, { body: answer, headers: replayed, etag, ...(count ? { count } : {}) }, token);
  reply.header('x-liquify-cache', stored ? 'MISS' : 'BYPASS');
  if (etag && matchesIfNoneMatch(request.headers['if-none-match'], etag)) reply.status(304).send();
  else reply.send(answer);
  return stored ? 'kept' : 'refused';
}

/** onSend: a JSON answer goes compressed to a client that accepts it (answer-encoding.ts). */
async function encodeAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (payload === null || payload === undefined || request.method === 'HEAD' || reply.statusCode === 204 || reply.statusCode === 304) return payload;
  const declared = Number(reply.getHeader('content-length'));
  const length = Buffer.isBuffer(payload) ? payload.length : typeof payload === 'string' ? Buffer.byteLength(payload) : Number.isFinite(declared) ? declared : Number.NaN;
  if (!compressible(reply.getHeader('content-type'), reply.getHeader('content-encoding'), length)) return payload;
  reply.header('vary', varyWithAcceptEncoding(reply.getHeader('vary')));
  const encoding = answerEncoding(request.headers['accept-encoding']);
  if (!encoding) return payload;
  if (Buffer.isBuffer(payload) || typeof payload === 'string') {
    const body = await compressBody(Buffer.isBuffer(payload) ? payload : Buffer.from(payload), encoding);
    reply.header('content-encoding', encoding);
    reply.header('content-length', body.length);
    return body;
  }
  if (typeof (payload as Readable).pipe !== 'function') return payload;
  reply.header('content-encoding', encoding);
  reply.removeHeader('content-length');
  return compressStream(payload as Readable, encoding);
}
