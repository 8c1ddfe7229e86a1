import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { DLQ_SUFFIX, KAFKA_CLIENT, KAFKA_OPTIONS, KafkaOptions, stripPrefix } from '@liquify/kafka';
import type { Admin, Kafka } from 'kafkajs';
import { consumerLag, PartitionRange, retainedRecords } from './kafka-lag';
import { LiveInstances, scrapedGauge } from './scraped-gauge';

interface Snapshot {
  lag: { topic: string; partition: number; lag: number }[];
  dlq: { topic: string; records: number }[];
}

const live = new LiveInstances<KafkaMetrics>();

scrapedGauge(
  { name: 'liquify_kafka_consumer_lag', help: "Records written to a topic partition and not yet consumed by this service's consumer group", labelNames: ['topic', 'partition'] },
  async () => (await live.latest?.snapshot())?.lag.map((row) => [{ topic: row.topic, partition: String(row.partition) }, row.lag]),
);
scrapedGauge(
  { name: 'liquify_kafka_dlq_records', help: 'Records held on the dead-letter topic (<topic>.dlq) of each topic this service consumes', labelNames: ['topic'] },
  async () => (await live.latest?.snapshot())?.dlq.map((row) => [{ topic: row.topic }, row.records]),
);

/** A snapshot is shared by the gauges of one scrape, and a slow broker does not hold a scrape longer than this. */
const SNAPSHOT_TTL_MS = 2000;
const SNAPSHOT_TIMEOUT_MS = 3000;

/**
 * Consumer lag and dead-letter counts of the service's consumer group, read from the broker with one admin
 * client when Prometheus scrapes /metrics (nothing runs between scrapes). A broker that does not answer
 * leaves the last values in place and is logged at most once a minute.
 */
@Injectable()
export class KafkaMetrics implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('KafkaMetrics');
  private admin?: Admin;
  private pending?: { at: number; promise: Promise<Snapshot | undefined> };
  private lastWarning = 0;

  constructor(
    @Inject(KAFKA_CLIENT) private readonly kafka: Kafka,
    @Inject(KAFKA_OPTIONS) private readonly options: KafkaOptions,
  ) {}

  onModuleInit() {
    live.add(this);
  }

  async onApplicationShutdown() {
    live.delete(this);
    await this.admin?.disconnect().catch(() => undefined);
  }

  snapshot(): Promise<Snapshot | undefined> {
    if (!this.pending || Date.now() - this.pending.at > SNAPSHOT_TTL_MS) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<undefined>((resolve) => {
        timer = setTimeout(() => resolve(undefined), SNAPSHOT_TIMEOUT_MS);
      });
      const read = this.read().catch((err: Error) => {
        void this.admin?.disconnect().catch(() => undefined);
        this.admin = undefined;
        if (Date.now() - this.lastWarning > 60_000) {
          this.lastWarning = Date.now();
          this.logger.warn(`consumer lag not read: ${err.message}`);
        }
        return undefined;
      });
      this.pending = { at: Date.now(), promise: Promise.race([read, timeout]).finally(() => clearTimeout(timer)) };
    }
    return this.pending.promise;
  }

  private async read(): Promise<Snapshot> {
    if (!this.admin) {
      const admin = this.kafka.admin();
      await admin.connect();
      this.admin = admin;
    }
    const admin = this.admin;
    const prefix = this.options.topicPrefix;
    const committed = await admin.fetchOffsets({ groupId: `${prefix ?? ''}${this.options.service}` });
    const ranges = new Map<string, PartitionRange[]>();
    const dlq: Snapshot['dlq'] = [];
    for (const { topic } of committed) {
      ranges.set(topic, await admin.fetchTopicOffsets(topic));
      // A topic whose consumer never dead-lettered anything may have no DLQ topic yet.
      const parked = await admin.fetchTopicOffsets(`${topic}${DLQ_SUFFIX}`).catch(() => undefined);
      if (parked) dlq.push({ topic: stripPrefix(prefix, topic), records: retainedRecords(parked) });
    }
    const lag = consumerLag(committed, ranges).map((row) => ({ ...row, topic: stripPrefix(prefix, row.topic) }));
    return { lag, dlq };
  }
}
