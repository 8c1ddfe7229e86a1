import { kafkajsRunner, STOP_CHECK_MS, waitForBrokers, waitingStart, type RunnerClass } from './kafkajs-fetch-brokers';

const noBroker = () => Object.assign(new Error('No broker available'), { name: 'KafkaJSNoBrokerAvailableError' });

/** A runner as far as the patch sees it: running, a cluster whose refresh is recorded (or fails), a fetch loop. */
function runner(refresh: () => Promise<void> = async () => undefined) {
  const calls: string[] = [];
  return {
    calls,
    running: true,
    consumerGroup: {
      cluster: {
        refreshMetadata: async () => {
          calls.push('refresh');
          await refresh();
        },
      },
    },
  };
}

describe("kafkajs' fetch loop with every broker away", () => {
  it('is what kafkajs 2.2.4 throws when its cluster knows no broker (the error this patch waits out)', async () => {
    // The real fetch manager, with the cluster's broker list empty as after a broker refused its connections.
    const createFetchManager = require('kafkajs/src/consumer/fetchManager') as (options: Record<string, unknown>) => { start(): Promise<void> };
    const logger = { namespace: () => logger, debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined };
    const manager = createFetchManager({ logger, getNodeIds: () => [], fetch: async () => [], handler: async () => undefined });
    await expect(manager.start()).rejects.toMatchObject({ name: 'KafkaJSNoBrokerAvailableError' });
  });

  it('refreshes the metadata (waiting for a broker) and starts again, instead of failing', async () => {
    const r = runner();
    let attempts = 0;
    const start = waitingStart(r as never, async () => {
      attempts += 1;
      r.calls.push(`start ${attempts}`);
      if (attempts === 1) throw noBroker();
    });
    await expect(start()).resolves.toBeUndefined();
    expect(r.calls).toEqual(['start 1', 'refresh', 'start 2']);
  });

  it('passes any other error on as kafkajs would have it, without a refresh', async () => {
    const r = runner();
    const start = waitingStart(r as never, async () => {
      throw Object.assign(new Error('The group is rebalancing'), { name: 'KafkaJSProtocolError', type: 'REBALANCE_IN_PROGRESS' });
    });
    await expect(start()).rejects.toMatchObject({ type: 'REBALANCE_IN_PROGRESS' });
    expect(r.calls).toEqual([]);
  });

  it('does not wait for a stopped runner, nor start one that stopped while it waited', async () => {
    const stopped = runner();
    stopped.running = false;
    await expect(waitingStart(stopped as never, async () => Promise.reject(noBroker()))()).rejects.toMatchObject({ name: 'KafkaJSNoBrokerAvailableError' });
    expect(stopped.calls).toEqual([]);

    const stopping = runner(async () => {
      stopping.running = false; // consumer.disconnect() while the broker was away
    });
    let attempts = 0;
    const start = waitingStart(stopping as never, async () => {
      attempts += 1;
      throw noBroker();
    });
    await expect(start()).rejects.toMatchObject({ name: 'KafkaJSNoBrokerAvailableError' });
    expect(attempts).toBe(1);
  });

  it('gives up waiting as soon as the consumer is stopped (a shutdown while the brokers are away)', async () => {
    let release!: () => void;
    const r = runner(() => new Promise<void>((resolve) => (release = resolve))); // the brokers do not come back
    let attempts = 0;
    const start = waitingStart(r as never, async () => {
      attempts += 1;
      throw noBroker();
    });
    const outcome = start().then(
      () => 'started',
      (err: Error) => err.name,
    );
    await new Promise((resolve) => setTimeout(resolve, STOP_CHECK_MS / 2));
    r.running = false; // consumer.disconnect()
    await expect(outcome).resolves.toBe('KafkaJSNoBrokerAvailableError');
    expect(attempts).toBe(1);
    release();
  });

  it('fails with the refresh when no broker came back within its retries (kafkajs then restarts the consumer, as before)', async () => {
    const r = runner(async () => {
      throw Object.assign(new Error('Connection error: connect ECONNREFUSED'), { name: 'KafkaJSNumberOfRetriesExceeded' });
    });
    const start = waitingStart(r as never, async () => Promise.reject(noBroker()));
    await expect(start()).rejects.toMatchObject({ name: 'KafkaJSNumberOfRetriesExceeded' });
  });

  it("wraps each runner's fetch manager once, when the runner schedules it, on kafkajs' own Runner too", () => {
    const scheduled: string[] = [];
    class Runner {
      running = true;
      consumerGroup = { cluster: { refreshMetadata: async () => undefined } };
      fetchManager = { start: async () => undefined };
      scheduleFetchManager() {
        scheduled.push('schedule');
      }
    }
    waitForBrokers(Runner as unknown as RunnerClass);
    waitForBrokers(Runner as unknown as RunnerClass); // idempotent
    const r = new Runner();
    const original = r.fetchManager.start;
    r.scheduleFetchManager();
    const wrapped = r.fetchManager.start;
    expect(wrapped).not.toBe(original);
    r.scheduleFetchManager();
    expect(r.fetchManager.start).toBe(wrapped);
    expect(scheduled).toEqual(['schedule', 'schedule']);
    // Applied on import to the Runner kafkajs itself uses.
    expect((kafkajsRunner().prototype as unknown as Record<symbol, unknown>)[Symbol.for('liquify.kafkajs.waitForBrokers')]).toBe(true);
  });
});
