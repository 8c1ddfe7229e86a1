import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import {
  baseEnvSchema,
  ConfigError,
  envPort,
  jwtEnvSchema,
  KNOWN_DEV_JWT_SECRETS,
  loadConfigOrExit,
  parseConfig,
  productionJwtSecretProblem,
  serviceEnvSchema,
  withSecretFiles,
} from './config';

const good = {
  JWT_SECRET: 'x'.repeat(32),
  MONGO_URL: 'mongodb://127.0.0.1:27017',
  KAFKA_BROKERS: '127.0.0.1:9092, 127.0.0.1:9093',
  REDIS_URL: 'redis://127.0.0.1:6379',
};

describe('parseConfig', () => {
  it('parses a valid environment with defaults applied', () => {
    const cfg = parseConfig(serviceEnvSchema.extend({ PORT: envPort(3001) }), good);
    expect(cfg.PORT).toBe(3001);
    expect(cfg.KAFKA_BROKERS).toEqual(['127.0.0.1:9092', '127.0.0.1:9093']);
    expect(cfg.JWT_EXPIRES_IN).toBe('7d');
    expect(cfg.KAFKA_TOPIC_PREFIX).toBe('');
  });

  it('takes the partitions per topic from KAFKA_PARTITIONS (3 unless set; production 12), refusing 0 and non-numbers', () => {
    expect(parseConfig(serviceEnvSchema, good).KAFKA_PARTITIONS).toBe(3);
    expect(parseConfig(serviceEnvSchema, { ...good, KAFKA_PARTITIONS: '12' }).KAFKA_PARTITIONS).toBe(12);
    expect(() => parseConfig(serviceEnvSchema, { ...good, KAFKA_PARTITIONS: '0' })).toThrow(/KAFKA_PARTITIONS/);
    expect(() => parseConfig(serviceEnvSchema, { ...good, KAFKA_PARTITIONS: 'many' })).toThrow(/KAFKA_PARTITIONS/);
  });

  it('listens on 127.0.0.1 unless HOST says otherwise: a service port takes requests without the gateway (issue 21 item 9)', () => {
    expect(parseConfig(serviceEnvSchema, good).HOST).toBe('127.0.0.1');
    expect(parseConfig(baseEnvSchema, {}).HOST).toBe('127.0.0.1');
    // Containers set 0.0.0.0 (Dockerfile, compose, k8s): reachable only inside their network, services unpublished.
    expect(parseConfig(serviceEnvSchema, { ...good, HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
  });

  it('names a missing variable', () => {
    const { MONGO_URL: _omit, ...env } = good;
    expect(() => parseConfig(serviceEnvSchema, env)).toThrow(/MONGO_URL: is missing/);
  });

  it('names a bad variable and says what is wrong with it', () => {
    try {
      parseConfig(serviceEnvSchema, { ...good, REDIS_URL: 'http://nope', JWT_SECRET: 'short' });
      throw new Error('expected a ConfigError');
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const message = (err as Error).message;
      expect(message).toMatch(/REDIS_URL: must be a redis:\/\/ URL/);
      expect(message).toMatch(/JWT_SECRET: must be at least 16 characters/);
    }
  });

  it('rejects a port that is not a number', () => {
    expect(() => parseConfig(z.object({ PORT: envPort(1) }), { PORT: 'abc' })).toThrow(/PORT/);
  });
});

describe('production JWT secrets (a known secret lets anyone sign an admin token)', () => {
  const repoFile = (name: string) => readFileSync(path.join(__dirname, '../../..', name), 'utf8');
  const production = { ...good, NODE_ENV: 'production' };

  it('knows every JWT_SECRET default written in the repository (npm start, docker compose)', () => {
    // npm start generates its secret per machine (devJwtSecret) and writes none; its former default stays refused
    const env = repoFile('scripts/stack/env.mjs');
    expect(env).not.toMatch(/JWT_SECRET\s*=\s*['"`]/);
    for (const known of KNOWN_DEV_JWT_SECRETS) expect(env).not.toContain(known);
    expect(KNOWN_DEV_JWT_SECRETS).toContain('liquify-dev-jwt-secret-0f3c9a7e51b24d86-not-for-production');
    // compose generates its secret (its secrets service) and writes none; its former default stays refused
    expect(repoFile('docker-compose.yml')).not.toMatch(/\$\{JWT_SECRET:-[^}]/);
    expect(KNOWN_DEV_JWT_SECRETS).toContain('liquify-compose-jwt-secret-change-me-please');
  });

  it.each(KNOWN_DEV_JWT_SECRETS)('refuses to start in production with the repository default %p', (secret) => {
    expect(() => parseConfig(serviceEnvSchema, { ...production, JWT_SECRET: secret })).toThrow(/JWT_SECRET: is a development default written in the repository/);
  });

  it('refuses a secret shorter than 32 bytes in production, counting bytes not characters', () => {
    expect(() => parseConfig(serviceEnvSchema, { ...production, JWT_SECRET: 'y'.repeat(31) })).toThrow(/JWT_SECRET: must be at least 32 bytes in production/);
    expect(parseConfig(serviceEnvSchema, { ...production, JWT_SECRET: 'y'.repeat(32) }).JWT_SECRET).toBe('y'.repeat(32));
    expect(parseConfig(serviceEnvSchema, { ...production, JWT_SECRET: 'é'.repeat(16) }).JWT_SECRET).toBe('é'.repeat(16));
    expect(productionJwtSecretProblem('é'.repeat(15) + 'x')).toMatch(/at least 32 bytes/);
  });

  it('applies to every schema that reads NODE_ENV and JWT_SECRET, not only the service schema', () => {
    const gatewayLike = baseEnvSchema.extend(jwtEnvSchema.shape).extend({ PORT: envPort(8080) });
    expect(() => parseConfig(gatewayLike, { NODE_ENV: 'production', JWT_SECRET: KNOWN_DEV_JWT_SECRETS[0] })).toThrow(ConfigError);
  });

  it('keeps accepting the development default outside production (npm start, tests)', () => {
    for (const NODE_ENV of ['development', 'test']) {
      expect(parseConfig(serviceEnvSchema, { ...good, NODE_ENV, JWT_SECRET: KNOWN_DEV_JWT_SECRETS[0] }).JWT_SECRET).toBe(KNOWN_DEV_JWT_SECRETS[0]);
    }
  });

  it('stops the process with exit code 1 and a message naming JWT_SECRET', () => {
    const exit = jest.spyOn(process, 'exit').mockImplementation(((code?: number) => {
      throw new Error(`exit ${code}`);
    }) as never);
    const write = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      expect(() => loadConfigOrExit(serviceEnvSchema, { ...production, JWT_SECRET: KNOWN_DEV_JWT_SECRETS[1] })).toThrow('exit 1');
      expect(String(write.mock.calls[0][0])).toMatch(/JWT_SECRET: is a development default/);
    } finally {
      exit.mockRestore();
      write.mockRestore();
    }
  });
});

describe('secrets read from files (JWT_SECRET_FILE: compose\'s generated secret, mounted Docker/Kubernetes secrets)', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'liquify-config-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  const { JWT_SECRET: _unused, ...withoutSecret } = good;
  const production = { ...withoutSecret, NODE_ENV: 'production' };
  const file = (name: string, content: string) => {
    const full = path.join(dir, name);
    writeFileSync(full, content);
    return full;
  };

  it('reads JWT_SECRET from the file JWT_SECRET_FILE names, without its trailing newline, and starts in production', () => {
    const secret = 'a1'.repeat(32);
    const cfg = parseConfig(serviceEnvSchema, { ...production, JWT_SECRET_FILE: file('jwt', `${secret}\n`) });
    expect(cfg.JWT_SECRET).toBe(secret);
  });

  it('applies the production rules to a secret read from a file, naming the file', () => {
    const short = file('short', 'z'.repeat(20));
    expect(() => parseConfig(serviceEnvSchema, { ...production, JWT_SECRET_FILE: short })).toThrow(`JWT_SECRET (read from JWT_SECRET_FILE ${short}): must be at least 32 bytes in production`);
    const known = file('known', KNOWN_DEV_JWT_SECRETS[1]);
    expect(() => parseConfig(serviceEnvSchema, { ...production, JWT_SECRET_FILE: known })).toThrow(/JWT_SECRET \(read from JWT_SECRET_FILE .*\): is a development default/);
  });

  it("refuses a missing or empty file with a message naming JWT_SECRET_FILE and the path", () => {
    const missing = path.join(dir, 'nope');
    expect(() => parseConfig(serviceEnvSchema, { ...production, JWT_SECRET_FILE: missing })).toThrow(`JWT_SECRET_FILE: cannot read ${missing} (ENOENT)`);
    const empty = file('empty', '\n');
    expect(() => parseConfig(serviceEnvSchema, { ...production, JWT_SECRET_FILE: empty })).toThrow(`JWT_SECRET_FILE: ${empty} is empty`);
  });

  it('refuses JWT_SECRET and JWT_SECRET_FILE together (which one wins would be a guess)', () => {
    expect(() => parseConfig(serviceEnvSchema, { ...good, JWT_SECRET_FILE: file('jwt', 'b'.repeat(40)) })).toThrow('JWT_SECRET_FILE: JWT_SECRET is set too; set only one of them');
  });

  it('leaves the environment alone without a _FILE variable, and reads the Stripe secrets the same way', () => {
    expect(withSecretFiles({ JWT_SECRET: 'x' }, () => { throw new Error('not read'); })).toEqual({ JWT_SECRET: 'x' });
    expect(withSecretFiles({ STRIPE_SECRET_KEY_FILE: '/run/secrets/stripe' }, () => 'sk_test_123\n')).toEqual({ STRIPE_SECRET_KEY_FILE: '/run/secrets/stripe', STRIPE_SECRET_KEY: 'sk_test_123' });
  });

  it("reads the first admin's password from ADMIN_PASSWORD_FILE (compose's generated password)", () => {
    expect(withSecretFiles({ ADMIN_PASSWORD_FILE: '/run/liquify-secrets/admin-password' }, () => 'f00dcafe1234\n')).toEqual({
      ADMIN_PASSWORD_FILE: '/run/liquify-secrets/admin-password',
      ADMIN_PASSWORD: 'f00dcafe1234',
    });
  });

  it('stops the process with exit code 1 when the secret file cannot be read', () => {
    const exit = jest.spyOn(process, 'exit').mockImplementation(((code?: number) => {
      throw new Error(`exit ${code}`);
    }) as never);
    const write = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      expect(() => loadConfigOrExit(serviceEnvSchema, { ...production, JWT_SECRET_FILE: path.join(dir, 'absent') })).toThrow('exit 1');
      expect(String(write.mock.calls[0][0])).toMatch(/JWT_SECRET_FILE: cannot read/);
    } finally {
      exit.mockRestore();
      write.mockRestore();
    }
  });
});

describe('Kafka connection settings (issue 22 item 4: a managed Kafka with TLS and SASL)', () => {
  const env = { ...good, KAFKA_BROKERS: 'b-1.kafka.example:9096' };

  it('defaults to a local broker: no TLS, no SASL, one replica for the topics a service creates', () => {
    const cfg = parseConfig(serviceEnvSchema, env);
    expect(cfg).toMatchObject({ KAFKA_SSL: false, KAFKA_REPLICATION_FACTOR: 1 });
    expect(cfg.KAFKA_SASL_MECHANISM).toBeUndefined();
  });

  it('reads TLS, SASL/SCRAM and the replication factor, with the password from a file', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'liquify-kafka-'));
    try {
      const file = path.join(dir, 'kafka-password');
      writeFileSync(file, 's3cret\n');
      const cfg = parseConfig(serviceEnvSchema, {
        ...env,
        KAFKA_SSL: 'true',
        KAFKA_SASL_MECHANISM: 'scram-sha-512',
        KAFKA_SASL_USERNAME: 'catalogue',
        KAFKA_SASL_PASSWORD_FILE: file,
        KAFKA_REPLICATION_FACTOR: '3',
      });
      expect(cfg).toMatchObject({ KAFKA_SSL: true, KAFKA_SASL_MECHANISM: 'scram-sha-512', KAFKA_SASL_USERNAME: 'catalogue', KAFKA_SASL_PASSWORD: 's3cret', KAFKA_REPLICATION_FACTOR: 3 });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('names what a SASL setting lacks, and refuses an unknown mechanism', () => {
    expect(() => parseConfig(serviceEnvSchema, { ...env, KAFKA_SASL_MECHANISM: 'scram-sha-256', KAFKA_SASL_USERNAME: 'u' })).toThrow(
      'KAFKA_SASL_PASSWORD: is required with KAFKA_SASL_MECHANISM=scram-sha-256',
    );
    expect(() => parseConfig(serviceEnvSchema, { ...env, KAFKA_SASL_USERNAME: 'u', KAFKA_SASL_PASSWORD: 'p' })).toThrow(/KAFKA_SASL_MECHANISM: is required/);
    expect(() => parseConfig(serviceEnvSchema, { ...env, KAFKA_SASL_MECHANISM: 'gssapi', KAFKA_SASL_USERNAME: 'u', KAFKA_SASL_PASSWORD: 'p' })).toThrow(/KAFKA_SASL_MECHANISM/);
  });
});
