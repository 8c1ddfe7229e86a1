import type { Consumer } from 'kafkajs';
import { KafkaEventServer } from './kafka-event.server';
import { KAFKA_RETRY } from './kafka.options';

/** A consumer double: the events kafkajs emits, and connect/run recorded. */
function fakeConsumer() {
  const handlers: Record<string, (event: unknown) => void> = {};
  const consumer = {
    events: { GROUP_JOIN: 'join', CRASH: 'crash', STOP: 'stop', DISCONNECT: 'disconnect' },
    on: (name: string, fn: (event: unknown) => void) => {
      handlers[name] = fn;
    },
    connect: jest.fn(async () => undefined),
    run: jest.fn(async () => undefined),
  };
  return { consumer: consumer as unknown as Consumer & typeof consumer, emit: (name: string, payload: unknown) => handlers[name]({ payload }) };
}

const track = (server: KafkaEventServer, consumer: Consumer) => (server as unknown as { trackConsumer(c: Consumer): void }).trackConsumer(consumer);

describe('a consumer kafkajs stops for good', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('is connected and run again (a non-retriable crash, e.g. no group coordinator while the broker starts)', async () => {
    const server = new KafkaEventServer({ brokers: ['127.0.0.1:1'], service: 'restart-spec' });
    const { consumer, emit } = fakeConsumer();
    track(server, consumer);
    emit('crash', { restart: false, error: new Error('Failed to find group coordinator') });
    expect(() => server.assertConsuming()).not.toThrow(); // no handled topics in this double: readiness does not wait
    await jest.advanceTimersByTimeAsync(KAFKA_RETRY.maxRetryTime);
    expect(consumer.connect).toHaveBeenCalledTimes(1);
    expect(consumer.run).toHaveBeenCalledTimes(1);
  });

  it('keeps trying while connecting fails', async () => {
    const server = new KafkaEventServer({ brokers: ['127.0.0.1:1'], service: 'restart-spec' });
    const { consumer, emit } = fakeConsumer();
    consumer.connect.mockRejectedValueOnce(new Error('broker down'));
    track(server, consumer);
    emit('crash', { restart: false, error: new Error('Failed to find group coordinator') });
    await jest.advanceTimersByTimeAsync(KAFKA_RETRY.maxRetryTime);
    expect(consumer.run).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(KAFKA_RETRY.maxRetryTime);
    expect(consumer.connect).toHaveBeenCalledTimes(2);
    expect(consumer.run).toHaveBeenCalledTimes(1);
  });

  it('is left to kafkajs when it restarts it itself, and not restarted once the server closes', async () => {
    const server = new KafkaEventServer({ brokers: ['127.0.0.1:1'], service: 'restart-spec' });
    const { consumer, emit } = fakeConsumer();
    track(server, consumer);
    emit('crash', { restart: true, error: new Error('retriable') });
    await jest.advanceTimersByTimeAsync(KAFKA_RETRY.maxRetryTime * 2);
    expect(consumer.connect).not.toHaveBeenCalled();
    emit('crash', { restart: false, error: new Error('fatal') });
    await server.close();
    await jest.advanceTimersByTimeAsync(KAFKA_RETRY.maxRetryTime * 2);
    expect(consumer.connect).not.toHaveBeenCalled();
  });
});
