// Health checks that also prove the thing on the port is the right kind of server:
// a Redis answers PING with +PONG, Kafka answers describeCluster, a MongoDB-compatible server
// answers the `ping` command, stripe-mock answers a Stripe API call.
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { REPO_ROOT } from './paths.mjs';

const requireFromRepo = createRequire(path.join(REPO_ROOT, 'package.json'));

export function redisHealthy(url, timeoutMs = 2000) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname || '127.0.0.1', port: Number(port || 6379) });
    let reply = '';
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      reply += chunk;
      if (reply.includes('\r\n')) done(reply.startsWith('+PONG'));
    });
  });
}

/** The database the health check writes its one probe document to. */
export const HEALTH_PROBE_DB = 'liquify_infra_probe';

export async function mongoHealthy(url, timeoutMs = 2000) {
  const { MongoClient } = requireFromRepo('mongoose').mongo;
  const client = new MongoClient(url, {
    serverSelectionTimeoutMS: timeoutMs,
    connectTimeoutMS: timeoutMs,
    directConnection: true,
  });
  try {
    await client.connect();
    const res = await client.db('admin').command({ ping: 1 });
    if (res.ok !== 1) return false;
    // A server that answers but cannot write is not healthy: e.g. a FerretDB left running by another checkout
    // whose data folder was deleted answers pings, then fails every write with "unable to open database file".
    const written = await client.db(HEALTH_PROBE_DB).collection('probe').updateOne({ _id: 'probe' }, { $set: { at: new Date() } }, { upsert: true });
    return written.acknowledged;
  } catch {
    return false;
  } finally {
    await client.close(true).catch(() => {});
  }
}

// kafkajs 2.2.4 schedules a timer with a negative delay on Node 24 (tulios/kafkajs#1751): harmless,
// but Node prints a TimeoutNegativeWarning. Drop only that warning, keep the rest.
let kafkajsWarningFiltered = false;
function filterKafkajsTimeoutWarning() {
  if (kafkajsWarningFiltered) return;
  kafkajsWarningFiltered = true;
  const defaults = process.listeners('warning');
  process.removeAllListeners('warning');
  process.on('warning', (warning) => {
    if (warning.name === 'TimeoutNegativeWarning') return;
    if (defaults.length) for (const l of defaults) l(warning);
    else process.stderr.write(`${warning.stack ?? warning}\n`);
  });
}

/** A kafkajs admin client for one probe: no retries, quiet, bounded by `timeoutMs`. */
function probeAdmin(brokers, timeoutMs) {
  filterKafkajsTimeoutWarning();
  const { Kafka, logLevel } = requireFromRepo('kafkajs');
  const kafka = new Kafka({
    clientId: 'liquify-infra-health',
    brokers: brokers.split(',').map((b) => b.trim()),
    connectionTimeout: timeoutMs,
    requestTimeout: timeoutMs,
    retry: { retries: 0 },
    logLevel: logLevel.NOTHING,
  });
  return kafka.admin();
}

/** `probe(admin)` once connected, false on any failure or after `timeoutMs` + 1 s; the client is always closed. */
async function withProbeAdmin(brokers, timeoutMs, probe) {
  const admin = probeAdmin(brokers, timeoutMs);
  let timer;
  try {
    const attempt = (async () => {
      await admin.connect();
      return probe(admin);
    })();
    const timeout = new Promise((resolve) => {
      timer = setTimeout(() => resolve(false), timeoutMs + 1000);
    });
    return await Promise.race([attempt, timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
    await admin.disconnect().catch(() => {});
  }
}

/**
 * True once the broker coordinates consumer groups again: after a restart it answers metadata (kafkaHealthy)
 * well before it has loaded its group coordinator, and until then every consumer's join answers "not the correct
 * coordinator" (found by `npm run chaos`). Describing a probe group needs that coordinator.
 */
export function kafkaCoordinating(brokers, timeoutMs = 3000) {
  return withProbeAdmin(brokers, timeoutMs, async (admin) => {
    // The broker pool is filled by a metadata request; describeGroups alone finds it empty.
    await admin.describeCluster();
    const { groups } = await admin.describeGroups(['liquify-health-probe']);
    return groups.length === 1 && groups[0].errorCode === 0;
  });
}

export function kafkaHealthy(brokers, timeoutMs = 3000) {
  return withProbeAdmin(brokers, timeoutMs, async (admin) => {
    const cluster = await admin.describeCluster();
    return cluster.brokers.length > 0 && cluster.controller !== null && cluster.controller !== undefined;
  });
}

export async function stripeMockHealthy(url, timeoutMs = 2000) {
  try {
    const res = await fetch(new URL('/v1/customers', url), {
      headers: { Authorization: 'Bearer sk_test_123' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (res.status !== 200) return false;
    const body = await res.json();
    return body?.object === 'list';
  } catch {
    return false;
  }
}
