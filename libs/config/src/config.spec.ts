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
  envHmacSecret,
  jwtSigningEnvSchema,
} from './config';
import { generateTokenKeys, jwksText, parsePublicKeySet } from './jwt-keys';

/** A schema that reads an HMAC secret (library's SNIPPET_LINK_SECRET) besides the service variables. */
const secretSchema = serviceEnvSchema.extend({ SNIPPET_LINK_SECRET: envHmacSecret() });

const tokenKeys = generateTokenKeys('spec-key');
const good = {
  JWT_PUBLIC_KEYS: tokenKeys.JWT_PUBLIC_KEYS,
  SNIPPET_LINK_SECRET: 'x'.repeat(32),
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

  it('takes the database connections per process from MONGO_MAX_POOL_SIZE (the driver decides unless set), refusing 0 and non-numbers', () => {
    expect(parseConfig(serviceEnvSchema, good).MONGO_MAX_POOL_SIZE).toBeUndefined();
    expect(parseConfig(serviceEnvSchema, { ...good, MONGO_MAX_POOL_SIZE: '4' }).MONGO_MAX_POOL_SIZE).toBe(4);
    expect(() => parseConfig(serviceEnvSchema, { ...good, MONGO_MAX_POOL_SIZE: '0' })).toThrow(/MONGO_MAX_POOL_SIZE/);
    expect(() => parseConfig(serviceEnvSchema, { ...good, MONGO_MAX_POOL_SIZE: 'lots' })).toThrow(/MONGO_MAX_POOL_SIZE/);
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

  it('gives a stopped process SHUTDOWN_GRACE_MS to finish its requests (10 s unless set; Kubernetes 30 s), refusing under 5 s', () => {
    expect(parseConfig(baseEnvSchema, {}).SHUTDOWN_GRACE_MS).toBe(10_000);
    expect(parseConfig(serviceEnvSchema, { ...good, SHUTDOWN_GRACE_MS: '30000' }).SHUTDOWN_GRACE_MS).toBe(30_000);
    expect(() => parseConfig(baseEnvSchema, { SHUTDOWN_GRACE_MS: '1000' })).toThrow(/SHUTDOWN_GRACE_MS/);
  });

  it('names a missing variable', () => {
    const { MONGO_URL: _omit, ...env } = good;
    expect(() => parseConfig(serviceEnvSchema, env)).toThrow(/MONGO_URL: is missing/);
  });

  it('names a bad variable and says what is wrong with it', () => {
    try {
      parseConfig(secretSchema, { ...good, REDIS_URL: 'http://nope', SNIPPET_LINK_SECRET: 'short' });
      throw new Error('expected a ConfigError');
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const message = (err as Error).message;
      expect(message).toMatch(/REDIS_URL: must be a redis:\/\/ URL/);
      expect(message).toMatch(/SNIPPET_LINK_SECRET: must be at least 16 characters/);
    }
  });

  it('rejects a port that is not a number', () => {
    expect(() => parseConfig(z.object({ PORT: envPort(1) }), { PORT: 'abc' })).toThrow(/PORT/);
  });
});

describe('production HMAC secrets (a known secret lets anyone forge what it signs)', () => {
  const repoFile = (name: string) => readFileSync(path.join(__dirname, '../../..', name), 'utf8');
  const production = { ...good, NODE_ENV: 'production' };

  it('knows every JWT_SECRET default once written in the repository (npm start, docker compose)', () => {
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
    expect(() => parseConfig(secretSchema, { ...production, SNIPPET_LINK_SECRET: secret })).toThrow(/SNIPPET_LINK_SECRET: is a development default written in the repository/);
  });

  it('refuses a secret shorter than 32 bytes in production, counting bytes not characters', () => {
    expect(() => parseConfig(secretSchema, { ...production, SNIPPET_LINK_SECRET: 'y'.repeat(31) })).toThrow(/SNIPPET_LINK_SECRET: must be at least 32 bytes in production/);
    expect(parseConfig(secretSchema, { ...production, SNIPPET_LINK_SECRET: 'y'.repeat(32) }).SNIPPET_LINK_SECRET).toBe('y'.repeat(32));
    expect(parseConfig(secretSchema, { ...production, SNIPPET_LINK_SECRET: 'é'.repeat(16) }).SNIPPET_LINK_SECRET).toBe('é'.repeat(16));
    expect(productionJwtSecretProblem('é'.repeat(15) + 'x')).toMatch(/at least 32 bytes/);
  });

  it('applies to every schema that reads NODE_ENV and an HMAC secret, not only the service schema', () => {
    const billingLike = baseEnvSchema.extend({ CHECKOUT_CLAIM_SECRET: envHmacSecret(), PORT: envPort(8080) });
    expect(() => parseConfig(billingLike, { NODE_ENV: 'production', CHECKOUT_CLAIM_SECRET: KNOWN_DEV_JWT_SECRETS[0] })).toThrow(/CHECKOUT_CLAIM_SECRET: is a development default/);
  });

  it('keeps accepting the development default outside production (npm start, tests)', () => {
    for (const NODE_ENV of ['development', 'test']) {
      expect(parseConfig(secretSchema, { ...good, NODE_ENV, SNIPPET_LINK_SECRET: KNOWN_DEV_JWT_SECRETS[0] }).SNIPPET_LINK_SECRET).toBe(KNOWN_DEV_JWT_SECRETS[0]);
    }
  });

  it('stops the process with exit code 1 and a message naming SNIPPET_LINK_SECRET', () => {
    const exit = jest.spyOn(process, 'exit').mockImplementation(((code?: number) => {
      throw new Error(`exit ${code}`);
    }) as never);
    const write = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      expect(() => loadConfigOrExit(secretSchema, { ...production, SNIPPET_LINK_SECRET: KNOWN_DEV_JWT_SECRETS[1] })).toThrow('exit 1');
      expect(String(write.mock.calls[0][0])).toMatch(/SNIPPET_LINK_SECRET: is a development default/);
    } finally {
      exit.mockRestore();
      write.mockRestore();
    }
  });
});

describe('secrets read from files (SNIPPET_LINK_SECRET_FILE: compose\'s generated secret, mounted Docker/Kubernetes secrets)', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'liquify-config-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  const { SNIPPET_LINK_SECRET: _unused, ...withoutSecret } = good;
  const production = { ...withoutSecret, NODE_ENV: 'production' };
  const file = (name: string, content: string) => {
    const full = path.join(dir, name);
    writeFileSync(full, content);
    return full;
  };

  it('reads SNIPPET_LINK_SECRET from the file SNIPPET_LINK_SECRET_FILE names, without its trailing newline, and starts in production', () => {
    const secret = 'a1'.repeat(32);
    const cfg = parseConfig(secretSchema, { ...production, SNIPPET_LINK_SECRET_FILE: file('snippet', `${secret}\n`) });
    expect(cfg.SNIPPET_LINK_SECRET).toBe(secret);
  });

  it('applies the production rules to a secret read from a file, naming the file', () => {
    const short = file('short', 'z'.repeat(20));
    expect(() => parseConfig(secretSchema, { ...production, SNIPPET_LINK_SECRET_FILE: short })).toThrow(`SNIPPET_LINK_SECRET (read from SNIPPET_LINK_SECRET_FILE ${short}): must be at least 32 bytes in production`);
    const known = file('known', KNOWN_DEV_JWT_SECRETS[1]);
    expect(() => parseConfig(secretSchema, { ...production, SNIPPET_LINK_SECRET_FILE: known })).toThrow(/SNIPPET_LINK_SECRET \(read from SNIPPET_LINK_SECRET_FILE .*\): is a development default/);
  });

  it("refuses a missing or empty file with a message naming SNIPPET_LINK_SECRET_FILE and the path", () => {
    const missing = path.join(dir, 'nope');
    expect(() => parseConfig(secretSchema, { ...production, SNIPPET_LINK_SECRET_FILE: missing })).toThrow(`SNIPPET_LINK_SECRET_FILE: cannot read ${missing} (ENOENT)`);
    const empty = file('empty', '\n');
    expect(() => parseConfig(secretSchema, { ...production, SNIPPET_LINK_SECRET_FILE: empty })).toThrow(`SNIPPET_LINK_SECRET_FILE: ${empty} is empty`);
  });

  it('refuses SNIPPET_LINK_SECRET and SNIPPET_LINK_SECRET_FILE together (which one wins would be a guess)', () => {
    expect(() => parseConfig(secretSchema, { ...good, SNIPPET_LINK_SECRET_FILE: file('snippet', 'b'.repeat(40)) })).toThrow('SNIPPET_LINK_SECRET_FILE: SNIPPET_LINK_SECRET is set too; set only one of them');
  });

  it('leaves the environment alone without a _FILE variable, and reads the Stripe secrets the same way', () => {
    expect(withSecretFiles({ SNIPPET_LINK_SECRET: 'x' }, () => { throw new Error('not read'); })).toEqual({ SNIPPET_LINK_SECRET: 'x' });
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
      expect(() => loadConfigOrExit(secretSchema, { ...production, SNIPPET_LINK_SECRET_FILE: path.join(dir, 'absent') })).toThrow('exit 1');
      expect(String(write.mock.calls[0][0])).toMatch(/SNIPPET_LINK_SECRET_FILE: cannot read/);
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

describe('asymmetric token keys (issue 22 item 3)', () => {
  const identity = { ...good, JWT_PRIVATE_KEY: tokenKeys.JWT_PRIVATE_KEY, JWT_KEY_ID: tokenKeys.JWT_KEY_ID };
  const identitySchema = serviceEnvSchema.extend(jwtSigningEnvSchema.shape);
  const gatewayLike = baseEnvSchema.extend(jwtEnvSchema.shape);

  it('gives every process the public keys by kid, and identity its signing key', () => {
    const cfg = parseConfig(identitySchema, identity);
    expect([...cfg.JWT_PUBLIC_KEYS.keys()]).toEqual(['spec-key']);
    expect(cfg.JWT_PRIVATE_KEY.type).toBe('private');
    expect(cfg.JWT_KEY_ID).toBe('spec-key');
    expect(parseConfig(gatewayLike, { JWT_PUBLIC_KEYS: good.JWT_PUBLIC_KEYS }).JWT_PUBLIC_KEYS.get('spec-key')?.type).toBe('public');
  });

  it('refuses to start without the keys, naming each variable (production has no fallback)', () => {
    expect(() => parseConfig(gatewayLike, { NODE_ENV: 'production' })).toThrow(/JWT_PUBLIC_KEYS: is missing/);
    const { JWT_PRIVATE_KEY: _k, JWT_KEY_ID: _i, ...withoutSigning } = identity;
    const message = (() => {
      try {
        parseConfig(identitySchema, { ...withoutSigning, NODE_ENV: 'production' });
      } catch (err) {
        return (err as Error).message;
      }
      return '';
    })();
    expect(message).toMatch(/JWT_PRIVATE_KEY: is missing/);
    expect(message).toMatch(/JWT_KEY_ID: is missing/);
  });

  it('says what is wrong with a bad key set', () => {
    const bad = (JWT_PUBLIC_KEYS: string) => () => parseConfig(gatewayLike, { JWT_PUBLIC_KEYS });
    expect(bad('not json')).toThrow(/JWT_PUBLIC_KEYS: must be a JSON Web Key Set/);
    expect(bad('{"keys":[]}')).toThrow(/JWT_PUBLIC_KEYS: must be a JSON Web Key Set with at least one key/);
    const jwk = JSON.parse(good.JWT_PUBLIC_KEYS).keys[0];
    expect(bad(JSON.stringify({ keys: [jwk, jwk] }))).toThrow(/kid "spec-key" is listed twice/);
    expect(bad(JSON.stringify({ keys: [{ ...jwk, kid: 'bad kid!' }] }))).toThrow(/"kid" must be 1 to 64 letters/);
    expect(bad(JSON.stringify({ keys: [{ ...jwk, x: 'AAAA' }] }))).toThrow(/is not a valid P-256 public key/);
    expect(bad(JSON.stringify({ keys: [{ ...jwk, crv: 'P-384' }] }))).toThrow(/must be an EC key on P-256/);
  });

  it('refuses a private key in the public set (every process reads it)', () => {
    const privateJwk = { ...require('node:crypto').createPrivateKey(tokenKeys.JWT_PRIVATE_KEY).export({ format: 'jwk' }), kid: 'leak' };
    expect(() => parseConfig(gatewayLike, { JWT_PUBLIC_KEYS: JSON.stringify({ keys: [privateJwk] }) })).toThrow(/holds a private key \("d"\): list public keys only/);
  });

  it('refuses a signing key that is not EC P-256, or not a key at all', () => {
    const rsa = require('node:crypto').generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    expect(() => parseConfig(identitySchema, { ...identity, JWT_PRIVATE_KEY: rsa })).toThrow(/JWT_PRIVATE_KEY: must be an EC key on P-256 \(ES256\), not rsa/);
    expect(() => parseConfig(identitySchema, { ...identity, JWT_PRIVATE_KEY: 'x'.repeat(64) })).toThrow(/JWT_PRIVATE_KEY: must be a private key in PEM/);
  });

  it('accepts a one-line PEM with \\n for its line breaks', () => {
    const oneLine = tokenKeys.JWT_PRIVATE_KEY.trim().replace(/\n/g, '\\n');
    expect(oneLine).not.toContain('\n');
    expect(parseConfig(identitySchema, { ...identity, JWT_PRIVATE_KEY: oneLine }).JWT_PRIVATE_KEY.type).toBe('private');
  });

  it("refuses an identity whose signing key is not listed under its kid (nobody would accept its tokens)", () => {
    expect(() => parseConfig(identitySchema, { ...identity, JWT_KEY_ID: 'other' })).toThrow(/JWT_KEY_ID: JWT_PUBLIC_KEYS lists no key with kid "other"/);
    const stranger = generateTokenKeys('spec-key');
    expect(() => parseConfig(identitySchema, { ...identity, JWT_PRIVATE_KEY: stranger.JWT_PRIVATE_KEY })).toThrow(/JWT_PRIVATE_KEY: its public key is not the one JWT_PUBLIC_KEYS lists under kid "spec-key"/);
  });

  it('rotates with two keys live: the new kid signs while the previous one still verifies', () => {
    const next = generateTokenKeys('next-key');
    const both = jwksText([...parsePublicKeySet(good.JWT_PUBLIC_KEYS), ...parsePublicKeySet(next.JWT_PUBLIC_KEYS)]);
    const cfg = parseConfig(identitySchema, { ...identity, ...next, JWT_PUBLIC_KEYS: both });
    expect(cfg.JWT_KEY_ID).toBe('next-key');
    expect([...cfg.JWT_PUBLIC_KEYS.keys()]).toEqual(['spec-key', 'next-key']);
  });

  it('reads the private key from JWT_PRIVATE_KEY_FILE (a mounted Secret)', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'liquify-jwt-'));
    try {
      const file = path.join(dir, 'jwt-private-key.pem');
      writeFileSync(file, tokenKeys.JWT_PRIVATE_KEY);
      const { JWT_PRIVATE_KEY: _k, ...rest } = identity;
      expect(parseConfig(identitySchema, { ...rest, NODE_ENV: 'production', JWT_PRIVATE_KEY_FILE: file }).JWT_KEY_ID).toBe('spec-key');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
