import './tracing';
import { loadConfigOrExit } from '@liquify/config';
import { listen } from '@liquify/http';
import { connectEventConsumer } from '@liquify/kafka';
import { configSchema } from './config';
import { createCatalogueApp } from './http-app';

async function bootstrap() {
  const config = loadConfigOrExit(configSchema);
  const app = await createCatalogueApp(config);
  await connectEventConsumer(app, { brokers: config.KAFKA_BROKERS, service: 'catalogue', topicPrefix: config.KAFKA_TOPIC_PREFIX });
  await listen(app, config.PORT, config.HOST, 'catalogue');
}

bootstrap().catch((err) => {
  process.stderr.write(`catalogue failed to start: ${(err as Error).stack ?? err}\n`);
  process.exit(1);
});
