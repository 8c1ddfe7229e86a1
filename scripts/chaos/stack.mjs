// The chaos stack: two replicas of every service and two gateways, from the built dist like the e2e stack,
// each replica on its own port and sharing its service's database; nginx gives the gateways one port and
// each service one address (what each gateway's <SERVICE>_URL names). Every process can be killed,
// stopped and started again on its own port.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { freePort } from '../infra/proc.mjs';
import * as stackEnv from '../stack/env.mjs';
import { enabledProcesses, SERVICES } from '../stack/processes.mjs';
import { productNode } from '../stack/run.mjs';
import { startNginx } from './nginx.mjs';
import { managedProcess } from './process.mjs';

export const REPLICAS = 2;
/** How long a process may take to be ready (a crowded machine starts 14 Node processes slowly). */
const READY_TIMEOUT_MS = Number(process.env.CHAOS_READY_TIMEOUT_S ?? 300) * 1000;

async function distinctPorts(count, taken) {
  const out = [];
  while (out.length < count) {
    const port = await freePort();
    if (taken.has(port)) continue;
    taken.add(port);
    out.push(port);
  }
  return out;
}

/** The process answers `url` with 200 (its /readyz: Mongo, Redis and its Kafka consumer up). */
const ready = (url) =>
  fetch(url, { signal: AbortSignal.timeout(2000) })
    .then(async (res) => (await res.arrayBuffer(), res.status === 200))
    .catch(() => false);

/**
 * Start it on `infraEnv` (KAFKA_BROKERS, REDIS_URL, MONGO_URL, STRIPE_MOCK_URL). Resolves { baseUrl, env,
 * replicas: [{ name, service, index, url, proc }], byService: { identity: [r0, r1], ... }, stop, killNow }.
 * `env` is what the scenarios read (like the e2e stack's: E2E_BASE_URL, accounts, webhook secret, run id).
 */
export async function startChaosStack({ infraEnv, dir, log = () => undefined }) {
  const procs = enabledProcesses();
  const gateway = procs.find((p) => p.name === 'gateway');
  if (!gateway) throw new Error('the chaos stack needs the gateway');
  const services = procs.filter((p) => p.name !== 'gateway');
  const unbuilt = procs.filter((p) => !fs.existsSync(path.join(p.absDir, p.entry)));
  if (unbuilt.length) throw new Error(`not built: ${unbuilt.map((p) => `${p.dir}/${p.entry}`).join(', ')} (run: npx nx run-many -t build)`);

  const taken = new Set();
  const [frontPort] = await distinctPorts(1, taken);
  const balancerPorts = Object.fromEntries(await Promise.all(services.map(async (s) => [s.name, (await distinctPorts(1, taken))[0]])));
  const replicaPorts = {};
  for (const p of procs) replicaPorts[p.name] = await distinctPorts(REPLICAS, taken);

  const runId = `chaos-${Date.now().toString(36)}${crypto.randomBytes(3).toString('hex')}`;
  // The e2e stack's environment (random token keys and secrets, names under runId), as scripts/stack/env.mjs makes it.
  const shared = stackEnv.e2eEnv(infraEnv, { runId, gatewayPort: frontPort });
  // Each process without the secrets it must not hold, where the stack scopes them (scopedEnv).
  const scoped = stackEnv.scopedEnv ?? ((_name, env) => env);
  const node = productNode();
  // As the Kubernetes manifests run them: a stopped process gets 30 s for the requests it holds (then it is killed).
  const SHUTDOWN_GRACE_MS = 30_000;
  const logDir = path.join(dir, 'logs');
  fs.mkdirSync(logDir, { recursive: true });

  const replicas = [];
  for (const p of procs) {
    replicaPorts[p.name].forEach((port, index) => {
      // Both replicas of a service share its database; each gateway routes to nginx's address of each service.
      const ports = { ...balancerPorts, [p.name]: port };
      const env = {
        ...scoped(p.name, { ...process.env, ...shared }),
        ...stackEnv.processEnv(p, { ports, dbPrefix: runId, running: procs.map((q) => q.name) }),
        SHUTDOWN_GRACE_MS: String(SHUTDOWN_GRACE_MS),
      };
      const name = `${p.name}-${index + 1}`;
      const url = `http://127.0.0.1:${port}`;
      replicas.push({
        name,
        service: p.name,
        index,
        url,
        port,
        proc: managedProcess({
          name,
          cmd: node,
          args: ['--enable-source-maps', p.entry],
          cwd: p.absDir,
          env,
          logFile: path.join(logDir, `${name}.log`),
          ready: () => ready(`${url}/readyz`),
          readyTimeoutMs: READY_TIMEOUT_MS,
          graceMs: SHUTDOWN_GRACE_MS + 5_000,
        }),
      });
    });
  }
  const byService = {};
  for (const r of replicas) (byService[r.service] ??= []).push(r);

  let nginx = null;
  const stop = async () => {
    await nginx?.stop();
    await Promise.all(replicas.map((r) => r.proc.stop()));
  };
  try {
    // Services first (both replicas at once: seeding is serialized between them), then the gateways.
    log(`starting ${services.length} services x ${REPLICAS} replicas...`);
    await Promise.all(replicas.filter((r) => r.service !== 'gateway').map((r) => r.proc.start()));
    nginx = await startNginx({
      dir: path.join(dir, 'nginx'),
      balancers: [
        { name: 'gateways', listen: frontPort, ports: replicaPorts.gateway },
        ...services.map((s) => ({ name: s.name, listen: balancerPorts[s.name], ports: replicaPorts[s.name] })),
      ],
    });
    log(`starting ${REPLICAS} gateways...`);
    await Promise.all(byService.gateway.map((r) => r.proc.start()));
  } catch (err) {
    await stop().catch(() => undefined);
    throw err;
  }
  const baseUrl = `http://127.0.0.1:${frontPort}`;
  return {
    baseUrl,
    runId,
    replicas,
    byService,
    services: SERVICES.map((s) => s.name).filter((n) => byService[n]),
    env: {
      ...shared,
      E2E_BASE_URL: baseUrl,
      E2E_RUN_ID: runId,
      E2E_STRIPE_WEBHOOK_SECRET: shared.STRIPE_WEBHOOK_SECRET,
      E2E_ADMIN_EMAIL: shared.ADMIN_EMAIL,
      E2E_ADMIN_PASSWORD: shared.ADMIN_PASSWORD,
      E2E_DEMO_EMAIL: shared.DEMO_USER_EMAIL,
      E2E_DEMO_PASSWORD: shared.DEMO_USER_PASSWORD,
    },
    stop,
    killNow: () => nginx?.killNow(),
  };
}
