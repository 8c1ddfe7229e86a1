import { infraFromEnv, isolatedServiceEnv, missingInfra, mongoUrlWithDatabase } from './infra-env';

const env = {
  MONGO_URL: 'mongodb://127.0.0.1:27017',
  KAFKA_BROKERS: '127.0.0.1:9092, 127.0.0.1:9095 ,',
  REDIS_URL: 'redis://127.0.0.1:6379',
  STRIPE_MOCK_URL: 'http://127.0.0.1:12111',
};

describe('infraFromEnv', () => {
  it('reads the addresses npm test exports, splitting KAFKA_BROKERS', () => {
    expect(infraFromEnv(env)).toEqual({
      mongoUrl: 'mongodb://127.0.0.1:27017',
      kafkaBrokers: ['127.0.0.1:9092', '127.0.0.1:9095'],
      redisUrl: 'redis://127.0.0.1:6379',
    });
  });

  it('adds stripeMockUrl only when stripe-mock is asked for', () => {
    expect(infraFromEnv(env, ['mongo', 'kafka', 'redis', 'stripe-mock']).stripeMockUrl).toBe('http://127.0.0.1:12111');
  });

  it('names every missing variable', () => {
    expect(() => infraFromEnv({ MONGO_URL: env.MONGO_URL })).toThrow('missing KAFKA_BROKERS, REDIS_URL in the environment');
    expect(missingInfra({ ...env, REDIS_URL: '' }, ['redis', 'mongo'])).toEqual(['redis']);
  });
});

describe('mongoUrlWithDatabase', () => {
  it('puts the database in the path', () => {
    expect(mongoUrlWithDatabase('mongodb://127.0.0.1:27017', 'db1')).toBe('mongodb://127.0.0.1:27017/db1');
  });

  it('replaces an existing database and keeps the query string', () => {
    expect(mongoUrlWithDatabase('mongodb://u:p@h1:1,h2:2/old?replicaSet=rs0', 'new')).toBe('mongodb://u:p@h1:1,h2:2/new?replicaSet=rs0');
  });

  it('refuses what is not a mongodb URL', () => {
    expect(() => mongoUrlWithDatabase('redis://x', 'db')).toThrow('not a mongodb:// URL');
  });
});

describe('isolatedServiceEnv', () => {
  const infra = infraFromEnv(env, ['mongo', 'kafka', 'redis', 'stripe-mock']);

  it('namespaces the database, Kafka topics and Redis keys by the run name', () => {
    const out = isolatedServiceEnv(infra, 'library-it-abc');
    expect(out).toMatchObject({
      NODE_ENV: 'test',
      MONGO_URL: env.MONGO_URL,
      MONGO_DB: 'library-it-abc',
      KAFKA_BROKERS: '127.0.0.1:9092,127.0.0.1:9095',
      KAFKA_TOPIC_PREFIX: 'library-it-abc.',
      REDIS_URL: env.REDIS_URL,
      REDIS_KEY_PREFIX: 'library-it-abc:',
      STRIPE_MOCK_URL: env.STRIPE_MOCK_URL,
    });
  });

  it('gives every call its own token key pair and HMAC secrets of at least 32 characters', () => {
    const a = isolatedServiceEnv(infra, 'a');
    const b = isolatedServiceEnv(infra, 'a');
    expect(a.JWT_PRIVATE_KEY).not.toBe(b.JWT_PRIVATE_KEY);
    expect(a.JWT_PUBLIC_KEYS).not.toBe(b.JWT_PUBLIC_KEYS);
    expect(a.JWT_PRIVATE_KEY).toMatch(/^-----BEGIN PRIVATE KEY-----/);
    expect(JSON.parse(a.JWT_PUBLIC_KEYS).keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', kid: a.JWT_KEY_ID });
    for (const name of ['CHECKOUT_CLAIM_SECRET', 'SNIPPET_LINK_SECRET']) {
      expect(a[name]).not.toBe(b[name]);
      expect(a[name].length).toBeGreaterThanOrEqual(32);
    }
  });

  it('lets overrides win', () => {
    expect(isolatedServiceEnv(infra, 'a', { LOG_LEVEL: 'debug', MONGO_DB: 'x' })).toMatchObject({ LOG_LEVEL: 'debug', MONGO_DB: 'x' });
  });
});
