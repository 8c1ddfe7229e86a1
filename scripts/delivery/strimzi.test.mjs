// The prod overlay's Kafka (deploy/k8s/overlays/prod/kafka): the generated KafkaTopics and KafkaUsers match the
// code, every topic is production-safe (3 replicas, min.insync.replicas 2), the cluster is KRaft with three
// nodes and never auto-creates a topic, and the services' Kafka settings in the prod overlay fit its listener.
// The Kubernetes schemas do not cover Strimzi's kinds and no registry ships Strimzi's CRDs, so its resources are
// held to the fields this repo relies on (strimziShapeProblems) and the rest of the render to kubernetes-validate.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { before, test } from 'node:test';
import { parse, parseAllDocuments, stringify } from 'yaml';
import { REPO_ROOT } from '../infra/paths.mjs';
import { SERVICES } from '../stack/processes.mjs';
import { CLUSTER, contractTopics, DLQ_SUFFIX, generatedFiles, KAFKA_DIR, TOPIC_SETTINGS } from './strimzi.mjs';
import { kustomize, pythonTools } from './tools.mjs';

let docs;
let tools;
before(async () => {
  tools = { kustomize: await kustomize(), ...(await pythonTools()) };
  const res = spawnSync(tools.kustomize, ['build', KAFKA_DIR], { encoding: 'utf8' });
  assert.equal(res.status, 0, `kustomize build deploy/k8s/overlays/prod/kafka:\n${res.stderr}`);
  docs = parseAllDocuments(res.stdout).map((d) => d.toJS()).filter(Boolean);
});
const ofKind = (kind) => docs.filter((d) => d.kind === kind);
const prodConfig = () =>
  Object.fromEntries(
    parse(fs.readFileSync(path.join(REPO_ROOT, 'deploy/k8s/overlays/prod/kustomization.yaml'), 'utf8'))
      .configMapGenerator.find((g) => g.name === 'liquify-config')
      .literals.map((l) => l.split(/=(.*)/s).slice(0, 2)),
  );

/** The Strimzi fields this repo sets, by kind: anything else (a typo, a field of another version) is a problem. */
const SHAPES = {
  Kafka: { spec: ['kafka', 'entityOperator'], 'spec.kafka': ['listeners', 'authorization', 'rack', 'config'] },
  KafkaNodePool: { spec: ['replicas', 'roles', 'storage', 'resources', 'jvmOptions'] },
  KafkaTopic: { spec: ['topicName', 'partitions', 'replicas', 'config'] },
  KafkaUser: { spec: ['authentication', 'authorization'] },
};
function strimziShapeProblems(doc) {
  const shape = SHAPES[doc.kind];
  if (!shape) return [`no shape known for ${doc.kind}`];
  const problems = [];
  if (doc.apiVersion !== 'kafka.strimzi.io/v1beta2') problems.push(`apiVersion ${doc.apiVersion}`);
  if (doc.kind !== 'Kafka' && doc.metadata.labels?.['strimzi.io/cluster'] !== CLUSTER) problems.push('not labelled strimzi.io/cluster');
  for (const [where, allowed] of Object.entries(shape)) {
    const value = where.split('.').reduce((v, k) => v?.[k], doc);
    if (!value || typeof value !== 'object') problems.push(`${where} missing`);
    else for (const key of Object.keys(value)) if (!allowed.includes(key)) problems.push(`${where}.${key} is not a field this repo expects`);
  }
  return problems;
}

test('topics.yaml and users.yaml are what scripts/delivery/strimzi.mjs generates from the code', () => {
  for (const [name, content] of Object.entries(generatedFiles())) {
    const file = path.join(KAFKA_DIR, name);
    assert.ok(fs.existsSync(file), `${name} is missing: node scripts/delivery/strimzi.mjs --write`);
    assert.equal(fs.readFileSync(file, 'utf8'), content, `${name} does not match the code: node scripts/delivery/strimzi.mjs --write`);
  }
});

test('a KafkaTopic for every event topic of libs/contracts and its dead-letter topic: 3 replicas, min.insync.replicas 2', () => {
  const topics = new Map(ofKind('KafkaTopic').map((t) => [t.spec.topicName, t]));
  const expected = contractTopics().flatMap((t) => [t, `${t}${DLQ_SUFFIX}`]);
  assert.deepEqual([...topics.keys()].sort(), expected.sort());
  for (const [name, topic] of topics) {
    assert.equal(topic.spec.replicas, 3, `${name} replicas`);
    assert.equal(topic.spec.config['min.insync.replicas'], 2, `${name} min.insync.replicas`);
    assert.equal(topic.metadata.labels['strimzi.io/cluster'], CLUSTER);
  }
});

test("the services create and grow topics as the KafkaTopics declare them (KAFKA_PARTITIONS, KAFKA_REPLICATION_FACTOR)", () => {
  const config = prodConfig();
  assert.equal(Number(config.KAFKA_PARTITIONS), TOPIC_SETTINGS.partitions);
  assert.equal(Number(config.KAFKA_REPLICATION_FACTOR), TOPIC_SETTINGS.replicas);
  for (const topic of ofKind('KafkaTopic')) assert.equal(topic.spec.partitions, TOPIC_SETTINGS.partitions, topic.spec.topicName);
});

test('the Kafka cluster: KRaft, three controller+broker nodes, no auto-created topic, replicated internal topics', () => {
  const [kafka] = ofKind('Kafka');
  const pools = ofKind('KafkaNodePool');
  assert.equal(kafka.metadata.annotations['strimzi.io/kraft'], 'enabled');
  assert.equal(kafka.metadata.annotations['strimzi.io/node-pools'], 'enabled');
  assert.equal(kafka.spec.zookeeper, undefined, 'no ZooKeeper');
  const brokers = pools.filter((p) => p.spec.roles.includes('broker')).reduce((n, p) => n + p.spec.replicas, 0);
  const controllers = pools.filter((p) => p.spec.roles.includes('controller')).reduce((n, p) => n + p.spec.replicas, 0);
  assert.equal(brokers, 3);
  assert.equal(controllers, 3);
  const config = kafka.spec.kafka.config;
  assert.equal(config['auto.create.topics.enable'], false);
  assert.equal(config['default.replication.factor'], 3);
  assert.equal(config['min.insync.replicas'], 2);
  assert.equal(config['offsets.topic.replication.factor'], 3);
  assert.equal(config['transaction.state.log.min.isr'], 2);
});

test("the prod overlay's Kafka settings fit the cluster's listener (TLS, SCRAM-SHA-512), with a KafkaUser per service", () => {
  const [kafka] = ofKind('Kafka');
  const config = prodConfig();
  const [listener] = kafka.spec.kafka.listeners;
  assert.equal(kafka.spec.kafka.listeners.length, 1, 'one listener: every client authenticates');
  assert.equal(config.KAFKA_SSL, String(listener.tls));
  assert.equal(config.KAFKA_SASL_MECHANISM, listener.authentication.type);
  const doc = fs.readFileSync(path.join(REPO_ROOT, 'deploy/k8s/base/secret-keys.md'), 'utf8');
  assert.ok(doc.includes(`${CLUSTER}-kafka-bootstrap.kafka:${listener.port}`), 'secret-keys.md gives the bootstrap address of the listener');
  const users = ofKind('KafkaUser');
  for (const svc of SERVICES.filter((s) => s.enabled())) {
    const user = users.find((u) => u.metadata.name === `liquify-${svc.name}`);
    assert.ok(user, `KafkaUser liquify-${svc.name}`);
    assert.equal(user.spec.authentication.type, listener.authentication.type);
    assert.ok(user.spec.authorization.acls.some((a) => a.resource.type === 'group' && a.resource.name === svc.name), `liquify-${svc.name} may use its consumer group`);
  }
});

test('validation: Strimzi resources have the fields this repo relies on and no other; the rest passes kubernetes-validate', () => {
  for (const doc of docs.filter((d) => d.apiVersion.startsWith('kafka.strimzi.io/'))) {
    assert.deepEqual(strimziShapeProblems(doc), [], `${doc.kind} ${doc.metadata.name}`);
  }
  assert.deepEqual(strimziShapeProblems({ apiVersion: 'kafka.strimzi.io/v1beta2', kind: 'KafkaTopic', metadata: { name: 't', labels: { 'strimzi.io/cluster': CLUSTER } }, spec: { partitons: 3 } }), [
    'spec.partitons is not a field this repo expects',
  ]);
  const builtIn = docs.filter((d) => !d.apiVersion.startsWith('kafka.strimzi.io/'));
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'liquify-strimzi-'));
  try {
    const file = path.join(dir, 'rendered.yaml');
    fs.writeFileSync(file, builtIn.map((d) => stringify(d)).join('---\n'));
    const res = spawnSync(tools.kubernetesValidate, ['--strict', '--quiet', file], { encoding: 'utf8' });
    assert.equal(res.status, 0, res.stdout + res.stderr);
    assert.doesNotMatch(res.stdout + res.stderr, /ERROR|WARN/);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
