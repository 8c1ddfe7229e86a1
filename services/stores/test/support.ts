import { Types } from 'mongoose';
import { signAccessToken } from '@liquify/auth';
import { parseConfig } from '@liquify/config';
import {
  DEFAULT_SUBSCRIPTION_FEATURES,
  EventDefinition,
  EventEnvelope,
  LibraryEntryAdded,
  LibraryEntryPayload,
  UserRegistered,
  UserSubscriptionChanged,
} from '@liquify/contracts';
import { buildEnvelope, ensureTopicsReady } from '@liquify/kafka';
import { isolatedServiceEnv, testInfra, uniqueName, waitFor } from '@liquify/testing';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Consumer, Kafka, logLevel, Producer } from 'kafkajs';
import { z } from 'zod';
import { createStoresApp } from '../src/bootstrap';
import { configSchema, StoresConfig } from '../src/config';

export interface HttpAnswer {
  status: number;
  body: any;
}

export interface TestUser {
  id: string;
  token: string;
}

const STORE_TOPICS = ['stores.store.created.v1', 'stores.store.updated.v1', 'stores.store.deleted.v1'];

/**
 * The stores service on the real FerretDB, Kafka and Redis, isolated by a unique database, topic prefix and
 * Redis key prefix: HTTP through Fastify inject, a producer for identity's and the library's facts, and an
 * observer of the store events it publishes.
 */
export class StoresHarness {
  app!: NestFastifyApplication;
  config!: StoresConfig;
  readonly run = uniqueName('stores-it');
  readonly observed: { topic: string; key: string | null; envelope: EventEnvelope<any> }[] = [];
  private kafka!: Kafka;
  private producer!: Producer;
  private observer!: Consumer;

  static async start(): Promise<StoresHarness> {
    const h = new StoresHarness();
    await h.boot();
    return h;
  }

  get prefix() {
    return this.config.KAFKA_TOPIC_PREFIX;
  }

  private async boot() {
    const infra = await testInfra();
    this.config = parseConfig(configSchema, isolatedServiceEnv(infra, this.run, { LOG_LEVEL: 'error' }));
    this.kafka = new Kafka({ clientId: `${this.run}-test`, brokers: this.config.KAFKA_BROKERS, logLevel: logLevel.NOTHING });
    const topics = STORE_TOPICS.map((t) => this.prefix + t);
    await ensureTopicsReady(this.kafka, topics, 3);
    this.observer = this.kafka.consumer({ groupId: `${this.run}-observer`, maxWaitTimeInMs: 50 });
    await this.observer.connect();
    await this.observer.subscribe({ topics, fromBeginning: true });
    await this.observer.run({
      eachMessage: async ({ topic, message }) => {
        this.observed.push({ topic: topic.slice(this.prefix.length), key: message.key?.toString('utf8') ?? null, envelope: JSON.parse(message.value?.toString('utf8') ?? 'null') });
      },
    });
    this.producer = this.kafka.producer({ allowAutoTopicCreation: true });
    await this.producer.connect();
    this.app = await createStoresApp(this.config, { maxAttempts: 2, retryBaseMs: 20 });
    await this.app.init();
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
    return { status: res.statusCode, body };
  }

  /** A token for a user identity has not (necessarily) told the service about. */
  tokenFor(id: string, role: 'user' | 'admin' = 'user') {
    return signAccessToken({ id, email: `${id}@example.com`, role, name: 'Test' }, this.config.JWT_SECRET, '1h');
  }

  /** A signed-in user identity has not told the service about (yet). */
  unannouncedUser(): TestUser {
    const id = new Types.ObjectId().toHexString();
    return { id, token: this.tokenFor(id) };
  }

  /** A user registered through identity's event, with this store limit; waits until the limit applies. */
  async registeredUser(storeLimit: number, role: 'user' | 'admin' = 'user'): Promise<TestUser> {
    const id = new Types.ObjectId().toHexString();
    await this.publish(UserRegistered, {
      userId: id,
      email: `${id}@example.com`,
      name: 'Test',
      role,
      subscription: { plan: 'free', planId: null, status: 'active', features: { ...DEFAULT_SUBSCRIPTION_FEATURES, storeLimit }, currentPeriodEnd: null },
      createdAt: new Date().toISOString(),
    });
    const token = this.tokenFor(id, role);
    await this.waitForLimit(token, storeLimit);
    return { id, token };
  }

  async changePlan(user: TestUser, storeLimit: number) {
    await this.publish(UserSubscriptionChanged, {
      userId: user.id,
      email: `${user.id}@example.com`,
      plan: storeLimit === 1 ? 'free' : 'pro',
      planId: null,
      status: 'active',
      features: { ...DEFAULT_SUBSCRIPTION_FEATURES, storeLimit },
      currentPeriodEnd: null,
      reason: 'test',
    });
    await this.waitForLimit(user.token, storeLimit);
  }

  async waitForLimit(token: string, limit: number) {
    await waitFor(async () => (await this.http('POST', '/api/stores/quota-check', { token, body: {} })).body?.data?.limit === limit, {
      timeout: 20_000,
      message: `store limit ${limit}`,
    });
  }

  /** An entry added to the user's library (library.entry.added.v1); waits until the picker lists it. */
  async libraryEntry(user: TestUser, kind: 'module' | 'section', over: Partial<LibraryEntryPayload> = {}): Promise<LibraryEntryPayload> {
    const entry: LibraryEntryPayload = {
      entryId: new Types.ObjectId().toHexString(),
      userId: user.id,
      kind,
      catalogueId: new Types.ObjectId().toHexString(),
      slug: uniqueName(kind),
      title: `A ${kind}`,
      description: `The ${kind} description`,
      category: 'header',
      thumbnail: `/thumbs/${kind}.svg`,
      featured: false,
      createdAt: new Date().toISOString(),
      ...over,
    };
    await this.publish(LibraryEntryAdded, entry);
    await waitFor(async () => (await this.http('GET', `/api/stores/pickable?kind=${kind}&limit=100`, { token: user.token })).body?.data?.some((i: any) => i._id === entry.entryId), {
      timeout: 20_000,
      message: `library entry ${entry.entryId}`,
    });
    return entry;
  }

  async publish<D extends EventDefinition>(def: D, data: z.input<D['schema']>): Promise<EventEnvelope> {
    const env = buildEnvelope(def, data, def.topic.split('.')[0]);
    await this.producer.send({ topic: this.prefix + def.topic, messages: [{ key: def.key(env.data), value: JSON.stringify(env) }] });
    return env;
  }

  async createStore(user: TestUser, body: Record<string, unknown> = {}) {
    return this.http('POST', '/api/stores', { token: user.token, body: { name: uniqueName('store'), ...body } });
  }

  eventsFor(topic: string, storeId: string) {
    return this.observed.filter((m) => m.topic === topic && m.envelope?.data?.storeId === storeId);
  }

  async waitForEvent(topic: string, storeId: string) {
    return waitFor(() => this.observed.find((m) => m.topic === topic && m.envelope?.data?.storeId === storeId), { timeout: 20_000, message: `${topic} for ${storeId}` });
  }

  async close() {
    await this.app?.close();
    await this.observer?.disconnect().catch(() => undefined);
    await this.producer?.disconnect().catch(() => undefined);
  }
}

export { uniqueName, waitFor };
