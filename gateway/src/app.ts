import { Logger } from '@nestjs/common';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createHttpApp } from '@liquify/http';
import { EdgeCache, EdgeHits, REDIS } from '@liquify/redis';
import type Redis from 'ioredis';
import { GatewayConfig } from './config';
import { docsPlugin } from './docs/docs.plugin';
import { frontendsPlugin } from './frontends/frontends.plugin';
import { GatewayModule } from './gateway.module';
import { apiPlugin } from './routing/api.plugin';
import { EdgeLane } from './routing/edge-lane';
import { buildRouteTable } from './routing/route-table';
import { Upstreams } from './routing/upstreams';

/** Builds the gateway: Nest (health, logging, DI) on Fastify, with the API, docs and front-end plugins. */
export async function createGateway(config: GatewayConfig): Promise<NestFastifyApplication> {
  const lane = new EdgeLane();
  const app = await createHttpApp(GatewayModule.forRoot(config), {
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: false,
    // First of all hooks, so a kept answer skips the rest of the pipeline.
    beforeNest: (instance) => lane.register(instance),
  });
  const fastify = app.getHttpAdapter().getInstance();
  const redis = app.get<Redis>(REDIS);
  let edge: EdgeCache | undefined;
  if (config.EDGE_CACHE) {
    const logger = new Logger('EdgeCache');
    // Deliveries of counted answers (the library's remote snippets) are counted here, in memory, and moved to Redis every second.
    const hits = new EdgeHits(redis, { onWarning: (message) => logger.warn(message) });
    edge = new EdgeCache(redis, { keyPrefix: config.REDIS_KEY_PREFIX, maxBytes: config.EDGE_CACHE_MAX_MB * 1024 * 1024, onWarning: (message) => logger.warn(message), hits });
    fastify.addHook('onClose', async () => hits.stop());
    // Never throws: until the subscription is live the cache is bypassed and every request is forwarded.
    await edge.start();
    lane.enable(edge, config.JWT_SECRET);
    fastify.addHook('onClose', async () => edge?.stop());
  }
  app.enableCors({
    origin: config.CORS_ORIGINS.length ? config.CORS_ORIGINS : false,
    credentials: true,
    exposedHeaders: ['x-request-id', 'etag'],
  });
  const routes = buildRouteTable();
  await fastify.register(docsPlugin);
  await fastify.register(apiPlugin, { routes, upstreams: app.get(Upstreams) as Upstreams, config, redis, edge });
  await fastify.register(frontendsPlugin, { frontendsDir: config.FRONTENDS_DIR });
  fastify.addHook('onClose', async () => app.get(Upstreams).close());
  return app;
}
