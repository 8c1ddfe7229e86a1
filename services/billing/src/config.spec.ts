import { ConfigError, generateTokenKeys, parseConfig } from '@liquify/config';
import { configSchema, providerNameFor } from './config';

const base = {
  JWT_PUBLIC_KEYS: generateTokenKeys('billing-spec').JWT_PUBLIC_KEYS,
  CHECKOUT_CLAIM_SECRET: 'x'.repeat(32),
  MONGO_URL: 'mongodb://127.0.0.1:27017',
  KAFKA_BROKERS: '127.0.0.1:9092',
  REDIS_URL: 'redis://127.0.0.1:6379',
};

describe('billing configuration', () => {
  it('runs the local checkout without a Stripe key, on port 3003, with codes from EARLY_BIRD_CODES', () => {
    const config = parseConfig(configSchema, { ...base, EARLY_BIRD_CODES: 'A, b ,,C' });
    expect(config.PORT).toBe(3003);
    expect(config.EARLY_BIRD_CODES).toEqual(['A', 'b', 'C']);
    expect(providerNameFor(config)).toBe('local');
    expect(config.PUBLIC_URL).toBe('http://localhost:8080');
  });

  it('uses Stripe with a key, and then requires the webhook secret', () => {
    expect(() => parseConfig(configSchema, { ...base, STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(/STRIPE_WEBHOOK_SECRET: is missing/);
    const config = parseConfig(configSchema, { ...base, STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1', PUBLIC_URL: 'https://liquify.example/' });
    expect(providerNameFor(config)).toBe('stripe');
    expect(config.PUBLIC_URL).toBe('https://liquify.example');
  });

  it('refuses the test-card checkout in production unless explicitly allowed', () => {
    expect(() => parseConfig(configSchema, { ...base, NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(parseConfig(configSchema, { ...base, NODE_ENV: 'production', ALLOW_LOCAL_CHECKOUT: 'true' }).ALLOW_LOCAL_CHECKOUT).toBe(true);
  });

  it('names a malformed Stripe API base', () => {
    expect(() => parseConfig(configSchema, { ...base, STRIPE_API_BASE: 'not a url' })).toThrow(/STRIPE_API_BASE/);
  });
});
