// Test runs isolate themselves with topic prefixes (`<run id>.identity.user.registered.v1`), so every
// run leaves its topics behind on a long-lived local broker. Thousands of partitions later, a broker
// capped at -Xmx512m runs out of heap. `npm test` therefore prunes the test topics of earlier runs first.
// Product topics (`<service>.<entity>.<event>.v<N>`, optionally `.dlq`) and Kafka's own (`__*`) stay.
// The broker may be shared by several runs at once (engineers, CI jobs): a run's prefix comes from
// uniqueName (libs/testing), `<name>-<Date.now() in base 36><random>`, so topics of a run started less
// than MIN_AGE_MS ago are kept — they may belong to a run still going. Prefixes without that stamp
// (never made by the harnesses) are pruned as before.
import kafkajs from 'kafkajs';

const { Kafka, logLevel } = kafkajs;
const PRODUCT_TOPIC = /^[a-z]+\.[a-z-]+\.[a-z-]+\.v\d+(\.dlq)?$/;

/**
 * A run older than this is over (the slowest whole `npm test` takes well under an hour; a long-lived dev
 * stack from libs/testing is restarted sooner). Three hours let six engineers' runs pile up 16 000
 * partitions, and a broker that slow to start looked dead to every `npm run infra -- up`.
 */
export const MIN_AGE_MS = 90 * 60 * 1000;
/** Stamps before this are not stamps (a word that happens to read as base 36). */
const EARLIEST_STAMP = Date.UTC(2024, 0, 1);

/**
 * When the run that owns a prefixed topic started, from its uniqueName stamp
 * (`e2e-mwqlar2pd66620.identity.user.registered.v1` -> 2026-11-21T15:55:39Z); null without a stamp.
 */
export function runStartedAt(topic, now = Date.now()) {
  const prefix = topic.split('.')[0];
  const tail = prefix.slice(prefix.lastIndexOf('-') + 1);
  // uniqueName: 8 base-36 characters of Date.now(), then 6 hex and 2 base-36 (older runs: 6 hex only)
  if (!/^[0-9a-z]{14,}$/.test(tail)) return null;
  const stamp = parseInt(tail.slice(0, tail.length >= 16 ? tail.length - 8 : tail.length - 6), 36);
  return stamp >= EARLIEST_STAMP && stamp <= now + 24 * 60 * 60 * 1000 ? new Date(stamp) : null;
}

/**
 * Topics that are neither product topics nor internal ones, and whose run started at least `minAgeMs`
 * before `now` (or carries no start stamp): leftovers of earlier prefixed test runs.
 */
export function leftoverTestTopics(topics, { now = Date.now(), minAgeMs = MIN_AGE_MS } = {}) {
  return topics.filter((t) => {
    if (t.startsWith('__') || PRODUCT_TOPIC.test(t)) return false;
    const started = runStartedAt(t, now);
    return started === null || now - started.getTime() >= minAgeMs;
  });
}

export async function pruneTestTopics(brokers, { batchSize = 200, now = Date.now(), minAgeMs = MIN_AGE_MS } = {}) {
  return withAdmin(brokers, async (admin) => {
    const leftovers = leftoverTestTopics(await admin.listTopics(), { now, minAgeMs });
    await deleteInBatches(admin, leftovers, batchSize);
    return leftovers.length;
  });
}

/**
 * The topics of the given run names (`<name>.<anything>`, the prefix a harness gives its services), never a
 * product or internal topic: what a finished jest run deletes of its own (libs/testing/jest/test-runs.mjs).
 */
export function topicsOfRuns(topics, names) {
  const runs = new Set(names);
  return topics.filter((t) => !t.startsWith('__') && !PRODUCT_TOPIC.test(t) && runs.has(t.split('.')[0]));
}

/** Deletes the topics of the given run names; answers how many went. */
export async function deleteRunTopics(brokers, names, { batchSize = 200 } = {}) {
  if (names.length === 0) return 0;
  return withAdmin(brokers, async (admin) => {
    const topics = topicsOfRuns(await admin.listTopics(), names);
    await deleteInBatches(admin, topics, batchSize);
    return topics.length;
  });
}

async function withAdmin(brokers, work) {
  const kafka = new Kafka({ clientId: 'liquify-test-prune', brokers, logLevel: logLevel.NOTHING });
  const admin = kafka.admin();
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.disconnect();
  }
}

async function deleteInBatches(admin, topics, batchSize) {
  for (let i = 0; i < topics.length; i += batchSize) {
    await admin.deleteTopics({ topics: topics.slice(i, i + batchSize), timeout: 30_000 });
  }
}
