import { z } from 'zod';
import { ConfigError, parseConfig, serviceEnvSchema, envPort } from './config';

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
