import { generateTokenKeys, parseConfig, serviceEnvSchema } from '@liquify/config';
import { kafkaOptionsFor } from './kafka-options';

const base = { JWT_PUBLIC_KEYS: generateTokenKeys('kafka-spec').JWT_PUBLIC_KEYS, MONGO_URL: 'mongodb://m:27017', KAFKA_BROKERS: 'k1:9093,k2:9093', REDIS_URL: 'redis://r:6379' };

describe('kafkaOptionsFor', () => {
  it('connects to a local broker without TLS or SASL by default', () => {
    expect(kafkaOptionsFor('catalogue', parseConfig(serviceEnvSchema, base))).toEqual({
      brokers: ['k1:9093', 'k2:9093'],
      service: 'catalogue',
      topicPrefix: '',
      partitions: 3,
      replicationFactor: 1,
      keyConcurrency: 1,
    });
  });

  it('takes the keys processed at once from KAFKA_KEY_CONCURRENCY (1 to 64)', () => {
    expect(kafkaOptionsFor('stores', parseConfig(serviceEnvSchema, { ...base, KAFKA_KEY_CONCURRENCY: '2' })).keyConcurrency).toBe(2);
    expect(() => parseConfig(serviceEnvSchema, { ...base, KAFKA_KEY_CONCURRENCY: '0' })).toThrow(/KAFKA_KEY_CONCURRENCY/);
  });

  it('carries TLS with a private CA, SASL/SCRAM and the replication factor (a managed Kafka, Strimzi)', () => {
    const config = parseConfig(serviceEnvSchema, {
      ...base,
      KAFKA_SSL: 'true',
      KAFKA_SSL_CA_FILE: '/etc/kafka/ca.crt',
      KAFKA_SASL_MECHANISM: 'scram-sha-512',
      KAFKA_SASL_USERNAME: 'catalogue',
      KAFKA_SASL_PASSWORD: 'pw',
      KAFKA_REPLICATION_FACTOR: '3',
      KAFKA_PARTITIONS: '12',
    });
    const read = jest.fn(() => '-----BEGIN CERTIFICATE-----\n...');
    expect(kafkaOptionsFor('catalogue', config, read)).toMatchObject({
      ssl: { ca: ['-----BEGIN CERTIFICATE-----\n...'] },
      sasl: { mechanism: 'scram-sha-512', username: 'catalogue', password: 'pw' },
      replicationFactor: 3,
      partitions: 12,
    });
    expect(read).toHaveBeenCalledWith('/etc/kafka/ca.crt');
  });

  it("uses the system's CAs for TLS without a CA file", () => {
    expect(kafkaOptionsFor('billing', parseConfig(serviceEnvSchema, { ...base, KAFKA_SSL: 'true' })).ssl).toBe(true);
  });
});
