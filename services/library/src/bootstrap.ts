import { LIBRARY_WRITE_BODY_LIMIT } from '@liquify/contracts';
import { createHttpApp } from '@liquify/http';
import { connectEventConsumer } from '@liquify/kafka';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppModule } from './app.module';
import type { LibraryConfig } from './config';

/**
 * The library app with its event consumer (main.ts and the integration tests build it the same way).
 * Bodiless POSTs (update, skip, rollback) often still say `content-type: application/json`: an empty body reads as {}.
 */
export async function createLibraryApp(config: LibraryConfig): Promise<NestFastifyApplication> {
  const app = await createHttpApp(AppModule.forRoot(config), { bodyLimit: LIBRARY_WRITE_BODY_LIMIT });
  const fastify = app.getHttpAdapter().getInstance();
  const strictJson = fastify.getDefaultJsonParser('error', 'error');
  app.useBodyParser('application/json', { bodyLimit: LIBRARY_WRITE_BODY_LIMIT }, (request, body, done) => {
    if (body.toString('utf8').trim() === '') return done(null, {});
    strictJson(request as never, body.toString('utf8'), done);
  });
  // The consumer creates its topics (and their dead-letter topics) and waits for their leaders first.
  await connectEventConsumer(app, { brokers: config.KAFKA_BROKERS, service: 'library', topicPrefix: config.KAFKA_TOPIC_PREFIX });
  return app;
}
