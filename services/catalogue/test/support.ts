import { randomUUID } from 'node:crypto';
import { signAccessToken } from '@liquify/auth';
import { parseConfig } from '@liquify/config';
import type { EventEnvelope } from '@liquify/contracts';
import { connectEventConsumer, ensureTopicsReady } from '@liquify/kafka';
import { isolatedServiceEnv, testInfra, uniqueName, waitFor } from '@liquify/testing';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Consumer, Kafka, logLevel } from 'kafkajs';
import { CatalogueConfig, configSchema } from '../src/config';
import { createCatalogueApp } from '../src/http-app';

export interface HttpAnswer {
  status: number;
  body: any;
  text: string;
  headers: Record<string, string | string[] | undefined>;
}

export interface ObservedMessage {
  topic: string;
  key: string | null;
  envelope: EventEnvelope<any>;
}

export const CATALOGUE_TOPICS = [
  'catalogue.module.published.v1',
  'catalogue.module.updated.v1',
  'catalogue.module.unpublished.v1',
  'catalogue.module.deleted.v1',
  'catalogue.section.published.v1',
  'catalogue.section.updated.v1',
  'catalogue.section.unpublished.v1',
  'catalogue.section.deleted.v1',
];

/**
 * The catalogue service on the real FerretDB, Kafka and Redis, isolated by a unique database, topic
 * prefix and Redis key prefix; HTTP through Fastify inject; a broker-side observer of the catalogue's
 * topics (the events really are on the broker).
 */
export class CatalogueHarness {
  app!: NestFastifyApplication;
  config!: CatalogueConfig;
  readonly observed: ObservedMessage[] = [];
  private kafka?: Kafka;
  private observer?: Consumer;

  static async start(options: { env?: Record<string, string>; observe?: boolean; run?: string } = {}): Promise<CatalogueHarness> {
    const h = new CatalogueHarness();
    await h.boot(options.run ?? uniqueName('catalogue-it'), options.env ?? {}, options.observe ?? true);
    return h;
  }

  get prefix() {
    return this.config.KAFKA_TOPIC_PREFIX;
  }

  private async boot(run: string, env: Record<string, string>, observe: boolean) {
    const infra = await testInfra();
    this.config = parseConfig(configSchema, isolatedServiceEnv(infra, run, { LOG_LEVEL: 'error', SEED_ON_START: 'false', ...env }));
    if (observe) await this.observe();
    this.app = await createCatalogueApp(this.config);
    await this.app.init();
    await connectEventConsumer(this.app, { brokers: this.config.KAFKA_BROKERS, service: 'catalogue', topicPrefix: this.prefix });
    await this.app.getHttpAdapter().getInstance().ready();
  }

  private async observe() {
    this.kafka = new Kafka({ clientId: `${this.prefix}observer`, brokers: this.config.KAFKA_BROKERS, logLevel: logLevel.NOTHING });
    const topics = CATALOGUE_TOPICS.map((t) => this.prefix + t);
    await ensureTopicsReady(this.kafka, topics, 3);
    this.observer = this.kafka.consumer({ groupId: `${this.prefix}observer-${randomUUID()}`, maxWaitTimeInMs: 50 });
    await this.observer.connect();
    await this.observer.subscribe({ topics, fromBeginning: true });
    await this.observer.run({
      eachMessage: async ({ topic, message }) => {
        const envelope = JSON.parse(message.value?.toString('utf8') ?? 'null');
        this.observed.push({ topic: topic.slice(this.prefix.length), key: message.key?.toString('utf8') ?? null, envelope });
      },
    });
  }

  token(role: 'admin' | 'user' = 'admin') {
    return signAccessToken({ id: `${role}-${randomUUID()}`.slice(0, 24), email: `${role}@example.com`, role, name: role }, this.config.JWT_SECRET, '1h');
  }

  async http(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH',
    url: string,
    options: { body?: unknown; raw?: string; token?: string; headers?: Record<string, string> } = {},
  ): Promise<HttpAnswer> {
    const headers: Record<string, string> = { ...(options.headers ?? {}) };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if ((options.body !== undefined || options.raw !== undefined) && !headers['content-type']) headers['content-type'] = 'application/json';
    const res = await this.app
      .getHttpAdapter()
      .getInstance()
      .inject({ method, url, headers, payload: options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body)) });
    let body: unknown = undefined;
    try {
      body = res.json();
    } catch {
      body = undefined;
    }
    return { status: res.statusCode, body, text: res.body, headers: res.headers as HttpAnswer['headers'] };
  }

  admin(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) {
    return this.http(method, url, { body, token: this.token('admin') });
  }

  async createModule(fields: Record<string, unknown> = {}) {
    const res = await this.admin('POST', '/api/admin/modules', { title: `Module ${uniqueName('m')}`, description: 'A module', ...fields });
    if (res.status !== 201) throw new Error(`create module failed: ${res.status} ${res.text}`);
    return res.body.data;
  }

  async createSection(fields: Record<string, unknown> = {}) {
    const slug = uniqueName('section').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
    const res = await this.admin('POST', '/api/admin/sections', {
      title: 'A section',
      description: 'A section',
      slug,
      category: 'hero',
      code: '<div>{{ section.settings.heading }}</div>\n{% schema %}{"name":"S","settings":[{"type":"text","id":"heading","label":"Heading","default":"Hello"}],"presets":[{"name":"S"}]}{% endschema %}',
      ...fields,
    });
    if (res.status !== 201) throw new Error(`create section failed: ${res.status} ${res.text}`);
    return res.body.data;
  }

  eventsFor(topic: string, id?: string) {
    return this.observed.filter((m) => m.topic === topic && (!id || m.envelope?.data?.id === id));
  }

  async waitForEvent(topic: string, match: (m: ObservedMessage) => boolean, timeout = 15_000) {
    return waitFor(() => this.observed.find((m) => m.topic === topic && match(m)), { timeout, message: `an event on ${topic}` });
  }

  async close() {
    await this.app?.close();
    await this.observer?.disconnect().catch(() => undefined);
  }
}

export { uniqueName, waitFor };
