import { randomUUID } from 'node:crypto';
import { parseConfig } from '@liquify/config';
import { EventDefinition, EventEnvelope } from '@liquify/contracts';
import { createHttpApp } from '@liquify/http';
import { buildEnvelope, connectEventConsumer, DLQ_SUFFIX, ensureTopicsReady } from '@liquify/kafka';
import { isolatedServiceEnv, testInfra, uniqueName, waitFor } from '@liquify/testing';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Consumer, Kafka, logLevel, Producer } from 'kafkajs';
import { z } from 'zod';
import { AppModule } from '../src/app.module';
import { configSchema, IdentityConfig } from '../src/config';

export interface HttpAnswer {
  status: number;
  body: any;
  headers: Record<string, string | string[] | number | undefined>;
}

export interface ObservedMessage {
  topic: string;
  key: string | null;
  value: string;
  envelope: EventEnvelope<any> | null;
  headers: Record<string, string>;
}

/**
 * The identity service on the real FerretDB, Kafka and Redis, isolated by a unique database, topic prefix
 * and Redis key prefix; HTTP through Fastify inject; a broker-side observer of identity's topics and of
 * dead-letter topics; and a producer for billing's facts.
 */
export class IdentityHarness {
  app!: NestFastifyApplication;
  config!: IdentityConfig;
  readonly run = uniqueName('identity-it');
  readonly observed: ObservedMessage[] = [];
  private kafka!: Kafka;
  private producer!: Producer;
  private observer!: Consumer;

  static async start(overrides: Record<string, string> = {}): Promise<IdentityHarness> {
    const h = new IdentityHarness();
    await h.boot(overrides);
    return h;
  }

  get prefix() {
    return this.config.KAFKA_TOPIC_PREFIX;
  }

  private async boot(overrides: Record<string, string>) {
    const infra = await testInfra();
    this.config = parseConfig(configSchema, isolatedServiceEnv(infra, this.run, { LOG_LEVEL: 'error', ...overrides }));
    this.kafka = new Kafka({ clientId: `${this.run}-test`, brokers: this.config.KAFKA_BROKERS, logLevel: logLevel.NOTHING });

    const topics = [
      'identity.user.registered.v1',
      'identity.user.updated.v1',
      'identity.user.deleted.v1',
      'identity.user.role-changed.v1',
      'identity.user.subscription-changed.v1',
      `billing.checkout.completed.v1${DLQ_SUFFIX}`,
      `billing.subscription.updated.v1${DLQ_SUFFIX}`,
    ].map((t) => this.prefix + t);
    await ensureTopicsReady(this.kafka, topics, 3);

    this.observer = this.kafka.consumer({ groupId: `${this.run}-observer`, maxWaitTimeInMs: 50 });
    await this.observer.connect();
    await this.observer.subscribe({ topics, fromBeginning: true });
    await this.observer.run({
      eachMessage: async ({ topic, message }) => {
        const value = message.value?.toString('utf8') ?? '';
        let envelope: EventEnvelope<any> | null = null;
        try {
          envelope = JSON.parse(value);
        } catch {
          envelope = null;
        }
        const headers = Object.fromEntries(Object.entries(message.headers ?? {}).map(([k, v]) => [k, String(v ?? '')]));
        this.observed.push({ topic: topic.slice(this.prefix.length), key: message.key?.toString('utf8') ?? null, value, envelope, headers });
      },
    });
    this.producer = this.kafka.producer({ allowAutoTopicCreation: true });
    await this.producer.connect();

    this.app = await createHttpApp(AppModule.forRoot(this.config));
    await this.app.init();
    await connectEventConsumer(this.app, {
      brokers: this.config.KAFKA_BROKERS,
      service: 'identity',
      topicPrefix: this.prefix,
      maxAttempts: 2,
      retryBaseMs: 20,
    });
    await this.app.getHttpAdapter().getInstance().ready();
  }

  async http(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, options: { body?: unknown; token?: string; raw?: string } = {}): Promise<HttpAnswer> {
    const headers: Record<string, string> = {};
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.body !== undefined || options.raw !== undefined) headers['content-type'] = 'application/json';
    const res = await this.app
      .getHttpAdapter()
      .getInstance()
      .inject({ method, url, headers, payload: options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body)) });
    let body: unknown = res.body;
    try {
      body = res.json();
    } catch {
      // not JSON
    }
    return { status: res.statusCode, body, headers: res.headers };
  }

  /** Registers and answers the user and token. */
  async register(overrides: Record<string, unknown> = {}) {
    const email = `${uniqueName('user')}@example.com`;
    const res = await this.http('POST', '/api/auth/register', { body: { name: 'Test User', email, password: 'password123', plan: 'free', ...overrides } });
    if (res.status !== 201) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
    return { user: res.body.data.user, token: res.body.data.token as string, email: res.body.data.user.email as string };
  }

  async login(email: string, password: string) {
    const res = await this.http('POST', '/api/auth/login', { body: { email, password } });
    if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data.token as string;
  }

  async adminToken() {
    return this.login(this.config.ADMIN_EMAIL, this.config.ADMIN_PASSWORD);
  }

  async me(token: string) {
    const res = await this.http('GET', '/api/auth/me', { token });
    return res.body.data.user;
  }

  /** Publishes a real, valid envelope of a billing event to the prefixed topic; answers it. */
  async publish<D extends EventDefinition>(def: D, data: z.input<D['schema']>, envelope?: EventEnvelope): Promise<EventEnvelope> {
    const env = envelope ?? buildEnvelope(def, data, 'billing');
    await this.producer.send({ topic: this.prefix + def.topic, messages: [{ key: def.key(env.data), value: JSON.stringify(env) }] });
    return env;
  }

  async publishRaw(topic: string, value: string, key = 'poison') {
    await this.producer.send({ topic: this.prefix + topic, messages: [{ key, value }] });
  }

  eventsFor(topic: string, userId?: string) {
    return this.observed.filter((m) => m.topic === topic && (!userId || m.envelope?.data?.userId === userId));
  }

  async waitForEvent(topic: string, match: (m: ObservedMessage) => boolean, timeout = 15_000) {
    return waitFor(() => this.observed.find((m) => m.topic === topic && match(m)), { timeout, message: `an event on ${topic}` });
  }

  async close() {
    await this.app?.close();
    await this.observer?.disconnect().catch(() => undefined);
    await this.producer?.disconnect().catch(() => undefined);
  }
}

export const newEventId = () => randomUUID();
export { waitFor, uniqueName };
