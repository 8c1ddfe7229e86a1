import { readFileSync } from 'node:fs';
import type { ServiceEnv } from '@liquify/config';
import type { KafkaOptions } from '@liquify/kafka';

/**
 * The Kafka settings of a service, from its validated config: brokers, test prefix, partitions and replicas of
 * the topics it creates, TLS (with a private CA read from KAFKA_SSL_CA_FILE) and SASL. The publisher, the outbox
 * relay and the consumer all connect with these.
 */
export function kafkaOptionsFor(service: string, config: ServiceEnv, readFile: (file: string) => string = (file) => readFileSync(file, 'utf8')): KafkaOptions {
  const ssl = config.KAFKA_SSL ? (config.KAFKA_SSL_CA_FILE ? { ca: [readFile(config.KAFKA_SSL_CA_FILE)] } : true) : undefined;
  const sasl =
    config.KAFKA_SASL_MECHANISM && config.KAFKA_SASL_USERNAME && config.KAFKA_SASL_PASSWORD
      ? { mechanism: config.KAFKA_SASL_MECHANISM, username: config.KAFKA_SASL_USERNAME, password: config.KAFKA_SASL_PASSWORD }
      : undefined;
  return {
    brokers: config.KAFKA_BROKERS,
    service,
    topicPrefix: config.KAFKA_TOPIC_PREFIX,
    partitions: config.KAFKA_PARTITIONS,
    replicationFactor: config.KAFKA_REPLICATION_FACTOR,
    keyConcurrency: config.KAFKA_KEY_CONCURRENCY,
    ...(ssl ? { ssl } : {}),
    ...(sasl ? { sasl } : {}),
  };
}
