import { randomBytes } from 'node:crypto';
import { generateTokenKeys } from '@liquify/config';

/** Infra a test can ask for; the names match `npm run infra -- up <component>`. */
export type InfraComponent = 'mongo' | 'kafka' | 'redis' | 'stripe-mock';

/** The environment variable that carries each component's address (set by `npm test`). */
export const INFRA_ENV_VARS: Record<InfraComponent, string> = {
  mongo: 'MONGO_URL',
  kafka: 'KAFKA_BROKERS',
  redis: 'REDIS_URL',
  'stripe-mock': 'STRIPE_MOCK_URL',
};

export const DEFAULT_TEST_COMPONENTS: readonly InfraComponent[] = ['mongo', 'kafka', 'redis'];

export interface TestInfra {
  /** mongodb://host:port, without a database: pick one per test file with uniqueName(). */
  mongoUrl: string;
  kafkaBrokers: string[];
  redisUrl: string;
  /** Only when 'stripe-mock' was asked for. */
  stripeMockUrl?: string;
}

/** Which of `components` have no address in `env`. */
export function missingInfra(env: NodeJS.ProcessEnv, components: readonly InfraComponent[]): InfraComponent[] {
  return components.filter((c) => !env[INFRA_ENV_VARS[c]]);
}

/** Reads the addresses from `env`; throws naming the variables that are missing. */
export function infraFromEnv(env: NodeJS.ProcessEnv, components: readonly InfraComponent[] = DEFAULT_TEST_COMPONENTS): TestInfra {
  const missing = missingInfra(env, components);
  if (missing.length) throw new Error(`missing ${missing.map((c) => INFRA_ENV_VARS[c]).join(', ')} in the environment`);
  const kafkaBrokers = (env.KAFKA_BROKERS ?? '')
    .split(',')
    .map((b) => b.trim())
    .filter(Boolean);
  return {
    mongoUrl: env.MONGO_URL ?? '',
    kafkaBrokers,
    redisUrl: env.REDIS_URL ?? '',
    ...(env.STRIPE_MOCK_URL && components.includes('stripe-mock') ? { stripeMockUrl: env.STRIPE_MOCK_URL } : {}),
  };
}

/** `mongoUrl` with `database` as its path, keeping any query string (mongodb://h:p/db?x=y). */
export function mongoUrlWithDatabase(mongoUrl: string, database: string): string {
  const match = /^(mongodb(?:\+srv)?:\/\/[^/?]+)(?:\/[^?]*)?(\?.*)?$/.exec(mongoUrl);
  if (!match) throw new Error(`not a mongodb:// URL: ${mongoUrl}`);
  return `${match[1]}/${database}${match[2] ?? ''}`;
}

/**
 * Environment for booting one service (its zod config) against the shared test infra, isolated by
 * `runName` (from uniqueName): its own database, Kafka topic/group prefix and Redis key prefix,
 * a token key pair of its own and random HMAC secrets. Spread `overrides` last for anything a test needs to change.
 */
export function isolatedServiceEnv(infra: TestInfra, runName: string, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    // A key pair of its own (JWT_PUBLIC_KEYS for every process; JWT_PRIVATE_KEY and JWT_KEY_ID, which only identity's
    // schema reads, for identity and for the harness that signs test tokens) and the HMAC secrets.
    ...generateTokenKeys(`test-${randomBytes(4).toString('hex')}`),
    CHECKOUT_CLAIM_SECRET: randomBytes(32).toString('hex'),
    SNIPPET_LINK_SECRET: randomBytes(32).toString('hex'),
    MONGO_URL: infra.mongoUrl,
    MONGO_DB: runName.replace(/[^a-zA-Z0-9_-]/g, '_').slice(0, 63),
    KAFKA_BROKERS: infra.kafkaBrokers.join(','),
    KAFKA_TOPIC_PREFIX: `${runName}.`,
    REDIS_URL: infra.redisUrl,
    REDIS_KEY_PREFIX: `${runName}:`,
    ...(infra.stripeMockUrl ? { STRIPE_MOCK_URL: infra.stripeMockUrl } : {}),
    ...overrides,
  };
}
