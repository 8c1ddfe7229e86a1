import { KafkaEventServer } from './kafka-event.server';
import { KafkaModule } from './kafka.module';
import { KAFKA_CLIENT, KAFKA_CONSUMER_RETRY, KAFKA_RETRY, retryBudgetMs } from './kafka.options';

/**
 * kafkajs waits up to 30 s between attempts by default, and a consumer that ran out of attempts restarts
 * after its last delay: after a 15 s broker outage the consumers read again ~27 s after the broker was back.
 */
describe('retry policy of the Kafka clients', () => {
  it('waits at most a second between attempts, so a returning broker is found within a second', () => {
    expect(KAFKA_RETRY.maxRetryTime).toBeLessThanOrEqual(1000);
    expect(KAFKA_RETRY.initialRetryTime).toBeLessThanOrEqual(KAFKA_RETRY.maxRetryTime);
  });

  it("is the event consumer's at the same pace, and the consumer keeps trying for a minute: it rides a broker outage out as the same member", () => {
    const server = new KafkaEventServer({ brokers: ['127.0.0.1:1'], service: 'retry-spec' });
    const retry = (server as unknown as { options: { client: { retry: typeof KAFKA_CONSUMER_RETRY } } }).options.client.retry;
    expect(retry).toEqual(KAFKA_CONSUMER_RETRY);
    expect(retry.maxRetryTime).toBe(KAFKA_RETRY.maxRetryTime);
    expect(retryBudgetMs(retry)).toBeGreaterThanOrEqual(55_000);
    // The publisher's stays short: an outbox publish fails and is retried by the relay, which a write never waits for.
    expect(retryBudgetMs(KAFKA_RETRY)).toBeLessThan(10_000);
  });

  it('budget: the delays of every attempt, doubling from the first up to the ceiling', () => {
    expect(retryBudgetMs({ retries: 0, initialRetryTime: 200, maxRetryTime: 1000 })).toBe(0);
    expect(retryBudgetMs({ retries: 4, initialRetryTime: 200, maxRetryTime: 1000 })).toBe(200 + 400 + 800 + 1000);
    expect(retryBudgetMs({ retries: 8, initialRetryTime: 200, maxRetryTime: 1000 })).toBe(200 + 400 + 800 + 5 * 1000);
  });

  it("is the publisher's", () => {
    const module = KafkaModule.forRoot({ brokers: ['127.0.0.1:1'], service: 'retry-spec' });
    const provider = (module.providers ?? []).find((p) => typeof p === 'object' && 'provide' in p && p.provide === KAFKA_CLIENT) as { useFactory: () => unknown };
    const client = provider.useFactory() as { [key: symbol]: unknown };
    // kafkajs keeps its constructor's retry settings (under a private symbol) for every producer it makes.
    const key = Object.getOwnPropertySymbols(client).find((s) => s.description === 'private:Kafka:clusterRetry');
    expect(key && client[key]).toEqual(KAFKA_RETRY);
  });
});
