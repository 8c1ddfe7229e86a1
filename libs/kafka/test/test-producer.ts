import { Test } from '@nestjs/testing';
import { EventPublisher, KafkaModule, MongoProcessedEventStore } from '../src';

/** A publisher onto a test's topics as `service` (no processed-event store: it only publishes). Close its `moduleRef` after. */
export async function testProducer(brokers: string[], service: string, topicPrefix: string) {
  const moduleRef = await Test.createTestingModule({ imports: [KafkaModule.forRoot({ brokers, service, topicPrefix })] })
    .overrideProvider(MongoProcessedEventStore)
    .useValue({})
    .compile();
  return { moduleRef, publisher: moduleRef.get(EventPublisher) };
}
