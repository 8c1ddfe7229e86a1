// The Docker path: `docker compose` for dev (services from docker-compose.yml), testcontainers for
// tests (containers removed when the test process ends). Used only when `docker info` answers.
import path from 'node:path';
import { REPO_ROOT } from './paths.mjs';
import { freePort, run } from './proc.mjs';

export const COMPOSE_FILE = path.join(REPO_ROOT, 'docker-compose.yml');

let dockerAnswer;
/** True when a Docker engine answers. LIQUIFY_INFRA=native skips Docker altogether. */
export async function dockerAvailable() {
  if (process.env.LIQUIFY_INFRA === 'native') return false;
  dockerAnswer ??= run('docker', ['info', '--format', '{{.ServerVersion}}'], { timeoutMs: 10_000 }).then(
    () => true,
    () => false,
  );
  return dockerAnswer;
}

/** Compose service name and the URL the host reaches it at (ports published in docker-compose.yml). */
export const COMPOSE_SERVICES = {
  mongo: { service: 'mongo', url: 'mongodb://127.0.0.1:27017' },
  kafka: { service: 'kafka', url: '127.0.0.1:9092' },
  redis: { service: 'redis', url: 'redis://127.0.0.1:6379' },
  'stripe-mock': { service: 'stripe-mock', url: 'http://127.0.0.1:12111' },
};

let composeAnswer;
/** The compose command: the `docker compose` plugin, else standalone `docker-compose`, else null. */
export async function composeCommand() {
  composeAnswer ??= (async () => {
    for (const cmd of [['docker', 'compose'], ['docker-compose']]) {
      try {
        await run(cmd[0], [...cmd.slice(1), 'version'], { timeoutMs: 10_000 });
        return cmd;
      } catch {
        /* try the next one */
      }
    }
    return null;
  })();
  return composeAnswer;
}

async function compose(args, timeoutMs) {
  const cmd = await composeCommand();
  if (!cmd) throw new Error('neither `docker compose` nor `docker-compose` is installed');
  return run(cmd[0], [...cmd.slice(1), '-f', COMPOSE_FILE, ...args], { cwd: REPO_ROOT, timeoutMs });
}

export async function composeUp(names) {
  await compose(['up', '-d', ...names.map((n) => COMPOSE_SERVICES[n].service)], 9 * 60_000);
  return Object.fromEntries(names.map((n) => [n, COMPOSE_SERVICES[n].url]));
}

export async function composeStop(names) {
  await compose(['stop', ...names.map((n) => COMPOSE_SERVICES[n].service)], 2 * 60_000);
}

/**
 * The apache/kafka image's configuration for a single KRaft node, as KAFKA_* variables (any KAFKA_*
 * variable replaces the image's defaults, so the full set is given). `external` is the host:port
 * clients outside Docker use; `internal` the one other containers use.
 */
export function kafkaImageEnv({ external, internal }) {
  return {
    KAFKA_NODE_ID: '1',
    KAFKA_PROCESS_ROLES: 'broker,controller',
    KAFKA_CONTROLLER_QUORUM_VOTERS: '1@localhost:9093',
    KAFKA_LISTENERS: 'INTERNAL://:19092,CONTROLLER://:9093,EXTERNAL://:9092',
    KAFKA_ADVERTISED_LISTENERS: `INTERNAL://${internal},EXTERNAL://${external}`,
    KAFKA_LISTENER_SECURITY_PROTOCOL_MAP: 'INTERNAL:PLAINTEXT,CONTROLLER:PLAINTEXT,EXTERNAL:PLAINTEXT',
    KAFKA_INTER_BROKER_LISTENER_NAME: 'INTERNAL',
    KAFKA_CONTROLLER_LISTENER_NAMES: 'CONTROLLER',
    KAFKA_NUM_PARTITIONS: '3',
    KAFKA_OFFSETS_TOPIC_REPLICATION_FACTOR: '1',
    KAFKA_OFFSETS_TOPIC_NUM_PARTITIONS: '5',
    KAFKA_TRANSACTION_STATE_LOG_REPLICATION_FACTOR: '1',
    KAFKA_TRANSACTION_STATE_LOG_MIN_ISR: '1',
    KAFKA_GROUP_INITIAL_REBALANCE_DELAY_MS: '0',
    KAFKA_AUTO_CREATE_TOPICS_ENABLE: 'true',
  };
}

const started = [];

/** Start one container per component with testcontainers; resolves { name: url }. */
export async function startTestContainers(names) {
  const { GenericContainer, Wait, getContainerRuntimeClient } = await import('testcontainers');
  const host = (await getContainerRuntimeClient()).info.containerRuntime.host;
  const urls = {};
  for (const name of names) {
    if (name === 'mongo') {
      const c = await new GenericContainer('mongo:7.0.16').withExposedPorts(27017).withWaitStrategy(Wait.forLogMessage(/Waiting for connections/)).start();
      started.push(c);
      urls.mongo = `mongodb://${c.getHost()}:${c.getMappedPort(27017)}`;
    } else if (name === 'redis') {
      const c = await new GenericContainer('redis:7.4.2').withExposedPorts(6379).withWaitStrategy(Wait.forLogMessage(/Ready to accept connections/)).start();
      started.push(c);
      urls.redis = `redis://${c.getHost()}:${c.getMappedPort(6379)}`;
    } else if (name === 'kafka') {
      // Kafka must advertise the address clients dial, so the host port is chosen before start.
      const hostPort = await freePort();
      const c = await new GenericContainer('apache/kafka:3.9.1')
        .withExposedPorts({ container: 9092, host: hostPort })
        .withEnvironment(kafkaImageEnv({ external: `${host}:${hostPort}`, internal: 'localhost:19092' }))
        .withWaitStrategy(Wait.forLogMessage(/Kafka Server started/))
        .withStartupTimeout(120_000)
        .start();
      started.push(c);
      urls.kafka = `${host}:${hostPort}`;
    } else if (name === 'stripe-mock') {
      const c = await new GenericContainer('stripe/stripe-mock:v0.203.0').withExposedPorts(12111).withWaitStrategy(Wait.forListeningPorts()).start();
      started.push(c);
      urls['stripe-mock'] = `http://${c.getHost()}:${c.getMappedPort(12111)}`;
    }
  }
  return urls;
}

export async function stopTestContainers() {
  while (started.length) await started.pop().stop();
}
