import { readFileSync } from 'node:fs';
import { z } from 'zod';

/** Raised when the environment does not satisfy a process's schema; the message names every bad variable. */
export class ConfigError extends Error {
  constructor(public readonly issues: string[]) {
    super(`Invalid configuration:\n${issues.map((i) => `  - ${i}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * JWT secrets once written in this repository (`npm start`'s scripts/stack/env.mjs, docker-compose.yml; both
 * now generate theirs): anyone can read them, so whoever holds one can sign an admin token. A production
 * process refuses them.
 */
export const KNOWN_DEV_JWT_SECRETS: readonly string[] = [
  'liquify-dev-jwt-secret-0f3c9a7e51b24d86-not-for-production',
  'liquify-compose-jwt-secret-change-me-please',
];
/** A production HMAC secret holds at least this many bytes (HS256 keys should be as long as the hash). */
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
 * Rules that hold for every process whatever its schema, checked on the parsed values: with
 * NODE_ENV=production, a JWT_SECRET must not be a repository default nor shorter than 32 bytes; a SASL
 * mechanism for Kafka needs its user name and password (and they mean nothing without one).
 */
function processWideIssues(config: unknown, env: Record<string, string | undefined>): string[] {
  const c = config as { NODE_ENV?: unknown; JWT_SECRET?: unknown; KAFKA_SASL_MECHANISM?: unknown; KAFKA_SASL_USERNAME?: unknown; KAFKA_SASL_PASSWORD?: unknown } | null;
  if (!c) return [];
  const issues: string[] = [];
  if (c.KAFKA_SASL_MECHANISM) {
    for (const name of ['KAFKA_SASL_USERNAME', 'KAFKA_SASL_PASSWORD'] as const) {
      if (!c[name]) issues.push(`${name}: is required with KAFKA_SASL_MECHANISM=${String(c.KAFKA_SASL_MECHANISM)}`);
    }
  } else if (c.KAFKA_SASL_USERNAME || c.KAFKA_SASL_PASSWORD) {
    issues.push('KAFKA_SASL_MECHANISM: is required with KAFKA_SASL_USERNAME/KAFKA_SASL_PASSWORD (plain, scram-sha-256 or scram-sha-512)');
  }
  if (c.NODE_ENV === 'production' && typeof c.JWT_SECRET === 'string') {
    const problem = productionJwtSecretProblem(c.JWT_SECRET);
    const source = env.JWT_SECRET_FILE ? ` (read from JWT_SECRET_FILE ${env.JWT_SECRET_FILE})` : '';
    if (problem) issues.push(`JWT_SECRET${source}: ${problem}`);
  }
  return issues;
}

/**
 * Secrets a process may read from a file instead of its environment (`<NAME>_FILE=/path`): docker compose's
 * generated JWT secret and admin password on a shared volume, Docker/Kubernetes secrets mounted as files. The file's content,
 * without its trailing newline, is the value.
 */
export const SECRET_FILE_VARIABLES: readonly string[] = ['JWT_SECRET', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'ADMIN_PASSWORD', 'KAFKA_SASL_PASSWORD'];

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
});

/** JWT settings shared by the gateway and every service (defence in depth: all of them verify). */
export const jwtEnvSchema = z.object({
  JWT_SECRET: z.string().min(16, 'must be at least 16 characters'),
  JWT_EXPIRES_IN: z.string().regex(/^\d+[smhd]?$/, 'must look like 3600, 15m, 12h or 7d').default('7d'),
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
  KAFKA_BROKERS: envList().refine((l) => l.length > 0, 'must list at least one host:port'),
  KAFKA_TOPIC_PREFIX: z.string().regex(/^[a-zA-Z0-9._-]*$/, 'may only hold letters, digits, . _ -').default(''),
  /** Partitions per topic: the most consumers of a service that get work (production: 12, HPAs allow 6 replicas). */
  KAFKA_PARTITIONS: z.coerce.number().int().min(1).max(1000).default(3),
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
