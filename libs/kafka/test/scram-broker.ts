import { ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '@liquify/testing';

/**
 * A single-node KRaft Kafka whose client listener requires SASL/SCRAM (SHA-256 and SHA-512), like a managed
 * Kafka or a Strimzi listener with `authentication: scram-sha-512`. It runs from the jars the infra script
 * fetched for the test broker (<cache>/kafka/libs), on free loopback ports, with its users written at format
 * time (`kafka-storage format --add-scram`). The brokers talk among themselves on a separate plain listener.
 */
export interface ScramBroker {
  brokers: string[];
  users: Record<string, string>;
  stop(): Promise<void>;
}

const cacheDir = () => process.env.LIQUIFY_CACHE_DIR ?? path.resolve(__dirname, '..', '..', '..', '.cache');

const answers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = new Socket();
    socket.setTimeout(500);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
    socket.connect(port, '127.0.0.1');
  });

/** A KRaft cluster id: 16 random bytes, base64url without padding, not starting with '-' (read as a flag). */
function clusterId(): string {
  for (;;) {
    const id = randomBytes(16).toString('base64url');
    if (!id.startsWith('-')) return id;
  }
}

export async function startScramBroker(users: Record<string, string>): Promise<ScramBroker> {
  const libs = path.join(cacheDir(), 'kafka', 'libs');
  if (!existsSync(libs)) throw new Error(`the Kafka jars are not in ${libs}: run \`npm run infra -- up\` (npm test does) first`);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'liquify-scram-kafka-'));
  const [port, internal, controller] = [await freePort(), await freePort(), await freePort()];
  const props = path.join(dir, 'server.properties');
  const log4j = path.join(dir, 'log4j.properties');
  writeFileSync(
    props,
    [
      'process.roles=broker,controller',
      'node.id=1',
      `controller.quorum.voters=1@127.0.0.1:${controller}`,
      `listeners=SASL_PLAINTEXT://127.0.0.1:${port},INTERNAL://127.0.0.1:${internal},CONTROLLER://127.0.0.1:${controller}`,
      `advertised.listeners=SASL_PLAINTEXT://127.0.0.1:${port},INTERNAL://127.0.0.1:${internal}`,
      'listener.security.protocol.map=SASL_PLAINTEXT:SASL_PLAINTEXT,INTERNAL:PLAINTEXT,CONTROLLER:PLAINTEXT',
      'inter.broker.listener.name=INTERNAL',
      'controller.listener.names=CONTROLLER',
      'sasl.enabled.mechanisms=SCRAM-SHA-256,SCRAM-SHA-512',
      'listener.name.sasl_plaintext.scram-sha-256.sasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required;',
      'listener.name.sasl_plaintext.scram-sha-512.sasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required;',
      `log.dirs=${path.join(dir, 'data')}`,
      'num.partitions=1',
      'offsets.topic.replication.factor=1',
      'offsets.topic.num.partitions=1',
      'transaction.state.log.replication.factor=1',
      'transaction.state.log.min.isr=1',
      'transaction.state.log.num.partitions=1',
      'group.initial.rebalance.delay.ms=0',
      // As in production: topics exist because they were created on purpose (libs/kafka, Strimzi), never by a typo.
      'auto.create.topics.enable=false',
      '',
    ].join('\n'),
  );
  writeFileSync(log4j, 'log4j.rootLogger=WARN, stdout\nlog4j.appender.stdout=org.apache.log4j.ConsoleAppender\nlog4j.appender.stdout.layout=org.apache.log4j.PatternLayout\nlog4j.appender.stdout.layout.ConversionPattern=[%d] %p %m (%c)%n\n');
  const classpath = `${libs}/*`;
  const log4jOpt = `-Dlog4j.configuration=file:${log4j}`;
  const scram = Object.entries(users).flatMap(([name, password]) =>
    ['SCRAM-SHA-256', 'SCRAM-SHA-512'].flatMap((mechanism) => ['--add-scram', `${mechanism}=[name=${name},password=${password}]`]),
  );
  const format = spawnSync('java', ['-Xmx256m', '-cp', classpath, log4jOpt, 'kafka.tools.StorageTool', 'format', `--cluster-id=${clusterId()}`, '-c', props, ...scram], {
    encoding: 'utf8',
    timeout: 120_000,
  });
  if (format.status !== 0) throw new Error(`kafka-storage format failed:\n${format.stdout}${format.stderr}`);
  const logFile = path.join(dir, 'kafka.log');
  const out = openSync(logFile, 'w');
  const child: ChildProcess = spawn('java', ['-Xmx384m', '-Xms128m', '-XX:+UseG1GC', '-Djava.awt.headless=true', log4jOpt, '-cp', classpath, 'kafka.Kafka', props], {
    stdio: ['ignore', out, out],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => {
        const timer = setTimeout(() => (child.kill('SIGKILL'), resolve(undefined)), 20_000);
        child.once('exit', () => (clearTimeout(timer), resolve(undefined)));
      });
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 90_000;
  while (!(await answers(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      const log = readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n');
      await stop();
      throw new Error(`the SCRAM broker did not start (exit ${child.exitCode}):\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { brokers: [`127.0.0.1:${port}`], users, stop };
}
