import { randomBytes } from 'node:crypto';
import { signAccessToken } from '@liquify/auth';
import { parseConfig } from '@liquify/config';
import { EventDefinition, EventEnvelope } from '@liquify/contracts';
import { buildEnvelope } from '@liquify/kafka';
import { isolatedServiceEnv, testInfra, uniqueName } from '@liquify/testing';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Kafka, logLevel, Producer } from 'kafkajs';
import { z } from 'zod';
import { createSupportApp } from '../../src/bootstrap';
import { configSchema, SupportConfig } from '../../src/config';

export interface InjectResult<T = any> {
  status: number;
  body: T;
}

export interface TestUser {
  id: string;
  email: string;
  name: string;
  role: 'user' | 'admin' | 'moderator';
}

export interface SupportTestApp {
  app: NestFastifyApplication;
  config: SupportConfig;
  inject<T = any>(options: { method: string; url: string; payload?: unknown; token?: string; headers?: Record<string, string> }): Promise<InjectResult<T>>;
  tokenFor(user: TestUser): string;
  /** Publishes an event on the prefixed topic, as identity, library, stores or the catalogue would. */
  publish<D extends EventDefinition>(def: D, data: z.input<D['schema']>, occurredAt?: Date): Promise<EventEnvelope>;
  close(): Promise<void>;
}

export const newObjectId = () => randomBytes(12).toString('hex');

/** Boots support against the real FerretDB, Kafka and Redis, isolated by database, topic prefix and key prefix. */
export async function startSupport(name: string, overrides: Record<string, string> = {}): Promise<SupportTestApp> {
  const infra = await testInfra();
  const run = uniqueName(name);
  const config = parseConfig(configSchema, isolatedServiceEnv(infra, run, overrides));
  const app = await createSupportApp(config);
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  const kafka = new Kafka({ clientId: `${run}-test`, brokers: config.KAFKA_BROKERS, logLevel: logLevel.NOTHING });
  let producer: Producer | undefined;

  return {
    app,
    config,
    async inject({ method, url, payload, token, headers = {} }) {
      const res = await app.inject({
        method: method as 'GET',
        url,
        ...(payload !== undefined ? { payload: typeof payload === 'string' ? payload : JSON.stringify(payload) } : {}),
        headers: {
          ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
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
      return { status: res.statusCode, body: body as never };
    },
    tokenFor(user) {
      return signAccessToken({ id: user.id, email: user.email, role: user.role, name: user.name }, config.JWT_SECRET, '1h');
    },
    async publish(def, data, occurredAt) {
      if (!producer) {
        producer = kafka.producer({ allowAutoTopicCreation: true });
        await producer.connect();
      }
      const envelope = buildEnvelope(def, data, 'test');
      if (occurredAt) envelope.occurredAt = occurredAt.toISOString();
      await producer.send({ topic: `${config.KAFKA_TOPIC_PREFIX}${def.topic}`, messages: [{ key: def.key(envelope.data), value: JSON.stringify(envelope) }] });
      return envelope;
    },
    async close() {
      await producer?.disconnect().catch(() => undefined);
      await app.close();
    },
  };
}

const FREE = {
  plan: 'free',
  planId: null,
  status: 'active' as const,
  currentPeriodEnd: null,
  features: {
    moduleLimit: 5,
    sectionLimit: 10,
    storeLimit: 1,
    apiCallLimit: 1000,
    supportLevel: 'email' as const,
    customBranding: false,
    advancedAnalytics: false,
    prioritySupport: false,
    customDomain: false,
    whiteLabel: false,
    teamMembers: 1,
    storageLimit: 1000,
  },
};

/** A UserRegistered payload for `user`. */
export function registered(user: TestUser) {
  return { userId: user.id, email: user.email, name: user.name, role: user.role, subscription: FREE, createdAt: new Date().toISOString() };
}

export function testUser(name: string, role: TestUser['role'] = 'user'): TestUser {
  const id = newObjectId();
  return { id, email: `${name.toLowerCase().replace(/\W+/g, '.')}.${id.slice(-6)}@liquify.test`, name, role };
}
