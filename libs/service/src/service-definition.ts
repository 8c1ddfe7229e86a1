import type { DynamicModule } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { ServiceEnv } from '@liquify/config';
import { createHttpApp, HttpAppOptions } from '@liquify/http';
import { connectEventConsumer } from '@liquify/kafka';
import { kafkaOptionsFor } from './kafka-options';
import type { z } from 'zod';

/**
 * Everything that makes one service, declared once in `src/service.ts` and used by `main.ts`
 * (bootstrapService) and by the integration tests (startTestService) alike, so tests run the app as production
 * builds it.
 */
export interface ServiceDefinition<C extends ServiceEnv = ServiceEnv> {
  name: string;
  /** The service's env schema: `serviceEnvSchema.extend({...})` from @liquify/config. */
  configSchema: z.ZodType<C, any>;
  /** The root module for a validated config: `(config) => AppModule.forRoot(config)`. */
  appModule(config: C): DynamicModule;
  /** Fastify options: body limit, raw bodies (webhook signatures). */
  http?: HttpAppOptions;
  /** Extra wiring on the app before it starts (body parsers, raw Fastify routes). */
  configure?(app: NestFastifyApplication, config: C): void | Promise<void>;
}

export function defineService<C extends ServiceEnv>(definition: ServiceDefinition<C>): ServiceDefinition<C> {
  return definition;
}

export interface StartOptions {
  /** Consumer retries before a message goes to the dead-letter topic (tests lower them). */
  maxAttempts?: number;
  retryBaseMs?: number;
}

/** The service's HTTP app, configured, initialised (seeds ran), with its Kafka consumer connected; not listening. */
export async function startService<C extends ServiceEnv>(service: ServiceDefinition<C>, config: C, options: StartOptions = {}): Promise<NestFastifyApplication> {
  const app = await createHttpApp(service.appModule(config), service.http);
  await service.configure?.(app, config);
  await app.init();
  // The consumer creates its topics (and their dead-letter topics) and waits for their leaders first.
  await connectEventConsumer(app, { ...kafkaOptionsFor(service.name, config), ...options });
  await app.getHttpAdapter().getInstance().ready();
  return app;
}
