import { ConfigError, generateTokenKeys, parseConfig } from '@liquify/config';
import { DEV_ADMIN } from './auth/accounts.seed-data';
import { configSchema } from './config';

const base = {
  MONGO_URL: 'mongodb://127.0.0.1:27017',
  KAFKA_BROKERS: '127.0.0.1:9092',
  REDIS_URL: 'redis://127.0.0.1:6379',
  ...generateTokenKeys('identity-spec'),
  CHECKOUT_CLAIM_SECRET: 'a-secret-that-is-long-enough-for-production',
};

describe('identity config', () => {
  it('defaults to port 3001 and development seed accounts', () => {
    const config = parseConfig(configSchema, base);
    expect(config.PORT).toBe(3001);
    expect(config.ADMIN_EMAIL).toBe(DEV_ADMIN.email);
    expect(config.SEED_DEMO).toBe(false);
  });

  it('refuses to start in production without the first admin, naming the variables', () => {
    expect(() => parseConfig(configSchema, { ...base, NODE_ENV: 'production' })).toThrow(ConfigError);
    try {
      parseConfig(configSchema, { ...base, NODE_ENV: 'production' });
    } catch (err) {
      expect((err as ConfigError).issues).toEqual(['ADMIN_EMAIL: is missing', 'ADMIN_PASSWORD: is missing']);
    }
  });

  it('takes the configured admin in production and lowercases its e-mail', () => {
    const config = parseConfig(configSchema, { ...base, NODE_ENV: 'production', ADMIN_EMAIL: 'Boss@Shop.COM', ADMIN_PASSWORD: 'a-strong-password' });
    expect(config.ADMIN_EMAIL).toBe('boss@shop.com');
  });

  it('refuses a short admin password', () => {
    expect(() => parseConfig(configSchema, { ...base, ADMIN_PASSWORD: 'short' })).toThrow('ADMIN_PASSWORD: must be at least 8 characters');
  });

  it('refuses the development admin password in production, and keeps it outside production', () => {
    expect(() => parseConfig(configSchema, { ...base, NODE_ENV: 'production', ADMIN_EMAIL: 'a@b.co', ADMIN_PASSWORD: DEV_ADMIN.password })).toThrow(
      'ADMIN_PASSWORD: is the development default written in the repository; set a password of your own in production',
    );
    expect(parseConfig(configSchema, { ...base, NODE_ENV: 'development', ADMIN_PASSWORD: DEV_ADMIN.password }).ADMIN_PASSWORD).toBe(DEV_ADMIN.password);
  });

  it('holds the signing key: refuses to start without JWT_PRIVATE_KEY, JWT_KEY_ID or CHECKOUT_CLAIM_SECRET, naming each (issue 22 item 3)', () => {
    const { JWT_PRIVATE_KEY: _k, JWT_KEY_ID: _i, CHECKOUT_CLAIM_SECRET: _c, ...publicOnly } = base;
    try {
      parseConfig(configSchema, { ...publicOnly, NODE_ENV: 'production', ADMIN_EMAIL: 'boss@shop.com', ADMIN_PASSWORD: 'a-strong-password' });
      throw new Error('expected a ConfigError');
    } catch (err) {
      expect((err as ConfigError).issues).toEqual(['JWT_PRIVATE_KEY: is missing', 'JWT_KEY_ID: is missing', 'CHECKOUT_CLAIM_SECRET: is missing']);
    }
    const config = parseConfig(configSchema, base);
    expect(config.JWT_KEY_ID).toBe('identity-spec');
    expect(config.JWT_PUBLIC_KEYS.has('identity-spec')).toBe(true);
  });
});
