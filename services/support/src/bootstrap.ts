import { createHttpApp } from '@liquify/http';
import { connectEventConsumer } from '@liquify/kafka';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppModule } from './app.module';
import { SupportConfig } from './config';

/** The support app with its event consumer (main.ts and integration tests build it the same way). */
export async function createSupportApp(config: SupportConfig): Promise<NestFastifyApplication> {
  const app = await createHttpApp(AppModule.forRoot(config));
  await connectEventConsumer(app, { brokers: config.KAFKA_BROKERS, service: 'support', topicPrefix: config.KAFKA_TOPIC_PREFIX });
  return app;
}
