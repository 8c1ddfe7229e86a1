// jest globalSetup + globalTeardown of the root config and of every project (jest.preset.js): a jest run deletes
// the Kafka topics it created when it ends, whether it runs every project or one.
// Every integration test names its run with uniqueName (libs/testing), which also becomes its services' topic
// prefix (`<name>.identity.user.registered.v1`). One `npm test` makes ~2 000 topics (~6 000 partitions); left
// on the broker, a few runs later a broker capped at -Xmx1g runs out of heap (seen: a fresh-clone CI run's
// broker died of OutOfMemoryError while the e2e stack started, after the runs of the hours before).
// uniqueName appends each name to the file named by LIQUIFY_TEST_NAMES_FILE, which this setup exports to the
// workers; the teardown deletes exactly those runs' topics, so a concurrent run on the same broker keeps its own.
import fs from 'node:fs';
import path from 'node:path';
import { cachePath, envFile } from '../../../scripts/infra/paths.mjs';
import { deleteRunTopics } from '../../../scripts/infra/prune-test-topics.mjs';

export async function setup() {
  if (process.env.LIQUIFY_TEST_NAMES_FILE) return;
  const dir = cachePath('test-runs');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `jest-${process.pid}-${Date.now().toString(36)}.names`);
  fs.writeFileSync(file, '');
  process.env.LIQUIFY_TEST_NAMES_FILE = file;
}

export async function teardown() {
  const file = process.env.LIQUIFY_TEST_NAMES_FILE;
  if (!file || !fs.existsSync(file)) return;
  const names = [...new Set(fs.readFileSync(file, 'utf8').split('\n').filter(Boolean))];
  const brokers = process.env.KAFKA_BROKERS ?? brokersOfLastInfra();
  if (names.length === 0 || !brokers) {
    // Nothing named, or no broker address in this process (the next run's prune covers what workers made).
    fs.rmSync(file, { force: true });
    return;
  }
  try {
    const deleted = await deleteRunTopics(brokers.split(','), names);
    if (deleted) process.stdout.write(`deleted the ${deleted} Kafka topics this run created\n`);
    fs.rmSync(file, { force: true });
  } catch (err) {
    // Not a test failure: the next run's prune (older than 90 minutes) removes them.
    process.stdout.write(`could not delete this run's Kafka topics (${err.message}); the next run prunes them\n`);
  }
}

/** The broker the workers' testInfra() used when this process was not given one (a one-project run). */
function brokersOfLastInfra() {
  try {
    return JSON.parse(fs.readFileSync(envFile(), 'utf8')).KAFKA_BROKERS;
  } catch {
    return undefined;
  }
}
