import { randomUUID } from 'node:crypto';
import { AuthUser, signAccessToken } from '@liquify/auth';
import { parseConfig, parseSigningKey, ServiceEnv, SigningKey } from '@liquify/config';
import type { EventDefinition, EventEnvelope } from '@liquify/contracts';
import { buildEnvelope, ensureTopicsReady } from '@liquify/kafka';
import { ServiceDefinition, startService, StartOptions } from '@liquify/service';
import { getConnectionToken } from '@nestjs/mongoose';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Consumer, Kafka, logLevel, Producer } from 'kafkajs';
import type { Connection } from 'mongoose';
import type { z } from 'zod';
import { isolatedServiceEnv } from './infra-env';
import { testInfra } from './test-infra';
import { uniqueName } from './unique-name';
import { waitFor } from './wait-for';

export type TopicRef = EventDefinition | string;
const topicName = (t: TopicRef) => (typeof t === 'string' ? t : t.topic);

export interface ObservedMessage {
  /** The topic without the test's prefix. */
  topic: string;
  key: string | null;
  value: string;
  /** The parsed envelope; null when the value is not JSON (a poison message). */
  envelope: EventEnvelope<any> | null;
  headers: Record<string, string>;
}

/** Reads topics on the real broker from their beginning: what a service really published. */
export class TopicObserver {
  readonly messages: ObservedMessage[] = [];

  private constructor(private readonly consumer: Consumer) {}

  static async start(kafka: Kafka, prefix: string, topics: TopicRef[]): Promise<TopicObserver> {
    const names = topics.map((t) => prefix + topicName(t));
    await ensureTopicsReady(kafka, names, 3);
    const consumer = kafka.consumer({ groupId: `${prefix}observer-${randomUUID()}`, maxWaitTimeInMs: 50 });
    await consumer.connect();
    // Fresh topics: the broker may not serve their metadata for a moment.
    for (let attempt = 1; ; attempt++) {
      try {
        await consumer.subscribe({ topics: names, fromBeginning: true });
        break;
      } catch (err) {
        if (attempt >= 20) throw err;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
    const observer = new TopicObserver(consumer);
    await consumer.run({
      eachMessage: async ({ topic, message }) => {
        const value = message.value?.toString('utf8') ?? '';
        let envelope: EventEnvelope<any> | null = null;
        try {
          envelope = JSON.parse(value);
        } catch {
          envelope = null;
        }
        const headers = Object.fromEntries(Object.entries(message.headers ?? {}).map(([k, v]) => [k, String(v ?? '')]));
        observer.messages.push({ topic: topic.slice(prefix.length), key: message.key?.toString('utf8') ?? null, value, envelope, headers });
      },
    });
    return observer;
  }

  /** Messages of a topic, in arrival order (redeliveries included). */
  on(topic: TopicRef): ObservedMessage[] {
    return this.messages.filter((m) => m.topic === topicName(topic));
  }

  /** Distinct events of a topic (delivery is at-least-once: a redelivered event has the same eventId). */
  of<D extends EventDefinition>(def: D | string): EventEnvelope<z.infer<D['schema']>>[] {
    const seen = new Set<string>();
    return this.on(def)
      .map((m) => m.envelope)
      .filter((e): e is EventEnvelope<any> => !!e && !seen.has(e.eventId) && !!seen.add(e.eventId));
  }

  /** Waits until an event of `def` matches; answers its envelope. */
  async waitFor<D extends EventDefinition>(def: D | string, match: (data: z.infer<D['schema']>, envelope: EventEnvelope<z.infer<D['schema']>>) => boolean = () => true, timeout = 15_000) {
    return waitFor(() => this.of(def).find((e) => match(e.data, e)), { timeout, message: `an event on ${topicName(def)}` });
  }

  async stop(): Promise<void> {
    await this.consumer.disconnect().catch(() => undefined);
  }
}

export interface HttpAnswer<T = any> {
  status: number;
  /** The parsed JSON body (undefined when not JSON). */
  body: T;
  text: string;
  headers: Record<string, string | string[] | number | undefined>;
}

export interface HttpRequestOptions {
  body?: unknown;
  /** A body sent as is (malformed JSON, a Buffer signed by a webhook test). */
  raw?: string | Buffer;
  token?: string;
  headers?: Record<string, string>;
}

export interface TestServiceOptions extends StartOptions {
  /** Env over the isolated defaults (its own database, topic prefix, Redis prefix, token key pair and secrets). */
  env?: Record<string, string>;
  /** Topics to observe from the start (events the service publishes, dead-letter topics). */
  observe?: TopicRef[];
  /** The isolation name (default: a unique `<service>-it-...`). */
  run?: string;
}

/**
 * A service on the real FerretDB, Kafka and Redis, built exactly as main.ts builds it (same ServiceDefinition),
 * isolated by a unique database, topic prefix and Redis key prefix; HTTP through Fastify inject; a topic
 * observer; a producer for other services' events; tokens signed as identity would (the service verifies them
 * with the public key set alone).
 *
 *   const svc = await startTestService(service, { observe: [EntryAdded] });
 *   const res = await svc.http('POST', '/api/library', { token: svc.token(), body: {...} });
 *   await svc.observer.waitFor(EntryAdded, (data) => data.id === res.body.data.id);
 *   await svc.close();
 */
export class TestService<C extends ServiceEnv = ServiceEnv> {
  readonly observers: TopicObserver[] = [];
  private producer?: Producer;

  private constructor(
    readonly app: NestFastifyApplication,
    readonly config: C,
    readonly run: string,
    readonly kafka: Kafka,
    readonly producerName: string,
    /**
     * Signs the tokens token() gives, as identity would: the service itself is given the public key set only
     * (its schema reads no private key, except identity's own).
     */
    private readonly signing: SigningKey,
  ) {}

  static async start<C extends ServiceEnv>(service: ServiceDefinition<C>, options: TestServiceOptions = {}): Promise<TestService<C>> {
    const infra = await testInfra();
    const run = options.run ?? uniqueName(`${service.name}-it`);
    const env = isolatedServiceEnv(infra, run, { LOG_LEVEL: 'error', ...options.env });
    const config = parseConfig(service.configSchema, env) as C;
    const kafka = new Kafka({ clientId: `${run}-test`, brokers: config.KAFKA_BROKERS, logLevel: logLevel.NOTHING });
    // Observe before the app starts: events published during start (seeds) are seen too.
    const observer = options.observe?.length ? await TopicObserver.start(kafka, config.KAFKA_TOPIC_PREFIX, options.observe) : undefined;
    const app = await startService(service, config, { maxAttempts: options.maxAttempts, retryBaseMs: options.retryBaseMs });
    const svc = new TestService(app, config, run, kafka, 'test', { kid: env.JWT_KEY_ID, key: parseSigningKey(env.JWT_PRIVATE_KEY) });
    if (observer) svc.observers.push(observer);
    return svc;
  }

  get prefix(): string {
    return this.config.KAFKA_TOPIC_PREFIX;
  }

  /** The observer started with `observe` (throws when none was asked for). */
  get observer(): TopicObserver {
    if (!this.observers[0]) throw new Error('no topics observed: pass { observe: [...] } to startTestService');
    return this.observers[0];
  }

  /** Observes more topics (from their beginning). */
  async observe(topics: TopicRef[]): Promise<TopicObserver> {
    const observer = await TopicObserver.start(this.kafka, this.prefix, topics);
    this.observers.push(observer);
    return observer;
  }

  async http<T = any>(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, options: HttpRequestOptions = {}): Promise<HttpAnswer<T>> {
    const headers: Record<string, string> = { ...(options.headers ?? {}) };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if ((options.body !== undefined || options.raw !== undefined) && !Object.keys(headers).some((h) => h.toLowerCase() === 'content-type')) {
      headers['content-type'] = 'application/json';
    }
    const res = await this.app.inject({ method, url, headers, payload: options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body)) });
    let body: unknown;
    try {
      body = res.json();
    } catch {
      body = undefined;
    }
    return { status: res.statusCode, body: body as T, text: res.body, headers: res.headers };
  }

  /** A valid access token for this service (default: a user; pass `{ role: 'admin' }` for an admin, `{ planId }` for the plan claim identity writes). */
  token(user: Partial<AuthUser> = {}): string {
    const role = user.role ?? 'user';
    const id = user.id ?? randomUUID().replace(/-/g, '').slice(0, 24);
    const plan = user.planId === undefined ? {} : { planId: user.planId };
    return signAccessToken({ id, email: user.email ?? `${role}-${id}@example.com`, role, name: user.name ?? `Test ${role}`, ...plan }, this.signing, '1h');
  }

  /** Publishes a valid event (as another service would) on the prefixed topic; answers its envelope. */
  async publish<D extends EventDefinition>(def: D, data: z.input<D['schema']>, producer = 'test'): Promise<EventEnvelope<z.infer<D['schema']>>> {
    const envelope = buildEnvelope(def, data, producer);
    await this.publishEnvelope(def, envelope);
    return envelope;
  }

  /** Publishes a given envelope as is (redeliveries, out-of-order events). */
  async publishEnvelope<D extends EventDefinition>(def: D, envelope: EventEnvelope): Promise<void> {
    await this.publishRaw(def.topic, JSON.stringify(envelope), def.key(envelope.data as never));
  }

  /** Publishes any bytes on a topic (poison messages). */
  async publishRaw(topic: string, value: string, key = 'poison'): Promise<void> {
    if (!this.producer) {
      this.producer = this.kafka.producer({ allowAutoTopicCreation: true });
      await this.producer.connect();
    }
    await this.producer.send({ topic: this.prefix + topic, messages: [{ key, value }] });
  }

  /** The service's database (read what the service stored). */
  get db() {
    return this.app.get<Connection>(getConnectionToken()).db!;
  }

  /** Lets pending outbox events go out, then closes the app, the observers and the producer. */
  async close(): Promise<void> {
    // Closing while the outbox relay is mid-send leaves kafkajs retrying on live timers (jest cannot exit).
    await waitFor(
      async () => {
        for (const { name } of await this.db.listCollections({}, { nameOnly: true }).toArray()) {
          if (await this.db.collection(name).findOne({ _outbox: { $exists: true, $ne: {} } })) return false;
        }
        return true;
      },
      { timeout: 15_000, interval: 100 },
    ).catch(() => undefined);
    await this.app.close();
    for (const observer of this.observers) await observer.stop();
    await this.producer?.disconnect().catch(() => undefined);
  }
}

export const startTestService = <C extends ServiceEnv>(service: ServiceDefinition<C>, options?: TestServiceOptions) => TestService.start(service, options);
