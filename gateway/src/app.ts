import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createHttpApp } from '@liquify/http';
import { REDIS } from '@liquify/redis';
import type Redis from 'ioredis';
import { GatewayConfig } from './config';
import { docsPlugin } from './docs/docs.plugin';
import { frontendsPlugin } from './frontends/frontends.plugin';
import { GatewayModule } from './gateway.module';
import { apiPlugin } from './routing/api.plugin';
import { buildRouteTable } from './routing/route-table';
import { Upstreams } from './routing/upstreams';

/** Builds the gateway: Nest (health, logging, DI) on Fastify, with the API, docs and front-end plugins. */
export async function createGateway(config: GatewayConfig): Promise<NestFastifyApplication> {
  const app = await createHttpApp(GatewayModule.forRoot(config), { bodyLimit: config.BODY_LIMIT_BYTES, trustProxy: false });
  app.enableCors({
    origin: config.CORS_ORIGINS.length ? config.CORS_ORIGINS : false,
    credentials: true,
    exposedHeaders: ['x-request-id', 'etag'],
  });
  const fastify = app.getHttpAdapter().getInstance();
  const routes = buildRouteTable();
  await fastify.register(docsPlugin);
  await fastify.register(apiPlugin, { routes, upstreams: app.get(Upstreams) as Upstreams, config, redis: app.get<Redis>(REDIS) });
  await fastify.register(frontendsPlugin, { frontendsDir: config.FRONTENDS_DIR });
  fastify.addHook('onClose', async () => app.get(Upstreams).close());
  return app;
}
