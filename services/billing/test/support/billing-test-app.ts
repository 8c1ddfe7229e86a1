import { randomUUID } from 'node:crypto';
import { signAccessToken } from '@liquify/auth';
import { parseConfig } from '@liquify/config';
import { EventDefinition, EventEnvelope } from '@liquify/contracts';
import { buildEnvelope, ensureTopicsReady } from '@liquify/kafka';
import { isolatedServiceEnv, testInfra, uniqueName, waitFor } from '@liquify/testing';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { Consumer, Kafka, logLevel, Producer } from 'kafkajs';
import { createBillingApp } from '../../src/bootstrap';
import { BillingConfig, configSchema } from '../../src/config';
import { z } from 'zod';

export const WEBHOOK_SECRET = 'whsec_billing_integration_test_secret';
export const EARLY_BIRD_CODES = 'LIQUIFY-EARLY,Founders99';

export interface InjectResult<T = any> {
  status: number;
  body: T;
  text: string;
  headers: Record<string, string | string[] | number | undefined>;
}

/** Collects the messages of some billing topics from the real broker. */
export class TopicCollector {
  readonly messages = new Map<string, EventEnvelope<any>[]>();
  private constructor(private readonly consumer: Consumer) {}

  static async start(kafka: Kafka, prefix: string, topics: string[]): Promise<TopicCollector> {
    await ensureTopicsReady(kafka, topics.map((t) => `${prefix}${t}`), 3);
    const consumer = kafka.consumer({ groupId: `${prefix}collector-${randomUUID()}`, maxWaitTimeInMs: 50 });
    await consumer.connect();
    // Fresh topics: the broker may not serve their metadata for a moment.
    for (let attempt = 1; ; attempt++) {
      try {
        await consumer.subscribe({ topics: topics.map((t) => `${prefix}${t}`), fromBeginning: true });
        break;
      } catch (err) {
        if (attempt >= 20) throw err;
        await new Promise((r) => setTimeout(r, 250));
      }
    }
    const collector = new TopicCollector(consumer);
    await consumer.run({
      eachMessage: async ({ topic, message }) => {
        const name = topic.slice(prefix.length);
        const list = collector.messages.get(name) ?? [];
        list.push(JSON.parse(message.value!.toString('utf8')));
        collector.messages.set(name, list);
      },
    });
    return collector;
  }

  /** Distinct events of `def` (delivery is at-least-once: a redelivered event has the same eventId). */
  of<D extends EventDefinition>(def: D): EventEnvelope<z.infer<D['schema']>>[] {
    const seen = new Set<string>();
    return (this.messages.get(def.topic) ?? []).filter((e) => !seen.has(e.eventId) && !!seen.add(e.eventId));
  }

  /** Waits until an event of `def` matches `predicate`; returns it. */
  async waitFor<D extends EventDefinition>(def: D, predicate: (data: z.infer<D['schema']>) => boolean, timeout = 15_000): Promise<EventEnvelope<z.infer<D['schema']>>> {
    return waitFor(() => this.of(def).find((e) => predicate(e.data)), { timeout, message: `an event on ${def.topic}` });
  }

  async stop() {
    await this.consumer.disconnect();
  }
}

export interface BillingTestApp {
  app: NestFastifyApplication;
  config: BillingConfig;
  kafka: Kafka;
  prefix: string;
  inject<T = any>(options: { method: string; url: string; payload?: unknown; token?: string; headers?: Record<string, string> }): Promise<InjectResult<T>>;
  tokenFor(user: { id: string; email: string; role?: 'user' | 'admin'; name?: string }): string;
  /** Publishes an event (as identity or catalogue would) on the prefixed topic. */
  publish<D extends EventDefinition>(def: D, data: z.input<D['schema']>, producer?: string): Promise<EventEnvelope>;
  collect(topics: EventDefinition[]): Promise<TopicCollector>;
  close(): Promise<void>;
}

/** Boots billing against the real infra, isolated by database, topic prefix and Redis prefix. */
export async function startBilling(name: string, overrides: Record<string, string> = {}): Promise<BillingTestApp> {
  const infra = await testInfra();
  const run = uniqueName(name);
  const env = isolatedServiceEnv(infra, run, {
    EARLY_BIRD_CODES,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    PUBLIC_URL: 'http://liquify.test',
    ...overrides,
  });
  const config = parseConfig(configSchema, env);
  const app = await createBillingApp(config);
  await app.init();
  await app.getHttpAdapter().getInstance().ready();

  const kafka = new Kafka({ clientId: `${run}-test`, brokers: config.KAFKA_BROKERS, logLevel: logLevel.NOTHING });
  let producer: Producer | undefined;
  const collectors: TopicCollector[] = [];
  const prefix = config.KAFKA_TOPIC_PREFIX;

  return {
    app,
    config,
    kafka,
    prefix,
    async inject({ method, url, payload, token, headers = {} }) {
      const res = await app.inject({
        method: method as 'GET',
        url,
        ...(payload !== undefined ? { payload: typeof payload === 'string' || Buffer.isBuffer(payload) ? payload : JSON.stringify(payload) } : {}),
        headers: {
          ...(payload !== undefined && !headers['content-type'] ? { 'content-type': 'application/json' } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
      });
      let body: unknown;
      try {
        body = JSON.parse(res.body);
      } catch {
        body = undefined;
      }
      return { status: res.statusCode, body: body as never, text: res.body, headers: res.headers };
    },
    tokenFor(user) {
      return signAccessToken({ id: user.id, email: user.email, role: user.role ?? 'user', name: user.name ?? 'Test User' }, config.JWT_SECRET, '1h');
    },
    async publish(def, data, producerName = 'test') {
      if (!producer) {
        producer = kafka.producer({ allowAutoTopicCreation: true });
        await producer.connect();
      }
      const envelope = buildEnvelope(def, data, producerName);
      await producer.send({ topic: `${prefix}${def.topic}`, messages: [{ key: def.key(envelope.data), value: JSON.stringify(envelope) }] });
      return envelope;
    },
    async collect(topics) {
      const collector = await TopicCollector.start(kafka, prefix, topics.map((t) => t.topic));
      collectors.push(collector);
      return collector;
    },
    async close() {
      for (const c of collectors) await c.stop().catch(() => undefined);
      await producer?.disconnect().catch(() => undefined);
      // Closing while the outbox relay is mid-send leaves kafkajs retrying on live timers (jest cannot exit):
      // let pending events go out first.
      const db = app.get<Connection>(getConnectionToken()).db!;
      await waitFor(
        async () => {
          for (const name of ['plans', 'subscriptions', 'checkout_sessions']) {
            if (await db.collection(name).findOne({ _outbox: { $exists: true, $ne: {} } })) return false;
          }
          return true;
        },
        { timeout: 15_000, interval: 100 },
      ).catch(() => undefined);
      await new Promise((r) => setTimeout(r, 300));
      await app.close();
    },
  };
}

export const newObjectId = () => randomUUID().replace(/-/g, '').slice(0, 24);
