export interface KafkaOptions {
  brokers: string[];
  /** Service name: the event `producer`, the client id and the consumer group. */
  service: string;
  /** Test isolation: prepended to every topic and consumer group (empty in production). */
  topicPrefix?: string;
  /** Partitions of the topics this service creates or grows (KAFKA_PARTITIONS; default DEFAULT_PARTITIONS). */
  partitions?: number;
}
export const KAFKA_OPTIONS = Symbol('KAFKA_OPTIONS');
export const KAFKA_CLIENT = Symbol('KAFKA_CLIENT');

export const DLQ_SUFFIX = '.dlq';
export const topicWithPrefix = (prefix: string | undefined, topic: string) => `${prefix ?? ''}${topic}`;
export const stripPrefix = (prefix: string | undefined, topic: string) =>
  prefix && topic.startsWith(prefix) ? topic.slice(prefix.length) : topic;
