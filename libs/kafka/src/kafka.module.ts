import { DynamicModule, Global, INestApplication, Logger, Module } from '@nestjs/common';
import { HealthRegistry } from '@liquify/http';
import { Kafka, logLevel } from 'kafkajs';
import './kafkajs-request-queue';
import { EventPublisher } from './event-publisher';
import { KafkaEventServer } from './kafka-event.server';
import { kafkaLogCreator } from './kafka-logging';
import { KAFKA_CLIENT, KAFKA_OPTIONS, KAFKA_RETRY, kafkaClientConfig, KafkaOptions } from './kafka.options';
import { OutboxRelay } from './outbox-relay';
import { MongoProcessedEventStore } from './processed-events';

/**
 * The Kafka client, publisher and outbox relay. Readiness does not depend on the producer: writes wait in
 * the outbox while the broker is away, so a service keeps serving. A service that consumes events is ready
 * once its consumer has joined its group (connectEventConsumer registers that check, which reads the
 * consumer's state and opens no connection per probe).
 */
@Global()
@Module({})
export class KafkaModule {
  static forRoot(options: KafkaOptions): DynamicModule {
    return {
      module: KafkaModule,
      providers: [
        { provide: KAFKA_OPTIONS, useValue: options },
        {
          provide: KAFKA_CLIENT,
          useFactory: () =>
            new Kafka({
              clientId: `${options.topicPrefix ?? ''}${options.service}-publisher`,
              ...kafkaClientConfig(options),
              logLevel: logLevel.WARN,
              logCreator: kafkaLogCreator(new Logger('kafkajs')),
              retry: { ...KAFKA_RETRY },
            }),
        },
        EventPublisher,
        OutboxRelay,
        MongoProcessedEventStore,
      ],
      exports: [KAFKA_OPTIONS, KAFKA_CLIENT, EventPublisher, OutboxRelay, MongoProcessedEventStore],
    };
  }
}

/** Attaches the event consumer (NestJS Kafka transport) to an app; call before app.listen. */
export async function connectEventConsumer(app: INestApplication, options: KafkaOptions & { maxAttempts?: number; retryBaseMs?: number }) {
  const server = new KafkaEventServer(options);
  server.useProcessedEventStore(app.get(MongoProcessedEventStore));
  let registry: HealthRegistry | undefined;
  try {
    registry = app.get(HealthRegistry, { strict: false });
  } catch {
    registry = undefined; // no HealthModule (some tests)
  }
  registry?.register({ name: 'kafka-consumer', check: async () => server.assertConsuming() });
  app.connectMicroservice({ strategy: server }, { inheritAppConfig: true });
  await app.startAllMicroservices();
  return server;
}

