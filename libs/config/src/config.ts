import type { KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { isKeyId, KEY_ID_RULE, listsSigningKey, parsePublicKeySet, parseSigningKey, PublicKeySet } from './jwt-keys';

/** Raised when the environment does not satisfy a process's schema; the message names every bad variable. */
export class ConfigError extends Error {
  constructor(public readonly issues: string[]) {
    super(`Invalid configuration:\n${issues.map((i) => `  - ${i}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * JWT secrets once written in this repository (`npm start`'s scripts/stack/env.mjs, docker-compose.yml; both
 * now generate theirs): anyone can read them. Tokens are no longer signed with a shared secret (JWT_PRIVATE_KEY),
 * but an operator could reuse one for an HMAC secret (HMAC_SECRET_VARIABLES): a production process refuses them.
 */
export const KNOWN_DEV_JWT_SECRETS: readonly string[] = [
  'liquify-dev-jwt-secret-0f3c9a7e51b24d86-not-for-production',
  'liquify-compose-jwt-secret-change-me-please',
];
/** A production HMAC secret holds at least this many bytes (HMAC-SHA256 keys should be as long as the hash). */
export const MIN_PRODUCTION_JWT_SECRET_BYTES = 32;

/** Why `secret` must not sign production tokens, or undefined when it may. */
export function productionJwtSecretProblem(secret: string): string | undefined {
  if (KNOWN_DEV_JWT_SECRETS.includes(secret)) return 'is a development default written in the repository; set a secret of your own (e.g. openssl rand -hex 32)';
  if (Buffer.byteLength(secret, 'utf8') < MIN_PRODUCTION_JWT_SECRET_BYTES) {
    return `must be at least ${MIN_PRODUCTION_JWT_SECRET_BYTES} bytes in production (e.g. openssl rand -hex 32)`;
  }
  return undefined;
}

/**
 * The HMAC secrets, each held only by the processes that need it: CHECKOUT_CLAIM_SECRET (billing signs a paid
 * sign-up's checkout claim, identity checks it) and SNIPPET_LINK_SECRET (library derives snippet links).
 */
export const HMAC_SECRET_VARIABLES = ['CHECKOUT_CLAIM_SECRET', 'SNIPPET_LINK_SECRET', 'SNIPPET_LINK_PREVIOUS_SECRET'] as const;

/** An HMAC secret variable: at least 16 characters (32 bytes in production, see processWideIssues). */
export const envHmacSecret = () => z.string().min(16, 'must be at least 16 characters');

/**
 * Rules that hold for every process whatever its schema, checked on the parsed values: with
 * NODE_ENV=production, an HMAC secret must not be a repository default nor shorter than 32 bytes; identity's
 * signing key must be listed in JWT_PUBLIC_KEYS under JWT_KEY_ID (or no process would accept its tokens); a
 * SASL mechanism for Kafka needs its user name and password (and they mean nothing without one).
 */
function processWideIssues(config: unknown, env: Record<string, string | undefined>): string[] {
  const c = config as ({
    NODE_ENV?: unknown;
    KAFKA_SASL_MECHANISM?: unknown;
    KAFKA_SASL_USERNAME?: unknown;
    KAFKA_SASL_PASSWORD?: unknown;
    JWT_PUBLIC_KEYS?: PublicKeySet;
    JWT_PRIVATE_KEY?: KeyObject;
    JWT_KEY_ID?: string;
  } & Record<string, unknown>) | null;
  if (!c) return [];
  const issues: string[] = [];
  if (c.KAFKA_SASL_MECHANISM) {
    for (const name of ['KAFKA_SASL_USERNAME', 'KAFKA_SASL_PASSWORD'] as const) {
      if (!c[name]) issues.push(`${name}: is required with KAFKA_SASL_MECHANISM=${String(c.KAFKA_SASL_MECHANISM)}`);
    }
  } else if (c.KAFKA_SASL_USERNAME || c.KAFKA_SASL_PASSWORD) {
    issues.push('KAFKA_SASL_MECHANISM: is required with KAFKA_SASL_USERNAME/KAFKA_SASL_PASSWORD (plain, scram-sha-256 or scram-sha-512)');
  }
  for (const name of HMAC_SECRET_VARIABLES) {
    const value = c[name];
    if (c.NODE_ENV !== 'production' || typeof value !== 'string') continue;
    const problem = productionJwtSecretProblem(value);
    const source = env[`${name}_FILE`] ? ` (read from ${name}_FILE ${env[`${name}_FILE`]})` : '';
    if (problem) issues.push(`${name}${source}: ${problem}`);
  }
  if (c.JWT_PRIVATE_KEY && c.JWT_KEY_ID && c.JWT_PUBLIC_KEYS && !listsSigningKey(c.JWT_PUBLIC_KEYS, { kid: c.JWT_KEY_ID, key: c.JWT_PRIVATE_KEY })) {
    issues.push(
      c.JWT_PUBLIC_KEYS.has(c.JWT_KEY_ID)
        ? `JWT_PRIVATE_KEY: its public key is not the one JWT_PUBLIC_KEYS lists under kid "${c.JWT_KEY_ID}"`
        : `JWT_KEY_ID: JWT_PUBLIC_KEYS lists no key with kid "${c.JWT_KEY_ID}" (add the public key of JWT_PRIVATE_KEY to every process's JWT_PUBLIC_KEYS first)`,
    );
  }
  return issues;
}

/**
 * Secrets (and the token keys that go with them) a process may read from a file instead of its environment
 * (`<NAME>_FILE=/path`): docker compose's generated keys, secrets and admin password on its volumes,
 * Docker/Kubernetes secrets mounted as files. The file's content,
 * without its trailing newline, is the value.
 */
export const SECRET_FILE_VARIABLES: readonly string[] = ['JWT_PRIVATE_KEY', 'JWT_KEY_ID', 'JWT_PUBLIC_KEYS', ...HMAC_SECRET_VARIABLES, 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'ADMIN_PASSWORD', 'KAFKA_SASL_PASSWORD'];

/** `env` with each `<NAME>_FILE` of SECRET_FILE_VARIABLES read into `<NAME>`; a ConfigError names what cannot be read. */
export function withSecretFiles(
  env: Record<string, string | undefined>,
  readFile: (file: string) => string = (file) => readFileSync(file, 'utf8'),
): Record<string, string | undefined> {
  const resolved = { ...env };
  const issues: string[] = [];
  for (const name of SECRET_FILE_VARIABLES) {
    const file = env[`${name}_FILE`];
    if (file === undefined || file === '') continue;
    if (env[name] !== undefined && env[name] !== '') {
      issues.push(`${name}_FILE: ${name} is set too; set only one of them`);
      continue;
    }
    let value: string;
    try {
      value = readFile(file).replace(/\r?\n$/, '');
    } catch (err) {
      issues.push(`${name}_FILE: cannot read ${file} (${(err as NodeJS.ErrnoException).code ?? (err as Error).message})`);
      continue;
    }
    if (value.trim() === '') issues.push(`${name}_FILE: ${file} is empty`);
    else resolved[name] = value;
  }
  if (issues.length) throw new ConfigError(issues);
  return resolved;
}

/**
 * Parses `env` with `schema`; throws a ConfigError naming each offending variable. Every process's config
 * goes through here, so the process-wide rules (secret files, production secrets) cannot be left out of a
 * new schema.
 */
export function parseConfig<S extends z.ZodType>(schema: S, rawEnv: Record<string, string | undefined>): z.infer<S> {
  const env = withSecretFiles(rawEnv);
  const result = schema.safeParse(env);
  if (result.success) {
    const issues = processWideIssues(result.data, rawEnv);
    if (issues.length) throw new ConfigError(issues);
    return result.data;
  }
  const issues = result.error.issues.map((issue) => {
    const name = issue.path.join('.') || '(root)';
    const present = issue.path.length > 0 && env[String(issue.path[0])] !== undefined;
    return `${name}: ${present ? issue.message : 'is missing'}`;
  });
  throw new ConfigError(issues);
}

/** Loads config once at boot; a bad or missing variable stops the process with a message naming it. */
export function loadConfigOrExit<S extends z.ZodType>(schema: S, env = process.env): z.infer<S> {
  try {
    return parseConfig(schema, env);
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
}

const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

export const envBoolean = (fallback: boolean) => booleanString.optional().transform((v) => v ?? fallback);
export const envPort = (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback);
export const envList = () =>
  z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    );

/** Variables every back-end process reads. */
export const baseEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  HOST: z.string().default('127.0.0.1'),
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url().optional(),
  /**
   * How long the process has from SIGTERM to its exit: requests in flight get all of it but 4 s (kept for closing
   * Kafka, MongoDB and Redis) to finish. Kubernetes' terminationGracePeriodSeconds must cover the preStop sleep plus this.
   */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(5_000).max(300_000).default(10_000),
});

/** A string variable turned into what `parse` makes of it; parse's Error message is the issue. */
function parsedWith<T>(parse: (text: string) => T) {
  return z.string().transform((text, ctx) => {
    try {
      return parse(text);
    } catch (err) {
      ctx.addIssue({ code: 'custom', message: (err as Error).message });
      return z.NEVER;
    }
  });
}

/** JWT settings shared by the gateway and every service (defence in depth: all of them verify). */
export const jwtEnvSchema = z.object({
  /**
   * The public keys that verify access tokens, by kid, as a JSON Web Key Set ({"keys":[{"kty":"EC","crv":"P-256",…,"kid":…}]}):
   * identity's current key and, during a rotation, the previous one. No private key: only identity can sign.
   */
  JWT_PUBLIC_KEYS: parsedWith(parsePublicKeySet),
  JWT_EXPIRES_IN: z.string().regex(/^\d+[smhd]?$/, 'must look like 3600, 15m, 12h or 7d').default('7d'),
});

/** Identity alone signs access tokens: its private key and that key's kid (the tokens' header names it). */
export const jwtSigningEnvSchema = z.object({
  /** Identity's EC P-256 private key (PEM) that signs access tokens (ES256); its public key is in JWT_PUBLIC_KEYS under JWT_KEY_ID. */
  JWT_PRIVATE_KEY: parsedWith(parseSigningKey),
  /** The kid written in the header of every token identity signs (e.g. 2026-11): a new one for each new key. */
  JWT_KEY_ID: z.string().refine(isKeyId, KEY_ID_RULE),
});

/** Infrastructure of a service that owns data and talks over Kafka. */
export const serviceInfraEnvSchema = z.object({
  MONGO_URL: z.string().regex(/^mongodb(\+srv)?:\/\//, 'must be a mongodb:// URL'),
  MONGO_DB: z.string().min(1).optional(),
  /**
   * Build the schemas' indexes at start (default, and what FerretDB needs). Production with several replicas sets
   * false and builds them once per rollout with `node dist/main.js --create-indexes` (an init container).
   */
  MONGO_AUTO_INDEX: envBoolean(true),
  /** Retryable writes: true on a MongoDB replica set; FerretDB has none. Other options go in MONGO_URL's query. */
  MONGO_RETRY_WRITES: envBoolean(false),
  /**
   * The most connections a process opens to the database (the driver's default, 100, when unset): how many of its
   * queries run there at once, the rest waiting their turn in the process. FerretDB's SQLite (development, tests,
   * `npm run chaos`) sets 4: with 100, each of hundreds of writers waits for the database's write lock in SQLite's
   * own polling, unfairly, and some wait past its 10 s limit (SQLITE_BUSY); with 4 they queue in order here.
   */
  MONGO_MAX_POOL_SIZE: z.coerce.number().int().min(1).max(1000).optional(),
  KAFKA_BROKERS: envList().refine((l) => l.length > 0, 'must list at least one host:port'),
  KAFKA_TOPIC_PREFIX: z.string().regex(/^[a-zA-Z0-9._-]*$/, 'may only hold letters, digits, . _ -').default(''),
  /** Partitions per topic: the most consumers of a service that get work (production: 12, HPAs allow 6 replicas). */
  KAFKA_PARTITIONS: z.coerce.number().int().min(1).max(1000).default(3),
  /**
   * Keys (aggregates) of one fetched batch a consumer processes at once, each key's events in order: how fast a
   * backlog (after a broker outage, a burst of sign-ups) drains, against how many database writes run together.
   * 1 (one event at a time per partition) measured best on FerretDB; raise it where the database has room.
   */
  KAFKA_KEY_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  /** Replicas of the topics a service creates: 1 on a development broker; production declares its topics (Strimzi). */
  KAFKA_REPLICATION_FACTOR: z.coerce.number().int().min(1).max(7).default(1),
  /** TLS to the brokers (a managed Kafka, Strimzi's TLS listener); KAFKA_SSL_CA_FILE for a private CA (PEM). */
  KAFKA_SSL: envBoolean(false),
  KAFKA_SSL_CA_FILE: z.string().min(1).optional(),
  /** SASL authentication: plain, scram-sha-256 or scram-sha-512, with KAFKA_SASL_USERNAME and KAFKA_SASL_PASSWORD(_FILE). */
  KAFKA_SASL_MECHANISM: z.enum(['plain', 'scram-sha-256', 'scram-sha-512']).optional(),
  KAFKA_SASL_USERNAME: z.string().min(1).optional(),
  KAFKA_SASL_PASSWORD: z.string().min(1).optional(),
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must be a redis:// URL'),
  REDIS_KEY_PREFIX: z.string().default(''),
});

export const serviceEnvSchema = baseEnvSchema.extend(jwtEnvSchema.shape).extend(serviceInfraEnvSchema.shape);
export type ServiceEnv = z.infer<typeof serviceEnvSchema>;
