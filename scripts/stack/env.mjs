// The one place that says which environment the product's processes get, in dev (`npm start`)
// and in the e2e stack (random secret, isolated databases, topics and Redis keys).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { cachePath, REPO_ROOT } from '../infra/paths.mjs';
import { PROCESSES, SERVICES, serviceUrlVar } from './processes.mjs';

/**
 * `npm start`'s JWT secret: random, made on this machine's first start and kept in the git-ignored cache
 * (.cache/dev-jwt-secret, readable by its owner only), so dev sessions survive restarts and nobody can
 * sign a token for someone else's install (a secret written in the repo let anyone forge an admin token).
 * A file that does not hold a secret of 32 random bytes in hex (empty, cut short, edited) is replaced.
 */
export function devJwtSecret(file = cachePath('dev-jwt-secret')) {
  let kept;
  try {
    kept = fs.readFileSync(file, 'utf8').trim();
  } catch (err) {
    if (err.code !== 'ENOENT') throw err;
  }
  if (kept !== undefined && /^[0-9a-f]{64}$/.test(kept)) return kept;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const secret = crypto.randomBytes(32).toString('hex');
  // Written aside then renamed: whoever reads the file reads a whole secret.
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, `${secret}\n`, { mode: 0o600 });
  fs.renameSync(temporary, file);
  return secret;
}

export const ACCOUNTS = {
  ADMIN_EMAIL: 'admin@liquify.dev',
  ADMIN_PASSWORD: 'Admin123!',
  DEMO_USER_EMAIL: 'demo@liquify.dev',
  DEMO_USER_PASSWORD: 'Demo1234!',
};

export const EARLY_BIRD_CODES = 'LIQUIFY-EARLY,EARLYBIRD2026,FOUNDERS99';

/** Variables every process gets. `infra` is what ensureInfra resolved. */
export function sharedEnv({ infra, jwtSecret, nodeEnv, publicUrl }) {
  return {
    NODE_ENV: nodeEnv,
    LOG_LEVEL: 'info',
    JWT_SECRET: jwtSecret,
    ...ACCOUNTS,
    SEED_DEMO: 'true',
    EARLY_BIRD_CODES,
    PUBLIC_URL: publicUrl,
    CORS_ORIGINS: publicUrl,
    FRONTENDS_DIR: path.join(REPO_ROOT, 'frontends'),
    ...infra,
  };
}

/** `npm start`: fixed ports, this machine's own secret (devJwtSecret), databases liquify_<service>. */
export function devEnv(infra, { jwtSecret = devJwtSecret() } = {}) {
  return sharedEnv({ infra, jwtSecret, nodeEnv: 'development', publicUrl: 'http://localhost:8080' });
}

/**
 * The e2e stack: a random JWT secret and `runId` (from uniqueName) as the namespace of everything it
 * writes: database <runId>_<process> (set per process by startStack), Kafka topics and consumer
 * groups `<runId>.…`, Redis keys `<runId>:…`.
 */
export function e2eEnv(infra, { runId, gatewayPort, jwtSecret = crypto.randomBytes(32).toString('hex') }) {
  const publicUrl = `http://127.0.0.1:${gatewayPort}`;
  return {
    ...sharedEnv({ infra, jwtSecret, nodeEnv: 'test', publicUrl }),
    KAFKA_TOPIC_PREFIX: `${runId}.`,
    REDIS_KEY_PREFIX: `${runId}:`,
    // Every e2e test signs in from 127.0.0.1; the limiter itself is covered by gateway/test.
    // Per-run webhook secret so signed Stripe webhooks are exercised end to end (exported as E2E_STRIPE_WEBHOOK_SECRET).
    STRIPE_WEBHOOK_SECRET: `whsec_${runId.replace(/[^a-zA-Z0-9]/g, '')}`,
    // Remote snippets may be cached downstream up to 15 minutes in production; the browser e2e checks a
    // change shows on the embedding site after that window, so the window is 2 s here.
    SNIPPET_CACHE_SECONDS: '2',
    RATE_LIMIT_LOGIN: '10000',
    RATE_LIMIT_REGISTER: '10000',
  };
}

/**
 * Per-process additions: PORT, HOST, its own database when `dbPrefix` is set, and for the gateway
 * where each service listens. `running` (names started together) limits the gateway to those;
 * without it, to the services that exist. The gateway answers 503 "not available yet" for the
 * others, and its /readyz does not wait for a service that is not there.
 */
export function processEnv(proc, { ports, dbPrefix, running }) {
  const env = { PORT: String(ports[proc.name]), HOST: '127.0.0.1' };
  if (dbPrefix) env.MONGO_DB = `${dbPrefix}_${proc.name}`;
  if (proc.name === 'gateway') {
    const routed = SERVICES.filter((svc) => (running ? running.includes(svc.name) : svc.enabled()));
    for (const s of routed) env[serviceUrlVar(s.name)] = `http://127.0.0.1:${ports[s.name]}`;
  }
  return env;
}

/** The registry's ports, with `overrides` ({ gateway: 18080, ... }) applied. */
export function portsFor(overrides = {}) {
  return Object.fromEntries(PROCESSES.map((p) => [p.name, overrides[p.name] ?? p.port]));
}
