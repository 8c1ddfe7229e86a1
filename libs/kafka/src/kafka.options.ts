import type { KafkaConfig, SASLOptions } from 'kafkajs';

/**
 * How to reach the brokers beyond their addresses: TLS and SASL (PLAIN, SCRAM-SHA-256/512), so a managed Kafka
 * or a Strimzi listener with authentication works. Both off by default (a local broker).
 */
export interface KafkaConnection {
  /** TLS to the brokers: true for the system's CAs, or the CA certificates (PEM) of a private CA. */
  ssl?: boolean | { ca: string[] };
  sasl?: { mechanism: 'plain' | 'scram-sha-256' | 'scram-sha-512'; username: string; password: string };
}

export interface KafkaOptions extends KafkaConnection {
  brokers: string[];
  /** Service name: the event `producer`, the client id and the consumer group. */
  service: string;
  /** Test isolation: prepended to every topic and consumer group (empty in production). */
  topicPrefix?: string;
  /** Partitions of the topics this service creates or grows (KAFKA_PARTITIONS; default DEFAULT_PARTITIONS). */
  partitions?: number;
  /**
   * Replicas of the topics this service creates (KAFKA_REPLICATION_FACTOR; default 1, a development broker).
   * Production topics are declared by the platform (Strimzi KafkaTopic: 3 replicas, min.insync.replicas 2) and
   * only found here.
   */
  replicationFactor?: number;
  /** Keys of one fetched batch the consumer processes at once (KAFKA_KEY_CONCURRENCY; default 1, see key-lanes.ts). */
  keyConcurrency?: number;
}

/** The kafkajs client settings every client of a service shares: brokers, TLS and SASL. */
export function kafkaClientConfig(options: KafkaOptions): Pick<KafkaConfig, 'brokers' | 'ssl' | 'sasl'> {
  const { brokers, ssl, sasl } = options;
  return { brokers, ...(ssl ? { ssl } : {}), ...(sasl ? { sasl: sasl as SASLOptions } : {}) };
}
/**
 * kafkajs' retry policy for every client of a service. Its default ceiling between two attempts is 30 s, and a
 * consumer that exhausted its retries restarts after the last delay: a broker back after a 15 s outage was
 * read again only ~27 s later (measured by `npm run chaos`). One second at most between attempts: the clients
 * find a returning broker within a second, at the cost of an attempt a second while it is away.
 */
export const KAFKA_RETRY = { retries: 8, initialRetryTime: 200, maxRetryTime: 1000 } as const;

/**
 * The event consumer's client retries for a minute (same pace) before kafkajs gives up. What matters is the
 * member id: kafkajs starts a crashed consumer as a brand-new member, and a broker back from an outage keeps
 * the group's old members until their session times out, so a group of crashed consumers waited ~10 s more
 * for their own ghosts, then rebalanced (25 s to converge after a 15 s outage, `npm run chaos`). A consumer that
 * rides the outage out keeps its id: the returning broker knows it, and it reads on without a rebalance.
 */
export const KAFKA_CONSUMER_RETRY = { ...KAFKA_RETRY, retries: 60 } as const;

/** The longest a client keeps trying before it fails, with kafkajs' policy at its ceiling (no jitter). */
export function retryBudgetMs(policy: { retries: number; initialRetryTime: number; maxRetryTime: number }, factor = 2): number {
  let total = 0;
  for (let attempt = 0; attempt < policy.retries; attempt++) total += Math.min(policy.initialRetryTime * factor ** attempt, policy.maxRetryTime);
  return total;
}

export const KAFKA_OPTIONS = Symbol('KAFKA_OPTIONS');
export const KAFKA_CLIENT = Symbol('KAFKA_CLIENT');

export const DLQ_SUFFIX = '.dlq';
export const topicWithPrefix = (prefix: string | undefined, topic: string) => `${prefix ?? ''}${topic}`;
export const stripPrefix = (prefix: string | undefined, topic: string) =>
  prefix && topic.startsWith(prefix) ? topic.slice(prefix.length) : topic;
