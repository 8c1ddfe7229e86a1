// The chaos stack's own infrastructure: a Kafka broker, a Redis and a FerretDB of its own on free ports,
// with data under a temporary folder. The shared ones (9092, 6379, 27017) that other runs use are never
// touched, so stopping the broker or restarting Redis here disturbs nobody else.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, run } from '../infra/proc.mjs';
import { kafkaHealthy, mongoHealthy, redisHealthy } from '../infra/health.mjs';
import { ensureSystemPrograms } from '../infra/system-packages.mjs';
import mongo, { ferretdbSqliteUrl } from '../infra/native/mongo.mjs';
import { ensureKafkaJars, newClusterId, serverProperties, storageFormatArgs } from '../infra/native/kafka.mjs';
import { managedProcess } from './process.mjs';

/** Redis as docker-compose.yml runs it in production: append-only file, fsync every second, no eviction. */
export const REDIS_PERSISTENCE = ['--appendonly', 'yes', '--appendfsync', 'everysec', '--maxmemory-policy', 'noeviction'];

async function kafkaProcess(dir, log) {
  await ensureSystemPrograms(['java'], { log });
  const libs = await ensureKafkaJars(log);
  const port = await freePort();
  let controllerPort;
  do controllerPort = await freePort();
  while (controllerPort === port);
  const dataDir = path.join(dir, 'kafka-data');
  const props = path.join(dir, 'kafka.properties');
  const log4j = path.join(dir, 'kafka-log4j.properties');
  // serverProperties reads the ports from these variables; set only while it writes the file.
  const saved = [process.env.LIQUIFY_KAFKA_PORT, process.env.LIQUIFY_KAFKA_CONTROLLER_PORT];
  process.env.LIQUIFY_KAFKA_PORT = String(port);
  process.env.LIQUIFY_KAFKA_CONTROLLER_PORT = String(controllerPort);
  try {
    fs.writeFileSync(props, serverProperties({ dataDir }));
  } finally {
    for (const [name, value] of [['LIQUIFY_KAFKA_PORT', saved[0]], ['LIQUIFY_KAFKA_CONTROLLER_PORT', saved[1]]]) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
  fs.writeFileSync(log4j, 'log4j.rootLogger=WARN, stdout\nlog4j.appender.stdout=org.apache.log4j.ConsoleAppender\nlog4j.appender.stdout.layout=org.apache.log4j.PatternLayout\nlog4j.appender.stdout.layout.ConversionPattern=[%d] %p %m (%c)%n\n' +
    // The group coordinator's own account of every join, rebalance and expired member: how a scenario's
    // consumer groups recovered is read from here (a few lines per group and event).
    'log4j.logger.kafka.coordinator.group=INFO\n');
  const classpath = `${libs}/*`;
  const log4jOpt = `-Dlog4j.configuration=file:${log4j}`;
  await run('java', ['-Xmx256m', '-cp', classpath, log4jOpt, 'kafka.tools.StorageTool', ...storageFormatArgs({ id: newClusterId(), props })], { timeoutMs: 3 * 60_000 });
  const brokers = `127.0.0.1:${port}`;
  return {
    url: brokers,
    proc: managedProcess({
      name: 'kafka',
      cmd: 'java',
      args: ['-Xmx512m', '-Xms256m', '-XX:+UseG1GC', '-XX:MaxGCPauseMillis=20', '-Djava.awt.headless=true', `-Dkafka.logs.dir=${dir}`, log4jOpt, '-cp', classpath, 'kafka.Kafka', props],
      cwd: dir,
      env: process.env,
      logFile: path.join(dir, 'kafka.log'),
      ready: () => kafkaHealthy(brokers),
      graceMs: 30_000,
    }),
  };
}

async function redisProcess(dir, log) {
  await ensureSystemPrograms(['redis-server'], { log });
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  const dataDir = path.join(dir, 'redis');
  fs.mkdirSync(dataDir, { recursive: true });
  return {
    url,
    proc: managedProcess({
      name: 'redis',
      cmd: 'redis-server',
      args: ['--bind', '127.0.0.1', '--port', String(port), '--save', '', ...REDIS_PERSISTENCE, '--daemonize', 'no', '--dir', dataDir],
      cwd: dataDir,
      env: process.env,
      logFile: path.join(dir, 'redis.log'),
      ready: () => redisHealthy(url),
    }),
  };
}

async function mongoProcess(dir, log) {
  // prepare() builds FerretDB once (like `npm run infra`); its command is reused with our own port and folders.
  const spec = await mongo.prepare(log);
  const port = await freePort();
  const url = `mongodb://127.0.0.1:${port}`;
  const dataDir = path.join(dir, 'ferretdb-data');
  const stateDir = path.join(dir, 'ferretdb-state');
  fs.mkdirSync(dataDir, { recursive: true });
  fs.mkdirSync(stateDir, { recursive: true });
  return {
    url,
    proc: managedProcess({
      name: 'ferretdb',
      cmd: spec.cmd,
      args: [
        '--handler=sqlite',
        `--sqlite-url=${ferretdbSqliteUrl(dataDir)}`,
        `--state-dir=${stateDir}`,
        `--listen-addr=127.0.0.1:${port}`,
        '--telemetry=disable',
        '--log-level=error',
        // CHAOS_FERRETDB_DEBUG=127.0.0.1:8089 serves FerretDB's Go profiles during a run (go tool pprof http://.../debug/pprof/profile).
        process.env.CHAOS_FERRETDB_DEBUG ? `--debug-addr=${process.env.CHAOS_FERRETDB_DEBUG}` : '--debug-addr=-',
      ],
      cwd: dir,
      env: process.env,
      logFile: path.join(dir, 'ferretdb.log'),
      ready: () => mongoHealthy(url),
    }),
  };
}

/**
 * Start the three; resolves { env, kafka, redis, mongo, dir } where env holds KAFKA_BROKERS, REDIS_URL and
 * MONGO_URL for the product, and each of kafka/redis/mongo is a managed process (stop(), start(), kill()).
 */
export async function startChaosInfra({ log = (m) => process.stderr.write(`${m}\n`), stripeMockUrl } = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'liquify-chaos-'));
  const [kafka, redis, mongoDb] = await Promise.all([kafkaProcess(dir, log), redisProcess(dir, log), mongoProcess(dir, log)]);
  await Promise.all([kafka.proc.start(), redis.proc.start(), mongoDb.proc.start()]);
  const env = { KAFKA_BROKERS: kafka.url, REDIS_URL: redis.url, MONGO_URL: mongoDb.url, ...(stripeMockUrl ? { STRIPE_MOCK_URL: stripeMockUrl } : {}) };
  const stop = async ({ keepData = false } = {}) => {
    await Promise.all([kafka.proc.stop(), redis.proc.stop(), mongoDb.proc.stop()].map((p) => p.catch(() => undefined)));
    // The logs stay (their folder is printed); the data goes.
    if (!keepData) for (const d of ['kafka-data', 'redis', 'ferretdb-data', 'ferretdb-state']) fs.rmSync(path.join(dir, d), { recursive: true, force: true });
  };
  return { env, kafka: kafka.proc, redis: redis.proc, mongo: mongoDb.proc, dir, stop };
}
