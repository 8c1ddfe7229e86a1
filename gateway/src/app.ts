import { Logger } from '@nestjs/common';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createHttpApp } from '@liquify/http';
import { SessionVerifier } from '@liquify/auth';
import { EdgeCache, EdgeHits, REDIS, UserAccessCache } from '@liquify/redis';
import type Redis from 'ioredis';
import { GatewayConfig, servesSourceMaps } from './config';
import { docsPlugin } from './docs/docs.plugin';
import { frontendsPlugin } from './frontends/frontends.plugin';
import { composedPlugin } from './composed/composed.plugin';
import { GatewayModule } from './gateway.module';
import { apiPlugin } from './routing/api.plugin';
import { EdgeLane } from './routing/edge-lane';
import { buildRouteTable } from './routing/route-table';
import { Upstreams } from './routing/upstreams';
import { hstsHeader, registerSecurityHeaders, securityHeaders } from './security-headers';

/** Builds the gateway: Nest (health, logging, DI) on Fastify, with the API, docs and front-end plugins. */
export async function createGateway(config: GatewayConfig): Promise<NestFastifyApplication> {
  const lane = new EdgeLane({ always: securityHeaders(config), hsts: hstsHeader(config), trustsProxy: config.TRUST_PROXY !== false });
  const app = await createHttpApp(GatewayModule.forRoot(config), {
    bodyLimit: config.BODY_LIMIT_BYTES,
    // Only the configured proxies may name the client (rate limits key on it); by default none.
    trustProxy: config.TRUST_PROXY,
    // A kept answer is sent before Fastify sees the request (edge-lane.ts).
    frontDoor: lane.frontDoor,
    beforeNest: (instance) => registerSecurityHeaders(instance, config),
    // The gateway's port is public: /metrics answers Prometheus scraping the pod, not requests through the ingress.
    metrics: { directCallersOnly: true },
  });
  const fastify = app.getHttpAdapter().getInstance();
  const redis = app.get<Redis>(REDIS);
  // Every token is checked against its user's current access (role, deletion, sign-outs), kept in memory.
  const access = new UserAccessCache(redis, { keyPrefix: config.REDIS_KEY_PREFIX, onWarning: (message) => new Logger('UserAccess').warn(message) });
  await access.start();
  fastify.addHook('onClose', async () => access.stop());
  const sessions = new SessionVerifier(config.JWT_PUBLIC_KEYS, access);
  let edge: EdgeCache | undefined;
  if (config.EDGE_CACHE) {
    const logger = new Logger('EdgeCache');
    // Deliveries of counted answers (the library's remote snippets) are counted here, in memory, and moved to Redis every second.
    const hits = new EdgeHits(redis, { onWarning: (message) => logger.warn(message) });
    edge = new EdgeCache(redis, { keyPrefix: config.REDIS_KEY_PREFIX, maxBytes: config.EDGE_CACHE_MAX_MB * 1024 * 1024, onWarning: (message) => logger.warn(message), hits });
    fastify.addHook('onClose', async () => hits.stop());
    // Never throws: until the subscription is live the cache is bypassed and every request is forwarded.
    await edge.start();
    lane.enable(edge, sessions);
    fastify.addHook('onClose', async () => edge?.stop());
  }
  app.enableCors({
    origin: config.CORS_ORIGINS.length ? config.CORS_ORIGINS : false,
    credentials: true,
    // Every method the API uses (the default allows GET, HEAD and POST only).
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    exposedHeaders: ['x-request-id', 'etag'],
  });
  const routes = buildRouteTable();
  await fastify.register(docsPlugin);
  // Before the API plugin, whose catch-all would otherwise answer 404 for the composed routes.
  await fastify.register(composedPlugin, { upstreams: app.get(Upstreams) as Upstreams, config, sessions });
  await fastify.register(apiPlugin, { routes, upstreams: app.get(Upstreams) as Upstreams, config, redis, sessions, edge });
  await fastify.register(frontendsPlugin, {
    frontendsDir: config.FRONTENDS_DIR,
    serveSourceMaps: servesSourceMaps(config),
    assetsDir: config.FRONTENDS_ASSETS_DIR,
    assetsKeepDays: config.FRONTENDS_ASSETS_KEEP_DAYS,
    previousDir: config.FRONTENDS_PREVIOUS_DIR,
  });
  fastify.addHook('onClose', async () => app.get(Upstreams).close());
  return app;
}
