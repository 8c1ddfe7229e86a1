import { createHttpApp } from '@liquify/http';
import { connectEventConsumer } from '@liquify/kafka';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppModule } from './app.module';
import { BillingConfig } from './config';

/** The billing app with its event consumer (main.ts and integration tests build it the same way). */
export async function createBillingApp(config: BillingConfig): Promise<NestFastifyApplication> {
  // Stripe signs the exact bytes it sends: keep raw bodies for POST /api/stripe/webhook.
  const app = await createHttpApp(AppModule.forRoot(config), { rawBody: true });
  // The consumer creates its topics (and their dead-letter topics) and waits for their leaders first.
  await connectEventConsumer(app, { brokers: config.KAFKA_BROKERS, service: 'billing', topicPrefix: config.KAFKA_TOPIC_PREFIX });
  return app;
}
