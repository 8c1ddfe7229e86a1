// Kafka 3.9.1 as a single-node KRaft broker+controller, from Maven Central jars and Java 17.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cachePath, logDir } from '../paths.mjs';
import { InfraError, portOpen, run } from '../proc.mjs';
import { ensureSystemPrograms } from '../system-packages.mjs';
import { kafkaHealthy } from '../health.mjs';

export const KAFKA_VERSION = '3.9.1';
const POM = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'kafka', 'pom.xml');

const port = () => Number(process.env.LIQUIFY_KAFKA_PORT ?? 9092);
const controllerPort = () => Number(process.env.LIQUIFY_KAFKA_CONTROLLER_PORT ?? port() + 1);
// Kafka's own default heap. At 512 MB a broker holding ~16 000 test partitions (a few npm test runs) died of
// OutOfMemoryError in the middle of a run; jest runs now delete their topics (libs/testing/jest/test-runs.mjs).
const JVM_HEAP = ['-Xmx1g', '-Xms256m'];

export function serverProperties({ dataDir }) {
  return [
    '# Written by scripts/infra/native/kafka.mjs on every start; edit that file instead.',
    'process.roles=broker,controller',
    'node.id=1',
    `controller.quorum.voters=1@127.0.0.1:${controllerPort()}`,
    `listeners=PLAINTEXT://127.0.0.1:${port()},CONTROLLER://127.0.0.1:${controllerPort()}`,
    `advertised.listeners=PLAINTEXT://127.0.0.1:${port()}`,
    'inter.broker.listener.name=PLAINTEXT',
    'controller.listener.names=CONTROLLER',
    'listener.security.protocol.map=PLAINTEXT:PLAINTEXT,CONTROLLER:PLAINTEXT',
    `log.dirs=${dataDir}`,
    'num.partitions=3',
    'default.replication.factor=1',
    'min.insync.replicas=1',
    'offsets.topic.replication.factor=1',
    // Fewer internal partitions than the default 50: the first consumer group on a cold broker
    // then joins in well under a second on this two-core box.
    'offsets.topic.num.partitions=5',
    'transaction.state.log.replication.factor=1',
    'transaction.state.log.min.isr=1',
    'transaction.state.log.num.partitions=5',
    // Consumers join at once instead of waiting 3 s for more members (tests start many groups).
    'group.initial.rebalance.delay.ms=0',
    'auto.create.topics.enable=true',
    'delete.topic.enable=true',
    'log.retention.hours=24',
    'log.segment.bytes=16777216',
    'num.network.threads=2',
    'num.io.threads=4',
    'num.recovery.threads.per.data.dir=1',
    '',
  ].join('\n');
}

const LOG4J = `# Written by scripts/infra/native/kafka.mjs. Everything goes to stdout, which is <cache>/logs/kafka.log.
log4j.rootLogger=INFO, stdout
log4j.appender.stdout=org.apache.log4j.ConsoleAppender
log4j.appender.stdout.layout=org.apache.log4j.PatternLayout
log4j.appender.stdout.layout.ConversionPattern=[%d] %p %m (%c)%n
log4j.logger.kafka=INFO
log4j.logger.org.apache.kafka=INFO
log4j.logger.kafka.request.logger=WARN
log4j.logger.kafka.log.LogCleaner=WARN
log4j.logger.state.change.logger=WARN
log4j.logger.org.apache.kafka.clients=WARN
log4j.logger.org.apache.kafka.common.utils.AppInfoParser=WARN
log4j.logger.org.apache.kafka.metadata=WARN
log4j.logger.kafka.coordinator=WARN
log4j.logger.org.apache.kafka.coordinator=WARN
log4j.logger.kafka.log=WARN
log4j.logger.org.apache.kafka.storage=WARN
log4j.logger.org.apache.kafka.raft=WARN
log4j.logger.kafka.server.metadata=WARN
log4j.logger.kafka.cluster=WARN
`;

/** Fetch the broker jars once; the marker records which pom produced them. */
/**
 * The Kafka jars under .cache/kafka/libs, fetched once with Maven. Exported for what runs a broker of its own
 * from them (libs/kafka's SASL/SCRAM test), which needs them even when the infra reused a running broker.
 */
export async function ensureKafkaJars(log = () => undefined) {
  return ensureJars(log);
}

async function ensureJars(log) {
  const libs = cachePath('kafka', 'libs');
  const marker = path.join(libs, '.complete');
  const pomHash = crypto.createHash('sha256').update(fs.readFileSync(POM)).digest('hex');
  if (fs.existsSync(marker) && fs.readFileSync(marker, 'utf8').trim() === pomHash) return libs;
  await ensureSystemPrograms(['mvn'], { log });
  log(`kafka: fetching Kafka ${KAFKA_VERSION} jars from Maven Central (first run only)...`);
  const tmp = `${libs}.tmp-${process.pid}`;
  fs.rmSync(tmp, { recursive: true, force: true });
  try {
    await run('mvn', ['-q', '-B', '-f', POM, 'dependency:copy-dependencies', `-DoutputDirectory=${tmp}`, '-DincludeScope=runtime'], {
      timeoutMs: 8 * 60_000,
    });
  } catch (err) {
    fs.rmSync(tmp, { recursive: true, force: true });
    throw new InfraError('kafka', `mvn dependency:copy-dependencies failed`, { logTail: err.output, cause: err });
  }
  const jars = fs.readdirSync(tmp).filter((f) => f.endsWith('.jar'));
  if (!jars.some((j) => j.startsWith(`kafka_2.13-${KAFKA_VERSION}`))) {
    throw new InfraError('kafka', `Maven finished but ${tmp} holds no kafka_2.13-${KAFKA_VERSION}.jar`);
  }
  fs.writeFileSync(path.join(tmp, '.complete'), pomHash);
  fs.rmSync(libs, { recursive: true, force: true });
  fs.renameSync(tmp, libs);
  log(`kafka: ${jars.length} jars in ${libs}`);
  return libs;
}

/** Kafka's Uuid text form: 16 bytes in URL-safe base64 without padding (22 characters). */
const CLUSTER_ID = /^[A-Za-z0-9_-]{21}[AQgw]$/;

/**
 * A cluster id as Kafka's own Uuid.randomUuid() makes them: a random (version 4) UUID, drawn again while
 * its text starts with '-' (a command line would read such an id as an option) or is all zeros.
 * `randomBytes` is injectable for tests.
 */
export function newClusterId(randomBytes = (n) => crypto.randomBytes(n)) {
  for (;;) {
    const bytes = Buffer.from(randomBytes(16));
    bytes[6] = (bytes[6] & 0x0f) | 0x40; // version 4
    bytes[8] = (bytes[8] & 0x3f) | 0x80; // IETF variant
    const id = bytes.toString('base64url');
    if (!id.startsWith('-') && bytes.some((b) => b !== 0)) return id;
  }
}

/** True for an id `kafka-storage format` accepts and cannot mistake for an option. */
export const isUsableClusterId = (id) => CLUSTER_ID.test(id) && !id.startsWith('-');

/** The cluster id kept under <cache>/kafka/cluster-id; a cached id that is unusable (e.g. '-…') is replaced. */
export function clusterId() {
  const file = cachePath('kafka', 'cluster-id');
  if (fs.existsSync(file)) {
    const cached = fs.readFileSync(file, 'utf8').trim();
    if (isUsableClusterId(cached)) return cached;
  }
  const id = newClusterId();
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, id);
  return id;
}

/** `kafka-storage format` arguments; `--cluster-id=<id>` is one token, so no id can be read as a flag. */
export const storageFormatArgs = ({ id, props }) => ['format', `--cluster-id=${id}`, '-c', props];

export default {
  name: 'kafka',
  envVar: 'KAFKA_BROKERS',
  port,
  url: () => `127.0.0.1:${port()}`,
  healthy: (brokers) => kafkaHealthy(brokers),
  match: 'kafka.Kafka',
  startTimeoutMs: 90_000,
  stopGraceMs: 30_000,
  async prepare(log) {
    await ensureSystemPrograms(['java'], { log });
    if (await portOpen(controllerPort())) {
      throw new InfraError('kafka', `controller port 127.0.0.1:${controllerPort()} is already taken by another program`);
    }
    const libs = await ensureJars(log);
    const configDir = cachePath('kafka', 'config');
    const dataDir = cachePath('kafka', 'data');
    fs.mkdirSync(configDir, { recursive: true });
    fs.mkdirSync(dataDir, { recursive: true });
    fs.mkdirSync(logDir(), { recursive: true });
    const props = path.join(configDir, 'server.properties');
    const log4j = path.join(configDir, 'log4j.properties');
    fs.writeFileSync(props, serverProperties({ dataDir }));
    fs.writeFileSync(log4j, LOG4J);
    const classpath = `${libs}/*`;
    const log4jOpt = `-Dlog4j.configuration=file:${log4j}`;

    if (!fs.existsSync(path.join(dataDir, 'meta.properties'))) {
      log('kafka: formatting the KRaft storage (first run only)...');
      try {
        await run('java', ['-Xmx512m', '-cp', classpath, log4jOpt, 'kafka.tools.StorageTool', ...storageFormatArgs({ id: clusterId(), props })], {
          timeoutMs: 3 * 60_000,
        });
      } catch (err) {
        throw new InfraError('kafka', 'kafka-storage format failed', { logTail: err.output, cause: err });
      }
    }
    return {
      cmd: 'java',
      args: [
        ...JVM_HEAP,
        '-XX:+UseG1GC',
        '-XX:MaxGCPauseMillis=20',
        '-XX:+ExitOnOutOfMemoryError',
        '-Djava.awt.headless=true',
        `-Dkafka.logs.dir=${logDir()}`,
        log4jOpt,
        '-cp',
        classpath,
        'kafka.Kafka',
        props,
      ],
      cwd: cachePath('kafka'),
    };
  },
};
