import { readFileSync } from 'node:fs';
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
    const dev = /DEV_JWT_SECRET = '([^']+)'/.exec(repoFile('scripts/stack/env.mjs'))?.[1];
    const compose = /JWT_SECRET: \$\{JWT_SECRET:-([^}]+)\}/.exec(repoFile('docker-compose.yml'))?.[1];
    for (const secret of [dev, compose].filter((s): s is string => s !== undefined)) expect(KNOWN_DEV_JWT_SECRETS).toContain(secret);
    expect(dev).toBeDefined();
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
