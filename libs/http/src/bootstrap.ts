import type { FastifyInstance } from 'fastify';
import type { RequestListener } from 'node:http';
import { DynamicModule, INestApplication, Logger, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { Logger as PinoNestLogger } from 'nestjs-pino';
import { answerBodylessRequests } from './empty-body';
import { createFrontDoorServer, type FrontDoor } from './front-door';
import { AllExceptionsFilter } from './exception.filter';
import { closeOnSignals, ShutdownOptions } from './graceful-shutdown';
import { HttpMetricsOptions, installHttpMetrics } from './http-metrics';
import { REQUEST_ID_HEADER, requestIdFrom } from './request-id';

export interface HttpAppOptions {
  /** Largest accepted request body in bytes (default 1 MiB). */
  bodyLimit?: number;
  /** Keep raw bodies (Stripe webhooks need the exact bytes). */
  rawBody?: boolean;
  /**
   * Trust X-Forwarded-* for this many hops (default 1: services sit behind the gateway, which sets the
   * header to the real client IP). The gateway passes its configured proxies (none by default), or a
   * client could pick its own IP and dodge rate limits. A list holds addresses and CIDRs.
   */
  trustProxy?: boolean | number | string[];
  /**
   * Called with the Fastify instance before Nest registers anything on it: hooks added here run before
   * every other hook (Nest middleware, CORS), e.g. the gateway's edge-cache fast lane.
   */
  beforeNest?: (fastify: FastifyInstance) => void;
  /**
   * Sees every request on the HTTP server itself, before Fastify parses, routes or hooks anything, and answers
   * those it can from memory (the gateway's edge-cache front door; front-door.ts), the plain GETs of a connection
   * it reads on the socket, before node:http. Undefined lets Fastify have the request.
   * Requests injected in tests (Fastify's inject) never pass here.
   */
  frontDoor?: FrontDoor;
  /** GET /metrics and the HTTP latency histogram (http-metrics.ts); on in every process. */
  metrics?: HttpMetricsOptions;
}

interface ServerTimeouts {
  keepAliveTimeout: number;
  requestTimeout: number;
  connectionTimeout: number;
  maxRequestsPerSocket?: number;
}

/** Fastify's server factory with a front door in front of its handler, and the timeouts Fastify would set. */
function serverWithFrontDoor(frontDoor: NonNullable<HttpAppOptions['frontDoor']>) {
  return (handler: RequestListener, opts: Record<string, unknown>) => {
    const options = opts as unknown as ServerTimeouts;
    const server = createFrontDoorServer(frontDoor, handler);
    server.keepAliveTimeout = options.keepAliveTimeout;
    server.requestTimeout = options.requestTimeout;
    server.setTimeout(options.connectionTimeout);
    if (options.maxRequestsPerSocket && options.maxRequestsPerSocket > 0) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  };
}

/** A NestJS application on Fastify with the platform's conventions: request ids, JSON logs, error envelope. */
export async function createHttpApp(module: Type<unknown> | DynamicModule, options: HttpAppOptions = {}): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    bodyLimit: options.bodyLimit ?? 1024 * 1024,
    genReqId: (req: { headers: Record<string, string | string[] | undefined> }) => requestIdFrom(req.headers),
    trustProxy: options.trustProxy ?? 1,
    // Fastify would otherwise answer 404 for an empty route table with its own shape.
    return503OnClosing: true,
    ...(options.frontDoor ? { serverFactory: serverWithFrontDoor(options.frontDoor) } : {}),
    // Fastify fails start-up when a plugin takes over 10 s (its default); on a loaded 2-core machine the
    // gateway's docs plugin (the OpenAPI document built from every contract) can, so allow a minute.
    pluginTimeout: 60_000,
  });
  // Before anything else: a body-less request with a Content-Type is answered like one without (empty-body.ts).
  answerBodylessRequests(adapter.getInstance());
  installHttpMetrics(adapter.getInstance(), options.metrics);
  options.beforeNest?.(adapter.getInstance());
  const app = await NestFactory.create<NestFastifyApplication>(module, adapter, {
    bufferLogs: true,
    rawBody: options.rawBody ?? false,
  });
  try {
    app.useLogger(app.get(PinoNestLogger));
  } catch {
    // LoggingModule not imported (unit tests): keep Nest's default logger.
  }
  app.useGlobalFilters(new AllExceptionsFilter());
  const fastify = app.getHttpAdapter().getInstance();
  // Callback style: no promise per request on this hot path.
  fastify.addHook('onSend', (request, reply, payload, done) => {
    reply.header(REQUEST_ID_HEADER, String(request.id));
    done(null, payload);
  });
  return app;
}

/**
 * Listens and logs where; on failure logs and exits so a supervisor sees it. SIGTERM and SIGINT then stop
 * the process gracefully (graceful-shutdown.ts: the requests in flight are answered before anything closes).
 */
export async function listen(app: INestApplication, port: number, host: string, name: string, shutdown: ShutdownOptions = {}) {
  await app.listen(port, host);
  closeOnSignals(app, name, shutdown);
  new Logger(name).log(`${name} listening on http://${host}:${port}`);
}
