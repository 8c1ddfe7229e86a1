// ensureInfra / stopInfra / infraStatus: MongoDB-compatible server, Kafka, Redis and stripe-mock for
// dev and tests. Per component, in this order: a URL already in the environment, Docker (compose for
// dev, testcontainers for tests) when an engine answers, else the native path under <cache>.
import fs from 'node:fs';
import { envFile, cachePath, logFile } from './paths.mjs';
import { createLogger, InfraError, pollUntil, portOpen, removePidFile, runningPid, spawnDetached, stopDaemon, tailFile, terminate, withLock } from './proc.mjs';
import { composeCommand, composeStop, composeUp, dockerAvailable, startTestContainers, stopTestContainers } from './docker.mjs';
import mongo from './native/mongo.mjs';
import kafka from './native/kafka.mjs';
import redis from './native/redis.mjs';
import stripeMock from './native/stripe-mock.mjs';

export { InfraError } from './proc.mjs';

export const COMPONENTS = { mongo, kafka, redis, 'stripe-mock': stripeMock };
export const DEFAULT_COMPONENTS = ['mongo', 'kafka', 'redis'];
const ALIASES = { mongodb: 'mongo', ferretdb: 'mongo', stripe: 'stripe-mock', stripemock: 'stripe-mock' };

/** Normalise a component list ('all', aliases, duplicates) and reject unknown names. */
export function resolveComponents(list = DEFAULT_COMPONENTS) {
  const out = [];
  for (const raw of list) {
    const name = String(raw).toLowerCase();
    const expanded = name === 'all' ? Object.keys(COMPONENTS) : [ALIASES[name] ?? name];
    for (const n of expanded) {
      if (!COMPONENTS[n]) throw new Error(`unknown infra component "${raw}" (known: ${Object.keys(COMPONENTS).join(', ')}, all)`);
      if (!out.includes(n)) out.push(n);
    }
  }
  return out;
}

const statePath = () => cachePath('infra.state.json');
function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return {};
  }
}
function writeJson(file, value) {
  fs.mkdirSync(cachePath(), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, `${JSON.stringify(value, null, 2)}\n`);
  fs.renameSync(tmp, file);
}

/** Native path for one component: reuse what runs (our pid or a healthy server on the port), else start it. */
async function ensureNative(c, log) {
  const url = c.url();
  const pid = runningPid(c.name, c.match);
  if (pid) {
    try {
      await pollUntil(() => c.healthy(url), {
        timeoutMs: c.startTimeoutMs,
        what: `${c.name} (pid ${pid}) to answer`,
        abort: () => (runningPid(c.name, c.match) ? null : `${c.name} (pid ${pid}) exited`),
      });
      return { url, how: `reused pid ${pid}` };
    } catch (err) {
      throw new InfraError(c.name, `running as pid ${pid} but unhealthy: ${err.message}. Try: npm run infra -- down ${c.name}`, {
        logTail: tailFile(logFile(c.name)),
      });
    }
  }
  if (await portOpen(c.port())) {
    if (await c.healthy(url)) return { url, how: `reused a healthy ${c.name} already listening on port ${c.port()}` };
    throw new InfraError(
      c.name,
      `port 127.0.0.1:${c.port()} is taken by something that is not a healthy ${c.name} (it does not answer, or cannot write: e.g. one left running by another checkout whose folder was removed; stop it: ss -ltnp 'sport = :${c.port()}' names its pid)`,
    );
  }
  let spec;
  try {
    spec = await c.prepare(log.info);
  } catch (err) {
    if (err instanceof InfraError) throw err;
    throw new InfraError(c.name, `could not prepare: ${err.message}`, { cause: err });
  }
  const newPid = await spawnDetached(c.name, spec.cmd, spec.args, { cwd: spec.cwd, env: spec.env });
  try {
    await pollUntil(() => c.healthy(url), {
      timeoutMs: c.startTimeoutMs,
      intervalMs: 300,
      what: `${c.name} to answer on ${url}`,
      abort: () => (runningPid(c.name, c.match) ? null : `${c.name} exited during start-up`),
    });
  } catch (err) {
    await terminate(newPid, { graceMs: 3000 });
    removePidFile(c.name);
    throw new InfraError(c.name, `failed to start: ${err.message}`, { logTail: tailFile(logFile(c.name)) });
  }
  return { url, how: `started pid ${newPid}` };
}

/**
 * Make the components available and healthy. Resolves the environment for them:
 * { MONGO_URL, KAFKA_BROKERS, REDIS_URL, STRIPE_MOCK_URL? }. Also writes <cache>/infra.env.json.
 * `purpose: 'test'` makes the Docker path use testcontainers instead of compose.
 */
export async function ensureInfra({ components = DEFAULT_COMPONENTS, quiet = false, purpose = 'dev' } = {}) {
  const names = resolveComponents(components);
  const log = createLogger(quiet);
  const result = {};
  const via = {};

  // 1. URLs given in the environment: used as they are, after a health check.
  const pending = [];
  for (const name of names) {
    const c = COMPONENTS[name];
    const given = process.env[c.envVar];
    if (!given) {
      pending.push(name);
      continue;
    }
    if (!(await c.healthy(given))) throw new InfraError(name, `${c.envVar}=${given} is set but does not answer as a healthy ${name}`);
    result[c.envVar] = given;
    via[name] = 'env';
    log.info(`${name.padEnd(11)} ${given}  (from ${c.envVar})`);
  }

  if (pending.length) {
    await withLock(
      'infra',
      async () => {
        // 2. Docker, when an engine answers (and, for dev, a compose command exists).
        const useDocker = (await dockerAvailable()) && (purpose === 'test' || (await composeCommand()) !== null);
        if (useDocker) {
          const urls = purpose === 'test' ? await startTestContainers(pending) : await composeUp(pending);
          for (const name of pending) {
            const c = COMPONENTS[name];
            await pollUntil(() => c.healthy(urls[name]), { timeoutMs: c.startTimeoutMs, what: `${name} in Docker to answer` }).catch((err) => {
              throw new InfraError(name, `Docker container did not become healthy: ${err.message}`);
            });
            result[c.envVar] = urls[name];
            via[name] = purpose === 'test' ? 'testcontainers' : 'docker';
            log.info(`${name.padEnd(11)} ${urls[name]}  (${via[name]})`);
          }
          return;
        }
        // 3. Native processes under <cache>, prepared and started side by side.
        const outcomes = await Promise.allSettled(
          pending.map(async (name) => {
            const c = COMPONENTS[name];
            const started = Date.now();
            const { url, how } = await ensureNative(c, log);
            result[c.envVar] = url;
            via[name] = 'native';
            log.info(`${name.padEnd(11)} ${url}  (${how}, ${((Date.now() - started) / 1000).toFixed(1)} s)`);
          }),
        );
        const failures = outcomes.filter((o) => o.status === 'rejected').map((o) => o.reason);
        if (failures.length === 1) throw failures[0];
        if (failures.length > 1) throw new AggregateInfraError(failures);
      },
      { onWait: (owner) => log.info(`infra: waiting for another infra run (pid ${owner}) to finish...`) },
    );
  }

  const state = readJson(statePath());
  writeJson(statePath(), { ...state, ...via });
  writeJson(envFile(), { ...readJson(envFile()), ...result });
  return result;
}

export class AggregateInfraError extends Error {
  constructor(errors) {
    super(errors.map((e) => e.message).join('\n'));
    this.name = 'AggregateInfraError';
    this.errors = errors;
  }
}

/** Stop what ensureInfra started: native daemons, compose services, or this process's testcontainers. */
export async function stopInfra({ components = Object.keys(COMPONENTS), quiet = false } = {}) {
  const names = resolveComponents(components);
  const log = createLogger(quiet);
  await stopTestContainers();
  const state = readJson(statePath());
  const env = readJson(envFile());
  const dockerNames = names.filter((n) => state[n] === 'docker');
  if (dockerNames.length && (await dockerAvailable())) {
    await composeStop(dockerNames);
    for (const n of dockerNames) log.info(`${n.padEnd(11)} stopped (docker compose)`);
  }
  await withLock('infra', async () => {
    const outcomes = await Promise.allSettled(
      names
        .filter((n) => !dockerNames.includes(n))
        .map(async (n) => {
          const c = COMPONENTS[n];
          log.info(`${n.padEnd(11)} ${await stopDaemon(n, c.match, { graceMs: c.stopGraceMs })}`);
        }),
    );
    const failures = outcomes.filter((o) => o.status === 'rejected').map((o) => o.reason);
    if (failures.length) throw failures.length === 1 ? failures[0] : new AggregateInfraError(failures);
  });
  for (const n of names) {
    delete state[n];
    delete env[COMPONENTS[n].envVar];
  }
  writeJson(statePath(), state);
  writeJson(envFile(), env);
}

/** What runs now, per component: how it was provided, its pid (native), its URL and whether it answers. */
export async function infraStatus({ components = Object.keys(COMPONENTS) } = {}) {
  const names = resolveComponents(components);
  const state = readJson(statePath());
  return Promise.all(
    names.map(async (name) => {
      const c = COMPONENTS[name];
      const url = process.env[c.envVar] ?? readJson(envFile())[c.envVar] ?? c.url();
      const pid = runningPid(name, c.match);
      const healthy = await c.healthy(url);
      const via = process.env[c.envVar] ? 'env' : (state[name] ?? (pid ? 'native' : healthy ? 'external' : '-'));
      return { name, via, pid, url, healthy };
    }),
  );
}
