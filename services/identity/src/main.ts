import './tracing';
import { loadConfigOrExit } from '@liquify/config';
import { createHttpApp, listen } from '@liquify/http';
import { connectEventConsumer } from '@liquify/kafka';
import { AppModule } from './app.module';
import { configSchema } from './config';
import { IDENTITY_PRODUCER } from './identity.const';

async function bootstrap() {
  const config = loadConfigOrExit(configSchema);
  const app = await createHttpApp(AppModule.forRoot(config));
  await connectEventConsumer(app, { brokers: config.KAFKA_BROKERS, service: IDENTITY_PRODUCER, topicPrefix: config.KAFKA_TOPIC_PREFIX });
  await listen(app, config.PORT, config.HOST, IDENTITY_PRODUCER);
}

bootstrap().catch((err) => {
  process.stderr.write(`identity failed to start: ${(err as Error).stack ?? String(err)}\n`);
  process.exit(1);
});
