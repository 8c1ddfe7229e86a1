import { createHttpApp } from '@liquify/http';
import { connectEventConsumer } from '@liquify/kafka';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppModule } from './app.module';
import { StoresConfig } from './config';

/** The stores app with its event consumer (main.ts and integration tests build it the same way). */
export async function createStoresApp(config: StoresConfig, consumer: { maxAttempts?: number; retryBaseMs?: number } = {}): Promise<NestFastifyApplication> {
  const app = await createHttpApp(AppModule.forRoot(config));
  await connectEventConsumer(app, { brokers: config.KAFKA_BROKERS, service: 'stores', topicPrefix: config.KAFKA_TOPIC_PREFIX, ...consumer });
  return app;
}
