// The product stack for API and browser end-to-end tests: real infra, every enabled process on a
// free port, a random token key pair and secrets, and one run id that namespaces the databases (<runId>_<process>),
// Kafka topics/groups (<runId>.) and Redis keys (<runId>:), so runs never see each other's data.
import crypto from 'node:crypto';
import path from 'node:path';
import { ensureInfra } from '../../../scripts/infra/index.mjs';
import { cachePath } from '../../../scripts/infra/paths.mjs';
import { deleteRunTopics } from '../../../scripts/infra/prune-test-topics.mjs';
import { freePort } from '../../../scripts/infra/proc.mjs';
import { ACCOUNTS, e2eEnv } from '../../../scripts/stack/env.mjs';
import { randomTokenKeys } from '../../../scripts/stack/token-keys.mjs';
import { enabledProcesses } from '../../../scripts/stack/processes.mjs';
import { startStack } from '../../../scripts/stack/run.mjs';
import { waitUntilSettled } from '../../../scripts/stack/settled.mjs';

/** Distinct free loopback ports, one per process name. */
async function freePorts(names) {
  const ports = {};
  const taken = new Set();
  for (const name of names) {
    let port;
    do port = await freePort();
    while (taken.has(port));
    taken.add(port);
    ports[name] = port;
  }
  return ports;
}

/**
 * Start the stack; resolves { stack, env } where `env` holds what tests read:
 * E2E_BASE_URL (the gateway), E2E_<PROCESS>_URL, E2E_RUN_ID, E2E_JWT_PRIVATE_KEY, E2E_JWT_KEY_ID (identity's
 * signing key, to sign tokens as identity would), E2E_JWT_PUBLIC_KEYS, E2E_LOG_DIR and the
 * seeded accounts (E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD, E2E_DEMO_EMAIL, E2E_DEMO_PASSWORD).
 */
export async function startE2eStack({ logDir = cachePath('test-results', 'e2e-stack') } = {}) {
  const procs = enabledProcesses();
  if (!procs.some((p) => p.name === 'gateway')) throw new Error('the e2e stack needs the gateway, and gateway/package.json does not exist yet');
  const infra = await ensureInfra({ components: ['mongo', 'kafka', 'redis', 'stripe-mock'], purpose: 'test', quiet: true });
  const runId = `e2e-${Date.now().toString(36)}${crypto.randomBytes(3).toString('hex')}`;
  const tokenKeys = randomTokenKeys('e2e');
  const ports = await freePorts(procs.map((p) => p.name));
  const stack = await startStack({
    env: e2eEnv(infra, { runId, gatewayPort: ports.gateway, tokenKeys }),
    logDir,
    ports,
    dbPrefix: runId,
    // Ready, not just alive: tests start at once, so Mongo, Redis and the Kafka consumers must be up.
    healthPath: '/readyz',
  });
  // Tests start once the product has relayed and consumed its start-up events (seeds), not merely once it is ready.
  const settle = await waitUntilSettled(stack.processes.filter((p) => p.name !== 'gateway'));
  process.stdout.write(
    settle.settled
      ? `e2e stack settled (start-up events relayed and consumed) in ${(settle.ms / 1000).toFixed(1)} s\n`
      : `e2e stack not settled after ${(settle.ms / 1000).toFixed(1)} s; backlog per service: ${JSON.stringify(settle.backlog)}\n`,
  );
  // Stopping the stack deletes its Kafka topics too: a broker here holds at most ~20 000 open files, about one
  // per partition, and every stack makes ~100 topics of 3 partitions.
  const stopProcesses = stack.stop;
  stack.stop = async () => {
    await stopProcesses();
    await deleteRunTopics(infra.KAFKA_BROKERS.split(','), [runId]).catch(() => undefined);
  };
  const env = {
    ...infra,
    E2E_BASE_URL: stack.urls.gateway,
    ...Object.fromEntries(stack.processes.map((p) => [`E2E_${p.name.toUpperCase()}_URL`, p.url])),
    E2E_RUN_ID: runId,
    E2E_JWT_PRIVATE_KEY: tokenKeys.JWT_PRIVATE_KEY,
    E2E_JWT_KEY_ID: tokenKeys.JWT_KEY_ID,
    E2E_JWT_PUBLIC_KEYS: tokenKeys.JWT_PUBLIC_KEYS,
    E2E_STRIPE_WEBHOOK_SECRET: `whsec_${runId.replace(/[^a-zA-Z0-9]/g, '')}`,
    E2E_LOG_DIR: path.resolve(logDir),
    E2E_ADMIN_EMAIL: ACCOUNTS.ADMIN_EMAIL,
    E2E_ADMIN_PASSWORD: ACCOUNTS.ADMIN_PASSWORD,
    E2E_DEMO_EMAIL: ACCOUNTS.DEMO_USER_EMAIL,
    E2E_DEMO_PASSWORD: ACCOUNTS.DEMO_USER_PASSWORD,
  };
  return { stack, env };
}
