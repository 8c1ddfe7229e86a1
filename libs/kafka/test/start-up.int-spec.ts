import { UserDeleted } from '@liquify/contracts';
import { HealthModule, HealthRegistry } from '@liquify/http';
import { testInfra, uniqueName, waitFor } from '@liquify/testing';
import { Logger, LoggerService } from '@nestjs/common';
import { Test, TestingModuleBuilder } from '@nestjs/testing';
import { EventPublisher, KafkaEventServer, KafkaModule, MongoProcessedEventStore } from '../src';

/**
 * A service's first boot on a fresh broker: topics that do not exist yet, a publisher and a consumer
 * starting at once. Expected start-up retries must not be logged as errors, and readiness must not
 * open Kafka connections per probe nor depend on the producer.
 */
const logged: { level: string; message: string }[] = [];
const capture: LoggerService = {
  log: (message) => logged.push({ level: 'log', message: String(message) }),
  error: (message) => logged.push({ level: 'error', message: String(message) }),
  warn: (message) => logged.push({ level: 'warn', message: String(message) }),
  debug: (message) => logged.push({ level: 'debug', message: String(message) }),
  verbose: () => undefined,
};
const consoleLines: string[] = [];

let brokers: string[];
beforeAll(async () => {
  brokers = (await testInfra(['kafka'])).kafkaBrokers;
  Logger.overrideLogger(capture);
  for (const method of ['log', 'error', 'warn', 'info'] as const) {
    jest.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      consoleLines.push(args.map(String).join(' '));
    });
  }
}, 120_000);

afterAll(() => {
  jest.restoreAllMocks();
  Logger.overrideLogger(false);
});

/** The processed-events store lives in MongoDB, which these tests do not need. */
const withoutMongo = (builder: TestingModuleBuilder) => builder.overrideProvider(MongoProcessedEventStore).useValue({}).setLogger(capture);

const errorsLogged = () => [...logged.filter((l) => l.level === 'error').map((l) => l.message), ...consoleLines.filter((l) => /"level":"ERROR"|ERROR/.test(l))];

it('publishing and consuming on brand-new topics logs no ERROR line nor TimeoutNegativeWarning, and the event arrives', async () => {
  // Node prints TimeoutNegativeWarning once per process for a negative setTimeout delay: every such call is caught here.
  const timeouts = jest.spyOn(global, 'setTimeout');
  const warnings: string[] = [];
  const onWarning = (warning: Error) => void warnings.push(`${warning.name}: ${warning.message}`);
  process.on('warning', onWarning);
  const topicPrefix = `${uniqueName('kafka-boot')}.`;
  const received: unknown[] = [];
  const server = new KafkaEventServer({ brokers, service: 'boot-probe', topicPrefix });
  server.addHandler(UserDeleted.topic, async (envelope: unknown) => void received.push(envelope), true);
  const moduleRef = await withoutMongo(Test.createTestingModule({ imports: [KafkaModule.forRoot({ brokers, service: 'boot-probe', topicPrefix })] })).compile();
  const publisher = moduleRef.get(EventPublisher);
  try {
    await Promise.all([
      new Promise<void>((resolve, reject) => server.listen((err?: unknown) => (err ? reject(err) : resolve()))),
      publisher.publish(UserDeleted, { userId: 'u1', email: 'u1@x.io' }),
    ]);
    await waitFor(() => received.length === 1, { timeout: 30_000, message: 'the event to be consumed' });
    await new Promise((resolve) => setTimeout(resolve, 200)); // idle connections: what they schedule after their last response
    expect(errorsLogged()).toEqual([]);
    expect(timeouts.mock.calls.map((call) => call[1] as number).filter((delay) => delay < 0)).toEqual([]);
    expect(warnings.filter((w) => w.startsWith('TimeoutNegativeWarning'))).toEqual([]);
  } finally {
    timeouts.mockRestore();
    process.off('warning', onWarning);
    await server.close();
    await moduleRef.close();
  }
}, 90_000);

it('readiness: a consumer is ready once in its group, and a probe opens no Kafka connection', async () => {
  const topicPrefix = `${uniqueName('kafka-ready')}.`;
  const server = new KafkaEventServer({ brokers, service: 'ready-probe', topicPrefix });
  server.addHandler(UserDeleted.topic, async () => undefined, true);
  expect(() => server.assertConsuming()).toThrow('has not joined its group');
  await new Promise<void>((resolve, reject) => server.listen((err?: unknown) => (err ? reject(err) : resolve())));
  try {
    await waitFor(() => (server.assertConsuming(), true), { timeout: 30_000, message: 'the consumer to join its group' });
    const admin = jest.spyOn(server['client'] as { admin: () => unknown }, 'admin');
    for (let i = 0; i < 20; i++) server.assertConsuming();
    expect(admin).not.toHaveBeenCalled();
  } finally {
    await server.close();
  }
  expect(() => server.assertConsuming()).toThrow(/stopped|disconnected/);
}, 90_000);

it('readiness does not depend on the producer: with the broker unreachable the process is still ready to serve', async () => {
  const moduleRef = await withoutMongo(
    Test.createTestingModule({
      imports: [HealthModule, KafkaModule.forRoot({ brokers: ['127.0.0.1:1'], service: 'unreachable', topicPrefix: `${uniqueName('kafka-none')}.` })],
    }),
  ).compile();
  try {
    const result = await moduleRef.get(HealthRegistry).run();
    expect(result).toEqual({ ok: true, checks: {} });
  } finally {
    await moduleRef.close();
  }
});
