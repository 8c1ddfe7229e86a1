// The one place that says which environment the product's processes get, in dev (`npm start`)
// and in the e2e stack (random keys and secrets, isolated databases, topics and Redis keys).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { cachePath, REPO_ROOT } from '../infra/paths.mjs';
import { PROCESSES, SERVICES, serviceUrlVar } from './processes.mjs';
import { devTokenKeys, randomTokenKeys } from './token-keys.mjs';

/**
 * `npm start`'s HMAC secret (it signed tokens until issue 22 item 3; now the snippet links and, derived from it,
 * the checkout claims): random, made on this machine's first start and kept in the git-ignored cache
 * (.cache/dev-jwt-secret, readable by its owner only), so dev snippet links stay the same across restarts and
 * nobody else knows it (a secret written in the repo let anyone forge what it signs). A file that does not hold
 * a secret of 32 random bytes in hex (empty, cut short, edited) is replaced.
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

/**
 * Secrets only some processes hold (the others are started without them: scopedEnv): identity signs tokens with
 * JWT_PRIVATE_KEY, billing and identity share the checkout claim secret, library derives snippet links.
 */
export const PROCESS_SECRETS = {
  JWT_PRIVATE_KEY: ['identity'],
  JWT_KEY_ID: ['identity'],
  CHECKOUT_CLAIM_SECRET: ['identity', 'billing'],
  SNIPPET_LINK_SECRET: ['library'],
};

/** `env` without the secrets `processName` must not hold (PROCESS_SECRETS). */
export function scopedEnv(processName, env) {
  const scoped = { ...env };
  for (const [name, holders] of Object.entries(PROCESS_SECRETS)) if (!holders.includes(processName)) delete scoped[name];
  return scoped;
}

/** The HMAC secrets of a stack, from one random secret (each its own purpose). */
function hmacSecrets(secret) {
  const derived = (purpose) => crypto.createHmac('sha256', secret).update(purpose).digest('hex');
  // SNIPPET_LINK_SECRET is the secret itself: snippet links made before it had a name of its own (derived from
  // the former JWT_SECRET, which was this very secret) are shown again unchanged.
  return { SNIPPET_LINK_SECRET: secret, CHECKOUT_CLAIM_SECRET: derived('liquify:checkout-claim-secret') };
}

/**
 * Variables every process gets (scopedEnv takes out the secrets a process must not hold). `infra` is what
 * ensureInfra resolved; `tokenKeys` identity's key pair (JWT_PRIVATE_KEY, JWT_KEY_ID, JWT_PUBLIC_KEYS).
 */
export function sharedEnv({ infra, tokenKeys, hmacSecret, nodeEnv, publicUrl }) {
  return {
    NODE_ENV: nodeEnv,
    LOG_LEVEL: process.env.LIQUIFY_LOG_LEVEL ?? 'info',
    ...tokenKeys,
    ...hmacSecrets(hmacSecret),
    ...ACCOUNTS,
    SEED_DEMO: 'true',
    EARLY_BIRD_CODES,
    PUBLIC_URL: publicUrl,
    CORS_ORIGINS: publicUrl,
    FRONTENDS_DIR: path.join(REPO_ROOT, 'frontends'),
    // FerretDB's SQLite takes writes one at a time: 4 connections per process queue them in order in the
    // process instead of in SQLite's polling for its lock (npm run chaos -- virtual-users: 36 SQLITE_BUSY 503s
    // and p99 25 s with the driver's 100, none and 15-17 s with 2-4).
    MONGO_MAX_POOL_SIZE: process.env.MONGO_MAX_POOL_SIZE ?? '4',
    ...infra,
  };
}

/** `npm start`: fixed ports, this machine's own key pair (devTokenKeys) and secret (devJwtSecret), databases liquify_<service>. */
export function devEnv(infra, { tokenKeys = devTokenKeys(), hmacSecret = devJwtSecret() } = {}) {
  return sharedEnv({ infra, tokenKeys, hmacSecret, nodeEnv: 'development', publicUrl: 'http://localhost:8080' });
}

/**
 * The e2e stack: a random key pair and secret (`tokenKeys`: the caller's, to sign tokens of its own in tests) and `runId` (from uniqueName) as the namespace of everything it
 * writes: database <runId>_<process> (set per process by startStack), Kafka topics and consumer
 * groups `<runId>.…`, Redis keys `<runId>:…`.
 */
export function e2eEnv(infra, { runId, gatewayPort, tokenKeys = randomTokenKeys('e2e'), hmacSecret = crypto.randomBytes(32).toString('hex') }) {
  const publicUrl = `http://127.0.0.1:${gatewayPort}`;
  return {
    ...sharedEnv({ infra, tokenKeys, hmacSecret, nodeEnv: 'test', publicUrl }),
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
