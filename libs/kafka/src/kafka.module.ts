import { DynamicModule, Global, INestApplication, Module, OnModuleInit } from '@nestjs/common';
import { HealthRegistry } from '@liquify/http';
import { Kafka, logLevel } from 'kafkajs';
import { EventPublisher } from './event-publisher';
import { KafkaEventServer } from './kafka-event.server';
import { KAFKA_CLIENT, KAFKA_OPTIONS, KafkaOptions } from './kafka.options';
import { OutboxRelay } from './outbox';
import { MongoProcessedEventStore } from './processed-events';

class KafkaHealth implements OnModuleInit {
  constructor(
    private readonly kafka: Kafka,
    private readonly registry?: HealthRegistry,
  ) {}
  onModuleInit() {
    this.registry?.register({
      name: 'kafka',
      check: async () => {
        const admin = this.kafka.admin();
        await admin.connect();
        try {
          await admin.describeCluster();
        } finally {
          await admin.disconnect();
        }
      },
    });
  }
}

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
              brokers: options.brokers,
              logLevel: logLevel.WARN,
              retry: { retries: 8, initialRetryTime: 200 },
            }),
        },
        {
          provide: KafkaHealth,
          useFactory: (kafka: Kafka, registry?: HealthRegistry) => new KafkaHealth(kafka, registry),
          inject: [KAFKA_CLIENT, { token: HealthRegistry, optional: true }],
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
  app.connectMicroservice({ strategy: server }, { inheritAppConfig: true });
  await app.startAllMicroservices();
  return server;
}

