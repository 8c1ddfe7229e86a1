import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { EventDefinition, EventEnvelope } from '@liquify/contracts';
import { Kafka, Partitioners, Producer, CompressionTypes } from 'kafkajs';
import { z } from 'zod';
import { ensureTopicsReady } from './topics';
import { KAFKA_CLIENT, KAFKA_OPTIONS, KafkaOptions, topicWithPrefix } from './kafka.options';

/** Builds a validated envelope: a payload that does not match its schema is never produced. */
export function buildEnvelope<D extends EventDefinition>(def: D, data: z.input<D['schema']>, producer: string): EventEnvelope<z.infer<D['schema']>> {
  const parsed = def.schema.parse(data) as z.infer<D["schema"]>;
  return { eventId: randomUUID(), type: def.type, version: def.version, occurredAt: new Date().toISOString(), producer, data: parsed };
}

export interface OutgoingMessage {
  topic: string;
  key: string;
  envelope: EventEnvelope;
}

/** Typed publisher: validates, keys by aggregate id, waits for the broker's acknowledgement (acks=-1). */
@Injectable()
export class EventPublisher implements OnApplicationShutdown {
  private readonly logger = new Logger(EventPublisher.name);
  private producer?: Producer;
  private connecting?: Promise<Producer>;
  /** Topics known to exist with a serving leader (checked once per process and topic). */
  private readonly readyTopics = new Map<string, Promise<void>>();

  constructor(
    @Inject(KAFKA_CLIENT) private readonly kafka: Kafka,
    @Inject(KAFKA_OPTIONS) private readonly options: KafkaOptions,
  ) {}

  private async connected(): Promise<Producer> {
    if (this.producer) return this.producer;
    this.connecting ??= (async () => {
      // topicsReady creates what is missing: the broker never creates a topic by accident.
      // The partitioner chosen on purpose (kafkajs' default since 2.0, Java-compatible murmur2), not left to warn.
      const producer = this.kafka.producer({ idempotent: true, maxInFlightRequests: 1, allowAutoTopicCreation: false, createPartitioner: Partitioners.DefaultPartitioner });
      await producer.connect();
      this.producer = producer;
      return producer;
    })().catch((err) => {
      this.connecting = undefined;
      throw err;
    });
    return this.connecting;
  }

  envelope<D extends EventDefinition>(def: D, data: z.input<D['schema']>): OutgoingMessage {
    const envelope = buildEnvelope(def, data, this.options.service);
    return { topic: def.topic, key: def.key(envelope.data), envelope };
  }

  async publish<D extends EventDefinition>(def: D, data: z.input<D['schema']>): Promise<EventEnvelope> {
    const message = this.envelope(def, data);
    await this.send([message]);
    return message.envelope;
  }

  /** Sends messages in order; resolves once the broker acknowledged all of them. */
  async send(messages: OutgoingMessage[]): Promise<void> {
    if (messages.length === 0) return;
    const producer = await this.connected();
    const byTopic = new Map<string, OutgoingMessage[]>();
    for (const m of messages) byTopic.set(m.topic, [...(byTopic.get(m.topic) ?? []), m]);
    await this.topicsReady([...byTopic.keys()].map((t) => topicWithPrefix(this.options.topicPrefix, t)));
    await producer.sendBatch({
      acks: -1,
      compression: CompressionTypes.None,
      topicMessages: [...byTopic.entries()].map(([topic, list]) => ({
        topic: topicWithPrefix(this.options.topicPrefix, topic),
        messages: list.map((m) => ({
          key: m.key,
          value: JSON.stringify(m.envelope),
          headers: { 'event-type': m.envelope.type, 'event-id': m.envelope.eventId },
        })),
      })),
    });
  }

  /**
   * The first send to a topic waits until it exists and its leader serves it, instead of producing into a
   * topic still being created (kafkajs then retries "not the leader for that topic-partition" loudly).
   */
  private async topicsReady(topics: string[]): Promise<void> {
    const fresh = topics.filter((t) => !this.readyTopics.has(t));
    if (fresh.length) {
      const check = ensureTopicsReady(this.kafka, fresh, this.options.partitions, this.options.replicationFactor);
      for (const t of fresh) this.readyTopics.set(t, check);
      check.catch(() => {
        for (const t of fresh) if (this.readyTopics.get(t) === check) this.readyTopics.delete(t);
      });
    }
    await Promise.all(topics.map((t) => this.readyTopics.get(t)));
  }

  async onApplicationShutdown() {
    try {
      await this.producer?.disconnect();
    } catch (err) {
      this.logger.warn(`producer disconnect failed: ${(err as Error).message}`);
    }
  }
}
