/**
 * A consumer whose brokers are all away waits for them as the member it is, instead of crashing.
 *
 * kafkajs 2.2.4 (its last release) builds a consumer's fetchers from the brokers its cluster knows. A broker
 * that refuses a connection is dropped from that list; with every broker gone the runner's fetch loop gets
 * `KafkaJSNoBrokerAvailableError`, which it does not retry (runner.js bails on it): the consumer crashes and
 * kafkajs restarts it. `npm run chaos` saw it at the start of every broker outage, and the restarted consumers'
 * groups joined again in two rounds, 15-20 s after the broker's return (target: 5 s).
 *
 * Here the fetch loop's start, on that error, refreshes the cluster's metadata instead (which waits for a broker
 * with the client's retry policy, KAFKA_CONSUMER_RETRY: about a minute) and starts again: the consumer keeps its
 * group membership and reads on as soon as a broker answers. A stopped runner, or a broker still away when the
 * retries run out, ends as before (the refresh's error, then kafkajs' own restart). Applied once, on import.
 */

import { patchKafkajs } from './kafkajs-patch';

interface FetchManagerInternals {
  start(): Promise<void>;
}

interface RunnerInternals {
  running: boolean;
  fetchManager: FetchManagerInternals;
  consumerGroup: { cluster: { refreshMetadata(): Promise<void> } };
  scheduleFetchManager(): void;
}

export type RunnerClass = { prototype: RunnerInternals };

const RUNNER_MODULE = 'kafkajs/src/consumer/runner';
const PATCHED = Symbol.for('liquify.kafkajs.waitForBrokers');
const WRAPPED = Symbol('liquify.kafkajs.fetchManagerWaits');

/** kafkajs' consumer Runner class (internal module: a kafkajs upgrade that moves it fails here, loudly). */
export function kafkajsRunner(): RunnerClass {
  return require(RUNNER_MODULE) as RunnerClass;
}

/** How often a wait for the brokers looks whether its consumer was stopped meanwhile. */
export const STOP_CHECK_MS = 200;

/**
 * Settles with `work`, or as soon as `runner` stops: a consumer disconnected while its brokers are away (a
 * service shutting down) does not wait for them. What `work` still does then is left to finish unheard.
 */
async function whileRunning(runner: RunnerInternals, work: Promise<void>): Promise<void> {
  work.catch(() => undefined);
  let timer: ReturnType<typeof setInterval> | undefined;
  const stopped = new Promise<void>((resolve) => {
    timer = setInterval(() => {
      if (!runner.running) resolve();
    }, STOP_CHECK_MS);
  });
  try {
    await Promise.race([work, stopped]);
  } finally {
    clearInterval(timer);
  }
}

/** The fetch loop's start of `runner`, waiting for a broker when none is known (see above). */
export function waitingStart(runner: RunnerInternals, start: () => Promise<void>): () => Promise<void> {
  return async () => {
    for (;;) {
      try {
        return await start();
      } catch (err) {
        if ((err as { name?: string } | null)?.name !== 'KafkaJSNoBrokerAvailableError' || !runner.running) throw err;
        await whileRunning(runner, runner.consumerGroup.cluster.refreshMetadata());
        if (!runner.running) throw err;
      }
    }
  };
}

/** Makes consumers wait for their brokers instead of crashing when none is left (see above). Idempotent. */
export function waitForBrokers(Runner: RunnerClass = kafkajsRunner()): void {
  patchKafkajs(Runner.prototype, PATCHED, { module: RUNNER_MODULE, file: 'kafkajs-fetch-brokers.ts' }, {
    scheduleFetchManager: (schedule) =>
      function (this: RunnerInternals) {
        const manager = this.fetchManager as FetchManagerInternals & { [WRAPPED]?: true };
        if (manager && !manager[WRAPPED]) {
          manager.start = waitingStart(this, manager.start.bind(manager));
          manager[WRAPPED] = true;
        }
        return schedule.call(this);
      },
  });
}

waitForBrokers();
